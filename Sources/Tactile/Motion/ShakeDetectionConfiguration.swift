import Foundation

/// The thresholds of Tactile's shake rule, each overridable.
///
/// No UIKit counterpart: iOS evaluates the accelerometer against criteria it does not publish, and cancels a
/// shake that lasts too long without saying how long. Tactile uses the rule of Square's seismic `ShakeDetector`
/// (Apache-2.0; read for behaviour, no code copied), the de-facto reference on Android:
/// a sample is *accelerating* when the magnitude of the raw acceleration, **gravity included**, exceeds
/// ``accelerationThreshold``; the device is shaking when the samples of the last ``window`` span at least
/// ``minimumWindow`` and at least ``acceleratingFraction`` of them are accelerating. The window is then cleared,
/// so one burst gives one shake.
///
/// Tactile adds the parts UIKit's events need: the shake *ends* (`motionEnded`) once a window spanning at least
/// ``minimumWindow`` has fewer than ``endingFraction`` accelerating samples, and it is *cancelled*
/// (`motionCancelled`) when it is still going ``maximumDuration`` after it began; a cancelled burst must calm down
/// (the ending condition) before a new shake can begin.
///
/// | value | default | source |
/// |---|---|---|
/// | ``accelerationThreshold`` | 13 m/s² ≈ 1.3256 g | seismic `SENSITIVITY_MEDIUM` (light 11, hard 15) |
/// | ``window`` | 0.5 s | seismic `MAX_WINDOW_SIZE` |
/// | ``minimumWindow`` | 0.25 s | seismic `MIN_WINDOW_SIZE` |
/// | ``acceleratingFraction`` | 0.75 | seismic: `(n >> 1) + (n >> 2)`, which can be one sample fewer than ¾ n |
/// | ``minimumQueueSize`` | 4 | seismic `MIN_QUEUE_SIZE` |
/// | ``endingFraction`` | 0.5 | chosen, below ``acceleratingFraction`` for hysteresis |
/// | ``maximumDuration`` | 2.5 s | chosen: iOS cancels shakes that last too long but gives no duration |
/// | ``windowCapacity`` | 1024 samples | chosen: a full window up to 2 kHz; older samples are dropped beyond |
///
/// What it takes: a burst must keep at least three quarters of the samples above 1.33 g. A jerky 4 Hz shake of
/// ±2 g (a square wave) is detected about 0.37 s after it starts from rest; a smooth sine perpendicular to gravity
/// needs about ±2.5 g once samples stream steadily (at ±2 g only about 72 % of its samples exceed 1.33 g).
/// Seismic itself fires again every quarter second while a shake goes on; Tactile reports one
/// `motionBegan` per burst instead.
public struct ShakeDetectionConfiguration: Sendable, Equatable {
    /// Acceleration magnitude, in g and gravity included, above which a sample counts as accelerating.
    public var accelerationThreshold: Double = 13 / 9.80665

    /// How far back, in seconds, samples are kept.
    public var window: TimeInterval = 0.5

    /// The shortest span, in seconds, from the oldest to the newest sample before the window is judged.
    public var minimumWindow: TimeInterval = 0.25

    /// The share of accelerating samples at or above which the device is shaking. The count needed for `n`
    /// samples is `⌊n × acceleratingFraction⌋`.
    public var acceleratingFraction: Double = 0.75

    /// The window is never purged below this many samples, for sensors slower than the window.
    public var minimumQueueSize: Int = 4

    /// The share of accelerating samples below which a shake in progress ends.
    public var endingFraction: Double = 0.5

    /// How long, in seconds after it began, a shake may go on before it is cancelled.
    public var maximumDuration: TimeInterval = 2.5

    /// The most samples the window holds (allocated once); at higher rates the oldest are dropped early.
    public var windowCapacity: Int = 1024

    /// The defaults listed above.
    public static let `default` = ShakeDetectionConfiguration()

    /// Creates the default configuration; change the fields you need.
    public init() {}
}
