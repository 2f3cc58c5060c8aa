import CGtk
import Foundation
import Tactile

/// Reads a `GdkEvent` into a ``GDKInputSample`` with GDK's accessors (no UIKit counterpart).
@MainActor
enum GDKEventReader {
    /// The sample of `event` delivered to `widget`, or `nil` for an event the host does not use (pointer events
    /// GDK emulates from touches, focus, proximity-in, touchpad hold).
    static func sample(of event: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>) -> GDKInputSample? {
        let kind: GDKInputSample.Kind
        switch gdk_event_get_event_type(event) {
        case GDK_TOUCH_BEGIN: kind = .touchBegin
        case GDK_TOUCH_UPDATE: kind = .touchUpdate
        case GDK_TOUCH_END: kind = .touchEnd
        case GDK_TOUCH_CANCEL: kind = .touchCancel
        case GDK_BUTTON_PRESS: kind = .buttonPress(button: gdk_button_event_get_button(event))
        case GDK_BUTTON_RELEASE: kind = .buttonRelease(button: gdk_button_event_get_button(event))
        case GDK_MOTION_NOTIFY: kind = .motion
        case GDK_ENTER_NOTIFY: kind = .enter
        case GDK_LEAVE_NOTIFY: kind = .leave
        case GDK_PROXIMITY_OUT: kind = .proximityOut
        case GDK_KEY_PRESS: kind = .keyPress
        case GDK_KEY_RELEASE: kind = .keyRelease
        case GDK_SCROLL: kind = .scroll
        case GDK_TOUCHPAD_PINCH: kind = .touchpadPinch(phase(of: event))
        case GDK_TOUCHPAD_SWIPE: kind = .touchpadSwipe(phase(of: event))
        default: return nil
        }
        // Button and motion events that GDK (or the X server) emulates from a touch: the touch itself arrives
        // too. (A touch event's own flag says it is the touch that emulates the pointer; it is kept.)
        switch kind {
        case .buttonPress, .buttonRelease, .motion:
            if gdk_event_get_pointer_emulated(event) != 0 { return nil }
        default:
            break
        }
        var sample = GDKInputSample(kind: kind, time: gdk_event_get_time(event))
        sample.modifierState = gdk_event_get_modifier_state(event).rawValue
        switch kind {
        case .keyPress, .keyRelease:
            readKey(event, into: &sample)
            return sample
        default:
            break
        }
        sample.position = position(of: event, in: widget)
        sample.sequence = UInt(bitPattern: gdk_event_get_event_sequence(event).map { Int(bitPattern: $0) } ?? 0)
        if let tool = gdk_event_get_device_tool(event) {
            switch gdk_device_tool_get_tool_type(tool) {
            case GDK_DEVICE_TOOL_TYPE_PEN, GDK_DEVICE_TOOL_TYPE_BRUSH, GDK_DEVICE_TOOL_TYPE_PENCIL,
                GDK_DEVICE_TOOL_TYPE_AIRBRUSH:
                sample.tool = .pen
            case GDK_DEVICE_TOOL_TYPE_ERASER:
                sample.tool = .eraser
            default:
                break
            }
        }
        switch kind {
        case .scroll: readScroll(event, into: &sample)
        case .touchpadPinch:
            sample.pinchScale = gdk_touchpad_event_get_pinch_scale(event)
            sample.pinchAngleDelta = gdk_touchpad_event_get_pinch_angle_delta(event)
        case .touchpadSwipe:
            var dx = 0.0, dy = 0.0
            gdk_touchpad_event_get_deltas(event, &dx, &dy)
            sample.scrollDelta = CGVector(dx: dx, dy: dy)
        default: break
        }
        if sample.tool != nil {
            sample.pressure = axis(event, GDK_AXIS_PRESSURE)
            sample.tiltX = axis(event, GDK_AXIS_XTILT)
            sample.tiltY = axis(event, GDK_AXIS_YTILT)
            sample.distance = axis(event, GDK_AXIS_DISTANCE)
            sample.axisScale = isWayland(widget) ? .wayland : .normalized
        }
        return sample
    }

