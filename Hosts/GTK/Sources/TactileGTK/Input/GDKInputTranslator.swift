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
/// - **Mouse** (`GDK_BUTTON_PRESS`, `GDK_MOTION_NOTIFY`, `GDK_BUTTON_RELEASE` of the primary button): one
///   `.indirectPointer` contact from press to release, as iPadOS makes a click. Motion with no button down is
///   hover (`RawHoverEvent`, for `UIHoverGestureRecognizer`); leaving the widget ends it.
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

    var clock = GDKEventClock()
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
            guard button == 1, pointerID == nil else { return [] }
            let id = newID()
            pointerID = id
            isHovering = false
            contacts[id] = pointerContact(id: id, sample)
            return [frame(at: time)]
        case .motion:
            if let id = pointerID {
                contacts[id] = pointerContact(id: id, sample)
                return [frame(at: time)]
            }
            isHovering = true
            return [.hover(hover(sample, at: time))]
        case .buttonRelease(let button):
            guard button == 1, let id = pointerID else { return [] }
            pointerID = nil
            var contact = pointerContact(id: id, sample)
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

    private func pointerContact(id: Int, _ s: GDKInputSample) -> DigitizerContact {
        guard s.tool != nil else { return DigitizerContact(id: id, location: s.position, type: .indirectPointer) }
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
