import Foundation
import Testing
import Tactile
@testable import TactileEvaluation
import TactileStrokes

/// The $1 gesture-log reader on small hand-made files in the format of the $1 study's logs (Wobbrock, Wilson & Li,
/// UIST 2007): what it reads, and the typed error (file, line, field) for each kind of bad input.
@Suite("$1 gesture logs")
struct DollarOneGestureLogTests {
    static func xml(
        name: String = "check01", subject: String = "2", speed: String = "fast", numPts: String? = nil,
        points: [(String, String, String)] = [("90", "187", "11596101"), ("92", "187", "11596158"), ("94", "189", "11596174")]
    ) -> String {
        let count = numPts ?? String(points.count)
        var text = "\u{FEFF}<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n"
        text += "<Gesture Name=\"\(name)\" Subject=\"\(subject)\" Speed=\"\(speed)\" Number=\"1\" NumPts=\"\(count)\" "
        text += "Millseconds=\"73\" AppName=\"Gestures\" AppVer=\"3.5.0.0\" Date=\"Monday, March 05, 2007\" TimeOfDay=\"9:15:03 PM\">\n"
        for (x, y, t) in points { text += "  <Point X=\"\(x)\" Y=\"\(y)\" T=\"\(t)\" />\n" }
        text += "</Gesture>\n"
        return text
    }

    @Test("a log reads with its gesture class, subject, speed and points (BOM and declaration skipped)")
    func reads() throws {
        let log = try DollarOneGestureLog(xml: Self.xml())
        #expect(log.name == "check01")
        #expect(log.gesture == "check")
        #expect(log.subject == 2)
        #expect(log.speed == "fast")
        #expect(log.points == [
            .init(x: 90, y: 187, t: 11596101), .init(x: 92, y: 187, t: 11596158), .init(x: 94, y: 189, t: 11596174),
        ])
        #expect(log.stroke == [CGPoint(x: 90, y: 187), CGPoint(x: 92, y: 187), CGPoint(x: 94, y: 189)])
        let underscored = try DollarOneGestureLog(xml: Self.xml(name: "left_sq_bracket10"))
        #expect(underscored.gesture == "left_sq_bracket")
    }

    @Test("bad input is a typed error naming the file, line and field", arguments: [
        (xml(points: [("90", "187", "1"), ("9x", "187", "2")]), 4, "Point X"),
        (xml(points: [("90", "187", "1"), ("91", "", "2")]), 4, "Point Y"),
        (xml(numPts: "5"), 2, "NumPts"),
        (xml(subject: "two"), 2, "Gesture Subject"),
        (xml(subject: "2.5"), 2, "Subject"),
        (xml(name: "0001"), 2, "Name"),
        (xml(points: []), 2, "Point"),
        ("<?xml version=\"1.0\"?>\n<Other/>\n", 3, "Gesture"),
        ("<Point X=\"1\" Y=\"2\" T=\"3\" />\n<Gesture Name=\"a1\" Subject=\"1\" Speed=\"fast\">\n", 1, "Point"),
        ("<Gesture Name=\"a1\" Subject=\"1\" Speed=\"fast\">\n<Point X=\"1\" Y=\"2\" T=\"3\"", 2, "Point"),
        ("<Gesture Name=\"a1\" Subject=\"1\" Speed=\"fast\">\n<Point X=1 Y=\"2\" T=\"3\" />", 2, "Point X"),
    ])
    func errors(text: String, line: Int, field: String) {
        #expect {
            try DollarOneGestureLog(xml: text, file: "check01.xml")
        } throws: { error in
            guard let e = error as? FileParseError else { return false }
            return e.file == "check01.xml" && e.line == line && e.field == field && !e.expected.isEmpty
        }
    }

    @Test("a missing file is a typed error; files(in:) lists .xml files recursively in path order")
    func files() throws {
        #expect(throws: FileParseError.self) {
            try DollarOneGestureLog(contentsOf: URL(fileURLWithPath: "/nonexistent/check01.xml"))
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dollar1-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("s02/fast"), withIntermediateDirectories: true)
        try Self.xml(name: "v01").write(to: dir.appendingPathComponent("s02/fast/v01.xml"), atomically: true, encoding: .utf8)
        try Self.xml(name: "caret01").write(
            to: dir.appendingPathComponent("s02/caret01.xml"), atomically: true, encoding: .utf8)
        try "notes".write(to: dir.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let files = DollarOneGestureLog.files(in: dir).map(\.lastPathComponent)
        #expect(files == ["caret01.xml", "v01.xml"])
        #expect(try DollarOneGestureLog(contentsOf: dir.appendingPathComponent("s02/fast/v01.xml")).gesture == "v")
    }
}
