import Foundation
import Tactile

/// What the host reads from one `GdkEvent`, as plain values: the input of ``GDKInputTranslator``.
///
/// No UIKit counterpart. The widget's event controller reads these fields with GDK's accessors
/// (`gdk_event_get_event_type`, `gdk_event_get_position`, `gdk_event_get_time`, `gdk_event_get_event_sequence`,
/// `gdk_event_get_device_tool`, `gdk_event_get_axis`, `gdk_event_get_modifier_state`, the key and scroll accessors),
/// so that the translation itself needs no display and can be tested with made-up events.
struct GDKInputSample: Sendable, Equatable {
    /// The kinds of `GdkEvent` the host turns into input (`GdkEventType`, with what each kind carries).
    enum Kind: Sendable, Equatable {
        /// `GDK_TOUCH_BEGIN`, `_UPDATE`, `_END`, `_CANCEL`.
        case touchBegin, touchUpdate, touchEnd, touchCancel
        /// `GDK_BUTTON_PRESS` / `GDK_BUTTON_RELEASE` with `gdk_button_event_get_button` (1 primary, 2 middle,
        /// 3 secondary).
        case buttonPress(button: UInt32), buttonRelease(button: UInt32)
        /// `GDK_MOTION_NOTIFY`.
        case motion
        /// `GDK_ENTER_NOTIFY` / `GDK_LEAVE_NOTIFY`.
        case enter, leave
        /// `GDK_PROXIMITY_OUT`: a pen left the tablet's range.
        case proximityOut
        /// `GDK_KEY_PRESS` / `GDK_KEY_RELEASE`.
        case keyPress, keyRelease
        /// `GDK_SCROLL`: a wheel's clicks or a touchpad's two-finger scroll (``scrollDelta``, ``scrollIsContinuous``,
        /// ``scrollIsStop``).
        case scroll
        /// `GDK_TOUCHPAD_PINCH`: a touchpad pinch and rotation (``pinchScale``, ``pinchAngleDelta``).
        case touchpadPinch(TouchpadPhase)
        /// `GDK_TOUCHPAD_SWIPE`: a touchpad swipe of three or more fingers (``scrollDelta``).
        case touchpadSwipe(TouchpadPhase)
    }

    /// `GdkTouchpadGesturePhase`.
    enum TouchpadPhase: Sendable, Equatable {
        case begin, update, end, cancel
    }

    /// The tool of a tablet event (`gdk_device_tool_get_tool_type`), or `nil` for a mouse, a touchpad or a
    /// touchscreen.
    enum Tool: Sendable, Equatable {
        /// `GDK_DEVICE_TOOL_TYPE_PEN` (and brush, pencil, airbrush): a pen's tip.
        case pen
        /// `GDK_DEVICE_TOOL_TYPE_ERASER`: a pen's other end.
        case eraser
    }

    /// How the backend scales the tilt and distance axes.
    enum AxisScale: Sendable, Equatable {
        /// X11 and Broadway: tilt −1…1 (the device's range, as GDK normalizes it), distance 0…1.
        case normalized
        /// Wayland: tilt in degrees, distance 0…65535 (the tablet protocol's units).
        case wayland
    }

    var kind: Kind
    /// `gdk_event_get_time`: milliseconds on the windowing system's clock.
    var time: UInt32
    /// `gdk_event_get_position`: in the widget's coordinates (points), once the host has translated them.
    var position: CGPoint = .zero
    /// The touch sequence's identity (`GdkEventSequence*` as an integer; Broadway's first touch is NULL, 0).
    var sequence: UInt = 0
    var tool: Tool? = nil
    var axisScale: AxisScale = .normalized
    /// `GDK_AXIS_PRESSURE`, 0…1, when the device has it.
    var pressure: Double? = nil
    /// `GDK_AXIS_XTILT` and `GDK_AXIS_YTILT`, when the device has them.
    var tiltX: Double? = nil
    var tiltY: Double? = nil
    /// `GDK_AXIS_DISTANCE`, when the device has it.
    var distance: Double? = nil
    /// `gdk_event_get_modifier_state` (`GdkModifierType` bits).
    var modifierState: UInt32 = 0
    /// `gdk_key_event_get_keycode`: the hardware keycode (evdev code + 8 on X11 and Wayland).
    var keycode: UInt32 = 0
    /// What the key types with the modifiers held (`gdk_keyval_to_unicode` of the key's keyval).
    var characters: String = ""
    /// What it types without them (the keyval of the same key with no modifier, `gdk_display_translate_key`).
    var charactersIgnoringModifiers: String = ""
    /// A scroll's deltas (`gdk_scroll_event_get_deltas`, or ±1 for a discrete direction; positive scrolls right and
    /// down), or a swipe's (`gdk_touchpad_event_get_deltas`, the fingers' movement).
    var scrollDelta: CGVector = .zero
    /// Whether the scroll comes from a touchpad in surface pixels (continuous) rather than a wheel in clicks.
    var scrollIsContinuous = false
    /// `gdk_scroll_event_is_stop`: the fingers left the touchpad.
    var scrollIsStop = false
    /// `gdk_touchpad_event_get_pinch_scale`: the scale since the pinch began.
    var pinchScale: Double = 1
    /// `gdk_touchpad_event_get_pinch_angle_delta`: the rotation since the last pinch event, radians, clockwise.
    var pinchAngleDelta: Double = 0
}
