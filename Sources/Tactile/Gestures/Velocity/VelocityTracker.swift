import Foundation

/// Estimates the velocity of a moving touch from its recent positions: the estimator behind
/// `UIPanGestureRecognizer.velocity(in:)`.
///
/// UIKit counterpart: none that is public. UIKit's own estimator is private and undocumented, so its exact numbers
/// cannot be reproduced. This is the estimator Android (`VelocityTracker::Strategy::LSQ2`, the default for the X and Y
/// axes) and Flutter (`VelocityTracker`) use, with their parameters, and it is checked against the velocities their own
/// tests expect from recorded gestures (`VelocityConformanceTests`, which runs when those upstream test files are
/// present):
///
/// - **Fit.** An unweighted quadratic least-squares fit of position against time, with time measured from the
///   newest sample. The velocity is the linear coefficient, i.e. the slope of the fitted parabola at the newest
///   sample. A quadratic rather than a line follows a finger that is still accelerating or braking as it
///   lifts; a line would report the average speed over the window, which lags behind.
/// - **Window.** Walking back from the newest sample, at most ``Configuration/maximumSamples`` (20) samples no
///   older than ``Configuration/horizon`` (100 ms), stopping at the first gap longer than
///   ``Configuration/stopGap`` (40 ms) between consecutive samples: a finger that rested and then moved again
///   is a new movement, and the rest must not drag the estimate towards zero.
/// - **Few samples.** With 2 samples the fit is a line through them (as Android does; Flutter returns zero
///   below 3), so a short fast swipe of two or three frames still has a velocity. With 1 sample the velocity
///   is zero.
/// - **Lift.** ``velocity(atLiftTime:)`` is zero when the finger lifts more than ``Configuration/stopGap``
///   after the last sample (Android's `LongDelayBeforeActionUp`, newer Flutter's "pointer stopped" rule):
///   the finger stopped before it lifted, and a stale estimate would start a fling the user did not make.
///
/// ``Strategy/iOSWeightedFling`` is an alternative for scroll-view flings, from Flutter's
/// `IOSScrollViewFlingVelocityTracker`, which approximates the speed at which a `UIScrollView` starts to
/// decelerate.
///
/// The estimate is never NaN or infinite: a sample with the same time as the previous one replaces it,
/// a sample with non-finite coordinates or time is ignored, a time that goes backwards ends the usable history
/// like a gap, and a fit whose equations are singular falls back to a line and then to zero.
///
/// The tracker keeps its samples in a ring buffer allocated once, in ``init(configuration:)``, with room for
/// ``Configuration/maximumSamples`` samples: adding a sample never allocates (unless the tracker's storage is
/// shared with a copy, which copy-on-write then duplicates once).
public struct VelocityTracker: Sendable {
    /// How the velocity is computed from the samples in the window.
    ///
    /// UIKit counterpart: none; UIKit's estimators are private. The cases are Android's and Flutter's.
    public enum Strategy: Sendable, Hashable {
        /// Quadratic least squares, Android's and Flutter's "LSQ2" (the default): the slope at the newest sample
        /// of the parabola that best fits the window's positions against time.
        case quadraticLeastSquares

        /// A weighted sum of the velocities between the newest four samples, from Flutter's
        /// `IOSScrollViewFlingVelocityTracker`: `0.6·v(−2) + 0.35·v(−1) + 0.05·v(0)`, where `v(0)` is the
        /// velocity between the newest two samples, `v(−1)` the pair before it and `v(−2)` the pair before that.
        ///
        /// The older pairs weigh more. Flutter chose the weights so that its flings start at the speed of an iOS
        /// scroll view, which slows the content slightly when the touch is released, instead of at the speed
        /// of the finger at the very end (flutter/flutter #10977, PR #60501). As in Flutter, a pair that does
        /// not exist (fewer than four samples in the window) contributes zero; the weights are not
        /// renormalised, so a two-sample swipe reports 5 % of its speed. Unlike Flutter, the pairs come from
        /// the same window as the least-squares fit (horizon, sample limit, stop gap), so a pair that spans a
        /// pause is not used; at 60 Hz or faster the newest four samples are always within the 100 ms horizon.
        case iOSWeightedFling
    }

