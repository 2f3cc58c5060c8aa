import CGtk
import Foundation
import Tactile
import TactileTrace

/// Turns GDK's events into Tactile's raw input: the part of the host that iOS's backboardd and UIKit's event
/// dispatcher play (no UIKit counterpart).
///
/// What each event becomes:
/// - **Touches** (`GDK_TOUCH_BEGIN`, `_UPDATE`, `_END`, `_CANCEL`): one `.direct` contact per event sequence. The
///   first touch of Broadway has a NULL sequence; it is a touch like any other.
/// - **Mouse** (`GDK_BUTTON_PRESS`, `GDK_MOTION_NOTIFY`, `GDK_BUTTON_RELEASE`): one `.indirectPointer` contact from
///   the first button's press to the last button's release, as iPadOS makes a click, with the buttons held when it
///   began as its `buttonMask` (GDK's button 1 is `.primary`, 3 `.secondary`, 2 the middle button, `.button(3)`).
///   Motion with no button down is hover (`RawHoverEvent`, for `UIHoverGestureRecognizer`); leaving the widget
///   ends it.
/// - **Scrolling** (`GDK_SCROLL`): a wheel's clicks are `.discrete` scrolls of ``wheelStep`` points per click, each a
///   lone `.changed` (Tactile begins and ends the gesture around a run of clicks); a touchpad's smooth scroll is a
///   `.continuous` scroll that begins at its first event and ends at GDK's stop event. GDK's deltas scroll the view
///   (positive is right and down); a `RawScrollEvent`'s translation is the content's movement, so the sign flips.
/// - **Touchpad pinch** (`GDK_TOUCHPAD_PINCH`): `RawTransformEvent` with GDK's scale since the pinch began and the
///   angle deltas added up (radians, clockwise), for `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer`.
/// - **Touchpad swipe** (`GDK_TOUCHPAD_SWIPE`, three or more fingers): a `.continuous` scroll following the
///   fingers.
/// - **Pens** (events whose device tool is a pen or an eraser): `.pencil` contacts. Pressure 0…1 becomes force on
///   UIKit's scale, 0…``maximumPenForce``; the two tilts become altitude and azimuth through
///   `PenTilt` (X11 reports each tilt as −1…1 of the device's range, read as ±64° as libinput does for
///   Wacom pens; Wayland reports degrees); a hovering pen's distance (0…1, or 0…65535 on Wayland) becomes the hover
///   event's `zOffset`.
/// - **Keys** (`GDK_KEY_PRESS`, `GDK_KEY_RELEASE`): `RawKeyEvent` with the key's HID usage (from its
///   hardware keycode, evdev + 8), its characters with and without modifiers, and the modifier flags.
///
/// Every digitizer frame lists every contact still down (a snapshot), as `DigitizerFrame` requires.
/// Pointer events that GDK emulates from touches are not passed in (the widget drops them), so one finger is one
/// touch. Times go through ``GDKEventClock``.
@MainActor
final class GDKInputTranslator {
    /// The force of a pen pressed as hard as it reports (pressure 1), on UIKit's scale: 4, as for a Linux pen and
    /// the playground's pens.
    static let maximumPenForce: CGFloat = 4

    /// How far one wheel click scrolls, in points: 40, about three lines of text (GTK scrolls a page by a step that
    /// depends on the page's size; UIKit does not document its own).
    static let wheelStep: CGFloat = 40

    var clock = GDKEventClock()
    private var heldButtons: Set<UInt32> = []
    private var isScrollingContinuously = false
    private var pinchRotation: CGFloat = 0
    private var isPinching = false
    /// The contacts down, by id.
    private(set) var contacts: [Int: DigitizerContact] = [:]
    private var touchIDs: [UInt: Int] = [:]
    private var pointerID: Int?
    private var nextID = 1
    private var isHovering = false
    private var pressedKeys: Set<UInt32> = []

