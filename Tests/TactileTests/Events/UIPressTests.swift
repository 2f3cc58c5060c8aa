import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Tests for UIPress and press events: requirements EVT-05, RSP-10, FR-06, decisions GAP-04 and DIS-18.

/// What a press handler saw of one press.
private struct PressSighting: Equatable {
    var method: String
    var phase: UIPress.Phase
    var timestamp: TimeInterval
    var allPresses: [String]
}

/// A recording view that also captures each press's state during the call.
@MainActor
private final class PressProbeView: RecordingView {
    var sightings: [PressSighting] = []
    var presses: [UIPress] = []
    var events: [UIPressesEvent] = []

    private func capture(_ method: String, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        for p in presses {
            self.presses.append(p)
            let all = (event?.allPresses ?? []).map { log.label(for: $0) }.sorted()
            sightings.append(PressSighting(method: method, phase: p.phase, timestamp: p.timestamp, allPresses: all))
        }
        if let event { events.append(event) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        capture("began", presses, event)
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        capture("ended", presses, event)
        super.pressesEnded(presses, with: event)
    }
}

/// A window that records the presses that reach it.
@MainActor
private final class PressRecordingWindow: UIWindow {
    var log: [String] = []
    var responders: [UIResponder?] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("window.pressesBegan(\(presses.count))")
        responders += presses.map(\.responder)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("window.pressesEnded(\(presses.count))")
    }
}

@MainActor
private func pressTestsKey(
    _ sim: TouchSimulator, _ code: UIKeyboardHIDUsage, down: Bool, characters: String = "",
    ignoringModifiers: String? = nil, modifiers: UIKeyModifierFlags = [], type: UIPress.PressType? = nil
) {
    sim.application.enqueue(
        .key(
            RawKeyEvent(
                timestamp: sim.now, keyCode: code, pressType: type, isDown: down, characters: characters,
                charactersIgnoringModifiers: ignoringModifiers, modifierFlags: modifiers)))
    sim.scheduler.runDueActions()
}

@MainActor
@Suite("UIPress")
struct PressTests {
    /// A key window with a first-responder probe view.
    private func makeScene() -> (TouchSimulator, UIWindow, PressProbeView, EventLog) {
        let log = EventLog()
        let scene = SingleViewScene { _ in
            PressProbeView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        }
        scene.view.acceptsFirstResponder = true
        _ = scene.view.becomeFirstResponder()
        return (scene.simulator, scene.window, scene.view, log)
    }

    @Test("GAP-04, EVT-05: a key going down and up gives pressesBegan then pressesEnded with one UIPress")
    func keyDownUp() {
        let (sim, window, view, log) = makeScene()
        #expect(view.isFirstResponder)
        let t0 = sim.now
        pressTestsKey(sim, .keyboardA, down: true, characters: "A", ignoringModifiers: "a", modifiers: [.shift])
        sim.advance(by: 0.25)
        pressTestsKey(sim, .keyboardA, down: false, characters: "A", ignoringModifiers: "a", modifiers: [.shift])

        #expect(log.lines == ["V.pressesBegan(p1)", "V.pressesEnded(p1)"])
        #expect(view.presses.count == 2)
        #expect(view.presses[0] === view.presses[1])
        #expect(view.sightings.map(\.phase) == [.began, .ended])
        #expect(view.sightings.map(\.timestamp) == [t0, t0 + 0.25])
        let press = view.presses[0]
        #expect(press.key?.keyCode == .keyboardA)
        #expect(press.key?.characters == "A")
        #expect(press.key?.charactersIgnoringModifiers == "a")
        #expect(press.key?.modifierFlags == [.shift])
        #expect(press.type == nil)  // an ordinary key has no named press type
        #expect(press.responder === view)
        #expect(press.window === window)
        #expect(press.gestureRecognizers == nil)
        #expect(view.events.count == 2)
        #expect(view.events.allSatisfy { $0.type == .presses && $0.subtype == .none })
    }

