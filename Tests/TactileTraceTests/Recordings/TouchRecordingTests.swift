import Foundation
import Tactile
import Testing
import TactileTrace

/// Reading any recording format into frames on a screen (`tactile replay` and `tactile strokes-template`).
@Suite("Touch recordings")
struct TouchRecordingTests {
    @Test("an evemu recording without a resolution maps onto the default screen, or onto the placement's, turned")
    func evemu() throws {
        let own = try TouchRecording(EvemuRecordingTests.sample, file: "touch.events", placement: TouchscreenPlacement())
        #expect(own.device == "Test Touch")
        #expect(own.source == "5 events")
        #expect(own.screenSize == CGSize(width: 1280, height: 800))
        #expect(own.sizing.basis == .defaultScreen)
        #expect(own.sizing.summary == "panel x 0…799, y 0…479 (no resolution reported) → the default 1280 × 800 pt screen")
        let x = try #require(own.frames.first?.contacts.first?.location.x)
        #expect(abs(x - 100.0 / 799 * 1280) < 1e-9)
        let turned = try TouchRecording(
            EvemuRecordingTests.sample, file: "touch.events", placement: TouchscreenPlacement(rotation: 1))
        #expect(turned.screenSize == CGSize(width: 800, height: 1280))
        let scaled = try TouchRecording(
            EvemuRecordingTests.sample, file: "touch.events",
            placement: TouchscreenPlacement(screenSize: CGSize(width: 1598, height: 958)))
        #expect(scaled.screenSize == CGSize(width: 1598, height: 958))
        #expect(scaled.frames.first?.contacts.first?.location == CGPoint(x: 200, y: 0))
    }

    @Test("a recording without touch axes is a typed error that says so")
    func noTouchAxes() {
        let keyboard = """
            # EVEMU 1.3
            N: Keys
            I: 0003 046d c31c 0110
            P: 00 00 00 00 00 00 00 00
            B: 00 03 00 00 00 00 00 00 00
            E: 0.000001 0001 001e 0001
            E: 0.000001 0000 0000 0000
            """
        #expect(throws: TouchRecordingError.noTouchAxes(file: "keys.events")) {
            try TouchRecording(keyboard, file: "keys.events", placement: TouchscreenPlacement())
        }
        #expect(TouchRecordingError.noTouchAxes(file: "k").localizedDescription.contains("is it a touchscreen recording?"))
    }

    @Test("a trace keeps its points and its header's screen unless the placement gives one; bad text names the line")
    func trace() throws {
        let frame = DigitizerFrame(timestamp: 1, contacts: [DigitizerContact(id: 1, location: CGPoint(x: 10, y: 20))])
        let text = [
            TraceFile.header(device: "pad", screen: CGSize(width: 600, height: 400)),
            try #require(TraceFile.line(for: .digitizer(frame))),
        ].joined(separator: "\n") + "\n"
        let recording = try TouchRecording(text, file: "run.jsonl", placement: TouchscreenPlacement(rotation: 3))
        #expect(recording.device == "pad")
        #expect(recording.source == "2 trace lines")
        #expect(recording.screenSize == CGSize(width: 600, height: 400))
        #expect(recording.frames.map(\.timestamp) == [1])
        #expect(recording.frames.first?.contacts.map(\.location) == [CGPoint(x: 10, y: 20)])
        let placed = try TouchRecording(
            text, file: "run.jsonl", placement: TouchscreenPlacement(screenSize: CGSize(width: 100, height: 100)))
        #expect(placed.screenSize == CGSize(width: 100, height: 100))
        #expect(placed.frames == recording.frames)
        #expect(throws: FileParseError.self) {
            try TouchRecording("{not json", file: "bad.jsonl", placement: TouchscreenPlacement())
        }
    }

    @Test("a trace whose touch frames go back in time is refused with the line, both times and the earlier line")
    func timeGoesBack() {
        let text = """
            {"device":"d","kind":"header","screen":[320,480],"version":1}
            {"contacts":[{"id":1,"state":"touching","x":1,"y":1}],"kind":"digitizer","t":2}

            {"contacts":[{"id":1,"state":"touching","x":1,"y":1}],"kind":"digitizer","t":2}
            {"contacts":[{"id":1,"state":"lifted","x":1,"y":1}],"kind":"digitizer","t":1.5}
            """
        #expect(throws: FileParseError(
            file: "back.jsonl", line: 5, field: "t",
            expected: "a time at or after 2.0, the time of line 4 (a trace's times never go back)", found: "1.5")) {
            try TouchRecording(text, file: "back.jsonl", placement: TouchscreenPlacement())
        }
    }
}
