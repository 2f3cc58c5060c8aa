import Foundation
import Testing

/// `tactile record` sizes the screen as `tactile replay` does, says so, and names the canvas scene in the trace.
@Suite("tactile record: the screen mapping")
struct RecordMappingTests {
    /// Raw `struct input_event` records (64-bit time): a touch at (16000, 16000) that lifts.
    static func events() -> Data {
        var data = Data()
        func add(_ usec: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) {
            for v in [Int64(0), usec] { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
            withUnsafeBytes(of: type.littleEndian) { data.append(contentsOf: $0) }
            withUnsafeBytes(of: code.littleEndian) { data.append(contentsOf: $0) }
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        add(0, 3, 0x39, 1)
        add(0, 3, 0x35, 16000)
        add(0, 3, 0x36, 16000)
        add(0, 0, 0, 0)
        add(50_000, 3, 0x39, -1)
        add(50_000, 0, 0, 0)
        return data
    }

    @Test("a panel without a resolution is recorded on the stated default screen; the mapping is printed")
    func defaultScreen() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        let input = files.path("events.bin")
        try Self.events().write(to: URL(fileURLWithPath: input))
        let description = try files.write("panel.desc", CLIFixtures.panel())
        let output = files.path("out.jsonl")
        let run = try runTactile(["record", "--device", input, "--description", description, "-o", output])
        #expect(run.status == 0)
        #expect(run.stderr.contains(
            "mapping: panel x 0…32767, y 0…32767 (no resolution reported) → the default 1280 × 800 pt screen"))
        let header = try String(contentsOfFile: output, encoding: .utf8).prefix { $0 != "\n" }
        #expect(header.contains(#""scene":"canvas""#))
        #expect(header.contains(#""screen":[1280,800]"#))
    }
}
