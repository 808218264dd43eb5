#include "core/rack_arrays.h"

namespace podtwin {

void RackArrays::resize(std::size_t n) {
  powerKw.assign(n, 0.0f);
  capKw.assign(n, 0.0f);
  gpuTempMaxC.assign(n, 0.0f);
  gpuTempMeanC.assign(n, 0.0f);
  inletTempC.assign(n, 0.0f);
  outletTempC.assign(n, 0.0f);
  flowLpm.assign(n, 0.0f);
  clockFactor.assign(n, 1.0f);
  linkUtilMax.assign(n, 0.0f);
  gpusThrottled.assign(n, 0);
  state.assign(n, kRackOk);
  cdu.assign(n, 0);
}

}  // namespace podtwin
