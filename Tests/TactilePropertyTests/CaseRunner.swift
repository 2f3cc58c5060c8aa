import Foundation
@testable import Tactile
import TactileTesting

/// What a run left behind for the invariant checkers.
@MainActor
struct RunObservation {
    struct FinalRecognizer {
        var index: Int
        var state: UIGestureRecognizer.State
        var resetCount: Int
        var isAttached: Bool
        var isEnabled: Bool
    }

    var recorder: RunRecorder
    var arbitration: [GestureArbitrationLog.Entry]
    var finalRecognizers: [FinalRecognizer]
    /// Recognizer names in the arbitration log (`r0`, `r1`, …) → index.
    var recognizerIndex: [String: Int]
    var mutationsFired: [String]
}

/// Builds a case's scene on a fresh ``TouchSimulator`` (virtual time), plays its storm, applies its mutations
/// from inside callbacks, lets every timer run out, and records what happened.
///
/// The runner keeps **no strong reference** to views or recognizers: the window holds the hierarchy, views hold
/// their recognizers. Views and recognizers that the mutations remove are tracked weakly, so the caller can check
/// that nothing else keeps them alive once the run is over.
@MainActor
final class CaseRunner {
    let testCase: PropertyCase
    let sim: TouchSimulator
    let window: ProbeWindow
    let recorder = RunRecorder()
    let arbitrationLog = GestureArbitrationLog()
    private(set) var views: [WeakBox<UIView>] = []
    private(set) var recognizers: [WeakBox<UIGestureRecognizer>] = []
    private var delegates: [ProbeDelegate] = []
    /// The second window (issue 22), held here (and by the application while visible) until a mutation releases it.
    private(set) var secondWindow: ProbeWindow?
    /// The controller registered for previewing (peek and pop) and its delegate, while the source view is in use.
    private var previewing: (controller: UIViewController, context: any UIViewControllerPreviewing, source: Int)?
    private var previewDelegate: PreviewDelegate?
    /// Views and recognizers removed during the run (for the release check), with a description.
    private(set) var removed: [(object: WeakBox<AnyObject>, what: String)] = []
    private var triggerCounts: [String: Int] = [:]
    private var fired: [Bool]
    private(set) var mutationsFired: [String] = []

    init(_ testCase: PropertyCase) {
        self.testCase = testCase
        var configuration = TactileConfiguration.default
        // Illegal transitions are reported as invariant failures from the arbitration log instead of trapping.
        configuration.assertsOnIllegalGestureTransitions = false
        sim = TouchSimulator(configuration: configuration)
        window = ProbeWindow(
            frame: CGRect(origin: .zero, size: HierarchySpec.windowSize), application: sim.application)
        window.makeKeyAndVisible()
        sim.application.gestureArbitrationLog = arbitrationLog
        fired = Array(repeating: false, count: testCase.mutations.mutations.count)
        buildViews()
        buildRecognizers()
        buildExtras()
        recorder.onTrigger = { [unowned self] trigger, event in self.trigger(trigger, event) }
        arbitrationLog.observer = { [weak recorder] entry in
            guard let name = entry.recognizer, name.first == "r", let id = Int(name.dropFirst()) else { return }
            recorder?.logged(id, entry.event)
        }
    }

    private func buildViews() {
        for (i, node) in testCase.hierarchy.nodes.enumerated() {
            let v: UIView
            switch node.kind {
            case .plain:
                let probe = ProbeView(probeID: i, frame: node.frame, recorder: recorder)
                probe.acceptsFirstResponder = node.canBecomeFirstResponder
                v = probe
            case .scrollView(let delays):
                let scroll = ProbeScrollView(probeID: i, frame: node.frame, recorder: recorder)
                scroll.contentSize = CGSize(width: node.frame.width * 2, height: node.frame.height * 3)
                scroll.delaysContentTouches = delays
                v = scroll
            case .control:
                v = ProbeControl(probeID: i, frame: node.frame, recorder: recorder)
            }
            v.isMultipleTouchEnabled = node.isMultipleTouchEnabled
            v.isExclusiveTouch = node.isExclusiveTouch
            v.isUserInteractionEnabled = node.isUserInteractionEnabled
            v.isHidden = node.isHidden
            if let p = node.parent, let parent = views[p].value {
                parent.addSubview(v)
            } else if node.window == 1 {
                secondWindowForBuilding().addSubview(v)
            } else {
                window.addSubview(v)
            }
            views.append(WeakBox(value: v))
        }
    }

