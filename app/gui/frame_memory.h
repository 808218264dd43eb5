#pragma once
// Heap settings for the window's frames. Every compose of a window that holds a QOpenGLWidget
// copies the whole window image (Qt's GL compositor takes its own copy of the X11 backing store,
// then a copy of the dirty rectangle to upload): several megabytes per frame at 1600 × 1000,
// allocated and freed again each time. With glibc's defaults those blocks are mapped fresh or
// handed back to the kernel when freed, and every frame pays a page fault per 4 KiB page.

namespace podtwin::gui {

/// Keeps large freed blocks in the heap for reuse (glibc: mmap threshold 32 MiB, trim threshold
/// 128 MiB); a no-op elsewhere. Call once at start-up, before the first window is shown.
void keepFrameBuffersInHeap();

}  // namespace podtwin::gui
