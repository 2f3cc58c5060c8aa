import Foundation
import Tactile

/// Turns a touchscreen's evdev events into `DigitizerFrame`s: multitouch protocol B (slots), protocol A
/// (`SYN_MT_REPORT`), and single-touch devices (`ABS_X`/`ABS_Y` with `BTN_TOUCH`). A pen is a `.pencil` touch: a
/// multitouch contact whose `ABS_MT_TOOL_TYPE` is `MT_TOOL_PEN`, or a single-touch device's contact while
/// `BTN_TOOL_PEN` or `BTN_TOOL_RUBBER` (the eraser end; also the brush, pencil and airbrush tools) is down, as pen
/// displays and tablets report it.
///
/// A multitouch pen contact's `ABS_MT_PRESSURE` is its `force`, and when the device also has `ABS_TILT_X` and
/// `ABS_TILT_Y` (one tilt for the whole device, reported next to the slots) the current tilt gives it
/// `altitudeAngle` and the azimuth as for a single-touch pen. Finger contacts stay upright (π/2, azimuth 0).
/// A contact's last report, lifted or cancelled, keeps its type and angles. A pen slot whose `ABS_MT_DISTANCE` is
/// above 0 is above the surface: it hovers instead of touching (a pen that was touching lifts), with the distance as
/// `zOffset`; one hover at a time, the lowest such slot's.
///
/// A single-touch pen's `ABS_PRESSURE` is its `force` (a quarter of the range reads as 1.0, as for multitouch
/// pressure), its `ABS_TILT_X`/`ABS_TILT_Y` give `altitudeAngle` and the azimuth (``PenTilt``), and while the tool
/// is in range without touching (its `BTN_TOOL_*` key down, `BTN_TOUCH` up) it hovers: ``feedInput(_:)`` then
/// returns `RawHoverEvent`s that drive `UIHoverGestureRecognizer`, with the pen's angles and its `ABS_DISTANCE` as
/// `zOffset` (0 at the surface, 1 at the axis maximum). The hover ends (a hover event without a
/// location) when the pen touches down or leaves the range, and starts again when it lifts but stays in range.
/// The eraser is a `.pencil` touch too, unless ``TouchscreenMapping/ignoresEraser`` is set.
///
/// No UIKit counterpart: this is the stage where, on iOS, the digitizer's reports become `IOHIDEvent`s.
///
/// Changes take effect together at `SYN_REPORT`. Per slot the last values are kept across contacts, since a device
/// does not re-send unchanged values. A device that never sends `ABS_MT_SLOT` uses slot 0. After `SYN_DROPPED`
/// the events up to the next `SYN_REPORT` make no frame and the contacts in progress are cancelled at that report
/// (a replay cannot resync the way a live device can with ioctls); contacts the device still reports afterwards
/// start anew: a slot still holding a contact begins again, under its tracking id, at the first report that
/// mentions it (it moves, its pressure changes), and a single-touch contact or pen still down (`BTN_TOUCH`) at the
/// next report. Of the events after `SYN_DROPPED`, the slot selected, keys, single-touch axes and tilt are kept as
/// the device's state; a slot's own values are not (their slot may have been selected in the lost events). At the
/// end of a stream, ``finish(at:)`` cancels contacts still down. Protocol A contacts have no tracking ids: they
/// are numbered by their order in the frame, and those still reported after a loss start anew at once.
public struct EvdevTouchDecoder: Sendable {
    private struct Slot {
        var trackingID: Int32 = -1
        var x: Int32 = 0, y: Int32 = 0
        var major: Int32 = 0, minor: Int32 = 0
        var pressure: Int32 = 0
        var toolType: Int32 = 0
        var distance: Int32 = 0
        /// Whether the slot held a contact when events were lost (`SYN_DROPPED`) and the device has reported
        /// nothing for it since: its contact was cancelled, and it starts anew once the device reports the slot
        /// again (a value of it changes, or it gets a new tracking id).
        var awaitsReport = false
    }

    /// `ABS_MT_TOOL_TYPE`'s value for a pen.
    static let mtToolPen: Int32 = 1

    /// The device's axes.
    public let absInfo: [UInt16: EvemuRecording.AbsInfo]
    /// How device coordinates map to screen points.
    public var mapping: TouchscreenMapping

    /// The largest time from the first event that ``frames(of:mapping:start:)`` keeps (2^33 s).
    public static let maximumRelativeTime: TimeInterval = 8_589_934_592

