import Foundation
import Testing
@testable import Tactile

/// Behaviour of ``VelocityTracker`` on synthetic input whose answer is known in closed form. The upstream
/// (Android, Flutter) test vectors are in `VelocityConformanceTests`.
@Suite("VelocityTracker")
struct VelocityTrackerTests {
    // MARK: Helpers

    /// `|actual − expected| ≤ relative·|expected|`, or `≤ absolute` when `expected` is 0.
    private func close(_ actual: CGFloat, _ expected: Double, relative: Double = 1e-6, absolute: Double = 1e-9)
        -> Bool
    {
        let a = Double(actual)
        return expected == 0 ? abs(a) <= absolute : abs(a - expected) <= relative * abs(expected)
    }

    private func isFinite(_ v: CGVector) -> Bool { v.dx.isFinite && v.dy.isFinite }

    /// A tracker fed `(time, x, y)` samples in order.
    private func tracker(
        _ samples: [(t: Double, x: Double, y: Double)], configuration: VelocityTracker.Configuration = .init()
    ) -> VelocityTracker {
        var tracker = VelocityTracker(configuration: configuration)
        for s in samples { tracker.addSample(position: CGPoint(x: s.x, y: s.y), time: s.t) }
        return tracker
    }

    /// `count` samples of the motion `position(τ)` at `rate` Hz, τ = k / rate, at absolute times `start + τ`.
    private func sampled(
        rate: Double, count: Int, start: Double, _ position: (Double) -> (x: Double, y: Double)
    ) -> [(t: Double, x: Double, y: Double)] {
        (0..<count).map { k in
            let tau = Double(k) / rate
            let p = position(tau)
            return (start + tau, p.x, p.y)
        }
    }

    // MARK: Defaults

    @Test("defaults are Android's and Flutter's: 100 ms, 20 samples, 40 ms, quadratic least squares")
    func defaults() {
        let c = VelocityTracker.Configuration()
        #expect(c.horizon == 0.1)
        #expect(c.maximumSamples == 20)
        #expect(c.stopGap == 0.04)
        #expect(c.strategy == .quadraticLeastSquares)
        let t = VelocityTracker()
        #expect(t.configuration == c)
        #expect(t.sampleCount == 0)
        #expect(t.lastSampleTime == nil)
        #expect(t.velocity() == .zero)
    }

    // MARK: Exact answers

    @Test("a constant-speed line gives the exact speed", arguments: [60.0, 90.0, 120.0])
    func constantSpeed(rate: Double) {
        // Absolute times like a device uptime, so that the time origin's rounding is part of the test.
        let samples = sampled(rate: rate, count: 30, start: 216_690.896) { tau in (12 + 350 * tau, 80 - 1200 * tau) }
        for strategy in [VelocityTracker.Strategy.quadraticLeastSquares, .iOSWeightedFling] {
            let v = tracker(samples, configuration: .init(strategy: strategy)).velocity()
            #expect(close(v.dx, 350), "\(strategy) at \(rate) Hz: \(v)")
            #expect(close(v.dy, -1200), "\(strategy) at \(rate) Hz: \(v)")
        }
    }

    @Test("a parabola gives its analytic derivative at the newest sample")
    func parabola() {
        // x = 5 + 200τ + 3000τ², y = −2 − 100τ − 800τ²; 12 samples at 120 Hz, all within the 100 ms horizon.
        let samples = sampled(rate: 120, count: 12, start: 50) { tau in
            (5 + 200 * tau + 3000 * tau * tau, -2 - 100 * tau - 800 * tau * tau)
        }
        let newest = 11.0 / 120
        let v = tracker(samples).velocity()
        #expect(close(v.dx, 200 + 6000 * newest), "\(v)")  // 750
        #expect(close(v.dy, -100 - 1600 * newest), "\(v)")  // −246.67
        // A straight line through the same samples reports the average slope, far from the derivative: the
        // assertion above can tell the two apart.
        let lineSlope = ((samples[11].x - samples[0].x) / (samples[11].t - samples[0].t))
        #expect(abs(lineSlope - (200 + 6000 * newest)) > 100)
    }

    @Test("two samples give the slope of the line through them")
    func twoSamples() {
        let v = tracker([(5.0, 0, 0), (5.016, 10, -5)]).velocity()
        #expect(close(v.dx, 625), "\(v)")
        #expect(close(v.dy, -312.5), "\(v)")
    }

    @Test("one sample, or none, gives zero")
    func oneSample() {
        let one = tracker([(5.0, 10, 20)])
        #expect(one.sampleCount == 1)
        #expect(one.velocity() == .zero)
        #expect(one.velocity(atLiftTime: 5.01) == .zero)
        let none = VelocityTracker()
        #expect(none.velocity() == .zero)
        #expect(none.velocity(atLiftTime: 1) == .zero)
    }

    // MARK: Degenerate time stamps

