import Foundation

/// A platform-neutral input event, before it becomes a `UIEvent`: the analogue of iOS's `IOHIDEvent`.
///
/// On iOS, IOKit wraps hardware input in `IOHIDEvent`s that travel to the foreground app, where they are turned into
/// `UIEvent`s. In Tactile every input source (an evdev touchscreen, a recording, the test synthesizer) produces
/// `RawInputEvent`s and posts them with ``UIApplication/enqueue(_:)``. They are processed first in, first out.
public enum RawInputEvent: Sendable, Equatable {
    /// A report from a touch digitizer: the state of every contact at one instant.
    case digitizer(DigitizerFrame)
    /// A hardware button or keyboard key going down or up; becomes a `UIPress`.
    case key(RawKeyEvent)
    /// A shake, already detected by a motion source; becomes a `.motion` `UIEvent`.
    case shake(RawShakeEvent)
    /// A remote-control command (headset button, media key); becomes a `.remoteControl` `UIEvent`.
    case remoteControl(RawRemoteControlEvent)
    /// One sample from a motion sensor. It is handed to the application's motion observers and never travels the
    /// responder chain: as in UIKit, motion data is read through Core Motion, and only shakes and remote-control
    /// commands become events for the first responder.
    case motion(RawMotionSample)
    /// Final values for touch properties that were earlier reported as estimates.
    case estimatedPropertiesUpdate(EstimatedPropertiesUpdate)
    /// A pointer (mouse, trackpad, hovering pencil) moving over the screen without touching it.
    case hover(RawHoverEvent)
    /// A mouse wheel click or a two-finger trackpad scroll at the pointer; becomes a `.scroll` `UIEvent`.
    case scroll(RawScrollEvent)
    /// A trackpad pinch or rotation at the pointer; becomes a `.transform` `UIEvent`.
    case transform(RawTransformEvent)

    /// When the event happened, in seconds on the application's scheduler time base.
    public var timestamp: TimeInterval {
        switch self {
        case .digitizer(let e): e.timestamp
        case .key(let e): e.timestamp
        case .shake(let e): e.timestamp
        case .remoteControl(let e): e.timestamp
        case .motion(let e): e.timestamp
        case .estimatedPropertiesUpdate(let e): e.timestamp
        case .hover(let e): e.timestamp
        case .scroll(let e): e.timestamp
        case .transform(let e): e.timestamp
        }
    }
}

/// The state of every contact on a touch surface at one instant: the digitizer part of an `IOHIDEvent`
/// (no public UIKit counterpart).
///
/// A frame is a **snapshot**: it lists every contact still on the surface. A contact that was in the previous
/// frame and is missing from this one has lifted. A contact can also be reported one last time with
/// ``DigitizerContact/State-swift.enum/lifted`` (for example with its final position) or
/// ``DigitizerContact/State-swift.enum/cancelled`` (palm rejection, a lost sync).
public struct DigitizerFrame: Sendable, Equatable {
    /// When the frame was sampled, in seconds on the application's scheduler time base.
    public var timestamp: TimeInterval
    /// Every contact on the surface, in any order.
    public var contacts: [DigitizerContact]

    /// Creates a frame.
    public init(timestamp: TimeInterval, contacts: [DigitizerContact]) {
        self.timestamp = timestamp
        self.contacts = contacts
    }
}

/// One contact in a ``DigitizerFrame``: one finger, or the tip of a pencil.
///
/// Positions are in screen points, as the digitizer reports them after mapping: no offset, no rounding (UIKit does not
/// say; see Behaviors in the repository's Docs folder). Force uses UIKit's scale, where 1.0 is the force of an average
/// touch.
public struct DigitizerContact: Sendable, Equatable {
    /// Whether a contact is on the surface, has just lifted, or was cancelled by the system (no UIKit
    /// counterpart; it becomes a `UITouch.Phase`).
    public enum State: Sendable, Equatable {
        /// On the surface.
        case touching
        /// Lifted in this frame.
        case lifted
        /// Cancelled in this frame: the touch ends with `touchesCancelled`.
        case cancelled
    }

