#include "gui/frame_memory.h"

#include <cstdlib>  // defines __GLIBC__ with glibc
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <spdlog/spdlog.h>

namespace podtwin::gui {

void keepFrameBuffersInHeap() {
#if defined(__GLIBC__)
  // Blocks below 32 MiB (glibc's largest mmap threshold) come from the heap, and the heap's top
  // is returned to the kernel only beyond 128 MiB free: a frame's image copies reuse the pages
  // the previous frame freed.
  constexpr int kMmapThreshold = 32 << 20;
  constexpr int kTrimThreshold = 128 << 20;
  if (mallopt(M_MMAP_THRESHOLD, kMmapThreshold) != 1 ||
      mallopt(M_TRIM_THRESHOLD, kTrimThreshold) != 1) {
    spdlog::warn("mallopt refused the frame buffer heap thresholds");
  }
#endif
}

}  // namespace podtwin::gui
