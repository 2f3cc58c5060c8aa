import Foundation
import Tactile

/// Everything a case run observed, in order: every handler call of every probe view, every touch method, action
/// and reset of every probe recognizer. The invariant checkers read it afterwards.
///
/// Touches are labelled 1, 2, … on first sight and **held strongly** while the run lasts, so a label never
/// refers to two touches (a freed touch's address could be reused). ``releaseTouches()`` lets them go before
/// the checks that removed views and recognizers are freed.
@MainActor
final class RunRecorder {
    enum ViewMethod: Int, Sendable {
        case began = 0, moved, ended, cancelled

        var name: String { ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"][rawValue] }
        var phase: UITouch.Phase { [.began, .moved, .ended, .cancelled][rawValue] }
    }

    struct ViewCall: Sendable {
        var index: Int
        var view: Int
        var method: ViewMethod
        var touches: [Int]
        /// Touches of the call whose `view` is not the receiving view.
        var foreignTouches: [Int]
        /// Touches whose `phase` during the call is not the method's phase.
        var phaseMismatches: [(touch: Int, phase: UITouch.Phase)]
    }

    enum RecognizerEventKind: Sendable, Equatable {
        /// The probe's touch method ran with these touches.
        case touches(ViewMethod, [Int])
        /// The action closure ran and read this state.
        case action(UIGestureRecognizer.State)
        /// The probe's `reset()` ran.
        case reset
        /// The arbitration log recorded a transition.
        case transition(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
        /// The arbitration log recorded a reset.
        case loggedReset
        /// The arbitration log recorded that actions are sent in this state.
        case loggedAction(UIGestureRecognizer.State)
        /// The arbitration log recorded an illegal transition request (ignored).
        case illegalRequest(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
        /// The arbitration log recorded that the recognizer recognized and waits for its requirements to fail.
        case waiting
    }

    struct RecognizerEvent: Sendable {
        var index: Int
        var recognizer: Int
        var kind: RecognizerEventKind
    }

    /// A press handler call of a probe (issue 22): `pressesBegan` (0), `pressesEnded` (2), `pressesCancelled` (3).
    struct PressCall: Sendable {
        var index: Int
        var view: Int
        var method: ViewMethod
        var presses: [Int]
    }

    private(set) var viewCalls: [ViewCall] = []
    private(set) var pressCalls: [PressCall] = []
    private var pressLabels: [ObjectIdentifier: Int] = [:]
    private var retainedPresses: [UIPress] = []
    private(set) var recognizerEvents: [RecognizerEvent] = []
    private var counter = 0
    private var labels: [ObjectIdentifier: Int] = [:]
    private var retained: [UITouch] = []
    /// The touch event most recently seen by a probe (for re-entrant sendEvent from actions and delegates).
    weak var lastTouchEvent: UIEvent?
    /// Called after each recorded callback with its trigger and the event, if any; the runner applies mutations.
    var onTrigger: (@MainActor (MutationPlan.Trigger, UIEvent?) -> Void)?

    /// The label of a touch.
    func label(_ touch: UITouch) -> Int {
        let id = ObjectIdentifier(touch)
        if let l = labels[id] { return l }
        retained.append(touch)
        let l = retained.count
        labels[id] = l
        return l
    }

    private func nextIndex() -> Int {
        counter += 1
        return counter
    }

    /// Lets go of every touch (so that they, and the views they point to, can be freed).
    func releaseTouches() {
        retained.removeAll()
        labels.removeAll()
        retainedPresses.removeAll()
        pressLabels.removeAll()
    }

    /// Every recorded call and event in order, one line each (for failure reports).
    var timeline: [String] {
        var lines: [(Int, String)] = viewCalls.map { c in
            (c.index, "#\(c.index) v\(c.view).\(c.method.name)(\(c.touches.map { "t\($0)" }.joined(separator: ",")))")
        }
        for e in recognizerEvents {
            let text: String
            switch e.kind {
            case .touches(let m, let t): text = "r\(e.recognizer).\(m.name)(\(t.map { "t\($0)" }.joined(separator: ",")))"
            case .action(let s): text = "r\(e.recognizer) action, reads \(s)"
            case .reset: text = "r\(e.recognizer).reset()"
            case .transition(let a, let b): text = "r\(e.recognizer): \(a) → \(b)"
            case .loggedReset: text = "r\(e.recognizer): reset (log)"
            case .loggedAction(let s): text = "r\(e.recognizer): action (\(s)) (log)"
            case .illegalRequest(let a, let b): text = "r\(e.recognizer): illegal request \(a) → \(b)"
            case .waiting: text = "r\(e.recognizer): recognized, waiting for requirements (log)"
            }
            lines.append((e.index, "#\(e.index) " + text))
        }
        return lines.sorted { $0.0 < $1.0 }.map(\.1)
    }

    // MARK: Recording

    func viewReceived(_ view: UIView & ProbedView, _ method: ViewMethod, _ touches: Set<UITouch>, _ event: UIEvent?) {
        if let event, event.type == .touches { lastTouchEvent = event }
        let labelled = touches.map { ($0, label($0)) }.sorted { $0.1 < $1.1 }
        viewCalls.append(
            ViewCall(
                index: nextIndex(), view: view.probeID, method: method, touches: labelled.map(\.1),
                foreignTouches: labelled.filter { $0.0.view !== view }.map(\.1),
                phaseMismatches: labelled.filter { $0.0.phase != method.phase }.map { ($0.1, $0.0.phase) }))
        onTrigger?(.viewHandler(view: view.probeID, phase: method.rawValue), event)
    }

    func pressReceived(_ view: Int, _ method: ViewMethod, _ presses: Set<UIPress>) {
        let labelled = presses.map { press -> Int in
            let id = ObjectIdentifier(press)
            if let l = pressLabels[id] { return l }
            retainedPresses.append(press)
            pressLabels[id] = retainedPresses.count
            return retainedPresses.count
        }
        pressCalls.append(PressCall(index: nextIndex(), view: view, method: method, presses: labelled.sorted()))
        onTrigger?(.pressHandler(view: view), nil)
    }

    func controlSentAction(_ view: Int, _ event: UIEvent?) {
        onTrigger?(.controlAction(view: view), event)
    }

    func keyCommandPerformed(_ view: Int) {
        onTrigger?(.keyCommand(view: view), nil)
    }

    func recognizerReceived(_ id: Int, _ method: ViewMethod, _ touches: Set<UITouch>, _ event: UIEvent) {
        lastTouchEvent = event
        recognizerEvents.append(
            RecognizerEvent(index: nextIndex(), recognizer: id, kind: .touches(method, touches.map(label).sorted())))
    }

    func recognizerDidProcessTouches(_ id: Int, _ event: UIEvent) {
        onTrigger?(.recognizerTouches(recognizer: id), event)
    }

    func recognizerSentAction(_ id: Int, state: UIGestureRecognizer.State) {
        recognizerEvents.append(RecognizerEvent(index: nextIndex(), recognizer: id, kind: .action(state)))
        onTrigger?(.action(recognizer: id), lastTouchEvent)
    }

    func recognizerWasReset(_ id: Int) {
        recognizerEvents.append(RecognizerEvent(index: nextIndex(), recognizer: id, kind: .reset))
    }

    /// An arbitration-log entry about recognizer `id` (the log's observer), in the same timeline as the rest.
    func logged(_ id: Int, _ event: GestureArbitrationLog.Event) {
        let kind: RecognizerEventKind
        switch event {
        case .transition(let from, let to): kind = .transition(from: from, to: to)
        case .reset: kind = .loggedReset
        case .action(let state): kind = .loggedAction(state)
        case .illegalTransition(let from, let to): kind = .illegalRequest(from: from, to: to)
        case .waiting: kind = .waiting
        default: return
        }
        recognizerEvents.append(RecognizerEvent(index: nextIndex(), recognizer: id, kind: kind))
    }

    func delegateWasAsked(_ id: Int) {
        onTrigger?(.delegateCallback(recognizer: id), lastTouchEvent)
    }
}
