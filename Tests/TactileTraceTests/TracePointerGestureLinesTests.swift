import Foundation
import Tactile
import Testing
import TactileTrace
import TactileTesting

/// Scroll and transform lines, and the contacts' `"buttons"`: written, read back, replayed; older lines unchanged.
@Suite("Tactile trace: wheel, trackpad and pointer buttons")
struct TracePointerGestureLinesTests {
    @Test("scroll and transform events and pointer buttons read back identically")
    func roundTrip() throws {
        let events: [RawInputEvent] = [
            .scroll(RawScrollEvent(
                timestamp: 1, location: CGPoint(x: 10.5, y: 20), translation: CGVector(dx: 0, dy: -40),
                type: .discrete, phase: .changed)),
            .scroll(RawScrollEvent(
                timestamp: 1.25, location: CGPoint(x: 11, y: 21), translation: CGVector(dx: 3.5, dy: -1.25),
                type: .continuous, phase: .began, modifierFlags: [.command, .shift])),
            .scroll(RawScrollEvent(
                timestamp: 1.5, location: CGPoint(x: 11, y: 21), translation: .zero, type: .continuous,
                phase: .cancelled)),
            .transform(RawTransformEvent(
                timestamp: 2, location: CGPoint(x: 5, y: 6), phase: .changed, scale: 1.75, rotation: -0.5,
                modifierFlags: .control)),
            .transform(RawTransformEvent(timestamp: 2.5, location: CGPoint(x: 5, y: 6), phase: .ended)),
            .digitizer(DigitizerFrame(timestamp: 3, contacts: [
                DigitizerContact(id: 1, location: CGPoint(x: 1, y: 2), type: .indirectPointer, buttonMask: .secondary),
                DigitizerContact(id: 2, location: CGPoint(x: 3, y: 4), type: .indirectPointer),
                DigitizerContact(id: 3, location: CGPoint(x: 5, y: 6), buttonMask: .primary),
            ])),
        ]
        let text = events.map { TraceFile.line(for: $0)! }.joined(separator: "\n")
        let lines = try TraceFile.parse(text)
        #expect(lines == events.map { .input($0) })
        #expect(text.contains(#""buttons":2"#))
        #expect(text.contains(#""modifiers":1179648"#))  // shift (1 << 17) and command (1 << 20)
    }

    @Test("the lines' text: keys sorted, modifiers and default buttons left out")
    func text() throws {
        let scroll = RawScrollEvent(
            timestamp: 1, location: CGPoint(x: 2, y: 3), translation: CGVector(dx: 0, dy: -40), type: .discrete,
            phase: .changed)
        #expect(TraceFile.line(for: .scroll(scroll))
            == #"{"dx":0,"dy":-40,"kind":"scroll","phase":"changed","t":1,"type":"discrete","x":2,"y":3}"#)
        let transform = RawTransformEvent(
            timestamp: 1, location: CGPoint(x: 2, y: 3), phase: .began, scale: 1, rotation: 0)
        #expect(TraceFile.line(for: .transform(transform))
            == #"{"kind":"transform","phase":"began","rotation":0,"scale":1,"t":1,"x":2,"y":3}"#)
        // A default pointer contact is written as before buttons existed.
        let frame = DigitizerFrame(
            timestamp: 1, contacts: [DigitizerContact(id: 1, location: CGPoint(x: 2, y: 3), type: .indirectPointer)])
        #expect(TraceFile.line(for: .digitizer(frame))
            == #"{"contacts":[{"force":0,"id":1,"radius":0,"state":"touching","type":"pointer","x":2,"y":3}],"kind":"digitizer","t":1}"#)
    }

    @Test("a pointer contact without buttons, from an older trace, reads as a primary click")
    func olderContact() throws {
        let lines = try TraceFile.parse(
            #"{"contacts":[{"id":1,"type":"pointer","x":2,"y":3}],"kind":"digitizer","t":1}"#)
        guard case .input(.digitizer(let frame))? = lines.first else {
            Issue.record("no frame read")
            return
        }
        #expect(frame.contacts.first?.buttonMask == .primary)
    }

    @Test("malformed scroll and transform lines are rejected with the line and field", arguments: [
        (#"{"kind":"scroll","t":1,"x":0,"y":0,"type":"discrete"}"#, "phase"),
        (#"{"kind":"scroll","t":1,"x":0,"y":0,"type":"wheel","phase":"changed"}"#, "type"),
        (#"{"kind":"scroll","t":1,"x":0,"type":"discrete","phase":"changed"}"#, "y"),
        (#"{"kind":"scroll","t":1,"x":0,"y":0,"dy":"down","type":"discrete","phase":"changed"}"#, "dy"),
        (#"{"kind":"scroll","t":1,"x":0,"y":0,"type":"discrete","phase":"changed","modifiers":1.5}"#, "modifiers"),
        (#"{"kind":"transform","t":1,"x":0,"y":0,"phase":"pinching"}"#, "phase"),
        (#"{"kind":"transform","x":0,"y":0,"phase":"began"}"#, "t"),
        (#"{"kind":"transform","t":1,"x":0,"y":0,"phase":"changed","scale":"big"}"#, "scale"),
        (#"{"kind":"digitizer","t":1,"contacts":[{"id":1,"x":1,"y":1,"buttons":-1}]}"#, "contacts[].buttons"),
        (#"{"kind":"digitizer","t":1,"contacts":[{"id":1,"x":1,"y":1,"buttons":"left"}]}"#, "contacts[].buttons"),
    ])
    func errors(line: String, field: String) {
        expectTraceError(line: line, field: field)
    }

    @Test("a recorded wheel scroll replays through the pipeline and scrolls a scroll view again")
    @MainActor
    func replay() throws {
        func scene(_ sim: TouchSimulator) -> UIScrollView {
            let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let scroll = UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 320, height: 2000)
            window.addSubview(scroll)
            return scroll
        }
        let recording = TouchSimulator()
        let recorded = scene(recording)
        var text = ""
        recording.application.inputObserver = { raw in
            if let line = TraceFile.line(for: raw) { text += line + "\n" }
        }
        recording.scroll(by: CGVector(dx: 0, dy: -90), at: CGPoint(x: 100, y: 100), type: .discrete, steps: 3)
        recording.trackpadPinch(scale: 2, at: CGPoint(x: 100, y: 100), steps: 2)
        #expect(recorded.contentOffset.y == 90)
        let input = try TraceFile.parse(text).compactMap { line -> RawInputEvent? in
            if case .input(let e) = line { e } else { nil }
        }
        #expect(input.count == 3 + 4)
        let replaying = TouchSimulator()
        let replayed = scene(replaying)
        replaying.replay(input)
        replaying.advance(by: 1)
        #expect(replayed.contentOffset == recorded.contentOffset)
    }
}
