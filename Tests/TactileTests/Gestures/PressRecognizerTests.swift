import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Presses reach the gesture recognizers of the first responder's view and its ancestors before the responder
/// (UIKit: `pressesBegan` on `UIGestureRecognizer`, `allowedPressTypes`, the delegate's `shouldReceive press`).
@MainActor
@Suite("Presses and gesture recognizers")
struct PressRecognizerTests {
    let sim = TouchSimulator()
    let log = EventLog()

    /// Recognizes a click of the select button.
    final class SelectClick: UIGestureRecognizer {
        let log: EventLog
        init(log: EventLog) {
            self.log = log
            super.init(target: nil, action: nil)
            allowedPressTypes = [UIPress.PressType.select.rawValue as NSNumber]
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
            super.pressesBegan(presses, with: event)
            log.record("R", "pressesBegan", presses: presses)
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
            super.pressesEnded(presses, with: event)
            log.record("R", "pressesEnded", presses: presses)
            state = .recognized
        }
    }

    final class Declines: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { false }
    }

    func press(_ type: UIPress.PressType?, down: Bool) {
        sim.application.enqueue(.key(RawKeyEvent(
            timestamp: sim.now, keyCode: .keyboardReturnOrEnter, pressType: type, isDown: down)))
        sim.scheduler.runDueActions()
    }

    func scene() -> (RecordingView, SelectClick, [String]) {
        let window = sim.makeWindow()
        let container = UIView(frame: window.bounds)
        let v = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        v.acceptsFirstResponder = true
        container.addSubview(v)
        window.addSubview(container)
        #expect(v.becomeFirstResponder())
        let r = SelectClick(log: log)
        container.addGestureRecognizer(r)  // on an ancestor of the first responder
        r.addAction { [log] _ in log.record("R", "action") }
        return (v, r, [])
    }

    @Test("GR-03 a recognizer on the first responder's ancestor sees each press before the responder")
    func recognizerFirst() {
        _ = scene()
        press(.select, down: true)
        press(.select, down: false)
        #expect(log.lines == ["R.pressesBegan(p1)", "V.pressesBegan(p1)", "R.pressesEnded(p1)", "R.action", "V.pressesEnded(p1)"])
    }

    @Test("allowedPressTypes filters presses; UIPress.gestureRecognizers lists the receivers")
    func allowedTypes() {
        final class Probe: RecordingView {
            var recognizers: [ObjectIdentifier] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                recognizers = presses.first?.gestureRecognizers?.map(ObjectIdentifier.init) ?? []
                super.pressesBegan(presses, with: event)
            }
        }
        let window = sim.makeWindow()
        let v = Probe("V", frame: window.bounds, log: log)
        v.acceptsFirstResponder = true
        window.addSubview(v)
        #expect(v.becomeFirstResponder())
        let r = SelectClick(log: log)
        v.addGestureRecognizer(r)
        press(.menu, down: true)
        press(.menu, down: false)
        #expect(log.lines == ["V.pressesBegan(p1)", "V.pressesEnded(p1)"])
        #expect(v.recognizers.isEmpty)
        press(.select, down: true)
        #expect(v.recognizers == [ObjectIdentifier(r)])
        press(.select, down: false)
    }

    @Test("GRI-07 a delegate that declines presses keeps them from the recognizer")
    func delegateDeclines() {
        let (_, r, _) = scene()
        let declines = Declines()
        r.delegate = declines
        press(.select, down: true)
        press(.select, down: false)
        #expect(log.lines == ["V.pressesBegan(p1)", "V.pressesEnded(p1)"])
        #expect(r.state == .possible)
    }
}