    /// The raw input `sample` makes (none for an event that changes nothing), stamped on the time base whose
    /// current time is `now`.
    func events(for sample: GDKInputSample, now: TimeInterval) -> [RawInputEvent] {
        let time = clock.time(ofEventMilliseconds: sample.time, now: now)
        switch sample.kind {
        case .touchBegin:
            let id = touchIDs[sample.sequence] ?? newID()
            touchIDs[sample.sequence] = id
            contacts[id] = DigitizerContact(id: id, location: sample.position, type: .direct)
            return [frame(at: time)]
        case .touchUpdate:
            guard let id = touchIDs[sample.sequence] else { return [] }
            contacts[id]?.location = sample.position
            return [frame(at: time)]
        case .touchEnd, .touchCancel:
            guard let id = touchIDs.removeValue(forKey: sample.sequence) else { return [] }
            contacts[id]?.location = sample.position
            contacts[id]?.state = sample.kind == .touchEnd ? .lifted : .cancelled
            return [frame(at: time)]
        case .buttonPress(let button):
            // A pen's barrel buttons do not touch; a mouse's every button does.
            guard sample.tool == nil || button == 1 else { return [] }
            heldButtons.insert(button)
            guard pointerID == nil else { return [] }  // the contact keeps the buttons it began with
            let id = newID()
            pointerID = id
            isHovering = false
            contacts[id] = pointerContact(id: id, sample, buttons: Self.buttonMask(heldButtons))
            return [frame(at: time)]
        case .motion:
            if let id = pointerID {
                contacts[id] = pointerContact(id: id, sample, buttons: contacts[id]?.buttonMask)
                return [frame(at: time)]
            }
            isHovering = true
            return [.hover(hover(sample, at: time))]
        case .buttonRelease(let button):
            heldButtons.remove(button)
            guard heldButtons.isEmpty || sample.tool != nil, let id = pointerID else { return [] }
            heldButtons = []
            pointerID = nil
            var contact = pointerContact(id: id, sample, buttons: contacts[id]?.buttonMask)
            contact.state = .lifted
            contacts[id] = contact
            return [frame(at: time)]
        case .enter:
            return []
        case .leave, .proximityOut:
            // GTK keeps sending a pressed pointer's motion outside the widget (an implicit grab): only hover ends.
            guard isHovering, pointerID == nil else { return [] }
            isHovering = false
            return [.hover(RawHoverEvent(timestamp: time, location: nil))]
        case .scroll:
            return scroll(sample, at: time)
        case .touchpadPinch(let phase):
            return pinch(sample, phase: phase, at: time)
        case .touchpadSwipe(let phase):
            let gesturePhase = Self.phase(phase)
            let translation = phase == .begin ? CGVector.zero : sample.scrollDelta
            return [.scroll(RawScrollEvent(
                timestamp: time, location: sample.position, translation: translation, type: .continuous,
                phase: gesturePhase, modifierFlags: Self.modifierFlags(sample.modifierState)))]
        case .keyPress:
            // A key held down repeats its press; UIKit sends one pressesBegan for it.
            guard pressedKeys.insert(sample.keycode).inserted else { return [] }
            return [.key(key(sample, at: time))]
        case .keyRelease:
            pressedKeys.remove(sample.keycode)
            return [.key(key(sample, at: time))]
        }
    }

    /// A frame cancelling every contact down (the widget was unmapped or lost its grab), or `nil` when none is.
    func cancelAll(now: TimeInterval) -> RawInputEvent? {
        guard !contacts.isEmpty else { return nil }
        for id in contacts.keys { contacts[id]?.state = .cancelled }
        touchIDs = [:]
        pointerID = nil
        heldButtons = []
        return frame(at: max(now, lastFrameTime))
    }

    private var lastFrameTime: TimeInterval = -.infinity

    /// The snapshot of every contact, then forgets those that lifted or were cancelled.
    private func frame(at time: TimeInterval) -> RawInputEvent {
        lastFrameTime = time
        let snapshot = contacts.keys.sorted().compactMap { contacts[$0] }
        contacts = contacts.filter { $0.value.state == .touching }
        return .digitizer(DigitizerFrame(timestamp: time, contacts: snapshot))
    }

    private func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private func scroll(_ s: GDKInputSample, at time: TimeInterval) -> [RawInputEvent] {
        let flags = Self.modifierFlags(s.modifierState)
        func event(_ translation: CGVector, _ phase: RawGesturePhase) -> RawInputEvent {
            .scroll(RawScrollEvent(
                timestamp: time, location: s.position, translation: translation,
                type: s.scrollIsContinuous ? .continuous : .discrete, phase: phase, modifierFlags: flags))
        }
        guard s.scrollIsContinuous else {
            let d = s.scrollDelta
            return [event(CGVector(dx: -d.dx * Self.wheelStep, dy: -d.dy * Self.wheelStep), .changed)]
        }
        var events: [RawInputEvent] = []
        if !isScrollingContinuously {
            isScrollingContinuously = true
            events.append(event(.zero, .began))
        }
        if s.scrollIsStop {
            isScrollingContinuously = false
            events.append(event(.zero, .ended))
        } else {
            events.append(event(CGVector(dx: -s.scrollDelta.dx, dy: -s.scrollDelta.dy), .changed))
        }
        return events
    }

