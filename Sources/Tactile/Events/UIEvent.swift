import Foundation

/// An event: a touch sequence's latest changes, a shake, a remote-control command or key presses.
///
/// UIKit counterpart: [`UIEvent`](https://developer.apple.com/documentation/uikit/uievent). As in UIKit, the
/// application **reuses one touches event object** for every touch dispatch; its touches are updated in place. Do
/// not keep a reference to an event or a touch set beyond the handler that received it.
///
/// Events compare and hash by identity, as `NSObject`s do in UIKit.
///
/// Deliberate differences from UIKit:
/// - `touches(for:)` returns an empty set instead of `nil` when there are no matching touches, except for the
///   gesture-recognizer form, which returns `nil` like UIKit's.
/// - Coalesced and predicted touch objects are recycled: the array returned for a touch is refreshed by the
///   next event for that touch.
@MainActor
open class UIEvent {
    /// The broad kind of an event (UIKit: `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        /// A multitouch sequence.
        case touches
        /// A shake.
        case motion
        /// A remote-control command.
        case remoteControl
        /// Hardware buttons or keys.
        case presses
        /// A mouse wheel or a two-finger trackpad scroll (iOS 13.4; UIKit raw value 10). It drives pan gesture
        /// recognizers whose `allowedScrollTypesMask` accepts it; no view receives it.
        case scroll = 10
        /// A pointer hovering over the screen (UIKit raw value 11).
        case hover = 11
        /// A trackpad pinch or rotation (iOS 13.4; UIKit raw value 14). It drives pinch and rotation gesture
        /// recognizers; no view receives it.
        case transform = 14
    }

    /// The specific kind of a motion or remote-control event (UIKit: `UIEvent.EventSubtype`, same raw values).
    public enum EventSubtype: Int, Sendable {
        /// No subtype (touch and press events).
        case none = 0
        /// A shake: the event reports when it begins and ends (or is cancelled), not each movement.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Toggle between play and pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backward (rewind).
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forward (fast-forward).
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// The event's type.
    public let type: EventType
    /// The event's subtype.
    @exclusivity(unchecked) public internal(set) var subtype: EventSubtype
    /// When the event happened, in seconds on the application's time base.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval

    /// The touches of the current multitouch sequence, in the order they began. Includes touches that end or
    /// are cancelled in this event; they are removed once it has been dispatched.
    @exclusivity(unchecked) var touchStorage: [UITouch] = []
    /// For motion events: whether the shake began, ended or was cancelled.
    @exclusivity(unchecked) var motionPhase: RawShakeEvent.Phase = .began
    /// The owning application's configuration, for prediction.
    @exclusivity(unchecked) var configuration: TactileConfiguration = .default
    /// For scroll and transform events: the buttons held (none: a trackpad gesture or a wheel holds none).
    var pointerButtonMask: ButtonMask = []

    /// The modifier keys held when the event happened (UIKit: `modifierFlags`, iOS 13.4). For scroll and
    /// transform events, what their input reported; for touch events, the modifier keys the application's
    /// keyboard input holds (Shift, Control, Option, Command, from the key presses it is tracking).
    public internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// A description in UIKit's style: `<UIEvent: 0x…> type: Touches timestamp: 1000.25 touches: {(…)}`, listing
    /// the touches (or presses) with their own descriptions; motion and remote-control events show their
    /// subtype. UIKit counterpart: `NSObject.description` (UIKit's touch events are the private `UITouchesEvent`
    /// class, Tactile's are `UIEvent`s); subclasses may override it.
    open var description: String { describeEvent() }

    /// The same as ``description`` unless a subclass overrides it (UIKit: `NSObject.debugDescription`).
    open var debugDescription: String { description }

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        if type == .touches { touchStorage.reserveCapacity(20) }
    }

    // MARK: Touches

    /// Every touch of the current multitouch sequence, from the first finger down to the last finger up, as in
    /// UIKit; `nil` for other event types.
    public var allTouches: Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchStorage)
    }

    /// The touches whose hit-test view is `view`: as in UIKit, all of them, including those that did not change in
    /// this event and so are not in the set a touch handler receives. Touches that `view` is not being sent (extra
    /// touches on a view that is not multiple-touch enabled) are left out.
    public func touches(for view: UIView) -> Set<UITouch>? {
        var result = Set<UITouch>()
        for t in touchStorage where t.view === view && !t.delivery.isSuppressedForView {
            result.insert(t)
        }
        return result
    }

    /// The touches that began in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        var result = Set<UITouch>()
        for t in touchStorage where t.window === window { result.insert(t) }
        return result
    }

    /// The touches being delivered to `gestureRecognizer`; `nil` when there are none, as in UIKit.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        var result = Set<UITouch>()
        for t in touchStorage where t.recognizers.contains(where: { $0 === gestureRecognizer }) {
            result.insert(t)
        }
        return result.isEmpty ? nil : result
    }

    /// The samples folded into this event for `touch`, oldest first, ending with the current one.
    ///
    /// When the digitizer reports faster than events are dispatched, the application coalesces the moves
    /// (``TactileConfiguration/coalescesTouchMoves``); the intermediate samples are kept here. Returns `nil` for
    /// a touch that is not part of this event.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchStorage.contains(where: { $0 === touch }) else { return nil }
        guard !touch.samples.isEmpty else { return [touch.snapshot(at: 0)] }
        var result: [UITouch] = []
        result.reserveCapacity(touch.samples.count)
        var previous = touch.previousLocationInWindow
        for (i, sample) in touch.samples.enumerated() {
            let s = touch.snapshot(at: i)
            s.timestamp = sample.timestamp
            s.locationInWindow = sample.locationInWindow
            s.previousLocationInWindow = i == 0 ? previous : touch.samples[i - 1].locationInWindow
            s.force = sample.force
            s.majorRadius = sample.majorRadius
            s.altitudeAngle = sample.altitudeAngle
            s.azimuth = sample.azimuth
            result.append(s)
            previous = sample.locationInWindow
        }
        return result
    }

    /// Where `touch` is predicted to be shortly: one touch extrapolated linearly
    /// ``TactileConfiguration/touchPredictionInterval`` ahead from its last two samples.
    ///
    /// UIKit's predictor is private; this one is a documented linear extrapolation. It returns an empty array
    /// for a touch that has not moved yet, has ended or was cancelled, and `nil` for a touch not in this event.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchStorage.contains(where: { $0 === touch }) else { return nil }
        guard touch.phase == .moved || touch.phase == .stationary else { return [] }
        let dtFrame = lastSampleInterval(of: touch)
        guard dtFrame > 0 else { return [] }
        let horizon = configuration.touchPredictionInterval
        let dx = touch.locationInWindow.x - touch.previousLocationInWindow.x
        let dy = touch.locationInWindow.y - touch.previousLocationInWindow.y
        let predicted = touch.snapshot(at: max(touch.samples.count, 1))
        predicted.timestamp = touch.timestamp + horizon
        predicted.previousLocationInWindow = touch.locationInWindow
        predicted.locationInWindow = CGPoint(
            x: touch.locationInWindow.x + dx * horizon / dtFrame,
            y: touch.locationInWindow.y + dy * horizon / dtFrame)
        return [predicted]
    }

    private func lastSampleInterval(of touch: UITouch) -> TimeInterval {
        touch.timestamp - touch.previousTimestamp
    }
}

/// An event holding hardware button and key presses.
///
/// UIKit counterpart: `UIPressesEvent`. Presses go to the key window's first responder, then up the
/// responder chain, as in UIKit.
@MainActor
public final class UIPressesEvent: UIEvent {
    @exclusivity(unchecked) var pressStorage: [UIPress] = []

    init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press currently held or changing in this event.
    public var allPresses: Set<UIPress> { Set(pressStorage) }

    /// The presses being delivered to `gestureRecognizer`.
    public func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressStorage.filter { $0.recognizers.contains { $0 === gestureRecognizer } })
    }
}
