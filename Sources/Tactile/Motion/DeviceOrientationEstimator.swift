import Foundation

/// Turns a stream of accelerometer samples into a ``UIDeviceOrientation``: the rule behind
/// ``UIDevice/orientation``.
///
/// No UIKit counterpart: iOS computes the device orientation privately. The rule and its sources are described
/// in ``DeviceOrientationConfiguration``. The estimator is a plain value with no allocation per sample, so it
/// can also be run on recordings, off the main actor.
///
/// ```swift
/// var estimator = DeviceOrientationEstimator()
/// if estimator.process(x: 0, y: -1, z: 0, timestamp: t) { print(estimator.orientation) }
/// ```
public struct DeviceOrientationEstimator: Sendable {
    /// The thresholds in use. Changing them keeps the current state.
    public var configuration: DeviceOrientationConfiguration

    /// The committed orientation; ``UIDeviceOrientation/unknown`` until a reading has settled.
    public private(set) var orientation: UIDeviceOrientation = .unknown

    /// The low-pass gravity estimate in g (pointing down, iOS axes), or `nil` before the first accepted sample.
    public var gravity: SIMD3<Double>? { hasFiltered ? filtered : nil }

    private var filtered = SIMD3<Double>(0, 0, 0)
    private var hasFiltered = false
    private var lastTimestamp: TimeInterval = 0
    private var lastRejection: TimeInterval = -.infinity
    /// The orientation waiting to settle; `.unknown` when none is.
    private var candidate: UIDeviceOrientation = .unknown
    private var candidateSince: TimeInterval = 0

    /// Creates an estimator in the ``UIDeviceOrientation/unknown`` state.
    public init(configuration: DeviceOrientationConfiguration = .default) {
        self.configuration = configuration
    }

    /// Forgets everything: the orientation becomes ``UIDeviceOrientation/unknown`` and the filter restarts.
    public mutating func reset() {
        orientation = .unknown
        hasFiltered = false
        lastRejection = -.infinity
        candidate = .unknown
    }

    /// Feeds one accelerometer sample, in g with gravity pointing down (iOS units and axes), taken at
    /// `timestamp` seconds.
    /// - Returns: whether ``orientation`` changed.
    @discardableResult
    public mutating func process(x: Double, y: Double, z: Double, timestamp t: TimeInterval) -> Bool {
        let c = configuration
        let sample = SIMD3<Double>(x, y, z)
        let magnitude = (x * x + y * y + z * z).squareRoot()
        // 1. External acceleration or free fall: not gravity. (`!(…)` also rejects NaN.)
        guard abs(magnitude - 1) <= c.gravityTolerance else {
            lastRejection = t
            candidate = .unknown
            return false
        }
        // 2. Low-pass gravity, restarting after a gap.
        if !hasFiltered || t < lastTimestamp || t - lastTimestamp > c.filterResetInterval {
            if hasFiltered && t < lastTimestamp { lastRejection = -.infinity }
            filtered = sample
            hasFiltered = true
            candidate = .unknown
        } else {
            let dt = t - lastTimestamp
            let alpha = c.filterTimeConstant + dt > 0 ? dt / (c.filterTimeConstant + dt) : 1
            filtered += alpha * (sample - filtered)
        }
        lastTimestamp = t
        // 3–4. What the filtered gravity says; ambiguous or unchanged readings keep the orientation.
        guard let proposed = Self.proposedOrientation(forGravity: filtered, current: orientation, configuration: c),
            proposed != orientation
        else {
            candidate = .unknown
            return false
        }
        // 5. Settle.
        if candidate != proposed {
            candidate = proposed
            candidateSince = t
        }
        let epsilon = 1e-9
        guard t - candidateSince + epsilon >= c.settleTime, t - lastRejection + epsilon >= c.accelerationHoldOff
        else { return false }
        orientation = proposed
        candidate = .unknown
        return true
    }

    /// What a gravity reading alone says, given the current orientation (for the hysteresis): steps 3 and 4 of
    /// the rule in ``DeviceOrientationConfiguration``, without filtering or settling.
    /// - Parameters:
    ///   - gravity: in g, pointing down, in iOS axes; only its direction matters.
    ///   - current: the orientation now, which a flat device keeps down to
    ///     ``DeviceOrientationConfiguration/flatExitTilt``.
    ///   - configuration: the thresholds.
    /// - Returns: the orientation the reading points to, or `nil` when it is ambiguous (inside a dead band, or a
    ///   zero vector), in which case the current orientation should be kept.
    public static func proposedOrientation(
        forGravity gravity: SIMD3<Double>, current: UIDeviceOrientation,
        configuration: DeviceOrientationConfiguration = .default
    ) -> UIDeviceOrientation? {
        let c = configuration
        let magnitude = (gravity * gravity).sum().squareRoot()
        guard magnitude > 0, magnitude.isFinite else { return nil }
        // Elevation of the screen normal: +π/2 when gravity points into the back of the device (face up).
        let tilt = asin(max(-1, min(1, -gravity.z / magnitude)))
        if current.isFlat, abs(tilt) >= c.flatExitTilt, (tilt > 0) == (current == .faceUp) { return current }
        if abs(tilt) >= c.flatEnterTilt { return tilt > 0 ? .faceUp : .faceDown }
        // In-plane angle: 0 portrait, π/2 landscape left, π upside down, 3π/2 landscape right.
        var angle = atan2(-gravity.x, -gravity.y)
        if angle < 0 { angle += 2 * .pi }
        let quarter = Double.pi / 2
        let sector = (angle / quarter).rounded()
        let offset = abs(angle - sector * quarter)
        guard offset <= .pi / 4 - c.adjacentOrientationGap / 2 else { return nil }
        switch Int(sector) % 4 {
        case 0: return .portrait
        case 1: return .landscapeLeft
        case 2: return .portraitUpsideDown
        default: return .landscapeRight
        }
    }
}
