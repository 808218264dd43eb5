#include "sim/hdf5_writer.h"

#include <hdf5.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <string_view>
#include <utility>

#include "core/checked_file.h"

namespace podtwin::h5 {

namespace {

// The HDF5 library in Debian is built without its thread-safety option: every call goes through
// this lock, so writers on different threads cannot interleave inside the library.
std::mutex& libraryMutex() {
  static std::mutex m;
  return m;
}

// Owns one HDF5 identifier and closes it with the matching function.
class Handle {
 public:
  Handle(hid_t id, herr_t (*close)(hid_t), const std::string& what) : m_id(id), m_close(close) {
    if (id < 0) throw Hdf5Error("HDF5: cannot " + what);
  }
  ~Handle() {
    if (m_id >= 0) m_close(m_id);
  }
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;
  hid_t get() const { return m_id; }

 private:
  hid_t m_id;
  herr_t (*m_close)(hid_t);
};

void check(herr_t status, const std::string& what) {
  if (status < 0) throw Hdf5Error("HDF5: cannot " + what);
}

hid_t makeStringType() {
  hid_t t = H5Tcopy(H5T_C_S1);
  if (t >= 0) {
    H5Tset_size(t, H5T_VARIABLE);
    H5Tset_cset(t, H5T_CSET_UTF8);
  }
  return t;
}

// The system's reason for the last failure, or HDF5's own words when it left none.
std::string lastReason() {
  return errno != 0 ? std::strerror(errno) : "the HDF5 library could not write it";
}

// Opens `path` for appending or creates it; never overwrites a file that is not HDF5 (a mistyped
// --h5 cases.csv). Throws IoError when the file cannot be opened or created.
hid_t openFile(const std::string& path, const std::string& shownPath) {
  std::error_code ec;
  errno = 0;
  hid_t f = -1;
  if (std::filesystem::exists(path, ec)) {
    if (H5Fis_hdf5(path.c_str()) <= 0) {
      throw Hdf5Error("HDF5: " + shownPath + " exists and is not an HDF5 file; not overwriting it");
    }
    f = H5Fopen(path.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
  } else {
    f = H5Fcreate(path.c_str(), H5F_ACC_EXCL, H5P_DEFAULT, H5P_DEFAULT);
  }
  if (f < 0) throw IoError(shownPath, lastReason());
  return f;
}

// Runs `write` on the file at `path`. With `atomic`, the file is built in memory (HDF5's core
// driver, starting from the existing file's bytes when there is one) and its image is written with
// CheckedFile: under a new temporary name, renamed over `path` only when every write, the sync and
// the close succeeded, so a failure (a full disk) leaves `path` as it was — and HDF5 itself never
// meets a disk error, which in HDF5 1.10 leaves a file it cannot close and crashes the library at
// exit. Otherwise the file is written in place. Failures to open, flush, close or write throw
// IoError.
template <class Write>
void withFile(const std::string& path, bool atomic, Write&& write) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const bool device = fs::exists(path, ec) && !fs::is_regular_file(path, ec);
  // A device or a pipe (/dev/null) takes a whole new file's bytes, as --csv does; updating a file
  // in place needs a regular file.
  if (device && !atomic) {
    throw Hdf5Error("HDF5: " + path + " is not a regular file; not writing HDF5 there");
  }
  const bool exists = !device && fs::exists(path, ec);
  if (exists && H5Fis_hdf5(path.c_str()) <= 0) {
    throw Hdf5Error("HDF5: " + path + " exists and is not an HDF5 file; not overwriting it");
  }
  if (!atomic) {
    Handle file(openFile(path, path), H5Fclose, "open " + path);
    write(file.get());
    errno = 0;
    if (H5Fflush(file.get(), H5F_SCOPE_LOCAL) < 0) throw IoError(path, lastReason());
    return;
  }
  // The core driver reads an existing file into memory when it opens it; without a backing store
  // it never writes to the disk.
  Handle fapl(H5Pcreate(H5P_FILE_ACCESS), H5Pclose, "make file access properties");
  check(H5Pset_fapl_core(fapl.get(), std::size_t{1} << 20, /*backing_store=*/false),
        "use the in-memory driver");
  std::vector<char> bytes;
  {
    Handle file(exists ? H5Fopen(path.c_str(), H5F_ACC_RDWR, fapl.get())
                       : H5Fcreate(path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, fapl.get()),
                H5Fclose, "open " + path);
    write(file.get());
    check(H5Fflush(file.get(), H5F_SCOPE_LOCAL), "flush " + path);
    const ssize_t n = H5Fget_file_image(file.get(), nullptr, 0);
    if (n < 0) throw Hdf5Error("HDF5: cannot take the image of " + path);
    bytes.resize(static_cast<std::size_t>(n));
    if (H5Fget_file_image(file.get(), bytes.data(), bytes.size()) != n) {
      throw Hdf5Error("HDF5: cannot take the image of " + path);
    }
  }
  writeFileChecked(path, std::string_view(bytes.data(), bytes.size()));
}

hid_t freshGroup(hid_t file, const std::string& group) {
  if (group.empty() || group.find('/') != std::string::npos) return -1;
  if (H5Lexists(file, group.c_str(), H5P_DEFAULT) > 0) {
    H5Ldelete(file, group.c_str(), H5P_DEFAULT);
  }
  return H5Gcreate2(file, group.c_str(), H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
}

void writeStringAttribute(hid_t obj, const std::string& name, const std::string& value) {
  Handle type(makeStringType(), H5Tclose, "make a string type");
  Handle space(H5Screate(H5S_SCALAR), H5Sclose, "make a scalar space");
  Handle attr(H5Acreate2(obj, name.c_str(), type.get(), space.get(), H5P_DEFAULT, H5P_DEFAULT),
              H5Aclose, "create attribute " + name);
  const char* p = value.c_str();
  check(H5Awrite(attr.get(), type.get(), &p), "write attribute " + name);
}

void writeDoubleAttribute(hid_t obj, const std::string& name, double value) {
  Handle space(H5Screate(H5S_SCALAR), H5Sclose, "make a scalar space");
  Handle attr(H5Acreate2(obj, name.c_str(), H5T_IEEE_F64LE, space.get(), H5P_DEFAULT, H5P_DEFAULT),
              H5Aclose, "create attribute " + name);
  check(H5Awrite(attr.get(), H5T_NATIVE_DOUBLE, &value), "write attribute " + name);
}

// Chunked and deflated when long enough to matter; a 1-hour series at 1 s is 3,600 values.
hid_t datasetProperties(std::size_t n) {
  hid_t plist = H5Pcreate(H5P_DATASET_CREATE);
  if (plist >= 0 && n >= 4096 && H5Zfilter_avail(H5Z_FILTER_DEFLATE) > 0) {
    const hsize_t chunk = 4096;
    H5Pset_chunk(plist, 1, &chunk);
    H5Pset_deflate(plist, 4);
  }
  return plist;
}

void writeDoubles(hid_t parent, const std::string& name, const std::vector<double>& values,
                  const std::string& unit) {
  const hsize_t n = values.size();
  Handle space(H5Screate_simple(1, &n, nullptr), H5Sclose, "make a dataspace for " + name);
  Handle props(datasetProperties(values.size()), H5Pclose, "make dataset properties");
  Handle ds(H5Dcreate2(parent, name.c_str(), H5T_IEEE_F64LE, space.get(), H5P_DEFAULT, props.get(),
                       H5P_DEFAULT),
            H5Dclose, "create dataset " + name);
  if (!values.empty()) {
    check(H5Dwrite(ds.get(), H5T_NATIVE_DOUBLE, H5S_ALL, H5S_ALL, H5P_DEFAULT, values.data()),
          "write dataset " + name);
  }
  writeStringAttribute(ds.get(), "units", unit);
}

void writeStrings(hid_t parent, const std::string& name, const std::vector<std::string>& values) {
  const hsize_t n = values.size();
  Handle type(makeStringType(), H5Tclose, "make a string type");
  Handle space(H5Screate_simple(1, &n, nullptr), H5Sclose, "make a dataspace for " + name);
  Handle ds(H5Dcreate2(parent, name.c_str(), type.get(), space.get(), H5P_DEFAULT, H5P_DEFAULT,
                       H5P_DEFAULT),
            H5Dclose, "create dataset " + name);
  std::vector<const char*> ptrs;
  ptrs.reserve(values.size());
  for (const auto& v : values) ptrs.push_back(v.c_str());
  if (!ptrs.empty()) {
    check(H5Dwrite(ds.get(), type.get(), H5S_ALL, H5S_ALL, H5P_DEFAULT, ptrs.data()),
          "write dataset " + name);
  }
}

void writeScalarString(hid_t parent, const std::string& name, const std::string& value) {
  Handle type(makeStringType(), H5Tclose, "make a string type");
  Handle space(H5Screate(H5S_SCALAR), H5Sclose, "make a scalar space");
  Handle ds(H5Dcreate2(parent, name.c_str(), type.get(), space.get(), H5P_DEFAULT, H5P_DEFAULT,
                       H5P_DEFAULT),
            H5Dclose, "create dataset " + name);
  const char* p = value.c_str();
  check(H5Dwrite(ds.get(), type.get(), H5S_ALL, H5S_ALL, H5P_DEFAULT, &p), "write dataset " + name);
}

struct EventRecord {
  double tS;
  const char* severity;
  const char* object;
  const char* code;
  const char* message;
  std::uint8_t cleared;
};

void writeEvents(hid_t parent, const std::vector<LogEntry>& events) {
  Handle str(makeStringType(), H5Tclose, "make a string type");
  // Memory and file layouts are the same compound; HDF5 converts the native double if needed.
  Handle mem(H5Tcreate(H5T_COMPOUND, sizeof(EventRecord)), H5Tclose, "make the event type");
  check(H5Tinsert(mem.get(), "t_s", HOFFSET(EventRecord, tS), H5T_NATIVE_DOUBLE), "event t_s");
  check(H5Tinsert(mem.get(), "severity", HOFFSET(EventRecord, severity), str.get()), "severity");
  check(H5Tinsert(mem.get(), "object", HOFFSET(EventRecord, object), str.get()), "object");
  check(H5Tinsert(mem.get(), "code", HOFFSET(EventRecord, code), str.get()), "code");
  check(H5Tinsert(mem.get(), "message", HOFFSET(EventRecord, message), str.get()), "message");
  check(H5Tinsert(mem.get(), "cleared", HOFFSET(EventRecord, cleared), H5T_NATIVE_UINT8),
        "cleared");
  std::vector<EventRecord> recs;
  recs.reserve(events.size());
  for (const auto& e : events) {
    recs.push_back({e.t_s, severityName(e.severity), e.object.c_str(), e.code.c_str(),
                    e.message.c_str(), static_cast<std::uint8_t>(e.cleared ? 1 : 0)});
  }
  const hsize_t n = recs.size();
  Handle space(H5Screate_simple(1, &n, nullptr), H5Sclose, "make the events dataspace");
  Handle ds(
      H5Dcreate2(parent, "events", mem.get(), space.get(), H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT),
      H5Dclose, "create dataset events");
  if (!recs.empty()) {
    check(H5Dwrite(ds.get(), mem.get(), H5S_ALL, H5S_ALL, H5P_DEFAULT, recs.data()),
          "write dataset events");
  }
}

}  // namespace

bool isHdf5File(const std::string& path) {
  std::lock_guard lock(libraryMutex());
  H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
  std::error_code ec;
  return std::filesystem::exists(path, ec) && H5Fis_hdf5(path.c_str()) > 0;
}

std::vector<std::pair<std::string, double>> summaryFields(const RunSummary& s) {
  return {{"duration_s", s.durationS},
          {"it_energy_kwh", s.itEnergyKwh},
          {"cooling_energy_kwh", s.coolingEnergyKwh},
          {"conversion_loss_energy_kwh", s.lossEnergyKwh},
          {"misc_energy_kwh", s.miscEnergyKwh},
          {"facility_energy_kwh", s.facilityEnergyKwh},
          {"generation_energy_kwh", s.generationEnergyKwh},
          {"grid_import_energy_kwh", s.gridImportEnergyKwh},
          {"bess_discharge_energy_kwh", s.bessDischargeEnergyKwh},
          {"bess_charge_energy_kwh", s.bessChargeEnergyKwh},
          {"unserved_energy_kwh", s.unservedEnergyKwh},
          {"pue_energy_weighted", s.pueEnergyWeighted},
          {"pue_energy_weighted_psu_output", s.pueEnergyWeightedPsuOutput},
          {"min_soc", s.minSoc},
          {"max_frequency_deviation_pct", s.maxFrequencyDeviationPct},
          {"energy_balance_relative_error", s.energyBalanceRelativeError},
          {"heat_balance_relative_error", s.heatBalanceRelativeError},
          {"gpu_temp_max_c", s.gpuTempMaxC},
          {"mfu_mean", s.mfuMean},
          {"cost_usd", s.costUsd},
          {"throttled_gpu_hours", s.throttledGpuHours},
          {"racks_tripped_max", static_cast<double>(s.racksTrippedMax)}};
}

void writeRunHdf5(const std::string& path, const std::string& group,
                  const std::vector<std::string>& columns, const std::vector<std::string>& units,
                  const std::vector<std::vector<double>>& rows, const std::vector<LogEntry>& events,
                  const std::string& podJson, const std::string& scenarioJson,
                  const RunSummary& summary, bool atomic) {
  if (units.size() != columns.size()) {
    throw Hdf5Error("HDF5: " + std::to_string(columns.size()) + " columns but " +
                    std::to_string(units.size()) + " units");
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i].size() != columns.size()) {
      throw Hdf5Error("HDF5: row " + std::to_string(i) + " has " + std::to_string(rows[i].size()) +
                      " values for " + std::to_string(columns.size()) + " columns");
    }
  }
  std::lock_guard lock(libraryMutex());
  H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);  // errors are reported through Hdf5Error
  withFile(path, atomic, [&](hid_t file) {
    Handle g(freshGroup(file, group), H5Gclose, "create group /" + group + " in " + path);
    {
      Handle ts(H5Gcreate2(g.get(), "time_series", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT), H5Gclose,
                "create group time_series");
      std::vector<double> col(rows.size());
      for (std::size_t j = 0; j < columns.size(); ++j) {
        for (std::size_t i = 0; i < rows.size(); ++i) col[i] = rows[i][j];
        writeDoubles(ts.get(), columns[j], col, units[j]);
      }
    }
    writeEvents(g.get(), events);
    writeScalarString(g.get(), "pod_json", podJson);
    writeScalarString(g.get(), "scenario_json", scenarioJson);
    {
      Handle sg(H5Gcreate2(g.get(), "summary", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT), H5Gclose,
                "create group summary");
      for (const auto& [name, value] : summaryFields(summary)) {
        writeDoubleAttribute(sg.get(), name, value);
      }
    }
  });
}

void writeTableHdf5(const std::string& path, const std::string& group, const Hdf5Table& table) {
  std::lock_guard lock(libraryMutex());
  H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
  withFile(path, true, [&](hid_t file) {
    Handle g(freshGroup(file, group), H5Gclose, "create group /" + group + " in " + path);
    for (const auto& c : table.numeric) writeDoubles(g.get(), c.name, c.values, c.unit);
    for (const auto& c : table.text) writeStrings(g.get(), c.name, c.values);
    for (const auto& [name, value] : table.stringDatasets) writeScalarString(g.get(), name, value);
  });
}

}  // namespace podtwin::h5