    /// The most slots a device may use; more is treated as invalid input.
    static let maximumSlots = 64

    private let isMultitouch: Bool
    /// Whether the device is a single-touch pen (it reports tilt or distance): its contacts are pencils even before
    /// a tool key says so, as in a recording that starts with the pen already in range.
    private let isPen: Bool
    private var slots: [Slot]
    private var current = 0
    /// The multitouch contacts reported touching, as last reported (for protocol A, by their number).
    private var activeIDs: [Int32: DigitizerContact] = [:]
    /// The pen's tilt (`ABS_TILT_X`, `ABS_TILT_Y`): one for the whole device, single-touch or multitouch.
    private var tiltX: Int32 = 0, tiltY: Int32 = 0
    private var dropping = false
    private var protocolA: [Slot] = []
    private var protocolAPending = Slot()
    private var usesProtocolA = false
    private var single = Slot()
    private var singleDown = false
    /// The single-touch device's pen tool keys down (`BTN_TOOL_PEN` + bit): bit 1 is the eraser.
    private var toolBits: UInt8 = 0
    /// Whether any tool key has been reported: until then a pen device whose position is reported is taken to be
    /// in range.
    private var sawToolKey = false
    private var sawPosition = false
    /// Whether a pen is hovering, and where (screen points); on a multitouch device, the tracking id of its slot.
    private var hovering = false
    private var hoveringID: Int32 = -1
    private var lastHover = RawHoverEvent(timestamp: 0, location: nil)
    /// The hover events the last event completed: one before its frame (the hover ends as the pen touches down),
    /// one after it (the hover starts, moves or ends).
    private var hoverBefore: RawHoverEvent?
    private var hoverAfter: RawHoverEvent?
    /// Whether contact 0 of a single-touch device has been reported touching and not yet ended.
    private var singleActive = false
    private var lastSinglePoint = CGPoint.zero
    private var lastSingleType = UITouch.TouchType.direct
    private var lastSingleAngles: (altitude: CGFloat, azimuth: CGFloat) = (.pi / 2, 0)

    /// Creates a decoder for a device with these axes.
    public init(absInfo: [UInt16: EvemuRecording.AbsInfo], mapping: TouchscreenMapping) {
        self.absInfo = absInfo
        self.mapping = mapping
        self.isMultitouch = absInfo[EvdevCode.absMTPositionX] != nil
        self.isPen = !isMultitouch
            && (absInfo[EvdevCode.absTiltX] != nil || absInfo[EvdevCode.absTiltY] != nil
                || absInfo[EvdevCode.absDistance] != nil)
        let slotCount = absInfo[EvdevCode.absMTSlot].map { Int($0.maximum) + 1 } ?? 1
        self.slots = Array(repeating: Slot(), count: max(1, min(slotCount, Self.maximumSlots)))
    }

    /// Creates a decoder for a recorded device.
    public init(recording: EvemuRecording, mapping: TouchscreenMapping) {
        self.init(absInfo: recording.absInfo, mapping: mapping)
    }

    /// Feeds one event; returns the frame completed by a `SYN_REPORT`, if any.
    ///
    /// A pen's hover is not in the frame: use ``feedInput(_:)`` to receive it too.
    public mutating func feed(_ e: LinuxInputEvent) -> DigitizerFrame? {
        hoverBefore = nil
        hoverAfter = nil
        if dropping {
            if e.type == EvdevCode.evSyn && e.code == EvdevCode.synReport {
                dropping = false
                return resynchronize(at: e.timestamp)
            }
            keepAfterLoss(e)
            return nil
        }
        switch (e.type, e.code) {
        case (EvdevCode.evSyn, EvdevCode.synReport):
            return report(at: e.timestamp)
        case (EvdevCode.evSyn, EvdevCode.synDropped):
            dropping = true
        case (EvdevCode.evSyn, EvdevCode.synMTReport):
            usesProtocolA = true
            // Contacts beyond the most slots a device may use are invalid input, ignored as extra slots are.
            if (protocolAPending.trackingID >= 0 || hasPosition(protocolAPending)) && protocolA.count < Self.maximumSlots {
                protocolA.append(protocolAPending)
            }
            protocolAPending = Slot()
        case (EvdevCode.evAbs, EvdevCode.absTiltX):
            tiltX = e.value
        case (EvdevCode.evAbs, EvdevCode.absTiltY):
            tiltY = e.value
        case (EvdevCode.evAbs, let code) where isMultitouch:
            applyMT(code, e.value)
        case (EvdevCode.evAbs, EvdevCode.absX):
            single.x = e.value
            sawPosition = true
        case (EvdevCode.evAbs, EvdevCode.absY):
            single.y = e.value
            sawPosition = true
        case (EvdevCode.evAbs, EvdevCode.absPressure):
            single.pressure = e.value
        case (EvdevCode.evAbs, EvdevCode.absDistance):
            single.distance = e.value
        case (EvdevCode.evKey, EvdevCode.btnTouch) where !isMultitouch:
            singleDown = e.value != 0
        case (EvdevCode.evKey, let code) where !isMultitouch && (EvdevCode.btnToolPen...EvdevCode.btnToolAirbrush).contains(code):
            let bit = UInt8(1) << (code - EvdevCode.btnToolPen)
            if e.value != 0 { toolBits |= bit } else { toolBits &= ~bit }
            sawToolKey = true
        default:
            break
        }
        return nil
    }

