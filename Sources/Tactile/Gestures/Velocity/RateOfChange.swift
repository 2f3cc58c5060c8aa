import Foundation

/// The rate of change of one value between successive updates, per second: the velocity of a pinch's scale or
/// a rotation's angle. No UIKit counterpart (UIKit's is private).
struct RateOfChange {
    private var last: (value: CGFloat, time: TimeInterval)?

    /// Records `value` at `time`; returns the rate since the previous update, or `nil` when there is none yet or
    /// no time has passed.
    mutating func update(_ value: CGFloat, at time: TimeInterval) -> CGFloat? {
        defer { last = (value, time) }
        guard let last, time > last.time else { return nil }
        return (value - last.value) / CGFloat(time - last.time)
    }
}
