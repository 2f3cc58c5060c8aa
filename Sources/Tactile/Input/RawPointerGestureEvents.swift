import Foundation

/// Where a trackpad or wheel gesture is in its life (no public UIKit counterpart: it is the phase of the
/// `IOHIDEvent` behind a `UIEvent` of type `.scroll` or `.transform`).
///
/// A trackpad reports `began`, then `changed` for each movement, then `ended` when the fingers lift (or
/// `cancelled`). A mouse wheel reports each click on its own; a host that cannot tell where a run of clicks starts
/// and stops sends each one as a lone `changed`, and Tactile begins the gesture implicitly and ends it after
/// ``TactileConfiguration/discreteScrollEndInterval`` without a click (see ``RawScrollEvent``).
public enum RawGesturePhase: Sendable, Equatable, CustomStringConvertible {
    /// The fingers touched the trackpad, or a wheel run started.
    case began
    /// The gesture moved.
    case changed
    /// The fingers lifted, or the wheel stopped.
    case ended
    /// The system cancelled the gesture.
    case cancelled

    public var description: String {
        switch self {
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

/// A mouse wheel click or a two-finger trackpad scroll at the pointer's location: the scroll part of an
/// `IOHIDEvent` (no public UIKit counterpart; it becomes a `UIEvent` of type `.scroll`, which drives pan gesture
/// recognizers whose `allowedScrollTypesMask` includes its ``type``, as on iPad with a pointer, iOS 13.4).
///
/// **Sign.** ``translation`` is the movement a finger dragging the content would make: scrolling *down* a page
/// (to see what is below) is a negative `dy`, as a finger pushing the content up. A host converts its own
/// convention (GDK reports a positive `dy` for a wheel turned towards the user, which scrolls down, so it posts
/// `-dy × step`; with "natural scrolling" on, the trackpad's sign is already the content's). Units are screen
/// points: a host multiplies wheel clicks by its line step.
///
/// **Wheel clicks without phases.** A wheel (``type`` `.discrete`) often has no notion of a gesture. A
/// `.changed` that arrives while no scroll gesture is in progress begins one implicitly (the recognizers see it
/// begin at this click), and a gesture begun that way ends by itself once
/// ``TactileConfiguration/discreteScrollEndInterval`` passes on the scheduler without another click, as UIKit
/// ends a wheel's scroll gesture after the wheel stops. A gesture opened with an explicit `.began` ends only with
/// `.ended` or `.cancelled`.
public struct RawScrollEvent: Sendable, Equatable {
    /// When it happened, in seconds on the application's scheduler time base.
    public var timestamp: TimeInterval
    /// The pointer's position in screen points: the scroll goes to the view under it.
    public var location: CGPoint
    /// The change, in screen points, that a finger dragging the content would produce (see the sign above).
    public var translation: CGVector
    /// `.discrete` for a wheel's clicks, `.continuous` for a trackpad.
    public var type: UIScrollType
    /// Where the gesture is in its life.
    public var phase: RawGesturePhase
    /// The modifier keys held.
    public var modifierFlags: UIKeyModifierFlags

    /// Creates a scroll event.
    public init(
        timestamp: TimeInterval, location: CGPoint, translation: CGVector, type: UIScrollType,
        phase: RawGesturePhase, modifierFlags: UIKeyModifierFlags = []
    ) {
        self.timestamp = timestamp
        self.location = location
        self.translation = translation
        self.type = type
        self.phase = phase
        self.modifierFlags = modifierFlags
    }
}

/// A trackpad pinch or rotation at the pointer's location: the transform part of an `IOHIDEvent` (no public
/// UIKit counterpart; it becomes a `UIEvent` of type `.transform`, which drives `UIPinchGestureRecognizer` and
/// `UIRotationGestureRecognizer`, as on iPad with a trackpad, iOS 13.4). GDK calls it a touchpad pinch.
public struct RawTransformEvent: Sendable, Equatable {
    /// When it happened, in seconds on the application's scheduler time base.
    public var timestamp: TimeInterval
    /// The pointer's position in screen points: the gesture goes to the view under it when it begins.
    public var location: CGPoint
    /// Where the gesture is in its life. A `.changed` with no gesture in progress begins one.
    public var phase: RawGesturePhase
    /// The scale since the gesture began: 1 at `.began`, 2 when the fingers are twice as far apart.
    public var scale: CGFloat
    /// The rotation since the gesture began, in radians, clockwise positive in screen coordinates (as
    /// `UIRotationGestureRecognizer.rotation`).
    public var rotation: CGFloat
    /// The modifier keys held.
    public var modifierFlags: UIKeyModifierFlags

    /// Creates a transform event.
    public init(
        timestamp: TimeInterval, location: CGPoint, phase: RawGesturePhase, scale: CGFloat = 1,
        rotation: CGFloat = 0, modifierFlags: UIKeyModifierFlags = []
    ) {
        self.timestamp = timestamp
        self.location = location
        self.phase = phase
        self.scale = scale
        self.rotation = rotation
        self.modifierFlags = modifierFlags
    }
}