    private func hasPosition(_ s: Slot) -> Bool { s.x != 0 || s.y != 0 }

    /// An event between `SYN_DROPPED` and the next `SYN_REPORT`: it makes no frame, as the frame it belongs to is
    /// incomplete. What it says about the device is kept where its meaning does not depend on the lost events: the
    /// slot selected (`ABS_MT_SLOT`), the keys (`BTN_TOUCH`, the pen's tool keys), the single-touch axes and the
    /// tilt. A slot's own values are not: the slot they belong to may have been selected in the lost events.
    private mutating func keepAfterLoss(_ e: LinuxInputEvent) {
        let kept: Bool
        switch (e.type, e.code) {
        case (EvdevCode.evAbs, EvdevCode.absMTSlot):
            kept = isMultitouch
        case (EvdevCode.evAbs, EvdevCode.absTiltX), (EvdevCode.evAbs, EvdevCode.absTiltY):
            kept = true
        case (EvdevCode.evAbs, EvdevCode.absX), (EvdevCode.evAbs, EvdevCode.absY),
            (EvdevCode.evAbs, EvdevCode.absPressure), (EvdevCode.evAbs, EvdevCode.absDistance), (EvdevCode.evKey, _):
            kept = !isMultitouch
        default:
            kept = false
        }
        guard kept else { return }
        // Applied as outside a loss: none of these events completes a frame.
        dropping = false
        _ = feed(e)
        dropping = true
    }

    private mutating func applyMT(_ code: UInt16, _ value: Int32) {
        if code == EvdevCode.absMTSlot {
            // Slots beyond the device's range (or beyond 64) are invalid input: their events are ignored.
            current = Int(value)
            if current >= slots.count && current < Self.maximumSlots {
                slots.append(contentsOf: Array(repeating: Slot(), count: current - slots.count + 1))
            }
            return
        }
        func set(_ body: (inout Slot) -> Void) {
            // Protocol A devices never send slots or tracking ids; their values go to the pending contact too.
            body(&protocolAPending)
            if current >= 0 && current < slots.count {
                body(&slots[current])
                slots[current].awaitsReport = false  // the device reports the slot again
            }
        }
        switch code {
        case EvdevCode.absMTTrackingID: set { $0.trackingID = value }
        case EvdevCode.absMTPositionX: set { $0.x = value }
        case EvdevCode.absMTPositionY: set { $0.y = value }
        case EvdevCode.absMTTouchMajor: set { $0.major = value }
        case EvdevCode.absMTTouchMinor: set { $0.minor = value }
        case EvdevCode.absMTPressure: set { $0.pressure = value }
        case EvdevCode.absMTToolType: set { $0.toolType = value }
        case EvdevCode.absMTDistance: set { $0.distance = value }
        default: break
        }
    }

