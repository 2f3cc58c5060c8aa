// libFuzzer target: Tactile's trace JSONL (`TraceFile.parse`). Every trace that reads must write back line by
// line and read again to the same lines; its input events are replayed into a real application.
import Foundation
import FuzzSupport
import Tactile
import TactileLinux

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let lines: [TraceFile.Line]
    do {
        lines = try TraceFile.parse(text, file: "fuzz.jsonl")
    } catch let error as FileParseError {
        let count = lineCount(text)
        fuzzCheck((1...max(1, count)).contains(error.line), "error line \(error.line) of \(count): \(error)")
        return 0
    } catch {
        fuzzCheck(false, "TraceFile.parse threw \(type(of: error)), not FileParseError: \(error)")
        return 0
    }
    var written: [String] = []
    var events: [RawInputEvent] = []
    for line in lines {
        switch line {
        case .header(let device, let screen):
            written.append(TraceFile.header(device: device, screen: screen))
        case .input(let event):
            guard let text = TraceFile.line(for: event) else {
                fuzzCheck(false, "a parsed event has no line: \(event)")
                return 0
            }
            written.append(text)
            events.append(event)
        case .log(let record):
            written.append(TraceFile.logLine(record))
        }
    }
    let again: [TraceFile.Line]
    do {
        again = try TraceFile.parse(written.joined(separator: "\n"), file: "rewritten.jsonl")
    } catch {
        fuzzCheck(false, "a written trace does not read back: \(error)\n\(written.joined(separator: "\n"))")
        return 0
    }
    // Same lines, same kinds. Exact equality is checked from the first rewrite on: JSONSerialization can read a
    // number far beyond any real time or position (1e39 s, a fuzz finding) one ulp away from the double it then
    // writes, so the first reading may differ from the rewritten one in the last bit; after that it must be stable.
    fuzzCheck(again.count == lines.count, "a trace reads back with \(again.count) lines, not \(lines.count)")
    for (a, b) in zip(lines, again) {
        switch (a, b) {
        case (.header, .header), (.input, .input), (.log, .log): break
        default: fuzzCheck(false, "line \(a) reads back as \(b)")
        }
    }
    var rewritten: [String] = []
    for line in again {
        switch line {
        case .header(let device, let screen): rewritten.append(TraceFile.header(device: device, screen: screen))
        case .input(let event): rewritten.append(TraceFile.line(for: event) ?? "")
        case .log(let record): rewritten.append(TraceFile.logLine(record))
        }
    }
    let third = try? TraceFile.parse(rewritten.joined(separator: "\n"), file: "rewritten-twice.jsonl")
    fuzzCheck(third == again, "a rewritten trace is not stable:\n\(again)\n\(String(describing: third))")
    MainActor.assumeIsolated { replayIntoApplication(events) }
    return 0
}