    /// A stable id for the contact for as long as it touches (an evdev tracking id, a finger index).
    public var id: Int
    /// The position in screen points.
    public var location: CGPoint
    /// Whether it is touching, lifted or cancelled.
    public var state: State
    /// Finger, indirect pointer or pencil.
    public var type: UITouch.TouchType
    /// Force on UIKit's scale (1.0 = an average touch); 0 when the digitizer has no pressure axis.
    public var force: CGFloat
    /// The largest force the digitizer can report, on the same scale; 0 when it has no pressure axis.
    public var maximumPossibleForce: CGFloat
    /// The radius of the contact's major axis, in points.
    public var majorRadius: CGFloat
    /// The tolerance of ``majorRadius``, in points.
    public var majorRadiusTolerance: CGFloat
    /// A pencil's altitude angle in radians (π/2 = perpendicular to the surface).
    public var altitudeAngle: CGFloat
    /// A pencil's azimuth angle in radians, in screen coordinates.
    public var azimuthAngle: CGFloat
    /// Which properties are estimates, to be refined later.
    public var estimatedProperties: UITouch.Properties
    /// Which of the estimated properties will receive an update.
    public var estimatedPropertiesExpectingUpdates: UITouch.Properties
    /// The index that a later ``EstimatedPropertiesUpdate`` uses to refer to this sample.
    public var estimationUpdateIndex: Int?
    /// The mouse buttons held, for an `.indirectPointer` contact (a pointer touches only while a button is down);
    /// empty for fingers and pencils, which have none. It becomes `UIEvent.buttonMask` and
    /// `UIGestureRecognizer.buttonMask`. Read when the contact begins: a button pressed or released while the
    /// contact stays down does not change its touch (see Behaviors in the repository's Docs folder).
    public var buttonMask: UIEvent.ButtonMask

    /// Creates a contact; only `id` and `location` are required. `buttonMask` defaults to `.primary` for an
    /// `.indirectPointer` contact and to none for the other types.
    public init(
        id: Int,
        location: CGPoint,
        state: State = .touching,
        type: UITouch.TouchType = .direct,
        force: CGFloat = 0,
        maximumPossibleForce: CGFloat = 0,
        majorRadius: CGFloat = 0,
        majorRadiusTolerance: CGFloat = 0,
        altitudeAngle: CGFloat = .pi / 2,
        azimuthAngle: CGFloat = 0,
        estimatedProperties: UITouch.Properties = [],
        estimatedPropertiesExpectingUpdates: UITouch.Properties = [],
        estimationUpdateIndex: Int? = nil,
        buttonMask: UIEvent.ButtonMask? = nil
    ) {
        self.id = id
        self.location = location
        self.state = state
        self.type = type
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.estimatedProperties = estimatedProperties
        self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
        self.estimationUpdateIndex = estimationUpdateIndex
        self.buttonMask = buttonMask ?? UIEvent.ButtonMask.defaultMask(for: type)
    }
}

/// A hardware button or key changing state: the keyboard part of an `IOHIDEvent` (no public UIKit
/// counterpart; it becomes a `UIPress`).
public struct RawKeyEvent: Sendable, Equatable {
    /// When it happened.
    public var timestamp: TimeInterval
    /// The key, as a USB HID keyboard usage.
    public var keyCode: UIKeyboardHIDUsage
    /// The press type for buttons UIKit names (arrows, select, menu, play/pause), if any.
    public var pressType: UIPress.PressType?
    /// True when the key went down, false when it came up.
    public var isDown: Bool
    /// The characters the key produces with the active modifiers.
    public var characters: String
    /// The characters the key produces without modifiers.
    public var charactersIgnoringModifiers: String
    /// The modifier keys held.
    public var modifierFlags: UIKeyModifierFlags

    /// Creates a key event.
    public init(
        timestamp: TimeInterval,
        keyCode: UIKeyboardHIDUsage,
        pressType: UIPress.PressType? = nil,
        isDown: Bool,
        characters: String = "",
        charactersIgnoringModifiers: String? = nil,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.timestamp = timestamp
        self.keyCode = keyCode
        self.pressType = pressType
        self.isDown = isDown
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
    }
}

/// A shake detected by a motion source (no public UIKit counterpart; it becomes a `.motion` `UIEvent`).
public struct RawShakeEvent: Sendable, Equatable {
    /// Which part of the shake this reports: `motionBegan`, `motionEnded` or `motionCancelled` in UIKit terms
    /// (no counterpart type).
    public enum Phase: Sendable, Equatable {
        /// The shake started: `motionBegan`.
        case began
        /// The shake ended: `motionEnded`.
        case ended
        /// The motion turned out not to be a shake (or lasted too long): `motionCancelled`.
        case cancelled
    }
    /// When it happened.
    public var timestamp: TimeInterval
    /// Began, ended or cancelled.
    public var phase: Phase

    /// Creates a shake event.
    public init(timestamp: TimeInterval, phase: Phase) {
        self.timestamp = timestamp
        self.phase = phase
    }
}