    private mutating func report(at time: TimeInterval) -> DigitizerFrame? {
        if usesProtocolA {
            let contacts = protocolA.enumerated().map { i, s in contact(id: i, s, .touching) }
            // Kept as the contacts touching, so that a loss or the end of the stream cancels them.
            activeIDs.removeAll(keepingCapacity: true)
            for c in contacts { activeIDs[Int32(c.id)] = c }
            protocolA.removeAll()
            protocolAPending = Slot()
            return DigitizerFrame(timestamp: time, contacts: contacts)
        }
        guard isMultitouch else { return singleTouchReport(at: time) }
        var contacts: [DigitizerContact] = []
        var seen: Set<Int32> = []
        var hoveringPen: Slot?
        // Two slots claiming one tracking id is invalid input: the lower slot keeps it, so a frame never holds
        // two contacts with the same id.
        for s in slots where s.trackingID >= 0 && !s.awaitsReport && !seen.contains(s.trackingID) {
            seen.insert(s.trackingID)
            if isHoveringPen(s) {
                if hoveringPen == nil { hoveringPen = s }
                continue
            }
            let c = contact(id: Int(s.trackingID), s, .touching)
            contacts.append(c)
            activeIDs[s.trackingID] = c
        }
        // Contacts that ended in this frame, or rose to hover: one last report, lifted where they were.
        for (id, last) in activeIDs where !seen.contains(id) || id == hoveringPen?.trackingID {
            contacts.append(Self.ended(last, .lifted))
            activeIDs[id] = nil
        }
        multitouchHover(hoveringPen, contacts, at: time)
        if contacts.isEmpty { return nil }
        contacts.sort { $0.id < $1.id }
        return DigitizerFrame(timestamp: time, contacts: contacts)
    }

    /// Whether a multitouch slot is a pen above the surface (`ABS_MT_DISTANCE` above 0).
    private func isHoveringPen(_ s: Slot) -> Bool {
        s.toolType == Self.mtToolPen && s.distance > 0 && absInfo[EvdevCode.absMTDistance] != nil
    }

    /// A multitouch pen's hover: it starts or moves while `pen` hovers, and ends when no pen does: before the frame
    /// when the hovering pen touches down in it, after the frame otherwise.
    private mutating func multitouchHover(_ pen: Slot?, _ contacts: [DigitizerContact], at time: TimeInterval) {
        guard let pen else {
            guard hovering else { return }
            hovering = false
            let exit = RawHoverEvent(timestamp: time, location: nil)
            if contacts.contains(where: { $0.id == Int(hoveringID) && $0.state == .touching }) {
                hoverBefore = exit
            } else {
                hoverAfter = exit
            }
            return
        }
        let angles = penAngles()
        var hover = RawHoverEvent(
            timestamp: time, location: contact(id: Int(pen.trackingID), pen, .touching).location,
            altitudeAngle: angles.altitude, azimuthAngle: angles.azimuth)
        if let axis = absInfo[EvdevCode.absMTDistance] {
            hover.zOffset = CGFloat(min(max(TouchscreenMapping.normalized(pen.distance, axis), 0), 1))
        }
        var unchanged = lastHover
        unchanged.timestamp = time
        if !hovering || hover != unchanged { hoverAfter = hover }
        hovering = true
        hoveringID = pen.trackingID
        lastHover = hover
    }

    private mutating func singleTouchReport(at time: TimeInterval) -> DigitizerFrame? {
        // Without both axes there is no position to report: BTN_TOUCH alone starts nothing (and so ends nothing).
        guard let xAxis = absInfo[EvdevCode.absX], let yAxis = absInfo[EvdevCode.absY] else { return nil }
        let eraserBit = UInt8(1) << (EvdevCode.btnToolRubber - EvdevCode.btnToolPen)
        let ignored = mapping.ignoresEraser && toolBits == eraserBit
        let point = mapping.point(x: single.x, y: single.y, xAxis: xAxis, yAxis: yAxis)
        let inRange = toolBits != 0 || (isPen && !sawToolKey && sawPosition)
        if singleDown && !ignored {
            if hovering {
                hovering = false
                hoverBefore = RawHoverEvent(timestamp: time, location: nil)
            }
            singleActive = true
            lastSinglePoint = point
            lastSingleType = toolBits != 0 || isPen ? .pencil : .direct
            lastSingleAngles = lastSingleType == .pencil ? penAngles() : (.pi / 2, 0)
            return DigitizerFrame(
                timestamp: time,
                contacts: [
                    DigitizerContact(
                        id: 0, location: point, type: lastSingleType,
                        force: force(single.pressure, EvdevCode.absPressure),
                        maximumPossibleForce: absInfo[EvdevCode.absPressure] != nil ? mapping.maximumPossibleForce : 0,
                        altitudeAngle: lastSingleAngles.altitude, azimuthAngle: lastSingleAngles.azimuth)
                ])
        }
        var frame: DigitizerFrame?
        if singleActive {
            singleActive = false
            frame = DigitizerFrame(
                timestamp: time,
                contacts: [
                    DigitizerContact(
                        id: 0, location: lastSinglePoint, state: .lifted, type: lastSingleType,
                        altitudeAngle: lastSingleAngles.altitude, azimuthAngle: lastSingleAngles.azimuth)
                ])
        }
        // A pen in range and not touching hovers; leaving the range ends the hover.
        if inRange && !ignored {
            let angles = penAngles()
            var hover = RawHoverEvent(
                timestamp: time, location: point, altitudeAngle: angles.altitude, azimuthAngle: angles.azimuth)
            if let axis = absInfo[EvdevCode.absDistance] {
                hover.zOffset = CGFloat(min(max(TouchscreenMapping.normalized(single.distance, axis), 0), 1))
            }
            var unchanged = lastHover
            unchanged.timestamp = time
            if !hovering || hover != unchanged { hoverAfter = hover }
            hovering = true
            lastHover = hover
        } else if hovering {
            hovering = false
            hoverAfter = RawHoverEvent(timestamp: time, location: nil)
        }
        return frame
    }