    private static func phase(of event: OpaquePointer) -> GDKInputSample.TouchpadPhase {
        switch gdk_touchpad_event_get_gesture_phase(event) {
        case GDK_TOUCHPAD_GESTURE_PHASE_BEGIN: .begin
        case GDK_TOUCHPAD_GESTURE_PHASE_END: .end
        case GDK_TOUCHPAD_GESTURE_PHASE_CANCEL: .cancel
        default: .update
        }
    }

    /// A scroll's deltas: a discrete direction as one click (±1), smooth deltas as GDK gives them; continuous when
    /// they are in surface pixels (`GDK_SCROLL_UNIT_SURFACE`: touchpads) rather than wheel clicks.
    private static func readScroll(_ event: OpaquePointer, into sample: inout GDKInputSample) {
        switch gdk_scroll_event_get_direction(event) {
        case GDK_SCROLL_UP: sample.scrollDelta = CGVector(dx: 0, dy: -1)
        case GDK_SCROLL_DOWN: sample.scrollDelta = CGVector(dx: 0, dy: 1)
        case GDK_SCROLL_LEFT: sample.scrollDelta = CGVector(dx: -1, dy: 0)
        case GDK_SCROLL_RIGHT: sample.scrollDelta = CGVector(dx: 1, dy: 0)
        default:
            var dx = 0.0, dy = 0.0
            gdk_scroll_event_get_deltas(event, &dx, &dy)
            sample.scrollDelta = CGVector(dx: dx, dy: dy)
            sample.scrollIsContinuous = gdk_scroll_event_get_unit(event) == GDK_SCROLL_UNIT_SURFACE
            sample.scrollIsStop = gdk_scroll_event_is_stop(event) != 0
        }
    }

    private static func axis(_ event: OpaquePointer, _ use: GdkAxisUse) -> Double? {
        var value = 0.0
        return gdk_event_get_axis(event, use, &value) != 0 ? value : nil
    }

    /// GDK gives positions on the toplevel's surface; the widget's coordinates are those minus the surface's
    /// transform (its client-side decorations) and the widget's offset in its native widget.
    private static func position(of event: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>) -> CGPoint {
        var x = 0.0, y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(widget) else {
            return .zero
        }
        var sx = 0.0, sy = 0.0
        gtk_native_get_surface_transform(native, &sx, &sy)
        var wx = 0.0, wy = 0.0
        let nativeWidget = gobject(UnsafeMutableRawPointer(native), as: GtkWidget.self)
        guard gtk_widget_translate_coordinates(nativeWidget, widget, x - sx, y - sy, &wx, &wy) != 0 else {
            return CGPoint(x: x - sx, y: y - sy)
        }
        return CGPoint(x: wx, y: wy)
    }

    private static func readKey(_ event: OpaquePointer, into sample: inout GDKInputSample) {
        sample.keycode = gdk_key_event_get_keycode(event)
        sample.characters = text(ofKeyval: gdk_key_event_get_keyval(event))
        var plain: guint = 0
        if let display = gdk_event_get_display(event),
            gdk_display_translate_key(
                display, sample.keycode, GdkModifierType(rawValue: 0), Int32(gdk_key_event_get_layout(event)),
                &plain, nil, nil, nil) != 0
        {
            sample.charactersIgnoringModifiers = text(ofKeyval: plain)
        } else {
            sample.charactersIgnoringModifiers = sample.characters.lowercased()
        }
    }

    /// The text a keyval types: its Unicode character, with Return, Tab, Backspace and Delete as UIKit's keys
    /// type them ("\r", "\t", "\u{8}", "\u{7F}"); "" for keys that type nothing.
    private static func text(ofKeyval keyval: guint) -> String {
        switch Int32(keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return "\r"
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab: return "\t"
        case GDK_KEY_BackSpace: return "\u{8}"
        case GDK_KEY_Delete: return "\u{7F}"
        case GDK_KEY_Escape: return "\u{1B}"
        default: break
        }
        let code = gdk_keyval_to_unicode(keyval)
        guard code > 0x1F, let scalar = Unicode.Scalar(code) else { return "" }
        return String(Character(scalar))
    }

    private static func isWayland(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let display = gtk_widget_get_display(widget) else { return false }
        let name = String(cString: g_type_name_from_instance(gobject(UnsafeMutableRawPointer(display), as: GTypeInstance.self)))
        return name.hasPrefix("GdkWayland")
    }
}
