// libFuzzer target: Tactile's trace JSONL (`TactileTrace.parse`). Every trace that reads must write back line by
// line and read again to the same lines; its input events are replayed into a real application.
import Foundation
import FuzzSupport
import Tactile
import TactileLinux

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let lines: [TactileTrace.Line]
    do {
        lines = try TactileTrace.parse(text, file: "fuzz.jsonl")
    } catch let error as RecordingParseError {
        let count = lineCount(text)
        fuzzCheck((1...max(1, count)).contains(error.line), "error line \(error.line) of \(count): \(error)")
        return 0
    } catch {
        fuzzCheck(false, "TactileTrace.parse threw \(type(of: error)), not RecordingParseError: \(error)")
        return 0
    }
    var written: [String] = []
    var events: [RawInputEvent] = []
    for line in lines {
        switch line {
        case .header(let device, let screen):
            written.append(TactileTrace.header(device: device, screen: screen))
        case .input(let event):
            guard let text = TactileTrace.line(for: event) else {
                fuzzCheck(false, "a parsed event has no line: \(event)")
                return 0
            }
            written.append(text)
            events.append(event)
        case .log(let record):
            written.append(TactileTrace.logLine(record))
        }
    }
    let again: [TactileTrace.Line]
    do {
        again = try TactileTrace.parse(written.joined(separator: "\n"), file: "rewritten.jsonl")
    } catch {
        fuzzCheck(false, "a written trace does not read back: \(error)\n\(written.joined(separator: "\n"))")
        return 0
    }
    fuzzCheck(again == lines, "a trace does not read back as written:\n\(lines)\n\(again)")
    MainActor.assumeIsolated { replayIntoApplication(events) }
    return 0
}