    private func secondWindowForBuilding() -> ProbeWindow {
        if let w = secondWindow { return w }
        let w = ProbeWindow(frame: ExtrasSpec.secondWindowFrame, application: sim.application)
        w.windowLevel = testCase.extras.secondWindowAbove ? .statusBar : .normal
        w.isHidden = false
        if !testCase.extras.secondWindowAbove { window.makeKeyAndVisible() }  // the first window comes to the front
        secondWindow = w
        return w
    }

    /// Peek and pop on a view, and the first responder the storm starts with (issue 22).
    private func buildExtras() {
        if let p = testCase.extras.previewing, let view = views[p.source].value {
            let controller = UIViewController()
            let delegate = PreviewDelegate(answers: p.answers)
            previewDelegate = delegate
            let context = controller.registerForPreviewing(with: delegate, sourceView: view)
            previewing = (controller, context, p.source)
        }
        if let v = testCase.extras.initialFirstResponder { _ = views[v].value?.becomeFirstResponder() }
    }

    private func buildRecognizers() {
        let spec = testCase.recognizers
        var built: [UIGestureRecognizer] = []
        for (i, r) in spec.recognizers.enumerated() {
            let probe = RecognizerProbe(id: i, recorder: recorder)
            let g: UIGestureRecognizer
            switch r.kind {
            case .tap(let taps, let touches):
                let t = ProbeTap(probe: probe)
                t.numberOfTapsRequired = taps
                t.numberOfTouchesRequired = touches
                g = t
            case .pan(let lo, let hi):
                let p = ProbePan(probe: probe)
                p.minimumNumberOfTouches = lo
                p.maximumNumberOfTouches = max(lo, hi)
                g = p
            case .longPress(let d, let taps, let touches):
                let l = ProbeLongPress(probe: probe)
                l.minimumPressDuration = d
                l.numberOfTapsRequired = taps
                l.numberOfTouchesRequired = touches
                g = l
            case .swipe(let dir, let touches):
                let s = ProbeSwipe(probe: probe)
                s.direction = UISwipeGestureRecognizer.Direction(rawValue: dir)
                s.numberOfTouchesRequired = touches
                g = s
            case .pinch: g = ProbePinch(probe: probe)
            case .rotation: g = ProbeRotation(probe: probe)
            case .scripted(let continuous, let travel):
                g = ScriptedRecognizer(probe: probe, continuous: continuous, travel: CGFloat(travel))
            }
            g.name = "r\(i)"
            g.cancelsTouchesInView = r.cancelsTouchesInView
            g.delaysTouchesBegan = r.delaysTouchesBegan
            g.delaysTouchesEnded = r.delaysTouchesEnded
            switch r.allowedTouchTypes {
            case .fingersOnly?: g.allowedTouchTypeValues = [.direct]
            case .pencilsOnly?: g.allowedTouchTypeValues = [.pencil]
            case nil: break
            }
            g.addAction { [weak recorder] recognizer in recorder?.recognizerSentAction(i, state: recognizer.state) }
            if let d = r.delegate {
                let delegate = ProbeDelegate(id: i, spec: d, recorder: recorder)
                delegates.append(delegate)
                g.delegate = delegate
            }
            views[r.view].value?.addGestureRecognizer(g)
            if !r.isEnabled { g.isEnabled = false }
            built.append(g)
            recognizers.append(WeakBox(value: g))
        }
        func delegate(of i: Int) -> ProbeDelegate? { built[i].delegate as? ProbeDelegate }
        for e in spec.requirements {
            switch e.source {
            case .requireToFail: built[e.dependent].require(toFail: built[e.requirement])
            case .delegateRequiresFailure:
                delegate(of: e.dependent)?.requiresFailureOf.append(WeakBox(value: built[e.requirement]))
            case .delegateRequiredToFail:
                delegate(of: e.requirement)?.requiredToFailBy.append(WeakBox(value: built[e.dependent]))
            }
        }
        for p in spec.simultaneous {
            let (side, other) = p.answeredByA ? (p.a, p.b) : (p.b, p.a)
            delegate(of: side)?.simultaneousWith.append(WeakBox(value: built[other]))
        }
    }

    // MARK: Running

