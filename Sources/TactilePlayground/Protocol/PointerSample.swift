import Foundation

/// One Pointer Events sample from the page: a pointer's state at one instant (no UIKit counterpart; it becomes a
/// contact of a digitizer frame, as a touchscreen's report does).
///
/// Coordinates are in the scene's points (the page draws the scene at one CSS pixel per point); `timeStamp` is the
/// event's `timeStamp`, in milliseconds on the page's clock.
public struct PointerSample: Sendable, Equatable {
    /// The kind of pointer, as Pointer Events' `pointerType` names it (no UIKit counterpart; it becomes a
    /// `UITouch.TouchType`).
    public enum PointerType: String, Sendable, Equatable, CaseIterable {
        /// A finger: a direct touch.
        case touch
        /// A pen or stylus: a pencil touch, with pressure and tilt.
        case pen
        /// A mouse: one direct touch while a button is down.
        case mouse
    }

    /// What the sample reports, as the Pointer Events `pointerdown`, `pointermove`, `pointerup` and
    /// `pointercancel` events do (no UIKit counterpart; it becomes a `UITouch.Phase`).
    public enum Phase: String, Sendable, Equatable, CaseIterable {
        /// The pointer touched down (a mouse: a button went down).
        case down
        /// The pointer moved; for a mouse or a pen that is not down, it hovers.
        case move
        /// The pointer lifted (a mouse: the last button came up).
        case up
        /// The browser took the pointer away (a scroll, a system gesture): the touch is cancelled.
        case cancel
    }

    /// The pointer's id, stable while it is down (`pointerId`).
    public var pointerID: Int
    /// Touch, pen or mouse.
    public var pointerType: PointerType
    /// Down, move, up or cancel.
    public var phase: Phase
    /// The position in scene points.
    public var x: Double, y: Double
    /// The page's timestamp, in milliseconds.
    public var timeStamp: Double
    /// The normalized pressure, 0 to 1 (`pressure`).
    public var pressure: Double
    /// The pen's tilt towards +x and +y, in degrees, −90 to 90 (`tiltX`, `tiltY`).
    public var tiltX: Double, tiltY: Double
    /// The contact's size in CSS pixels (`width`, `height`).
    public var width: Double, height: Double

    /// Creates a sample.
    public init(
        pointerID: Int, pointerType: PointerType = .touch, phase: Phase, x: Double, y: Double, timeStamp: Double,
        pressure: Double = 0, tiltX: Double = 0, tiltY: Double = 0, width: Double = 1, height: Double = 1
    ) {
        self.pointerID = pointerID
        self.pointerType = pointerType
        self.phase = phase
        self.x = x
        self.y = y
        self.timeStamp = timeStamp
        self.pressure = pressure
        self.tiltX = tiltX
        self.tiltY = tiltY
        self.width = width
        self.height = height
    }
}
