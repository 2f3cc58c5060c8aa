import Foundation

/// Counts taps in quick succession for `UITouch.tapCount`. UIKit does not document its time and distance limits;
/// Tactile's follow.
///
/// A touch counts as a tap when it lifts (not when it is cancelled) having strayed no farther than
/// ``TactileConfiguration/tapMovementTolerance`` from where it began. A new touch continues the count of the most
/// recent tap that lifted at most ``TactileConfiguration/multiTapInterval`` before it and at most
/// ``TactileConfiguration/multiTapDistance`` away; otherwise it starts at 1.
struct TapCounter {
    private struct Tap {
        var location: CGPoint
        var time: TimeInterval
        var count: Int
    }
    private var recent: [Tap] = []

    init() { recent.reserveCapacity(10) }

    /// The tap count for a touch beginning at `location` (screen points) at `time`.
    mutating func countForTouchBegan(at location: CGPoint, time: TimeInterval, configuration c: TactileConfiguration)
        -> Int
    {
        recent.removeAll { time - $0.time > c.multiTapInterval }
        var best: Int?
        for (i, tap) in recent.enumerated() {
            guard distance(tap.location, location) <= c.multiTapDistance else { continue }
            if best.map({ recent[$0].time < tap.time }) ?? true { best = i }
        }
        guard let i = best else { return 1 }
        let count = recent[i].count + 1
        recent.remove(at: i)
        return count
    }

    /// Records a touch that lifted at `location` at `time`, if it qualifies as a tap.
    mutating func touchEnded(
        at location: CGPoint, time: TimeInterval, tapCount: Int, travel: CGFloat, configuration c: TactileConfiguration
    ) {
        guard travel <= c.tapMovementTolerance else { return }
        recent.append(Tap(location: location, time: time, count: tapCount))
    }
}
