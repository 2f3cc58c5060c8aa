import CGtk
import Dispatch
import Foundation

/// The main dispatch queue's work signal (an eventfd on Linux), as libdispatch gives it to Foundation's run loop.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func mainQueueHandle() -> Int32

/// Runs what is waiting on the main dispatch queue; libdispatch's entry point for a run loop that owns the main
/// thread.
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func drainMainQueue(_ message: UnsafeMutableRawPointer?)

/// Runs the main dispatch queue, and with it the main actor's tasks, under GLib's main loop.
///
/// No UIKit counterpart: on iOS the main run loop drains the main queue. While GLib's loop owns the main thread
/// (`g_application_run`), nothing else does: `DispatchQueue.main.async { … }` and `Task { @MainActor in … }` would
/// never run. libdispatch signals main-queue work on a file descriptor (the same one Foundation's `RunLoop` watches);
/// ``install()`` watches it with `g_unix_fd_add` and drains the queue each time it is signalled. No polling: an idle
/// app sleeps in `poll(2)` with the descriptor in its set.
@MainActor
public enum GLibMainQueue {
    private static var sourceID: guint = 0

    /// Whether ``install()`` has run.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Watches the main queue from GLib's default main context. Call it once, on the main thread, before running
    /// GLib's loop; further calls do nothing. ``TactileGTKApplication/run(id:title:size:configure:)`` calls it for you.
    public static func install() {
        guard sourceID == 0 else { return }
        _ = DispatchQueue.main  // the main queue and its descriptor exist once it is first used
        let fd = mainQueueHandle()
        sourceID = g_unix_fd_add(fd, G_IO_IN, { fd, _, _ in
            // Clear the eventfd's counter (it is non-blocking), then run what is queued: blocks, and the main
            // actor's jobs, which Swift's concurrency runtime puts on the main queue on Linux.
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            drainMainQueue(nil)
            return gboolean(1)  // G_SOURCE_CONTINUE
        }, nil)
    }
}
