import Foundation
import Testing
import Tactile
import TactileStrokes

/// The `.strokes` template file format: what it writes reads back equal, and every mistake is a typed error that
/// names the line and field.
@Suite("Stroke template files")
struct StrokeTemplateSetTests {
    @Test("the built-in set and a multistroke template round-trip through the text format")
    func roundTrip() throws {
        var set = BuiltInStrokeTemplates.dollarOneSet
        set.append(StrokeTemplate(name: "x two strokes", strokes: [[CGPoint(x: 0, y: 0), CGPoint(x: 10.25, y: 10)],
            [CGPoint(x: 10, y: 0), CGPoint(x: -0.5, y: 1e-3)]]))
        let text = set.text
        #expect(text.hasPrefix("tactile-strokes 1\ntemplate arrow\nstroke "))
        let read = try StrokeTemplateSet(text: text)
        #expect(read == set)
        #expect(read.names.count == 17)
        #expect(read.containsMultistrokes)
    }

    @Test("a file with a byte-order mark, comments and blank lines reads; it writes and reads back from disk")
    func fileOnDisk() throws {
        let text = "\u{FEFF}# my gestures\n\ntactile-strokes 1\ntemplate zig zag\n  stroke 0,0 10,10 20,0\n# end\n"
        let set = try StrokeTemplateSet(text: text)
        #expect(set.templates == [StrokeTemplate(name: "zig zag", points: [
            CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 0)])])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strokes-\(UUID().uuidString).strokes")
        defer { try? FileManager.default.removeItem(at: url) }
        try set.write(to: url)
        #expect(try StrokeTemplateSet(contentsOf: url) == set)
    }

    @Test("bad input names the file, line and field", arguments: [
        ("template a\nstroke 0,0 1,1\n", 1, "header"),
        ("tactile-strokes 2\n", 1, "header"),
        ("", 1, "header"),
        ("tactile-strokes 1\nstroke 0,0 1,1\n", 2, "stroke"),
        ("tactile-strokes 1\ntemplate a\nstroke 0,0 1;1\n", 3, "stroke point 2"),
        ("tactile-strokes 1\ntemplate a\nstroke 0,0 nan,1\n", 3, "stroke point 2"),
        ("tactile-strokes 1\ntemplate a\nstroke 0,0 1,2,3\n", 3, "stroke point 2"),
        ("tactile-strokes 1\ntemplate a\nstroke\n", 3, "stroke"),
        ("tactile-strokes 1\ntemplate\n", 2, "template"),
        ("tactile-strokes 1\ntemplate a\n\ntemplate b\nstroke 0,0\n", 2, "template a"),
        ("tactile-strokes 1\ntemplate a\nstroke 0,0 1,1\ntemplate b\n", 4, "template b"),
        ("tactile-strokes 1\ntemplate a\npoints 0,0\n", 3, "keyword"),
    ])
    func errors(text: String, line: Int, field: String) {
        #expect {
            try StrokeTemplateSet(text: text, file: "g.strokes")
        } throws: { error in
            guard let e = error as? FileParseError else { return false }
            return e.file == "g.strokes" && e.line == line && e.field == field && !e.expected.isEmpty
        }
    }

    @Test("an unreadable file is a typed error at line 0")
    func missingFile() {
        #expect {
            try StrokeTemplateSet(contentsOf: URL(fileURLWithPath: "/nonexistent/none.strokes"))
        } throws: { error in
            (error as? FileParseError).map { $0.line == 0 && $0.field == "file" } ?? false
        }
    }

    @Test("the error's description reads file:line: field: expected …, found …")
    func description() {
        let e = FileParseError(file: "a.strokes", line: 3, field: "stroke point 2", expected: "X,Y", found: "1;1")
        #expect(e.description == "a.strokes:3: stroke point 2: expected X,Y, found \"1;1\"")
    }
}