    private func pinch(_ s: GDKInputSample, phase: GDKInputSample.TouchpadPhase, at time: TimeInterval) -> [RawInputEvent] {
        if phase == .begin {
            pinchRotation = 0
            isPinching = true
        } else {
            guard isPinching else { return [] }
            pinchRotation += CGFloat(s.pinchAngleDelta)
        }
        if phase == .end || phase == .cancel { isPinching = false }
        return [.transform(RawTransformEvent(
            timestamp: time, location: s.position, phase: Self.phase(phase),
            scale: phase == .begin ? 1 : CGFloat(s.pinchScale), rotation: pinchRotation,
            modifierFlags: Self.modifierFlags(s.modifierState)))]
    }

    static func phase(_ phase: GDKInputSample.TouchpadPhase) -> RawGesturePhase {
        switch phase {
        case .begin: .began
        case .update: .changed
        case .end: .ended
        case .cancel: .cancelled
        }
    }

    /// UIKit's button mask for GDK's buttons: 1 (left) primary, 3 (right) secondary, 2 (middle) button 3, and the
    /// side buttons 8 and 9 buttons 4 and 5.
    static func buttonMask(_ buttons: Set<UInt32>) -> UIEvent.ButtonMask {
        var mask: UIEvent.ButtonMask = []
        for button in buttons {
            switch button {
            case 1: mask.insert(.primary)
            case 3: mask.insert(.secondary)
            case 2: mask.insert(.button(3))
            case 8, 9: mask.insert(.button(Int(button) - 4))
            default: break
            }
        }
        return mask
    }

    private func pointerContact(id: Int, _ s: GDKInputSample, buttons: UIEvent.ButtonMask? = nil) -> DigitizerContact {
        guard s.tool != nil else {
            return DigitizerContact(id: id, location: s.position, type: .indirectPointer, buttonMask: buttons ?? .primary)
        }
        let tilt = Self.tilt(s)
        let force = CGFloat(min(max(s.pressure ?? 0, 0), 1)) * Self.maximumPenForce
        return DigitizerContact(
            id: id, location: s.position, type: .pencil, force: force,
            maximumPossibleForce: s.pressure == nil ? 0 : Self.maximumPenForce,
            altitudeAngle: tilt.altitudeAngle, azimuthAngle: tilt.azimuthAngle)
    }

    private func hover(_ s: GDKInputSample, at time: TimeInterval) -> RawHoverEvent {
        guard s.tool != nil else { return RawHoverEvent(timestamp: time, location: s.position) }
        let tilt = Self.tilt(s)
        var z = s.distance ?? 0
        if s.axisScale == .wayland { z /= 65535 }
        return RawHoverEvent(
            timestamp: time, location: s.position, zOffset: CGFloat(min(max(z, 0), 1)),
            altitudeAngle: tilt.altitudeAngle, azimuthAngle: tilt.azimuthAngle)
    }

    /// The pen's tilt in degrees: X11 normalizes each axis to −1…1 of the device's range, read as ±64°
    /// (`PenTilt.defaultRangeDegrees`); Wayland gives degrees.
    static func tilt(_ s: GDKInputSample) -> PenTilt {
        let scale = s.axisScale == .wayland ? 1 : PenTilt.defaultRangeDegrees
        return PenTilt(xDegrees: (s.tiltX ?? 0) * scale, yDegrees: (s.tiltY ?? 0) * scale)
    }

    private func key(_ s: GDKInputSample, at time: TimeInterval) -> RawKeyEvent {
        let usage = EvdevKeyUsage.usage(gdkKeycode: s.keycode)
        let name = EvdevKeyUsage.inputName(usage: usage)
        return RawKeyEvent(
            timestamp: time, keyCode: usage, isDown: s.kind == .keyPress, characters: name ?? s.characters,
            charactersIgnoringModifiers: name ?? s.charactersIgnoringModifiers,
            modifierFlags: Self.modifierFlags(s.modifierState))
    }

    /// UIKit's modifier flags for GDK's modifier state: Shift, Caps Lock (`.alphaShift`), Control, Alt
    /// (`.alternate`), and Super or Meta (`.command`, the key a PC keyboard has where a Mac's has ⌘).
    static func modifierFlags(_ state: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if state & GDK_SHIFT_MASK.rawValue != 0 { flags.insert(.shift) }
        if state & GDK_LOCK_MASK.rawValue != 0 { flags.insert(.alphaShift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { flags.insert(.control) }
        if state & GDK_ALT_MASK.rawValue != 0 { flags.insert(.alternate) }
        if state & (GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue) != 0 { flags.insert(.command) }
        return flags
    }
}