    @Test("GAP-04: named buttons carry UIKit's press type")
    func pressType() {
        let (sim, _, view, log) = makeScene()
        pressTestsKey(sim, .keyboardUpArrow, down: true, type: .upArrow)
        pressTestsKey(sim, .keyboardUpArrow, down: false, type: .upArrow)
        pressTestsKey(sim, .keyboardReturnOrEnter, down: true, type: .select)
        pressTestsKey(sim, .keyboardReturnOrEnter, down: false, type: .select)
        #expect(log.lines == ["V.pressesBegan(p1)", "V.pressesEnded(p1)", "V.pressesBegan(p2)", "V.pressesEnded(p2)"])
        #expect(view.presses.map(\.type) == [.upArrow, .upArrow, .select, .select])
        #expect(view.presses.map { $0.key?.keyCode } == [
            .keyboardUpArrow, .keyboardUpArrow, .keyboardReturnOrEnter, .keyboardReturnOrEnter,
        ])
    }

    @Test("GAP-04: press types and modifier flags have UIKit's raw values")
    func rawValues() {
        let types: [UIPress.PressType] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(UIPress.PressType.pageUp.rawValue == 30)
        #expect(UIPress.PressType.pageDown.rawValue == 31)
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 1 << 16)
        #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(UIKeyModifierFlags.control.rawValue == 1 << 18)
        #expect(UIKeyModifierFlags.alternate.rawValue == 1 << 19)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags.numericPad.rawValue == 1 << 21)
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 0x04)
        #expect(UIKeyboardHIDUsage.keyboardEscape.rawValue == 0x29)
    }

    @Test("GAP-04: a press stays bound to the responder it began with, even if the first responder changes")
    func responderBindingForLife() {
        let (sim, window, view, log) = makeScene()
        let other = PressProbeView("W", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        other.acceptsFirstResponder = true
        window.addSubview(other)

        pressTestsKey(sim, .keyboardA, down: true, characters: "a")
        #expect(other.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        pressTestsKey(sim, .keyboardA, down: false, characters: "a")
        // The next press goes to the new first responder.
        pressTestsKey(sim, .keyboardZ, down: true, characters: "z")
        pressTestsKey(sim, .keyboardZ, down: false, characters: "z")

        #expect(log.lines == ["V.pressesBegan(p1)", "V.pressesEnded(p1)", "W.pressesBegan(p2)", "W.pressesEnded(p2)"])
        #expect(view.presses.allSatisfy { $0.responder === view })
        #expect(other.presses.allSatisfy { $0.responder === other })
    }

    @Test("GAP-04: auto-repeat (a second key-down for a held key) is ignored")
    func autoRepeatIgnored() {
        let (sim, _, view, log) = makeScene()
        pressTestsKey(sim, .keyboardA, down: true, characters: "a")
        for _ in 0..<3 {
            sim.advance(by: 0.05)
            pressTestsKey(sim, .keyboardA, down: true, characters: "a")
        }
        pressTestsKey(sim, .keyboardA, down: false, characters: "a")
        // A key-up without a key-down is ignored too.
        pressTestsKey(sim, .keyboardA, down: false, characters: "a")
        #expect(log.lines == ["V.pressesBegan(p1)", "V.pressesEnded(p1)"])
        #expect(view.presses[0] === view.presses[1])
    }

    @Test("GAP-04: allPresses holds every held press; unchanged ones are stationary and not delivered")
    func allPresses() {
        let (sim, _, view, log) = makeScene()
        var phaseOfFirstWhileSecondBegan: UIPress.Phase?
        pressTestsKey(sim, .keyboardA, down: true, characters: "a")
        let first = view.presses[0]
        pressTestsKey(sim, .keyboardZ, down: true, characters: "z")
        phaseOfFirstWhileSecondBegan = view.events.last?.allPresses.first { $0 === first }?.phase
        pressTestsKey(sim, .keyboardA, down: false, characters: "a")
        pressTestsKey(sim, .keyboardZ, down: false, characters: "z")

        #expect(log.lines == ["V.pressesBegan(p1)", "V.pressesBegan(p2)", "V.pressesEnded(p1)", "V.pressesEnded(p2)"])
        #expect(view.sightings.map(\.allPresses) == [["p1"], ["p1", "p2"], ["p1", "p2"], ["p2"]])
        #expect(phaseOfFirstWhileSecondBegan == .stationary)
    }

    @Test("FR-06, DIS-18: with no first responder, presses go to the key window")
    func keyWindowWithoutFirstResponder() {
        let sim = TouchSimulator()
        let window = PressRecordingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: sim.application)
        window.makeKeyAndVisible()
        pressTestsKey(sim, .keyboardA, down: true, characters: "a")
        pressTestsKey(sim, .keyboardA, down: false, characters: "a")
        #expect(window.log == ["window.pressesBegan(1)", "window.pressesEnded(1)"])
        #expect(window.responders.count == 1)
        #expect(window.responders.first.flatMap { $0 } === window)
    }

    @Test("DIS-18: presses go to the key window's first responder, not another window's")
    func onlyKeyWindow() {
        let sim = TouchSimulator()
        let log = EventLog()
        let back = sim.makeWindow()
        let backView = PressProbeView("Back", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        backView.acceptsFirstResponder = true
        back.addSubview(backView)
        #expect(backView.becomeFirstResponder())
        let key = PressRecordingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: sim.application)
        key.makeKeyAndVisible()
        #expect(key.isKeyWindow && !back.isKeyWindow)
        pressTestsKey(sim, .keyboardA, down: true, characters: "a")
        pressTestsKey(sim, .keyboardA, down: false, characters: "a")
        #expect(log.lines.isEmpty)
        #expect(key.log == ["window.pressesBegan(1)", "window.pressesEnded(1)"])
    }

    @Test("RSP-10, DIS-08: a responder that calls super passes presses up the responder chain")
    func pressesBubble() {
        let (sim, _, view, log) = makeScene()
        let child = PressProbeView("C", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        child.acceptsFirstResponder = true
        child.forwardsToSuper = true
        view.addSubview(child)
        #expect(child.becomeFirstResponder())
        pressTestsKey(sim, .keyboardA, down: true, characters: "a")
        pressTestsKey(sim, .keyboardA, down: false, characters: "a")
        #expect(log.lines == ["C.pressesBegan(p1)", "V.pressesBegan(p1)", "C.pressesEnded(p1)", "V.pressesEnded(p1)"])
        #expect(view.presses.allSatisfy { $0.responder === child })
    }

    @Test("GAP-04: a key that goes down with no key window is dropped until it comes up")
    func keyWithoutKeyWindow() {
        let sim = TouchSimulator()
        pressTestsKey(sim, .keyboardA, down: true, characters: "a")
        let window = PressRecordingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: sim.application)
        window.makeKeyAndVisible()
        pressTestsKey(sim, .keyboardA, down: false, characters: "a")
        #expect(window.log.isEmpty)
        pressTestsKey(sim, .keyboardA, down: true, characters: "a")
        pressTestsKey(sim, .keyboardA, down: false, characters: "a")
        #expect(window.log == ["window.pressesBegan(1)", "window.pressesEnded(1)"])
    }
}
