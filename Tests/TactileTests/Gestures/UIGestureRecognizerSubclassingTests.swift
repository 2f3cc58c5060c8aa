import Foundation
import Testing
import Tactile
import TactileExamples
import TactileTesting

/// A subclass written as UIKit subclass code typically is: it overrides the designated `init(target:action:)` only.
@MainActor
private final class OverridingRecognizer: UIGestureRecognizer {
    var configured = false
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        configured = true
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .recognized
    }
}

/// A subclass with a designated initializer of its own, which also overrides `init(target:action:)`.
@MainActor
private final class ThresholdRecognizer: UIGestureRecognizer {
    var threshold: CGFloat
    init(threshold: CGFloat) {
        self.threshold = threshold
        super.init(target: nil, action: nil)
    }
    override init(target: Any?, action: Selector?) {
        threshold = 5
        super.init(target: target, action: action)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .recognized
    }
}

/// Observes its own state with `didSet`, as UIKit subclasses do.
@MainActor
private final class ObservingPan: UIPanGestureRecognizer {
    var observed: [String] = []
    override var state: UIGestureRecognizer.State {
        didSet { observed.append("\(oldValue)→\(state)") }
    }
}

/// Overrides `state` with a getter and setter that call `super`, logging the sets.
@MainActor
private final class LoggingTap: UITapGestureRecognizer {
    var sets: [UIGestureRecognizer.State] = []
    var gets = 0
    override var state: UIGestureRecognizer.State {
        get {
            gets += 1
            return super.state
        }
        set {
            sets.append(newValue)
            super.state = newValue
        }
    }
}

/// A subclass that declares its own `resetCount`, which used to collide with a public property of the base class.
@MainActor
private final class CountingRecognizer: UIGestureRecognizer {
    var resetCount = 0
    override func reset() {
        super.reset()
        resetCount += 1
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .recognized
    }
}

@MainActor
private final class Handler {
    var calls: [String] = []
    func handle() { calls.append("handle()") }
    func handle(_ recognizer: UIGestureRecognizer) { calls.append("handle(\(type(of: recognizer)))") }
}

/// Subclassing as UIKit allows it: initializer inheritance, an overridable `state`, no clash with `resetCount`
/// (issue 16, deliverable 3; GCS-03, GCS-08).
@MainActor
@Suite("Recognizer subclassing")
struct RecognizerSubclassingTests {
    let sim = TouchSimulator()
    let view: UIView

    init() {
        view = SingleViewScene(simulator: sim).view
    }

    func tap() {
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
    }

    @Test("a subclass overriding only init(target:action:) keeps init() and the typed initializers")
    func overridingSubclassKeepsTypedInit() {
        let handler = Handler()
        let typed = OverridingRecognizer(target: handler, action: Handler.handle(_:))
        let noArgument = OverridingRecognizer(target: handler, action: Handler.handle as (Handler) -> @MainActor () -> Void)
        let plain = OverridingRecognizer()
        // The convenience initializers go through the subclass's override.
        #expect(typed.configured && noArgument.configured && plain.configured)
        view.addGestureRecognizer(typed)
        tap()
        view.removeGestureRecognizer(typed)
        view.addGestureRecognizer(noArgument)
        tap()
        view.removeGestureRecognizer(noArgument)
        view.addGestureRecognizer(plain)
        tap()
        #expect(handler.calls == ["handle(OverridingRecognizer)", "handle()"])
        #expect(plain.state == .possible)
    }

    @Test("a subclass with its own designated initializer that also overrides init(target:action:) keeps them too")
    func ownDesignatedInitAndOverride() {
        let handler = Handler()
        let typed = ThresholdRecognizer(target: handler, action: Handler.handle(_:))
        #expect(typed.threshold == 5)
        let own = ThresholdRecognizer(threshold: 12)
        own.addTarget(handler, action: Handler.handle as (Handler) -> @MainActor () -> Void)
        #expect(own.threshold == 12)
        view.addGestureRecognizer(typed)
        tap()
        view.removeGestureRecognizer(typed)
        view.addGestureRecognizer(own)
        tap()
        #expect(handler.calls == ["handle(ThresholdRecognizer)", "handle()"])
    }

    @Test("the examples' recognizers, which override init(target:action:), take a method reference")
    func exampleRecognizers() {
        let handler = Handler()
        let checkmark = CheckmarkGestureRecognizer(target: handler, action: Handler.handle(_:))
        let template = TemplateCheckmarkGestureRecognizer(target: handler, action: Handler.handle(_:))
        #expect(checkmark.actionCount == 1 && template.actionCount == 1)
        #expect(template.targetTemplateNames == ["check"])  // its init(target:action:) override ran
        #expect(CheckmarkGestureRecognizer().actionCount == 0)
    }

    @Test("override var state { didSet } sees each state the recognizer sets, and the state machine still works")
    func stateDidSetOverride() {
        let pan = ObservingPan()
        var actions: [UIGestureRecognizer.State] = []
        pan.addAction { actions.append($0.state) }
        view.addGestureRecognizer(pan)
        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        sim.advance(by: 1)
        #expect(actions.first == .began && actions.last == .ended)
        #expect(actions.count >= 3)
        #expect(pan.observed.first == "possible→began")
        #expect(pan.observed.last == "changed→ended")
        #expect(pan.state == .possible)  // reset after the gesture
    }

    @Test("a full get/set override of state that calls super keeps the tap working")
    func stateGetSetOverride() {
        let tapRecognizer = LoggingTap()
        var actions: [UIGestureRecognizer.State] = []
        tapRecognizer.addAction { actions.append($0.state) }
        view.addGestureRecognizer(tapRecognizer)
        tap()
        #expect(actions == [.ended])
        #expect(tapRecognizer.sets == [.ended])
        #expect(tapRecognizer.gets > 0)
        #expect(tapRecognizer.state == .possible)
    }

    @Test("a subclass may declare its own resetCount")
    func ownResetCount() {
        let r = CountingRecognizer()
        view.addGestureRecognizer(r)
        tap()
        tap()
        #expect(r.resetCount == 2)
    }
}