    /// The parameters of a ``VelocityTracker``. The defaults are Android's and Flutter's.
    ///
    /// UIKit counterpart: none; UIKit does not expose the parameters of its private estimator.
    public struct Configuration: Sendable, Hashable {
        /// How far back, in seconds, from the newest sample the window reaches. Default 0.1 s.
        ///
        /// Android `HORIZON` = 100 ms, Flutter `_horizonMilliseconds` = 100. Long enough for six samples at
        /// 60 Hz, short enough that the estimate reflects the end of the movement rather than its whole course.
        public var horizon: TimeInterval

        /// The most samples the window holds (and the tracker stores). Default 20; at least 2 are kept.
        ///
        /// Android `HISTORY_SIZE` = 20, Flutter `_historySize` = 20. At 60–120 Hz the horizon is the binding
        /// limit; the cap matters for high-rate input (e.g. 240 Hz digitizers), where it bounds the work per
        /// estimate.
        public var maximumSamples: Int

        /// The longest gap, in seconds, between consecutive samples that still counts as one movement. Default
        /// 0.04 s.
        ///
        /// Android `ASSUME_POINTER_STOPPED_TIME` = 40 ms, Flutter `_assumePointerMoveStoppedMilliseconds` = 40.
        /// Touch screens report a moving finger at least every 16.7 ms, so a gap of more than two frames means
        /// the finger rested. Older samples are not used, and ``VelocityTracker/velocity(atLiftTime:)`` is zero
        /// when the lift comes later than this after the last sample.
        public var stopGap: TimeInterval

        /// How the velocity is computed. Default ``Strategy/quadraticLeastSquares``.
        public var strategy: Strategy

        /// Creates a configuration; every parameter defaults to Android's and Flutter's value.
        public init(
            horizon: TimeInterval = 0.1,
            maximumSamples: Int = 20,
            stopGap: TimeInterval = 0.04,
            strategy: Strategy = .quadraticLeastSquares
        ) {
            self.horizon = horizon
            self.maximumSamples = maximumSamples
            self.stopGap = stopGap
            self.strategy = strategy
        }
    }

    /// One stored sample. Time in seconds, positions in points, kept as `Double` so that the arithmetic is the
    /// same whatever `CGFloat` is.
    struct Sample: Sendable {
        var time: Double
        var x: Double
        var y: Double
    }

    /// Timestamps have at best microsecond resolution, and times such as `ProcessInfo.systemUptime` or even
    /// seconds since 1970 leave less than a microsecond of rounding error in a difference. Comparisons against
    /// the horizon and the stop gap allow this much, so that a sample exactly 100 ms (or a gap exactly 40 ms)
    /// old counts as inside, as it does upstream with integer times, whatever the rounding of the absolute
    /// times.
    static let timeSlack: TimeInterval = 1e-6

    /// The configuration the tracker was created with.
    public let configuration: Configuration

    /// Ring buffer of `capacity` samples, allocated full-size once and only ever overwritten, never appended
    /// to: that is what keeps ``addSample(position:time:)`` allocation-free.
    private(set) var storage: [Sample]
    /// Index in `storage` of the newest sample (meaningless while `count` is 0).
    private var newestIndex: Int = 0
    /// How many samples `storage` holds, at most `storage.count`.
    private var count: Int = 0

