import Foundation

/// A token bucket on the session's scheduler time: how many messages a page may send (no UIKit counterpart).
///
/// It holds up to `burst` tokens and gains `rate` per second; each message takes one. A message that finds the
/// bucket empty is refused.
struct PlaygroundRateLimiter {
    let rate: Double
    let burst: Double
    private var tokens: Double
    private var last: TimeInterval?

    init(rate: Double = PlaygroundLimits.messagesPerSecond, burst: Double = PlaygroundLimits.messageBurst) {
        self.rate = rate
        self.burst = burst
        tokens = burst
    }

    /// Takes a token at time `now`; `false` when there is none.
    mutating func allow(at now: TimeInterval) -> Bool {
        if let last, now > last { tokens = min(burst, tokens + (now - last) * rate) }
        last = max(last ?? now, now)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
