// libFuzzer target: a binary stream of `struct input_event` records (`LinuxInputEvent.decode`), decoded by
// `EvdevTouchDecoder` for four kinds of device (multitouch with slots, multitouch without a slot axis, single
// touch, a pen with tilt and hover), then replayed into a real application.
import Foundation
import FuzzSupport
import Tactile
import TactileLinux

private func axis(_ min: Int32, _ max: Int32) -> EvemuRecording.AbsInfo { .init(minimum: min, maximum: max) }

/// The devices, chosen by the input's first byte.
private let devices: [[UInt16: EvemuRecording.AbsInfo]] = [
    [EvdevCode.absMTSlot: axis(0, 9), EvdevCode.absMTPositionX: axis(0, 1000), EvdevCode.absMTPositionY: axis(0, 1000),
     EvdevCode.absMTTrackingID: axis(0, 65535), EvdevCode.absMTPressure: axis(0, 255),
     EvdevCode.absX: axis(0, 1000), EvdevCode.absY: axis(0, 1000)],
    [EvdevCode.absMTPositionX: axis(-500, 500), EvdevCode.absMTPositionY: axis(0, 0)],
    [EvdevCode.absX: axis(0, 4095), EvdevCode.absY: axis(0, 4095), EvdevCode.absPressure: axis(0, 1)],
    // A pen display: tilt with a resolution (units per radian) and without, distance, pressure.
    [EvdevCode.absX: axis(0, 4095), EvdevCode.absY: axis(0, 4095), EvdevCode.absPressure: axis(0, 2047),
     EvdevCode.absDistance: axis(0, 63), EvdevCode.absTiltX: .init(minimum: -64, maximum: 63, resolution: 57),
     EvdevCode.absTiltY: axis(0, 127)],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputEvents(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    guard let selector = bytes.first else { return 0 }
    let stream = Array(bytes.dropFirst())
    let events: [LinuxInputEvent]
    do {
        events = try LinuxInputEvent.decode(stream)
        fuzzCheck(events.count * LinuxInputEvent.recordSize == stream.count, "decoded \(events.count) of \(stream.count) bytes")
    } catch {
        let whole: Int = stream.count / 24 * 24
        let rest: Int = stream.count % 24
        let expected = LinuxInputDecodingError.truncatedRecord(offset: whole, remaining: rest)
        fuzzCheck((error as? LinuxInputDecodingError) == expected, "wrong truncation error \(error) for \(stream.count) bytes")
        return 0
    }
    // Reassembly from reads of uneven sizes, as EvdevReader reads a pipe: the same records in the same order.
    var assembler = InputEventAssembler()
    var reassembled: [LinuxInputEvent] = []
    var position = 0, step = Int(selector) % 29 + 1
    while position < stream.count {
        let end = min(stream.count, position + step)
        reassembled += assembler.append(stream[position..<end])
        position = end
        step = step * 5 % 61 + 1
    }
    fuzzCheck(reassembled == events && assembler.pending.isEmpty, "reassembly differs from decoding in one piece")
    var recording = EvemuRecording()
    recording.absInfo = devices[Int(selector) % devices.count]
    recording.events = events
    let mapping = TouchscreenMapping(screenSize: CGSize(width: 800, height: 600), flipX: selector & 0x10 != 0)
    let frames = EvdevTouchDecoder.frames(of: recording, mapping: mapping)
    checkFrames(frames, context: "input_event")
    // The live path: the same events fed one by one, as EvdevReader does.
    var decoder = EvdevTouchDecoder(recording: recording, mapping: mapping)
    var live: [DigitizerFrame] = []
    for e in events { if let f = decoder.feed(e) { live.append(f) } }
    if let f = decoder.finish(at: events.last?.timestamp ?? 0) { live.append(f) }
    checkFrames(live, context: "input_event (live)")
    // With a pen's hover: the same frames, in the same order, and every angle finite.
    let input = EvdevTouchDecoder.inputEvents(of: recording, mapping: mapping)
    let inputFrames = input.compactMap { event -> DigitizerFrame? in
        guard case .digitizer(let f) = event else { return nil }
        return f
    }
    fuzzCheck(inputFrames == frames, "inputEvents gives other frames than frames(of:)")
    for f in frames {
        for c in f.contacts {
            fuzzCheck(c.altitudeAngle.isFinite && c.azimuthAngle.isFinite && c.force.isFinite, "a non-finite pen value: \(c)")
        }
    }
    MainActor.assumeIsolated { replayIntoApplication(input) }
    return 0
}