    private func contact(id: Int, _ s: Slot, _ state: DigitizerContact.State) -> DigitizerContact {
        let xAxis = absInfo[EvdevCode.absMTPositionX] ?? .init(minimum: 0, maximum: 1)
        let yAxis = absInfo[EvdevCode.absMTPositionY] ?? .init(minimum: 0, maximum: 1)
        let scale = mapping.pointsPerUnit(xAxis: xAxis)
        let hasPressure = absInfo[EvdevCode.absMTPressure] != nil
        let isPen = s.toolType == Self.mtToolPen
        let angles: (altitude: CGFloat, azimuth: CGFloat) = isPen ? penAngles() : (.pi / 2, 0)
        return DigitizerContact(
            id: id, location: mapping.point(x: s.x, y: s.y, xAxis: xAxis, yAxis: yAxis), state: state,
            type: isPen ? .pencil : .direct,
            force: force(s.pressure, EvdevCode.absMTPressure),
            maximumPossibleForce: hasPressure ? mapping.maximumPossibleForce : 0,
            majorRadius: CGFloat(s.major) * scale / 2, majorRadiusTolerance: 0,
            altitudeAngle: angles.altitude, azimuthAngle: angles.azimuth)
    }

    /// The last report of a contact that ended: where it was, with its type and angles.
    private static func ended(_ last: DigitizerContact, _ state: DigitizerContact.State) -> DigitizerContact {
        DigitizerContact(
            id: last.id, location: last.location, state: state, type: last.type,
            altitudeAngle: last.altitudeAngle, azimuthAngle: last.azimuthAngle)
    }

    /// A pen's altitude and azimuth (screen coordinates) from the device's tilt; upright without tilt axes.
    private func penAngles() -> (altitude: CGFloat, azimuth: CGFloat) {
        guard let tx = absInfo[EvdevCode.absTiltX], let ty = absInfo[EvdevCode.absTiltY] else { return (.pi / 2, 0) }
        let tilt = PenTilt(x: tiltX, y: tiltY, xAxis: tx, yAxis: ty)
        return (tilt.altitudeAngle, tilt.azimuthAngle(on: mapping))
    }

    /// The force of a pressure value: a quarter of the axis range is 1.0 (with the default mapping); values
    /// outside the range (invalid input) are clamped to it.
    private func force(_ pressure: Int32, _ code: UInt16) -> CGFloat {
        guard let axis = absInfo[code], axis.maximum > axis.minimum else { return 0 }
        let normalized = min(max(TouchscreenMapping.normalized(pressure, axis), 0), 1)
        return CGFloat(normalized) * mapping.maximumPossibleForce
    }

    /// The end of a loss (the `SYN_REPORT` after `SYN_DROPPED`): the contacts in progress are cancelled, since
    /// what happened to them meanwhile is unknown. The device's state is kept: a slot that still holds a contact
    /// starts anew, under its tracking id, at the first report that mentions it again (a finger or pen still down
    /// moves or changes pressure); a single-touch contact still down (`BTN_TOUCH`) starts anew at the next report.
    /// A replay cannot ask the device for its state as a live client does after a loss (`EVIOCGMTSLOTS`,
    /// `EVIOCGABS`), so the reports that follow stand in for it. A slot the device never mentions again starts
    /// nothing: a contact whose lift was among the lost events does not come back as a touch that never ends.
    private mutating func resynchronize(at time: TimeInterval) -> DigitizerFrame? {
        for i in slots.indices where slots[i].trackingID >= 0 { slots[i].awaitsReport = true }
        return cancelContacts(at: time)
    }