    /// Plays the storm, then lets every timer fire (2 s of virtual time, longer than any recognizer waits).
    func run() {
        // A shake first, so that a motion event exists for re-entrant sendEvent.
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .began)))
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .ended)))
        sim.scheduler.runDueActions()
        let start = sim.now
        for step in testCase.storm.steps {
            if start + step.time > sim.now { sim.scheduler.advance(to: start + step.time) }
            switch step {
            case .frame(_, let contacts):
                sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: contacts)))
                sim.scheduler.runDueActions()
            case .systemCancel:
                sim.application.cancelAllTouches()
            case .key(let k):
                let characters = k.input.count == 1 ? k.input : ""
                // USB HID usages: a = 0x04, b = 0x05, k = 0x0E; escape = 0x29.
                let usage = ["a": 0x04, "b": 0x05, "k": 0x0E][k.input] ?? 0x29
                sim.application.enqueue(
                    .key(
                        RawKeyEvent(
                            timestamp: sim.now, keyCode: UIKeyboardHIDUsage(rawValue: usage), isDown: k.isDown,
                            characters: characters, modifierFlags: k.command ? .command : [])))
                sim.scheduler.runDueActions()
            }
        }
        sim.advance(by: 2)
    }

    func observation() -> RunObservation {
        var index: [String: Int] = [:]
        for i in recognizers.indices { index["r\(i)"] = i }
        let finals = recognizers.enumerated().compactMap { i, box -> RunObservation.FinalRecognizer? in
            guard let r = box.value else { return nil }
            return .init(index: i, state: r.state, resetCount: r.resetCount, isAttached: r.view != nil, isEnabled: r.isEnabled)
        }
        return RunObservation(
            recorder: recorder, arbitration: arbitrationLog.entries, finalRecognizers: finals,
            recognizerIndex: index, mutationsFired: mutationsFired)
    }

    /// Removed views and recognizers that are still alive once the recorder has let go of the touches.
    func survivorsAfterRelease() -> [String] {
        recorder.releaseTouches()
        return removed.filter { $0.object.value != nil }.map(\.what)
    }

    // MARK: Mutations

    private func key(_ t: MutationPlan.Trigger) -> String { t.summary }

    private func trigger(_ t: MutationPlan.Trigger, _ event: UIEvent?) {
        let k = key(t)
        let n = (triggerCounts[k] ?? 0) + 1
        triggerCounts[k] = n
        for (i, m) in testCase.mutations.mutations.enumerated() where !fired[i] && m.trigger == t && m.occurrence == n {
            fired[i] = true
            mutationsFired.append("on the \(n). \(t.summary): \(m.action.summary)")
            apply(m.action, event)
        }
    }

    private func apply(_ action: MutationPlan.Action, _ event: UIEvent?) {
        switch action {
        case .removeView(let v):
            guard let view = views[v].value, view.superview != nil else { return }
            noteRemoval(of: view)
            view.removeFromSuperview()
        case .removeRecognizer(let r):
            guard let g = recognizers[r].value, let view = g.view else { return }
            removed.append((WeakBox(value: g), "r\(r) (removed from its view)"))
            view.removeGestureRecognizer(g)
        case .disableRecognizer(let r):
            recognizers[r].value?.isEnabled = false
        case .changeFirstResponder(let v):
            if let v {
                _ = views[v].value?.becomeFirstResponder()
            } else {
                for box in views { if let view = box.value, view.isFirstResponder { _ = view.resignFirstResponder() } }
            }
        case .addView(let p, let fraction):
            guard let parent = views[p].value else { return }
            let b = parent.bounds
            let v = ProbeView(
                probeID: views.count,
                frame: CGRect(x: 0, y: 0, width: b.width * fraction, height: b.height * fraction), recorder: recorder)
            v.isMultipleTouchEnabled = true
            parent.addSubview(v)
            views.append(WeakBox(value: v))
        case .reentrantSendEvent(let touchEvent):
            if touchEvent {
                if let e = (event?.type == .touches ? event : nil) ?? recorder.lastTouchEvent {
                    sim.application.sendEvent(e)
                }
            } else if let e = window.motionEvent {
                sim.application.sendEvent(e)
            }
        case .cancelAllTouches:
            sim.application.cancelAllTouches()
        case .releaseSecondWindow:
            guard let w = secondWindow else { return }
            for v in w.subviews { noteRemoval(of: v) }
            removed.append((WeakBox(value: w), "the second window (hidden and released)"))
            w.isHidden = true
            secondWindow = nil
        }
    }

    /// Tracks `view`, its subtree and their recognizers weakly, as removed.
    private func noteRemoval(of view: UIView) {
        // An app that removes a source of peek and pop unregisters it, which lets the view go.
        if let p = previewing, let source = views[p.source].value, source === view || source.isDescendant(of: view) {
            p.controller.unregisterForPreviewing(withContext: p.context)
            previewing = nil
        }
        var stack = [view]
        while let v = stack.popLast() {
            let name = (v as? ProbedView).map { "v\($0.probeID)" } ?? "\(type(of: v))"
            removed.append((WeakBox(value: v), "\(name) (removed with its subtree)"))
            for g in v.gestureRecognizers ?? [] {
                removed.append((WeakBox(value: g), "\(g.name ?? "?") (on removed \(name))"))
            }
            stack.append(contentsOf: v.subviews)
        }
    }
}
