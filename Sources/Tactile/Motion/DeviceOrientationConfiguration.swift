import Foundation

/// The thresholds of Tactile's device-orientation rule, each overridable.
///
/// No UIKit counterpart: Apple publishes neither the rule nor its thresholds behind `UIDevice.orientation`.
/// Tactile's rule is chosen, written down here, and follows the behaviour of two
/// open implementations, read for behaviour only (no code was copied):
/// - Android's `WindowOrientationListener` (AOSP, `AccelSensorJudge`): the 200 ms low-pass filter with a
///   time-based alpha, the reset after 1 s without samples, the ±4 m/s² (≈ 0.4 g) band around 1 g, the 45° gap
///   between adjacent orientations, the 40 ms settle time and the 500 ms hold-off after external acceleration;
/// - iio-sensor-proxy's `orientation.c` (from Nokia sensorfw): orientation from the dominant in-plane axis of
///   gravity with a hysteresis band, face up and face down from the z axis.
///
/// The rule, applied by ``DeviceOrientationEstimator`` to every accelerometer sample (in g, gravity pointing down):
/// 1. A sample whose magnitude is outside `1 g ± gravityTolerance` is rejected: the device is being shaken,
///    thrown or is falling. It is not filtered, it clears any change in progress, and no change is committed for
///    ``accelerationHoldOff`` afterwards.
/// 2. Accepted samples are low-pass filtered into a gravity estimate with
///    `alpha = dt / (filterTimeConstant + dt)`. After a gap longer than ``filterResetInterval`` (or time going
///    backwards) the filter restarts at the sample.
/// 3. The tilt is the angle between the screen plane and gravity (+90° flat face up, −90° face down). At or
///    beyond ``flatEnterTilt`` the device is face up or face down; once flat it stays flat down to
///    ``flatExitTilt``.
/// 4. Otherwise the in-plane angle of gravity chooses among portrait, landscape left, upside down and landscape
///    right (90° sectors). Each 45° border between neighbours is widened into a dead band of
///    ``adjacentOrientationGap``: a reading inside it is ambiguous and keeps the previous orientation. With the
///    default 45° gap, a device in portrait turns landscape once it is turned more than 67.5° and turns back
///    once it is less than 22.5° from upright.
/// 5. A new orientation must be proposed by every sample for ``settleTime`` before it is committed.
///
/// | value | default | source |
/// |---|---|---|
/// | ``filterTimeConstant`` | 0.2 s | Android `FILTER_TIME_CONSTANT_MS` |
/// | ``filterResetInterval`` | 1 s | Android `MAX_FILTER_DELTA_TIME_NANOS` |
/// | ``gravityTolerance`` | 0.4 g | Android `ACCELERATION_TOLERANCE` (4 m/s²) |
/// | ``accelerationHoldOff`` | 0.5 s | Android `PROPOSAL_MIN_TIME_SINCE_ACCELERATION_ENDED_NANOS` |
/// | ``flatEnterTilt`` | 75° | Android `FLAT_ANGLE` (75°; orientation is ignored beyond `MAX_TILT`, 75–80° by version) |
/// | ``flatExitTilt`` | 65° | chosen: 10° of hysteresis |
/// | ``adjacentOrientationGap`` | 45° | Android `ADJACENT_ORIENTATION_ANGLE_GAP` |
/// | ``settleTime`` | 0.04 s | Android `PROPOSAL_SETTLE_TIME_NANOS` |
/// | ``accelerometerUpdateInterval`` | 0.05 s | Apple's event-handling guide: 10–20 Hz suffices for orientation |
///
/// Angles are in radians.
public struct DeviceOrientationConfiguration: Sendable, Equatable {
    /// Time constant, in seconds, of the low-pass filter that estimates gravity. `0` disables filtering.
    public var filterTimeConstant: TimeInterval = 0.2

    /// A gap between accepted samples longer than this, in seconds, restarts the filter at the next sample.
    public var filterResetInterval: TimeInterval = 1.0

    /// How far, in g, a sample's magnitude may be from 1 g before the sample is rejected as external
    /// acceleration (shaking, free fall, a bump).
    public var gravityTolerance: Double = 0.4

    /// How long, in seconds, after a rejected sample no new orientation is committed.
    public var accelerationHoldOff: TimeInterval = 0.5

    /// The tilt, in radians from the screen plane, at or beyond which the device is face up or face down.
    public var flatEnterTilt: Double = 75 * .pi / 180

    /// The tilt, in radians, below which a flat device stops being flat. At most ``flatEnterTilt``.
    public var flatExitTilt: Double = 65 * .pi / 180

    /// The width, in radians, of the dead band centred on each 45° border between neighbouring orientations;
    /// readings inside it keep the previous orientation. `0` switches exactly at the borders; at most π/2.
    public var adjacentOrientationGap: Double = 45 * .pi / 180

    /// How long, in seconds, a new orientation must be proposed by every sample before it is committed.
    public var settleTime: TimeInterval = 0.04

    /// The accelerometer interval, in seconds, the device asks for while it generates orientation
    /// notifications (see ``UIDevice/addAccelerometerDemandObserver(_:)``).
    public var accelerometerUpdateInterval: TimeInterval = 0.05

    /// The defaults listed above.
    public static let `default` = DeviceOrientationConfiguration()

    /// Creates the default configuration; change the fields you need.
    public init() {}
}
