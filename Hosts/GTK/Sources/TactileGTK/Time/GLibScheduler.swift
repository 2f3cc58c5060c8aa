import CGtk
import Foundation
import Tactile

/// The real-time scheduler of an app inside GTK: GLib's monotonic clock and a timer on GLib's main loop.
///
/// No UIKit counterpart: UIKit schedules its timers on the main run loop and reads `CACurrentMediaTime()`. This is
/// `MainQueueScheduler`'s counterpart for a process whose main thread runs GLib's loop
/// (`g_application_run`, `gtk_main`-style loops, `g_main_loop_run`): create the app's `UIApplication` with it.
///
/// - ``now`` is `g_get_monotonic_time()` in seconds: `CLOCK_MONOTONIC`, the time base of `ProcessInfo.systemUptime`,
///   of Wayland's and (on Xorg) X11's event times, and of `UIEvent.timestamp` on iOS.
/// - Pending actions wait in deadline order; one GLib source, re-armed with `g_source_set_ready_time` on the earliest
///   deadline, wakes the loop when it falls due (GLib rounds the wait up to a whole millisecond, so an action runs
///   at most about a millisecond late and never early). With nothing pending, the source is disarmed: an idle app
///   does not wake.
///
/// The actions are kept in a private `VirtualScheduler` whose clock is moved to the monotonic clock's time
/// each time the source fires: it already runs due actions in deadline order (first scheduled first among equal
/// deadlines) and honours `ScheduledAction.cancel()`, so the two schedulers order work alike.
@MainActor
public final class GLibScheduler: TactileScheduler {
    private let queue: VirtualScheduler
    private let source: UnsafeMutablePointer<GSource>
    private var armedAt: gint64 = -1

    /// Creates a scheduler whose timer runs on GLib's default main context (the one `g_application_run` and
    /// `g_main_loop_run(g_main_loop_new(NULL, …))` iterate).
    public init() {
        queue = VirtualScheduler(start: Double(g_get_monotonic_time()) / 1_000_000)
        source = g_source_new(GLibScheduler.sourceFunctions, guint(MemoryLayout<GSource>.size))
        g_source_set_name(source, "Tactile GLibScheduler")
        g_source_set_priority(source, G_PRIORITY_DEFAULT)
        let me = Unmanaged.passUnretained(self).toOpaque()
        g_source_set_callback(source, { data in
            MainActor.assumeIsolated {
                Unmanaged<GLibScheduler>.fromOpaque(data!).takeUnretainedValue().fireDueActions()
            }
            return gboolean(1)  // G_SOURCE_CONTINUE: the source stays attached, re-armed or disarmed
        }, me, nil)
        g_source_set_ready_time(source, -1)
        g_source_attach(source, nil)
    }

    isolated deinit {
        g_source_destroy(source)
        g_source_unref(source)
    }

    /// Seconds on the monotonic clock (`g_get_monotonic_time()`, microseconds, divided by 10⁶).
    public var now: TimeInterval { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Runs `action` on the main actor once `delay` seconds have passed, from GLib's main loop; never inside this
    /// call, even with a delay of zero or less.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        // The queue's clock stands at the last time the source fired (never ahead of `now`): a delay measured from
        // it gives the deadline `now + delay` on the monotonic clock.
        let deadline = now + max(0, delay)
        let item = queue.schedule(after: deadline - queue.now, action)
        rearm()
        return item
    }

    /// The number of actions that have neither run nor been cancelled (for tests and diagnostics).
    public var pendingCount: Int { queue.pendingCount }

    private func fireDueActions() {
        g_source_set_ready_time(source, -1)
        armedAt = -1
        queue.advance(to: max(queue.now, now))
        rearm()
    }

    /// Points the source at the earliest pending deadline, or disarms it when nothing is pending.
    private func rearm() {
        let ready: gint64 = queue.nextDeadline.map { gint64(($0 * 1_000_000).rounded(.up)) } ?? -1
        guard ready != armedAt else { return }
        armedAt = ready
        g_source_set_ready_time(source, ready)
    }

    /// A source with no prepare or check of its own: GLib dispatches it when its ready time passes, and its
    /// dispatch calls the callback set above.
    private static let sourceFunctions: UnsafeMutablePointer<GSourceFuncs> = {
        let functions = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)
        functions.initialize(to: GSourceFuncs())
        functions.pointee.dispatch = { _, callback, data in
            callback?(data) ?? gboolean(0)
        }
        return functions
    }()
}
