// Reading a recording's text, for the synthetic recording and the 3M one alike: the whole text, and the same text
// cut after the frame that holds its middle event. A parse allocates a fixed amount for the header (YAML composes
// libinput's, with a node and a string for every value) and for the events array's growth, and should allocate
// nothing for each further event; the difference between the two benchmarks, divided by the events between them,
// is that per-event figure, which run.sh checks (at most 0.01 an event: the array's growth).
import Benchmark
import BenchmarkScenes
import Foundation
import TactileLinux

/// The text formats a recording is read from.
enum RecordingTextFormat {
    case evemu, libinput

    func parse(_ text: String, file: String) throws -> EvemuRecording {
        switch self {
        case .evemu: try EvemuRecording.parse(text, file: file)
        case .libinput: try LibinputRecording.parse(text, file: file)
        }
    }

    /// The type and code of the event on `line`, or `nil` when the line holds no event.
    func typeAndCode(_ line: Substring) -> (type: Int, code: Int)? {
        switch self {
        case .evemu:
            // E: <seconds>.<microseconds> <type> <code> <value>, in hexadecimal but the value.
            guard line.hasPrefix("E:") else { return nil }
            let fields = line.split(separator: " ")
            guard fields.count >= 5, let type = Int(fields[2], radix: 16), let code = Int(fields[3], radix: 16)
            else { return nil }
            return (type, code)
        case .libinput:
            // - [seconds, microseconds, type, code, value] # comment
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("- ["), let close = trimmed.firstIndex(of: "]") else { return nil }
            let fields = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<close].split(separator: ",")
            let numbers = fields.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 5 else { return nil }
            return (numbers[2], numbers[3])
        }
    }

    /// `text` without the events after the frame that holds its middle event (the frame's SYN_REPORT is kept, and
    /// whatever follows the last event line).
    func firstHalf(of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let eventLines = lines.indices.filter { typeAndCode(lines[$0]) != nil }
        guard let last = eventLines.last else { return text }
        var cut = eventLines[eventLines.count / 2]
        while cut < last, typeAndCode(lines[cut]).map({ $0 != (0, 0) }) ?? true { cut += 1 }
        return (lines[...cut] + lines[(last + 1)...]).joined(separator: "\n")
    }
}

/// Registers "`name`" (reading `text`) and "`name`, first half" (reading its first half; see the file's comment).
func parseBenchmarks(_ name: String, text: String, format: RecordingTextFormat, file: String, note: String) {
    let half = format.firstHalf(of: text)
    guard let whole = try? format.parse(text, file: file), let firstHalf = try? format.parse(half, file: file),
        firstHalf.events.count < whole.events.count, firstHalf.events.count > 0
    else {
        FileHandle.standardError.write(Data("Recordings: \(file) does not read back whole and halved\n".utf8))
        exit(1)
    }
    for (benchmarkName, text, events, note) in [
        (name, text, whole.events.count, note),
        (name + ", first half", half, firstHalf.events.count,
            "the same text cut after the frame of its middle event; run.sh subtracts it to find what each event allocates"),
    ] {
        describe(benchmarkName, per: events, "event", note: note)
        Benchmark(benchmarkName, configuration: configuration()) { benchmark in
            benchmark.startMeasurement()
            let parsed = try? format.parse(text, file: file)
            benchmark.stopMeasurement()
            blackHole(parsed?.events.count)
        }
    }
}