/// A remote-control command from a headset, a media key or the system's media controls (no public UIKit
/// counterpart; it becomes a `.remoteControl` `UIEvent`).
public struct RawRemoteControlEvent: Sendable, Equatable {
    /// When it happened.
    public var timestamp: TimeInterval
    /// One of the `.remoteControl…` subtypes.
    public var subtype: UIEvent.EventSubtype
    /// Whether the command comes from the system's media controls (a media key, a headset button) rather than being
    /// already routed to the app: the queue then delivers it only to the Now Playing app, and a command handler
    /// registered with `MPRemoteCommandCenter` takes it before it can become a `UIEvent`, as on iOS. Input sources
    /// of your own (a GPIO button, a network remote) set it; apps that post remote-control input directly leave it
    /// `false`, the default.
    public var isSystemMediaCommand = false

    /// Creates a remote-control event.
    /// - Parameters:
    ///   - timestamp: when it happened, on the application's clock.
    ///   - subtype: one of the `.remoteControl…` subtypes.
    ///   - isSystemMediaCommand: whether it comes from the system's media controls (see ``isSystemMediaCommand``).
    public init(timestamp: TimeInterval, subtype: UIEvent.EventSubtype, isSystemMediaCommand: Bool = false) {
        self.timestamp = timestamp
        self.subtype = subtype
        self.isSystemMediaCommand = isSystemMediaCommand
    }
}

/// One sample from a motion sensor, in iOS's units and axes: the accelerometer/gyro part of an `IOHIDEvent`
/// (no public UIKit counterpart; Core Motion's `CMAccelerometerData` and `CMGyroData` are built from these).
public struct RawMotionSample: Sendable, Equatable {
    /// Which sensor produced the sample (no UIKit counterpart).
    public enum Sensor: Sendable, Hashable, CaseIterable {
        /// Acceleration in g, gravity included.
        case accelerometer
        /// Rotation rate in radians per second.
        case gyroscope
        /// Magnetic field in microtesla.
        case magnetometer
    }
    /// When it was sampled.
    public var timestamp: TimeInterval
    /// The sensor.
    public var sensor: Sensor
    /// The x, y and z components.
    public var x: Double, y: Double, z: Double

    /// Creates a sample.
    public init(timestamp: TimeInterval, sensor: Sensor, x: Double, y: Double, z: Double) {
        self.timestamp = timestamp
        self.sensor = sensor
        self.x = x
        self.y = y
        self.z = z
    }
}

/// Final values for touch properties that a digitizer first reported as estimates (UIKit:
/// `touchesEstimatedPropertiesUpdated(_:)`).
public struct EstimatedPropertiesUpdate: Sendable, Equatable {
    /// When the update arrived.
    public var timestamp: TimeInterval
    /// The ``DigitizerContact/estimationUpdateIndex`` of the sample being refined.
    public var estimationUpdateIndex: Int
    /// The refined location in screen points, if location was estimated.
    public var location: CGPoint?
    /// The refined force, if force was estimated.
    public var force: CGFloat?
    /// The refined altitude angle, if it was estimated.
    public var altitudeAngle: CGFloat?
    /// The refined azimuth angle, if it was estimated.
    public var azimuthAngle: CGFloat?
    /// The properties that are now final and expect no further update.
    public var finalProperties: UITouch.Properties

    /// Creates an update.
    public init(
        timestamp: TimeInterval, estimationUpdateIndex: Int, location: CGPoint? = nil, force: CGFloat? = nil,
        altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil, finalProperties: UITouch.Properties
    ) {
        self.timestamp = timestamp
        self.estimationUpdateIndex = estimationUpdateIndex
        self.location = location
        self.force = force
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.finalProperties = finalProperties
    }
}

/// A pointer hovering over the screen: the hover part of an `IOHIDEvent` (no public UIKit counterpart; it drives
/// `UIHoverGestureRecognizer`).
public struct RawHoverEvent: Sendable, Equatable {
    /// When it happened.
    public var timestamp: TimeInterval
    /// The pointer's position in screen points, or `nil` when the pointer left the screen.
    public var location: CGPoint?
    /// How far a hovering pencil is above the screen, from 0 (at the screen) to 1 (the farthest it is detected);
    /// 0 for other pointers. It becomes `UIHoverGestureRecognizer.zOffset`.
    public var zOffset: CGFloat
    /// A hovering pencil's altitude angle in radians (π/2 perpendicular to the screen); π/2 for other pointers.
    public var altitudeAngle: CGFloat
    /// A hovering pencil's azimuth angle in radians, in screen coordinates; 0 for other pointers.
    public var azimuthAngle: CGFloat

    /// Creates a hover event.
    public init(
        timestamp: TimeInterval, location: CGPoint?, zOffset: CGFloat = 0, altitudeAngle: CGFloat = .pi / 2,
        azimuthAngle: CGFloat = 0
    ) {
        self.timestamp = timestamp
        self.location = location
        self.zOffset = zOffset
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
    }
}