    /// Creates an empty tracker.
    ///
    /// - Parameter configuration: The window and strategy; the defaults are Android's and Flutter's.
    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
        // Two samples are the least that give a velocity; a smaller limit would make the tracker useless.
        let capacity = max(2, configuration.maximumSamples)
        storage = [Sample](repeating: Sample(time: 0, x: 0, y: 0), count: capacity)
    }

    /// The number of samples stored, at most ``Configuration/maximumSamples``. Samples that replaced one with
    /// the same time count once; the window used for an estimate may be smaller (horizon, stop gap).
    public var sampleCount: Int { count }

    /// The time of the newest sample, or `nil` if there is none.
    public var lastSampleTime: TimeInterval? { count > 0 ? storage[newestIndex].time : nil }

    /// Records the touch at `position` (points) at `time` (seconds, any fixed origin such as
    /// `UITouch.timestamp`).
    ///
    /// A sample with the same time as the previous one replaces it: two events for one instant (Android sees
    /// this when a second finger goes down) carry one position, and two samples zero seconds apart would make
    /// the fit singular. A sample whose time or coordinates are not finite is ignored. Times should increase;
    /// if one goes backwards, the samples before it are no longer used (see ``velocity()``).
    public mutating func addSample(position: CGPoint, time: TimeInterval) {
        let sample = Sample(time: time, x: Double(position.x), y: Double(position.y))
        guard sample.time.isFinite, sample.x.isFinite, sample.y.isFinite else { return }
        if count > 0, storage[newestIndex].time == sample.time {
            storage[newestIndex] = sample
            return
        }
        newestIndex = count == 0 ? 0 : (newestIndex + 1) % storage.count
        storage[newestIndex] = sample
        count = min(count + 1, storage.count)
    }

    /// Forgets every sample, keeping the storage for reuse. Call it when a new touch begins.
    public mutating func reset() {
        count = 0
        newestIndex = 0
    }

    /// The estimated velocity at the newest sample, in points per second. Zero with fewer than two samples in
    /// the window.
    ///
    /// It does not know when the finger lifted; use ``velocity(atLiftTime:)`` for the velocity at the end of a
    /// gesture.
    public func velocity() -> CGVector {
        let n = windowCount()
        let v: (x: Double, y: Double)
        switch configuration.strategy {
        case .quadraticLeastSquares: v = leastSquaresVelocity(windowCount: n)
        case .iOSWeightedFling: v = weightedFlingVelocity(windowCount: n)
        }
        // Belt and braces: every path above guards its divisions, but a NaN must never reach a fling animation.
        guard v.x.isFinite, v.y.isFinite else { return .zero }
        return CGVector(dx: v.x, dy: v.y)
    }

    /// The velocity for a touch that lifted at `liftTime` (seconds, same origin as the samples), in points per
    /// second: ``velocity()``, or zero if the lift came more than ``Configuration/stopGap`` after the newest
    /// sample.
    ///
    /// A finger that rests before lifting has stopped, whatever its last movement was: Android reports no
    /// velocity when `ACTION_UP` comes more than 40 ms after the last move (`LongDelayBeforeActionUp`), and
    /// newer Flutter returns zero when no sample arrived in the last 40 ms (flutter/flutter #97761). The lift
    /// position itself is not a sample: it repeats the last move, and adding it would fake a stop.
    public func velocity(atLiftTime liftTime: TimeInterval) -> CGVector {
        guard let last = lastSampleTime else { return .zero }
        if liftTime - last > configuration.stopGap + Self.timeSlack { return .zero }
        return velocity()
    }

    // MARK: - Window

    /// The `k`-th newest stored sample (`k` = 0 is the newest); `k` must be less than `count`.
    private func sample(_ k: Int) -> Sample {
        let n = storage.count
        return storage[(newestIndex - k + n) % n]
    }

    /// How many of the newest samples the estimate uses: walking back from the newest, stop at the sample limit,
    /// at the first sample older than the horizon, and at the first gap between consecutive samples longer than
    /// the stop gap. A time that goes backwards also stops the walk: the samples before it cannot be placed on
    /// one time line with the newer ones, so they are treated like a movement that ended.
    func windowCount() -> Int {
        guard count > 0 else { return 0 }
        let newest = sample(0).time
        let horizon = configuration.horizon + Self.timeSlack
        let stopGap = configuration.stopGap + Self.timeSlack
        var newer = newest
        var used = 1
        while used < count {
            let time = sample(used).time
            let step = newer - time
            guard newest - time <= horizon, step > 0, step <= stopGap else { break }
            newer = time
            used += 1
        }
        return used
    }

    // MARK: - Quadratic least squares (LSQ2)

    /// The linear coefficient of the least-squares parabola through the newest `n` samples, time measured from
    /// the newest sample; a line with 2 samples or when the parabola is undetermined; zero below 2 samples.
    private func leastSquaresVelocity(windowCount n: Int) -> (x: Double, y: Double) {
        guard n >= 2 else { return (0, 0) }
        let newest = sample(0)
        // Times and positions relative to the newest sample: the fit is about the last instant, and absolute
        // device uptimes (10^5 s and more) would cost precision in the sums.
        var st = 0.0, st2 = 0.0, sx = 0.0, sy = 0.0
        for k in 0..<n {
            let s = sample(k)
            let t = s.time - newest.time
            st += t
            st2 += t * t
            sx += s.x - newest.x
            sy += s.y - newest.y
        }
        let count = Double(n)
        let meanT = st / count, meanT2 = st2 / count, meanX = sx / count, meanY = sy / count
        // Centred sums (second pass) rather than Σt² − (Σt)²/n: no cancellation between large, nearly equal
        // numbers when the samples are close together in time.
        var stt = 0.0, stq = 0.0, sqq = 0.0, stx = 0.0, sty = 0.0, sqx = 0.0, sqy = 0.0
        for k in 0..<n {
            let s = sample(k)
            let t = s.time - newest.time
            let dt = t - meanT, dq = t * t - meanT2
            let dx = s.x - newest.x - meanX, dy = s.y - newest.y - meanY
            stt += dt * dt
            stq += dt * dq
            sqq += dq * dq
            stx += dt * dx
            sty += dt * dy
            sqx += dq * dx
            sqy += dq * dy
        }
        // Times in the window are strictly increasing, so stt > 0 with two or more samples; the guard is for
        // rounding only.
        guard stt > 0 else { return (0, 0) }
        if n >= 3 {
            // Normal equations of x ≈ a + b·t + c·t² after removing the mean (Cramer's rule for b). The
            // determinant is stt·sqq·(1 − ρ²), ρ being the correlation of t and t²; it vanishes only when the
            // samples lie at two distinct times, which the window's strictly increasing times exclude in exact
            // arithmetic. A tiny relative determinant means rounding dominates, so fall back to the line.
            let determinant = stt * sqq - stq * stq
            if determinant > 1e-12 * stt * sqq {
                let vx = (stx * sqq - sqx * stq) / determinant
                let vy = (sty * sqq - sqy * stq) / determinant
                if vx.isFinite, vy.isFinite { return (vx, vy) }
            }
        }
        // The least-squares line (exact through two samples): Android's lowered degree for 2 samples.
        return (stx / stt, sty / stt)
    }

    // MARK: - iOS-weighted fling (Flutter's IOSScrollViewFlingVelocityTracker)

    /// `0.6·v(−2) + 0.35·v(−1) + 0.05·v(0)` over the newest four samples of the window; a missing pair
    /// contributes zero, as in Flutter.
    private func weightedFlingVelocity(windowCount n: Int) -> (x: Double, y: Double) {
        /// The velocity between the `k`-th and `(k+1)`-th newest samples: `k` = 0 is `v(0)`, 1 is `v(−1)`.
        func pairVelocity(_ k: Int) -> (x: Double, y: Double) {
            guard k + 1 < n else { return (0, 0) }
            let end = sample(k), start = sample(k + 1)
            let dt = end.time - start.time
            // Window times are strictly increasing; the guard keeps a rounding accident from dividing by zero.
            guard dt > 0 else { return (0, 0) }
            return ((end.x - start.x) / dt, (end.y - start.y) / dt)
        }
        let v0 = pairVelocity(0), v1 = pairVelocity(1), v2 = pairVelocity(2)
        return (0.6 * v2.x + 0.35 * v1.x + 0.05 * v0.x, 0.6 * v2.y + 0.35 * v1.y + 0.05 * v0.y)
    }
}
