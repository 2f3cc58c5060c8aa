// libFuzzer target: libinput record YAML (`LibinputRecording.parse`), then the touch decoder.
import Foundation
import FuzzSupport
import Tactile
import TactileLinux

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinputYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let recording: EvemuRecording
    do {
        recording = try LibinputRecording.parse(text, file: "fuzz.yaml")
    } catch let error as FileParseError {
        fuzzCheck(error.file == "fuzz.yaml", "error names the wrong file: \(error)")
        fuzzCheck(error.line >= 0, "negative line: \(error)")
        return 0
    } catch {
        fuzzCheck(false, "LibinputRecording.parse threw \(type(of: error)), not FileParseError: \(error)")
        return 0
    }
    let frames = EvdevTouchDecoder.frames(
        of: recording, mapping: TouchscreenMapping(screenSize: CGSize(width: 800, height: 600), rotation: 1))
    checkFrames(frames, context: "libinput")
    return 0
}
