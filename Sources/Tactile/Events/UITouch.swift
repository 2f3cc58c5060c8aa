import Foundation

/// One finger (or pencil tip) on the screen, for the length of one multitouch sequence.
///
/// UIKit counterpart: [`UITouch`](https://developer.apple.com/documentation/uikit/uitouch). As in UIKit, the
/// **same object** is updated for the whole life of the contact: phase, location, previous location and timestamp
/// change; identity does not. Touches hash and compare by identity, so they work as dictionary keys (in UIKit,
/// where `UITouch` cannot be copied, Apple's examples key touches by pointer instead).
///
/// As in UIKit, a touch is bound to the window and view that hit-testing found when it began, for its whole life,
/// even after it moves outside that view. Locations are kept as floating point and never rounded: UIKit reports
/// fractional points on high-resolution screens, and Tactile reports the digitizer's position converted to
/// points, with no offset adjustment and no rounding.
///
/// Deliberate differences from UIKit:
/// - ``estimationUpdateIndexValue`` gives ``estimationUpdateIndex`` as an `Int?` (Tactile addition).
/// - `preciseLocation(in:)` equals `location(in:)`: Tactile never rounds locations, so they are already precise.
@MainActor
public final class UITouch: Hashable {
    /// The phase of a touch (UIKit: `UITouch.Phase`).
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// A finger touched the screen.
        case began
        /// A finger moved (or its force or radius changed).
        case moved
        /// A finger is on the screen and did not change since the previous event.
        case stationary
        /// A finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// What kind of contact made the touch (UIKit: `UITouch.TouchType`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen, such as a remote's touch surface.
        case indirect
        /// A stylus (UIKit: Apple Pencil).
        case pencil
        /// A pointer such as a mouse or trackpad.
        case indirectPointer
    }

    /// Touch properties that may be estimated (UIKit: `UITouch.Properties`).
    public struct Properties: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `force`.
        public static let force = Properties(rawValue: 1 << 0)
        /// `azimuthAngle(in:)`.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// `altitudeAngle`.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// `location(in:)`.
        public static let location = Properties(rawValue: 1 << 3)
    }

    // MARK: Public state

    /// The current phase.
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// When the touch began or last changed, in seconds on the application's time base.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped in quick succession at this spot, this touch included.
    ///
    /// Taps continue a sequence when the next touch-down comes within
    /// ``TactileConfiguration/multiTapInterval`` of the previous tap's lift and within
    /// ``TactileConfiguration/multiTapDistance`` of it. A touch that moved farther than
    /// ``TactileConfiguration/tapMovementTolerance`` is not a tap.
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// The view that hit-testing found when the touch began; fixed for the touch's life.
    @exclusivity(unchecked) public internal(set) var view: UIView?
    /// The window the touch began in; fixed for the touch's life.
    @exclusivity(unchecked) public internal(set) var window: UIWindow?
    /// The contact type.
    @exclusivity(unchecked) public internal(set) var type: TouchType
    /// The force, where 1.0 is an average touch (UIKit's scale).
    @exclusivity(unchecked) public internal(set) var force: CGFloat
    /// The largest possible force.
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat
    /// The radius of the contact, in points.
    @exclusivity(unchecked) public internal(set) var majorRadius: CGFloat
    /// The tolerance of ``majorRadius``, in points.
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: CGFloat
    /// A pencil's altitude angle in radians (π/2 when perpendicular to the screen).
    @exclusivity(unchecked) public internal(set) var altitudeAngle: CGFloat
    /// Properties whose values are estimates.
    @exclusivity(unchecked) public internal(set) var estimatedProperties: Properties
    /// Estimated properties that will receive an update through `touchesEstimatedPropertiesUpdated(_:)`.
    @exclusivity(unchecked) public internal(set) var estimatedPropertiesExpectingUpdates: Properties
    /// Identifies this sample in a later estimated-properties update (UIKit: `estimationUpdateIndex`, an
    /// `NSNumber?`); `nil` when no update is expected. ``estimationUpdateIndexValue`` is the same as an `Int?`.
    public var estimationUpdateIndex: NSNumber? { estimationUpdateIndexValue.map { NSNumber(value: $0) } }
    /// ``estimationUpdateIndex`` as an `Int?` (Tactile addition), for comparing with
    /// ``DigitizerContact/estimationUpdateIndex`` or using as a dictionary key without `NSNumber`.
    @exclusivity(unchecked) public internal(set) var estimationUpdateIndexValue: Int?
    /// The recognizers that receive this touch: those on its view and on the view's ancestors that were
    /// enabled when the touch began. `nil` when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        recognizers.isEmpty ? nil : recognizers
    }

    // MARK: Internal state

    /// The contact id from the digitizer.
    let contactID: Int
    /// The pointer buttons held when the touch began (``DigitizerContact/buttonMask``): what
    /// `UIEvent.buttonMask` and `UIGestureRecognizer.buttonMask` report. UIKit keeps it private to the touch.
    let buttonMask: UIEvent.ButtonMask
    /// Location and previous location in the touch window's coordinates.
    @exclusivity(unchecked) var locationInWindow: CGPoint
    @exclusivity(unchecked) var previousLocationInWindow: CGPoint
    /// The timestamp of the previous event for this touch.
    @exclusivity(unchecked) var previousTimestamp: TimeInterval
    /// Where the touch began, in window coordinates, and how far it has strayed: for tap counting.
    let beganLocationInWindow: CGPoint
    @exclusivity(unchecked) var maximumTravel: CGFloat = 0
    /// The latest position in screen points, for tap counting.
    @exclusivity(unchecked) var screenLocation: CGPoint = .zero
    /// Whether the frame being processed mentioned this touch's contact.
    @exclusivity(unchecked) var seenInFrame = false
    /// Whether a coalesced sample moved the touch (or changed its force or radius), even if the newest sample
    /// is back where the touch was: the touch is then `.moved`, not `.stationary`.
    @exclusivity(unchecked) var changedInCoalescedSamples = false
    /// The multitouch sequence the touch belongs to: a sequence starts when a finger lands on an empty screen and
    /// lasts until the last finger lifts, as UIKit defines it.
    @exclusivity(unchecked) var sequenceID = 0
    /// When the touch began relative to the application's other touches: 1 for its first, then counting up, in the
    /// order touch tracking creates them (for fingers that land in one frame, the order the digitizer reported
    /// them). What decides "the first touch" where UIKit hands over a set, whose order changes from run to run.
    @exclusivity(unchecked) var beganOrder = 0
    /// A contact that arrived already lifted: it ends in the event after its began.
    @exclusivity(unchecked) var endsAfterBegan = false
    @exclusivity(unchecked) var azimuth: CGFloat
    /// Recognizers that see this touch, ordered from the hit view outwards.
    @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []
    /// Whether the touch's began phase has been given to its recognizers: it is given once, even when the event
    /// is sent again re-entrantly, possibly while a withheld began is being replayed to the view.
    @exclusivity(unchecked) var recognizersReceivedBegan = false
    /// ``UIView/windowDepartures`` when the recognizers were collected: while it is unchanged, no view has left
    /// a window since, and the began phase need not check that each recognizer's view is still in one.
    @exclusivity(unchecked) var windowDeparturesAtHitTest = 0
    /// How delivery of this touch to its view stands.
    @exclusivity(unchecked) var delivery = ViewDeliveryRecord()
    /// Samples folded into the current event: the source of coalesced touches.
    @exclusivity(unchecked) var samples: [TouchSample] = []
    /// Recycled snapshot objects handed out by `UIEvent.coalescedTouches(for:)` and `predictedTouches(for:)`.
    @exclusivity(unchecked) var snapshotPool: [UITouch] = []

    init(contactID: Int, timestamp: TimeInterval, locationInWindow: CGPoint, contact: DigitizerContact) {
        self.contactID = contactID
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = 1
        self.locationInWindow = locationInWindow
        self.previousLocationInWindow = locationInWindow
        self.previousTimestamp = timestamp
        self.beganLocationInWindow = locationInWindow
        self.type = contact.type
        self.force = contact.force
        self.maximumPossibleForce = contact.maximumPossibleForce
        self.majorRadius = contact.majorRadius
        self.majorRadiusTolerance = contact.majorRadiusTolerance
        self.altitudeAngle = contact.altitudeAngle
        self.azimuth = contact.azimuthAngle
        self.estimatedProperties = contact.estimatedProperties
        self.estimatedPropertiesExpectingUpdates = contact.estimatedPropertiesExpectingUpdates
        self.estimationUpdateIndexValue = contact.estimationUpdateIndex
        self.buttonMask = contact.buttonMask
        samples.reserveCapacity(8)
    }

    /// A snapshot of another touch, for coalesced and predicted touches.
    private init(snapshotOf touch: UITouch) {
        self.contactID = touch.contactID
        self.beganOrder = touch.beganOrder
        self.phase = touch.phase
        self.timestamp = touch.timestamp
        self.tapCount = touch.tapCount
        self.view = touch.view
        self.window = touch.window
        self.locationInWindow = touch.locationInWindow
        self.previousLocationInWindow = touch.previousLocationInWindow
        self.previousTimestamp = touch.previousTimestamp
        self.beganLocationInWindow = touch.beganLocationInWindow
        self.type = touch.type
        self.force = touch.force
        self.maximumPossibleForce = touch.maximumPossibleForce
        self.majorRadius = touch.majorRadius
        self.majorRadiusTolerance = touch.majorRadiusTolerance
        self.altitudeAngle = touch.altitudeAngle
        self.azimuth = touch.azimuth
        self.estimatedProperties = touch.estimatedProperties
        self.estimatedPropertiesExpectingUpdates = touch.estimatedPropertiesExpectingUpdates
        self.estimationUpdateIndexValue = touch.estimationUpdateIndexValue
        self.buttonMask = touch.buttonMask
    }

    // MARK: Locations

    /// The touch's location in `view`'s coordinates; `nil` means the touch's window, as in UIKit.
    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The touch's location at the previous event, in `view`'s coordinates; `nil` means the window.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    /// The location with full precision. Tactile never rounds, so this equals ``location(in:)``.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The previous location with full precision; equals ``previousLocation(in:)``.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// A pencil's azimuth angle in radians, measured in `view`'s coordinates.
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        guard let view, let window else { return azimuth }
        // Rotate the unit vector from window space into the view's space.
        let origin = view.convert(CGPoint.zero, from: window)
        let tip = view.convert(CGPoint(x: cos(azimuth), y: sin(azimuth)), from: window)
        return atan2(tip.y - origin.y, tip.x - origin.x)
    }

    /// A unit vector pointing in the direction of ``azimuthAngle(in:)``.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        let angle = azimuthAngle(in: view)
        return CGVector(dx: cos(angle), dy: sin(angle))
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return point }
        return view.convert(point, from: window)
    }

    // MARK: Identity

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }


    // MARK: Snapshots

    /// Returns a recycled snapshot object at `index` of this touch's pool, refreshed from `self`.
    func snapshot(at index: Int) -> UITouch {
        if index < snapshotPool.count {
            let s = snapshotPool[index]
            s.refresh(from: self)
            return s
        }
        let s = UITouch(snapshotOf: self)
        snapshotPool.append(s)
        return s
    }

    private func refresh(from touch: UITouch) {
        phase = touch.phase
        timestamp = touch.timestamp
        tapCount = touch.tapCount
        view = touch.view
        window = touch.window
        locationInWindow = touch.locationInWindow
        previousLocationInWindow = touch.previousLocationInWindow
        previousTimestamp = touch.previousTimestamp
        force = touch.force
        majorRadius = touch.majorRadius
        altitudeAngle = touch.altitudeAngle
        azimuth = touch.azimuth
        estimatedProperties = touch.estimatedProperties
        estimatedPropertiesExpectingUpdates = touch.estimatedPropertiesExpectingUpdates
        estimationUpdateIndexValue = touch.estimationUpdateIndexValue
    }

    /// Drops references that would keep views alive after the touch is over. The recognizer list stays: a
    /// phase held back from the view is still decided by it.
    func releaseAfterSequence() {
        for s in snapshotPool {
            s.view = nil
            s.window = nil
        }
    }
}

/// One digitizer sample folded into a touch's current event.
struct TouchSample {
    var timestamp: TimeInterval
    var locationInWindow: CGPoint
    var force: CGFloat
    var majorRadius: CGFloat
    var altitudeAngle: CGFloat
    var azimuth: CGFloat
}