    private mutating func cancelAll(at time: TimeInterval) -> DigitizerFrame? {
        for i in slots.indices { slots[i].trackingID = -1 }
        singleDown = false
        return cancelContacts(at: time)
    }

    /// Cancels the contacts reported touching (and ends a hover); the slots and keys are left as they are.
    private mutating func cancelContacts(at time: TimeInterval) -> DigitizerFrame? {
        protocolA.removeAll()
        protocolAPending = Slot()
        // Only contacts that were reported touching are cancelled: a cancel for a contact the application never
        // saw would be a silently wrong event.
        var contacts = activeIDs.sorted { $0.key < $1.key }.map { Self.ended($0.value, .cancelled) }
        activeIDs.removeAll()
        if singleActive {
            singleActive = false
            if !contacts.contains(where: { $0.id == 0 }) {
                contacts.insert(
                    DigitizerContact(id: 0, location: lastSinglePoint, state: .cancelled, type: lastSingleType), at: 0)
            }
        }
        if hovering {
            hovering = false
            hoverAfter = RawHoverEvent(timestamp: time, location: nil)
        }
        guard !contacts.isEmpty else { return nil }
        return DigitizerFrame(timestamp: time, contacts: contacts)
    }

    /// Ends the stream: contacts still down are cancelled (recordings may end with fingers down).
    public mutating func finish(at time: TimeInterval) -> DigitizerFrame? {
        hoverBefore = nil
        hoverAfter = nil
        return cancelAll(at: time)
    }

    /// Feeds one event; returns what it completes, in order: a pen's hover ending as it touches down, the frame of
    /// a `SYN_REPORT`, and a pen's hover starting, moving or ending (see the type's description).
    public mutating func feedInput(_ e: LinuxInputEvent) -> [RawInputEvent] {
        // Not `completed(feed(e))`: that would read the hover of the event before, as `self` is taken first.
        let frame = feed(e)
        return completed(frame)
    }

    /// Ends the stream as ``finish(at:)`` does, and ends a pen's hover still in progress.
    public mutating func finishInput(at time: TimeInterval) -> [RawInputEvent] {
        let frame = finish(at: time)
        return completed(frame)
    }

    private func completed(_ frame: DigitizerFrame?) -> [RawInputEvent] {
        var out: [RawInputEvent] = []
        if let hoverBefore { out.append(.hover(hoverBefore)) }
        if let frame { out.append(.digitizer(frame)) }
        if let hoverAfter { out.append(.hover(hoverAfter)) }
        return out
    }

    /// Decodes a whole recording into frames, ending with ``finish(at:)``. Times are made relative to the first
    /// event and offset by `start`.
    ///
    /// Times are kept within ±``maximumRelativeTime`` of the first event (about 285 years): a recording whose
    /// timestamps jump further (garbage in a binary stream) gets its later events at that bound, in order, instead
    /// of a time that cannot be represented.
    public static func frames(
        of recording: EvemuRecording, mapping: TouchscreenMapping, start: TimeInterval = 0
    ) -> [DigitizerFrame] {
        inputEvents(of: recording, mapping: mapping, start: start).compactMap {
            if case .digitizer(let frame) = $0 { frame } else { nil }
        }
    }

    /// Decodes a whole recording as ``frames(of:mapping:start:)`` does, with a pen's hover events among the frames
    /// (``feedInput(_:)``), ending with ``finishInput(at:)``.
    public static func inputEvents(
        of recording: EvemuRecording, mapping: TouchscreenMapping, start: TimeInterval = 0
    ) -> [RawInputEvent] {
        var decoder = EvdevTouchDecoder(recording: recording, mapping: mapping)
        let t0 = recording.events.first?.timestamp ?? 0
        var out: [RawInputEvent] = []
        for e in recording.events {
            var shifted = e
            let t = min(max(e.timestamp - t0, -maximumRelativeTime), maximumRelativeTime) + start
            shifted.seconds = Int64(t.rounded(.down))
            shifted.microseconds = Int64(((t - Double(shifted.seconds)) * 1_000_000).rounded())
            out += decoder.feedInput(shifted)
        }
        let end = min(max((recording.events.last?.timestamp ?? t0) - t0, -maximumRelativeTime), maximumRelativeTime)
        out += decoder.finishInput(at: end + start)
        return out
    }
}
