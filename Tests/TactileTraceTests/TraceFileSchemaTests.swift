import Foundation
import Tactile
import Testing
import TactileTrace

/// The versioned `Codable` schema of trace lines: what a wrong field's error quotes, and what is skipped.
@Suite("Trace file schema")
struct TraceFileSchemaTests {
    @Test("a wrong or missing field's error quotes what was there: strings as they are, anything else as JSON", arguments: [
        (#"{"kind":"digitizer","t":1,"contacts":[{"id":1,"x":1}]}"#, "contacts[].id/x/y", "numbers", #"{"id":1,"x":1}"#),
        (#"{"kind":"digitizer","t":1,"contacts":{"id":1}}"#, "contacts", "a list of contact objects", #"{"id":1}"#),
        (#"{"kind":"digitizer","t":1,"contacts":[3]}"#, "contacts", "a list of contact objects", "[3]"),
        (#"{"kind":"log","t":1,"message":"x","event":"waiting","others":"double"}"#, "others", "a list of recognizer names", "double"),
        (#"{"kind":"log","t":1,"message":"x","event":"prevented","others":["a","b"]}"#, "others", "one recognizer name", #"["a","b"]"#),
        (#"{"kind":"key","t":1,"code":1.5,"down":true}"#, "code", "an integer", "1.5"),
        (#"{"kind":"key","t":1,"code":-1e300,"down":true}"#, "code", "an integer", "-1e+300"),
        (#"{"kind":"key","t":1,"code":4,"down":"yes"}"#, "down", "true or false", "yes"),
        (#"{"kind":"motion","t":1,"sensor":"gyroscope","x":0,"z":0}"#, "y", "a number", "nothing"),
        (#"{"kind":"shake","t":null,"phase":"began"}"#, "t", "a number", "null"),
        (#"{"kind":["header"]}"#, "kind", "a string", #"["header"]"#),
        (#"[1,2]"#, "line", "a JSON object", "[1,2]"),
        (#"{"kind":"header","version":2}"#, "version", "at most 1", "2"),
        (#"{"kind":"header","version":1,"screen":[1,2,3]}"#, "screen", "[width, height]", "[1,2,3]"),
        (#"{"kind":"header","version":1,"screen":[0,480]}"#, "screen", "[width, height], each side 1 to 100000 points", "[0,480]"),
        (#"{"kind":"header","version":1,"screen":[1e300,480]}"#, "screen", "[width, height], each side 1 to 100000 points", "[1e+300,480]"),
        (#"{"kind":"header","version":1,"screen":"big"}"#, "screen", "[width, height], each side 1 to 100000 points", "big"),
    ])
    func errorText(line: String, field: String, expected: String, found: String) {
        #expect(throws: FileParseError(file: "t.jsonl", line: 1, field: field, expected: expected, found: found)) {
            try TraceFile.parse(line, file: "t.jsonl")
        }
    }

    @Test("a motion value too large for a double is an error, not infinity")
    func nonFiniteMotion() {
        #expect {
            try TraceFile.parse(#"{"kind":"motion","t":1,"sensor":"gyroscope","x":1e999,"y":0,"z":0}"#, file: "t.jsonl")
        } throws: { error in
            (error as? FileParseError).map { $0.line == 1 && ($0.field == "x" || $0.field == "x/y/z") } ?? false
        }
    }

    @Test("keys a line kind does not use are skipped, whatever their type; blank lines and CRLF are fine")
    func skipped() throws {
        let text = [
            #"{"kind":"header","version":1,"device":"d","screen":[10,20],"extra":{"a":[1]}}"#,
            "",
            #"{"kind":"digitizer","t":1,"contacts":[{"id":1,"x":2,"y":3,"pressure":"high"}],"frame":"x"}"#,
            "   ",
            #"{"kind":"log","t":2,"message":"m","contact":"one","from":7}"#,
            #"{"kind":"log","t":3,"message":"m","source":"arbitration","event":"waiting","others":["b"],"contact":"one"}"#,
        ].joined(separator: "\r\n")
        let lines = try TraceFile.parse(text)
        #expect(lines == [
            .header(device: "d", screen: CGSize(width: 10, height: 20)),
            .input(.digitizer(DigitizerFrame(timestamp: 1, contacts: [DigitizerContact(id: 1, location: CGPoint(x: 2, y: 3))]))),
            .log(TraceLogRecord(time: 2, message: "m")),
            .log(TraceLogRecord(time: 3, message: "m", source: "arbitration", arbitration: .waiting(for: ["b"]))),
        ])
    }

    @Test("an error's line number counts blank lines")
    func lineNumbers() {
        #expect {
            try TraceFile.parse("\n\n" + #"{"kind":"key","t":1,"code":4}"#, file: "k")
        } throws: { error in
            (error as? FileParseError)?.description == #"k:3: down: expected true or false, found "nothing""#
        }
    }
}
