#pragma once
// Heap settings for the window's frames. Each frame allocates and frees image buffers of several
// megabytes (the 3D view's read-back frame, the window's paint buffers); with glibc's defaults
// blocks that large are mapped fresh or handed back to the kernel when freed, and every frame then
// pays a page fault per 4 KiB page.

namespace podtwin::gui {

/// Keeps large freed blocks in the heap for reuse (glibc: mmap threshold 32 MiB, trim threshold
/// 128 MiB); a no-op elsewhere. Call once at start-up, before the first window is shown.
void keepFrameBuffersInHeap();

}  // namespace podtwin::gui
