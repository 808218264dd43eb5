#include "fabric/audit.h"

#include <cstdio>
#include <stdexcept>

#include "fabric/fabric_system.h"

namespace podtwin::fabric {

std::vector<AuditRow> auditFabric(const FabricSystem& fabric, Collective collective,
                                  double minBytes, double maxBytes, double stepFactor) {
  if (!(minBytes > 0.0) || !(maxBytes >= minBytes) || !(stepFactor > 1.0)) {
    throw std::invalid_argument("auditFabric: need 0 < min ≤ max and a factor above 1");
  }
  const int ranks = fabric.dataParallelRanks();
  std::vector<AuditRow> rows;
  for (double size = minBytes; size <= maxBytes * (1.0 + 1e-12); size *= stepFactor) {
    AuditRow r;
    r.sizeBytes = size;
    r.collective = collective;
    CollectiveTime t;
    if (collective == Collective::AllReduce) {
      t = fastestAllReduce(ranks, size, fabric.collectiveLink(fabric.ringBottleneck()),
                           fabric.sharpUsable(), fabric.sharpBottleneck());
    } else {
      const double peak = collective == Collective::AllToAll && fabric.allToAllBottleneck() > 0.0
                              ? fabric.allToAllBottleneck()
                              : fabric.ringBottleneck();
      t = collectiveTime(collective, Algorithm::Ring, ranks, size, fabric.collectiveLink(peak));
    }
    r.algorithm = t.algorithm;
    r.timeUs = t.timeS * 1e6;
    if (t.timeS > 0.0) {
      r.algBwGBps = size / t.timeS / 1e9;
      r.busBwGBps = r.algBwGBps * busBwFactor(collective, ranks);
    }
    rows.push_back(r);
    if (rows.size() > 4096) break;  // a factor barely above 1 must not run away
  }
  return rows;
}

std::string formatAuditTable(const std::vector<AuditRow>& rows) {
  std::string out =
      "#        size  collective      algo        time(us)   algbw(GB/s)   busbw(GB/s)\n";
  char buf[160];
  for (const auto& r : rows) {
    const char* unit = "B";
    double v = r.sizeBytes;
    const char* units[] = {"KiB", "MiB", "GiB"};
    for (const char* u : units) {
      if (v < 1024.0) break;
      v /= 1024.0;
      unit = u;
    }
    std::snprintf(buf, sizeof buf, "%10.4g %-3s  %-14s  %-5s  %14.2f  %12.2f  %12.2f\n", v, unit,
                  collectiveName(r.collective), algorithmName(r.algorithm), r.timeUs, r.algBwGBps,
                  r.busBwGBps);
    out += buf;
  }
  return out;
}

}  // namespace podtwin::fabric