    @Test("a sample with the time of the previous one replaces it; no NaN or infinity")
    func duplicateTimestamps() {
        // Every instant is reported twice, first with a wild position: only the second may count.
        var t = VelocityTracker()
        for k in 0..<12 {
            let time = 3.0 + Double(k) / 60
            t.addSample(position: CGPoint(x: 9999, y: -9999), time: time)
            t.addSample(position: CGPoint(x: 100 + 300 * Double(k) / 60, y: 50), time: time)
        }
        #expect(t.sampleCount == 12)
        let v = t.velocity()
        #expect(isFinite(v))
        #expect(close(v.dx, 300), "\(v)")
        #expect(close(v.dy, 0), "\(v)")

        // Everything at one instant: one sample, zero velocity.
        var same = VelocityTracker()
        for k in 0..<5 { same.addSample(position: CGPoint(x: Double(k) * 10, y: 0), time: 7) }
        #expect(same.sampleCount == 1)
        #expect(same.velocity() == .zero)

        // Times a picosecond apart are distinct and make the quadratic nearly singular: still finite.
        let near = tracker([(1.0, 0, 0), (1.016, 10, 10), (1.016 + 1e-12, 10, 10.5)])
        #expect(isFinite(near.velocity()))
        #expect(isFinite(tracker([(1.0, 0, 0), (1.016, 10, 10), (1.016 + 1e-12, 10, 10.5)],
                                 configuration: .init(strategy: .iOSWeightedFling)).velocity()))
    }

    @Test("a time that goes backwards ends the usable history; no NaN or infinity")
    func backwardsTimestamps() {
        // 1000 pt/s forwards, then the clock steps back 5 ms and the finger jumps: only the samples from the
        // step on are one movement, and they give 1000 pt/s again.
        let t = tracker([(10.000, 0, 0), (10.010, 10, 0), (10.020, 20, 0), (10.015, 100, 0), (10.025, 110, 0)])
        let v = t.velocity()
        #expect(isFinite(v))
        #expect(close(v.dx, 1000), "\(v)")
        #expect(close(v.dy, 0), "\(v)")

        // A jittering clock: every estimate along the way is finite, with both strategies.
        let jitter: [(t: Double, x: Double, y: Double)] = [
            (0, 0, 0), (0.010, 5, 1), (0.005, 9, 2), (0.015, 12, 3), (0.012, 20, 4), (0.020, 25, 5), (0.020, 26, 6),
            (0.019, 30, 7),
        ]
        for strategy in [VelocityTracker.Strategy.quadraticLeastSquares, .iOSWeightedFling] {
            var j = VelocityTracker(configuration: .init(strategy: strategy))
            for s in jitter {
                j.addSample(position: CGPoint(x: s.x, y: s.y), time: s.t)
                #expect(isFinite(j.velocity()), "\(strategy) after t = \(s.t)")
                #expect(isFinite(j.velocity(atLiftTime: s.t + 0.01)))
            }
        }
    }

    @Test("non-finite samples are ignored")
    func nonFiniteSamples() {
        var t = tracker([(1.0, 0, 0), (1.01, 10, 0)])
        t.addSample(position: CGPoint(x: Double.nan, y: 0), time: 1.02)
        t.addSample(position: CGPoint(x: 0, y: Double.infinity), time: 1.03)
        t.addSample(position: CGPoint(x: 30, y: 0), time: .nan)
        #expect(t.sampleCount == 2)
        #expect(close(t.velocity().dx, 1000))
    }

    // MARK: Window

    @Test("a pause of more than 40 ms before the newest samples cuts the history")
    func pauseCutsHistory() {
        // 1000 pt/s for 6 frames at 120 Hz, a 50 ms rest, then 200 pt/s for 3 frames. The pre-pause samples
        // are at most 67 ms old, inside the horizon: only the stop gap excludes them.
        var samples = sampled(rate: 120, count: 6, start: 20) { tau in (1000 * tau, 0) }
        let restEnd = samples[5].t + 0.050, stop = samples[5].x
        samples += (0..<3).map { k in (restEnd + Double(k) / 120, stop + 200 * Double(k) / 120, 0) }
        let v = tracker(samples).velocity()
        #expect(close(v.dx, 200), "\(v)")
        // Without the rule the old movement would leak in.
        let noRule = tracker(samples, configuration: .init(stopGap: 1)).velocity()
        #expect(abs(noRule.dx - 200) > 20, "\(noRule)")
    }

    @Test("a lift more than 40 ms after the last sample gives zero")
    func liftAfterPause() {
        let t = tracker(sampled(rate: 60, count: 6, start: 100) { tau in (1000 * tau, -500 * tau) })
        let last = t.lastSampleTime!
        let moving = t.velocity()
        #expect(close(moving.dx, 1000))
        #expect(t.velocity(atLiftTime: last + 0.041) == .zero)
        #expect(t.velocity(atLiftTime: last + 3) == .zero)
        // Up to and including 40 ms (AOSP: "more than"), the lift keeps the velocity.
        #expect(t.velocity(atLiftTime: last + 0.039) == moving)
        #expect(t.velocity(atLiftTime: last + 0.040) == moving)
        #expect(t.velocity(atLiftTime: last) == moving)
    }

    @Test("with more than 20 samples only the newest 20 are used")
    func sampleLimit() {
        // 30 samples 1 ms apart, all within the horizon and without gaps: 10 at rest, then 20 at 500 pt/s. The
        // newest 20 lie on a line; the resting ones would bend the parabola.
        let samples: [(t: Double, x: Double, y: Double)] = (0..<30).map { (k: Int) -> (t: Double, x: Double, y: Double) in
            let x: Double = k < 10 ? 0 : 0.5 * Double(k - 10)
            return (2.0 + Double(k) / 1000, x, 7)
        }
        let t = tracker(samples)
        #expect(t.sampleCount == 20)
        let v = t.velocity()
        #expect(close(v.dx, 500), "\(v)")
        #expect(close(v.dy, 0), "\(v)")
        let all = tracker(samples, configuration: .init(maximumSamples: 30)).velocity()
        #expect(abs(all.dx - 500) > 5, "\(all)")
    }

    @Test("samples older than the 100 ms horizon are not used")
    func horizon() {
        // 30 ms apart (under the stop gap); from the newest (150 ms) back to 60 ms the finger moves at
        // 1000 pt/s, before that it moved the other way.
        let samples: [(t: Double, x: Double, y: Double)] = [
            (0.000, 100, 0), (0.030, 50, 0), (0.060, 0, 0), (0.090, 30, 0), (0.120, 60, 0), (0.150, 90, 0),
        ]
        let v = tracker(samples).velocity()
        #expect(close(v.dx, 1000), "\(v)")
        let longer = tracker(samples, configuration: .init(horizon: 0.2)).velocity()
        #expect(abs(longer.dx - 1000) > 100, "\(longer)")
    }

    @Test("reset forgets every sample")
    func resetForgets() {
        var t = tracker(sampled(rate: 60, count: 10, start: 1) { tau in (1000 * tau, 0) })
        t.reset()
        #expect(t.sampleCount == 0)
        #expect(t.lastSampleTime == nil)
        #expect(t.velocity() == .zero)
        // A new touch right after (no gap to cut on): nothing of the old one may remain.
        t.addSample(position: CGPoint(x: 0, y: 0), time: 1.16)
        t.addSample(position: CGPoint(x: -3, y: 0), time: 1.17)
        #expect(close(t.velocity().dx, -300), "\(t.velocity())")
    }

    // MARK: iOS-weighted fling

    @Test("iOS-weighted fling: 0.6·v(−2) + 0.35·v(−1) + 0.05·v(0), computed by hand")
    func iOSWeighted() {
        let ios = VelocityTracker.Configuration(strategy: .iOSWeightedFling)
        // Pairs, newest first: v(0) = (60−50)/0.02 = 500, v(−1) = (50−20)/0.01 = 3000,
        // v(−2) = (20−10)/0.02 = 500; the oldest pair (1000 pt/s) is not used.
        // 0.6·500 + 0.35·3000 + 0.05·500 = 300 + 1050 + 25 = 1375; y = −2x gives −2750.
        let samples: [(t: Double, x: Double, y: Double)] = [
            (4.000, 0, 0), (4.010, 10, -20), (4.030, 20, -40), (4.040, 50, -100), (4.060, 60, -120),
        ]
        let v = tracker(samples, configuration: ios).velocity()
        #expect(close(v.dx, 1375), "\(v)")
        #expect(close(v.dy, -2750), "\(v)")
        // The least-squares estimate of the same samples is different, so the strategy really switched.
        #expect(abs(tracker(samples).velocity().dx - 1375) > 100)

        // Missing pairs contribute zero, as in Flutter: 3 samples → 0.35·3000 + 0.05·500 = 1075,
        // 2 samples → 0.05·500 = 25.
        #expect(close(tracker(Array(samples.suffix(3)), configuration: ios).velocity().dx, 1075))
        #expect(close(tracker(Array(samples.suffix(2)), configuration: ios).velocity().dx, 25))
        #expect(tracker(Array(samples.suffix(1)), configuration: ios).velocity() == .zero)
        // The lift rule applies to it too.
        #expect(tracker(samples, configuration: ios).velocity(atLiftTime: 4.101) == .zero)
    }

    // MARK: Storage

    @Test("adding samples never grows the storage beyond its initial capacity")
    func fixedStorage() {
        for maximum in [20, 5] {
            var t = VelocityTracker(configuration: .init(maximumSamples: maximum))
            let count = t.storage.count, capacity = t.storage.capacity
            #expect(count == maximum)
            for k in 0..<1000 {
                t.addSample(position: CGPoint(x: Double(k), y: 0), time: Double(k) / 120)
            }
            #expect(t.storage.count == count)
            #expect(t.storage.capacity == capacity)
            #expect(t.sampleCount == maximum)
            #expect(close(t.velocity().dx, 120))
        }
    }
}
