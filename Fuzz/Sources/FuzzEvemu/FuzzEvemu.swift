// libFuzzer target: evemu text (`EvemuRecording.parse`), then the touch decoder and a real application.
import Foundation
import FuzzSupport
import Tactile
import TactileLinux

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let lineCount = lineCount(text)
    let recording: EvemuRecording
    do {
        recording = try EvemuRecording.parse(text, file: "fuzz.evemu")
    } catch let error as FileParseError {
        fuzzCheck(error.file == "fuzz.evemu", "error names the wrong file: \(error)")
        fuzzCheck((1...max(1, lineCount)).contains(error.line), "error line \(error.line) of \(lineCount): \(error)")
        return 0
    } catch {
        fuzzCheck(false, "EvemuRecording.parse threw \(type(of: error)), not FileParseError: \(error)")
        return 0
    }
    let frames = EvdevTouchDecoder.frames(
        of: recording, mapping: TouchscreenMapping(screenSize: CGSize(width: 800, height: 600)))
    checkFrames(frames, context: "evemu")
    // The live path: the device classified from its description, its events translated as EvdevReader does
    // (touches, media keys, SYN_DROPPED).
    var translator = EvdevEventTranslator(description: EvdevDeviceDescription(recording))
    var live: [RawInputEvent] = []
    for e in recording.events { live += translator.feed(e) }
    live += translator.finish()
    checkFrames(live.compactMap { if case .digitizer(let f) = $0 { f } else { nil } }, context: "evemu (translator)")
    MainActor.assumeIsolated { replayIntoApplication(frames.map { .digitizer($0) }) }
    return 0
}
