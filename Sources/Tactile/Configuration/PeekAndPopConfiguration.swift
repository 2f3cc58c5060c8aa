import Foundation

/// The thresholds of peek and pop (`registerForPreviewing(with:sourceView:)`), part of ``TactileConfiguration``.
///
/// UIKit has no public counterpart and documents no values: its peek and pop thresholds are private, and iOS's
/// Haptic Touch duration is not published. Tactile's choices, each overridable through
/// ``TactileConfiguration/peekAndPop``:
///
/// | value | default | why |
/// |---|---|---|
/// | ``peekForceFraction`` | 0.5 | half the strongest press the surface can report: well above a resting finger (force 1.0) on both iPhone's scale (maximum 6.67) and Tactile's Linux mapping (maximum 4.0) |
/// | ``popForceFraction`` | 0.9 | close to the maximum, so a pop needs a clearly harder press than a peek |
/// | ``longPressDuration`` | 0.5 s | the same as `UILongPressGestureRecognizer`'s documented default |
/// | ``allowableMovement`` | 10 pt | the same as `UILongPressGestureRecognizer`'s documented default |
///
/// A touch whose `maximumPossibleForce` is above zero is judged by force; any other touch (the surface reports no
/// pressure) by the long press, as iOS's Haptic Touch does on devices without 3D Touch.
public struct PeekAndPopConfiguration: Sendable, Equatable {
    /// The force, as a fraction of the touch's `maximumPossibleForce`, at which a press peeks. A press this firm
    /// also opens a ``UIContextMenuInteraction``'s menu before its long press is up.
    public var peekForceFraction: CGFloat = 0.5
    /// The force, as a fraction of the touch's `maximumPossibleForce`, at which a peeking press pops (commits).
    public var popForceFraction: CGFloat = 0.9
    /// How long a touch without pressure must stay down before it peeks.
    public var longPressDuration: TimeInterval = 0.5
    /// How far, in points, the finger may move before the peek and still peek; farther, the press is not a peek.
    public var allowableMovement: CGFloat = 10

    /// The defaults listed above.
    public init() {}
}

extension PeekAndPopConfiguration {
    /// Whether `touch` comes from a surface that reports pressure, so that force (not the long press) decides.
    @MainActor
    static func reportsPressure(_ touch: UITouch) -> Bool {
        touch.maximumPossibleForce.isFinite && touch.maximumPossibleForce > 0
    }

    /// Whether `touch` reports pressure and presses at least ``peekForceFraction`` of its maximum: the press that
    /// peeks, and that opens a context menu early.
    @MainActor
    func reachesPeek(_ touch: UITouch) -> Bool {
        Self.reportsPressure(touch) && touch.force >= peekForceFraction * touch.maximumPossibleForce
    }

    /// Whether `touch` reports pressure and presses at least ``popForceFraction`` of its maximum: the press that
    /// pops a peek made by force.
    @MainActor
    func reachesPop(_ touch: UITouch) -> Bool {
        Self.reportsPressure(touch) && touch.force >= popForceFraction * touch.maximumPossibleForce
    }
}
