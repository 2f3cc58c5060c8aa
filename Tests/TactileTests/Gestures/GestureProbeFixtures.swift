import Foundation
@testable import Tactile
import TactileTesting

// Shared fixtures of the gesture tests (GestureStateMachineTests, GestureActionTests, GestureInteractionTests,
// ArbitrationLogTests): a scriptable probe recognizer, a scriptable delegate, and small log helpers.

/// A scriptable recognizer written against the subclass API (GCS-02 to GCS-04), for exact control in tests.
///
/// It records every touch call and every `reset()` into ``log`` as `"<name>.touchesBegan(t1)"`, `"<name>.reset"`,
/// and changes state according to ``style``. ``hook`` runs after the style, for anything else a test needs
/// (ignoring a touch, asking for an illegal transition). The four subclass hooks of GCS-07 can be answered per
/// test.
@MainActor
final class GRProbe: UIGestureRecognizer {
    enum Style {
        /// Never changes state by itself: the test sets `state`.
        case manual
        /// Continuous: begins in the given phase, changes on every move, ends when its last touch lifts, is
        /// cancelled with its touches; fails if its touches end (or are cancelled) before it began.
        case continuous(beginsOn: UITouch.Phase)
        /// Discrete: recognized the first time the given phase arrives; fails if its touches end first.
        case discrete(recognizesOn: UITouch.Phase)
        /// Fails the first time the given phase arrives.
        case fails(on: UITouch.Phase)
    }

    var style: Style = .manual
    var log: EventLog?
    var hook: ((GRProbe, UITouch.Phase, Set<UITouch>, UIEvent) -> Void)?
    var canPreventAnswer: ((UIGestureRecognizer) -> Bool)?
    var canBePreventedAnswer: ((UIGestureRecognizer) -> Bool)?
    var requiresFailureAnswer: ((UIGestureRecognizer) -> Bool)?
    var requiredToFailAnswer: ((UIGestureRecognizer) -> Bool)?
    /// How many times `reset()` ran.
    private(set) var resetCalls = 0
    /// Touches that began and have not ended or been cancelled.
    private(set) var liveTouches = 0

    var label: String { name ?? "probe" }

    /// A probe named `name`, logging into `log`, with actions recorded as `"<name>.action[<state>]"`.
    static func make(_ name: String, _ style: Style, log: EventLog, recordsActions: Bool = true) -> GRProbe {
        let probe = GRProbe()
        probe.name = name
        probe.style = style
        probe.log = log
        if recordsActions { GRFixtures.recordActions(of: probe, into: log) }
        return probe
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        log?.record(label, "touchesBegan", touches: touches)
        liveTouches += touches.count
        react(.began, touches, event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        log?.record(label, "touchesMoved", touches: touches)
        react(.moved, touches, event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        log?.record(label, "touchesEnded", touches: touches)
        liveTouches -= touches.count
        react(.ended, touches, event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        log?.record(label, "touchesCancelled", touches: touches)
        liveTouches -= touches.count
        react(.cancelled, touches, event)
    }

    override func reset() {
        super.reset()
        resetCalls += 1
        liveTouches = 0
        log?.record(label, "reset")
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        canPreventAnswer?(preventedGestureRecognizer) ?? super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        canBePreventedAnswer?(preventingGestureRecognizer) ?? super.canBePrevented(by: preventingGestureRecognizer)
    }

    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiresFailureAnswer?(otherGestureRecognizer) ?? super.shouldRequireFailure(of: otherGestureRecognizer)
    }

    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiredToFailAnswer?(otherGestureRecognizer) ?? super.shouldBeRequiredToFail(by: otherGestureRecognizer)
    }

    private func react(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent) {
        switch style {
        case .manual:
            break
        case .continuous(let start):
            switch state {
            case .possible:
                if phase == start {
                    state = .began
                } else if phase == .cancelled || (phase == .ended && liveTouches == 0) {
                    state = .failed
                }
            case .began, .changed:
                switch phase {
                case .moved: state = .changed
                case .ended where liveTouches == 0: state = .ended
                case .cancelled: state = .cancelled
                default: break
                }
            default:
                break
            }
        case .discrete(let on):
            guard state == .possible else { break }
            if phase == on {
                state = .recognized
            } else if phase == .cancelled || (phase == .ended && liveTouches == 0) {
                state = .failed
            }
        case .fails(let on):
            if state == .possible && phase == on { state = .failed }
        }
        hook?(self, phase, touches, event)
    }
}

/// A delegate test double that records every question as `"<method>(<recognizer>[,<other>])"` and answers
/// as configured.
@MainActor
final class GRProbeDelegate: UIGestureRecognizerDelegate {
    var calls: [String] = []
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var receivesTouch: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var receivesEvent: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiresFailureOf: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var beRequiredToFailBy: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }

    init() {}

    private func n(_ r: UIGestureRecognizer) -> String { r.name ?? "?" }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        calls.append("shouldBegin(\(n(gestureRecognizer)))")
        return shouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        calls.append("shouldReceiveTouch(\(n(gestureRecognizer)))")
        return receivesTouch(gestureRecognizer, touch)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        calls.append("shouldReceiveEvent(\(n(gestureRecognizer)))")
        return receivesEvent(gestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        calls.append("simultaneous(\(n(gestureRecognizer)),\(n(otherGestureRecognizer)))")
        return simultaneous(gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        calls.append("shouldRequireFailureOf(\(n(gestureRecognizer)),\(n(otherGestureRecognizer)))")
        return requiresFailureOf(gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        calls.append("shouldBeRequiredToFailBy(\(n(gestureRecognizer)),\(n(otherGestureRecognizer)))")
        return beRequiredToFailBy(gestureRecognizer, otherGestureRecognizer)
    }
}

/// A mutable value that closures (which may not capture local `var`s) can update.
@MainActor
final class GRBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Small helpers shared by the gesture test files.
@MainActor
enum GRFixtures {
    /// Records each action of `recognizer` as `"<name>.action[<state>]"`.
    static func recordActions(of recognizer: UIGestureRecognizer, into log: EventLog) {
        recognizer.addAction { r in log.record(r.name ?? "?", "action", detail: "\(r.state)") }
    }

    /// The lines of `log` whose receiver is `receiver`, with the receiver kept (`"R.touchesBegan(t1)"`).
    static func lines(_ log: EventLog, of receivers: String...) -> [String] {
        log.entries.filter { receivers.contains($0.receiver) }.map(\.description)
    }

    /// The actions recorded in `log`, e.g. `"R.action[began]"`.
    static func actions(_ log: EventLog) -> [String] {
        log.lines.filter { $0.contains(".action") }
    }
}
