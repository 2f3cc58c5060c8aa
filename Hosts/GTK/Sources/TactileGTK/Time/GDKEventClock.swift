import Foundation
import Tactile

/// Carries GDK event times (milliseconds, `gdk_event_get_time`) onto a scheduler's time base (seconds).
///
/// No UIKit counterpart: iOS stamps `UIEvent.timestamp` on the same clock its run loop reads. GDK's event times come
/// from the windowing system: Wayland's and Xorg's are `CLOCK_MONOTONIC` milliseconds (usually already the
/// ``GLibScheduler``'s base), Broadway's are its own daemon's. The clock does not assume either: the offset between
/// the two is fixed at the first event (its time becomes the scheduler's `now`), and every later event keeps its
/// spacing from the first to the millisecond.
///
/// The offset is checked at each event, and fixed again when it has drifted:
/// - an event that would land in the scheduler's future (the event clock runs faster than the scheduler's, or the
///   first event was late) is placed at `now`, and the offset moves with it;
/// - an event more than ``maximumLag`` in the past (the clocks jumped, or the app stalled that long) is placed at
///   `now` too.
/// ``reanchorCount`` counts both. Times never go backwards (an event is never placed before the previous one), and
/// the 32-bit millisecond counter's wrap (every 49.7 days) is followed.
@MainActor
public struct GDKEventClock {
    /// How far in the past an event may land before the offset is fixed again: 1 second.
    public static let maximumLag: TimeInterval = 1

    private var offset: TimeInterval?
    private(set) var lastMilliseconds: UInt32 = 0
    private var unwrappedMilliseconds: Int64 = 0
    private var lastTime: TimeInterval = -.infinity
    /// How many times the offset was fixed again after the first event (drift, jumps, stalls).
    public private(set) var reanchorCount = 0

    /// A clock with no offset yet.
    public init() {}

    /// The time of an event stamped `milliseconds` by GDK, on the time base whose current time is `now`.
    public mutating func time(ofEventMilliseconds milliseconds: UInt32, now: TimeInterval) -> TimeInterval {
        if offset == nil {
            unwrappedMilliseconds = Int64(milliseconds)
        } else {
            unwrappedMilliseconds += Int64(Int32(bitPattern: milliseconds &- lastMilliseconds))
        }
        lastMilliseconds = milliseconds
        let seconds = Double(unwrappedMilliseconds) / 1000
        var time: TimeInterval
        if let offset {
            time = seconds + offset
            if time > now || time < now - Self.maximumLag {
                reanchorCount += 1
                self.offset = now - seconds
                time = now
            }
        } else {
            offset = now - seconds
            time = now
        }
        time = max(time, lastTime)
        lastTime = time
        return time
    }
}
