import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Hit-testing: requirements HIT-01 to HIT-13, seed examples EX-13 to EX-18, decisions DIS-17 and DIS-18, and
// PIPE-13 (a touch with no hit view is dropped).
//
// HIT-09: hitTest may run more than once per touch, so no test here counts hitTest calls made by the pipeline.
// The instrumented `point(inside:)` logs below come from a single direct `hitTest` call.

// MARK: - Helpers

/// A view that logs every `point(inside:with:)` it is asked (receiver = its name, method `pointInside`) and
/// remembers the last point it was given. It also logs the touches it receives, and consumes them.
fileprivate class ProbeView: UIView {
    let name: String
    let log: EventLog
    private(set) var lastPoint: CGPoint?

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        log.record(name, "pointInside")
        lastPoint = point
        return super.point(inside: point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesBegan", touches: touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesMoved", touches: touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesEnded", touches: touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesCancelled", touches: touches)
    }
}

/// The names of the views asked `point(inside:)`, in order.
@MainActor
fileprivate func visited(_ log: EventLog) -> [String] {
    log.entries.filter { $0.method == "pointInside" }.map(\.receiver)
}

/// The log without the `pointInside` entries.
@MainActor
fileprivate func handlerCalls(_ log: EventLog) -> [String] {
    log.entries.filter { $0.method != "pointInside" }.map(\.description)
}

/// HIT-08: a view that refuses every touch even when the point is inside it.
fileprivate final class RefusingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// A view whose `point(inside:)` always says no.
fileprivate final class NeverInsideView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}

/// HIT-10 / EX-18: a recording view that, when `intercepts` is on, answers for its whole subtree.
fileprivate final class InterceptingView: RecordingView {
    var intercepts = true
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if intercepts, hit != nil { return self }
        return hit
    }
}

/// HIT-11 / EX-16, S3's enlarged button: `inset = 45 − 78 = −33`, checks written as UIKit's default (DIS-17).
fileprivate final class EnlargedHitTestButton: UIView {
    let inset: CGFloat = 45.0 - 78.0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        let touchRect = bounds.insetBy(dx: inset, dy: inset)
        guard touchRect.contains(point) else { return nil }
        for sub in subviews.reversed() {
            let converted = sub.convert(point, from: self)
            if let hit = sub.hitTest(converted, with: event) { return hit }
        }
        return self
    }
}

/// HIT-11 / EX-16 as a recording view, for end-to-end checks.
fileprivate final class EnlargedRecordingButton: RecordingView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        guard bounds.insetBy(dx: 45.0 - 78.0, dy: 45.0 - 78.0).contains(point) else { return nil }
        return super.hitTest(point, with: event) ?? self
    }
}

/// HIT-11 through `point(inside:)`, so that the library's own hitTest applies its flags and alpha rule.
fileprivate final class EnlargedPointInsideButton: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -33, dy: -33).contains(point)
    }
}

/// HIT-12 / EX-17: a container that hands every touch it would accept to its central "scroll view".
fileprivate final class RedirectingContainer: UIView {
    weak var scrollView: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit != nil ? scrollView : nil
    }
}

/// HIT-13: a container that never lets touches descend into `blocked` (it takes them itself).
fileprivate final class BlockingContainer: RecordingView {
    weak var blocked: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if let hit, let blocked, hit.isDescendant(of: blocked) { return self }
        return hit
    }
}

/// A recognizer that only logs the touches it is given.
fileprivate final class LoggingRecognizer: UIGestureRecognizer {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(target: nil, action: nil)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log.record("gr", "touchesBegan", touches: touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log.record("gr", "touchesMoved", touches: touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.record("gr", "touchesEnded", touches: touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log.record("gr", "touchesCancelled", touches: touches)
    }
}

/// A window that logs `sendEvent` and every touch handler, then behaves normally.
fileprivate final class LoggingWindow: UIWindow {
    let name: String
    let log: EventLog
    init(_ name: String, frame: CGRect, application: UIApplication, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame, application: application)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func sendEvent(_ event: UIEvent) {
        log.record(name, "sendEvent")
        super.sendEvent(event)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesBegan", touches: touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesMoved", touches: touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesEnded", touches: touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesCancelled", touches: touches)
        super.touchesCancelled(touches, with: event)
    }
}

/// An application that logs the touch handlers it receives, then forwards them (to its delegate).
fileprivate final class LoggingApplication: UIApplication {
    let log: EventLog
    init(scheduler: VirtualScheduler, log: EventLog) {
        self.log = log
        super.init(scheduler: scheduler)
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("App", "touchesBegan", touches: touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("App", "touchesMoved", touches: touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("App", "touchesEnded", touches: touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("App", "touchesCancelled", touches: touches)
        super.touchesCancelled(touches, with: event)
    }
}

// MARK: - The algorithm

@Suite("Hit-testing: the algorithm")
@MainActor
struct HitTestingAlgorithmTests {
    /// Figure 2-1: A ⊃ {B, C}, C ⊃ {D, E}, in that order.
    private func figure21(_ log: EventLog) -> (window: UIWindow, sim: TouchSimulator, views: [String: ProbeView]) {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let a = ProbeView("A", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let b = ProbeView("B", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let c = ProbeView("C", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: log)
        let d = ProbeView("D", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let e = ProbeView("E", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
        window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(d)
        c.addSubview(e)
        return (window, sim, ["A": a, "B": b, "C": c, "D": d, "E": e])
    }

    @Test("HIT-01 HIT-02 EX-13: a touch in E returns E, and B and D are never asked")
    func figure21TouchInE() {
        let log = EventLog()
        let (window, sim, v) = figure21(log)
        let hit = window.hitTest(CGPoint(x: 250, y: 250), with: nil)
        #expect(hit === v["E"])
        #expect(visited(log) == ["A", "C", "E"])
        _ = sim
    }

    @Test("EX-13 variant: a point in A and B only returns B, after C is tested and rejected")
    func figure21TouchInB() {
        let log = EventLog()
        let (window, sim, v) = figure21(log)
        let hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil)
        #expect(hit === v["B"])
        #expect(visited(log) == ["A", "C", "B"])
        _ = sim
    }

    @Test("HIT-05 EX-13: a point in D is found after E, the later sibling, is rejected")
    func figure21TouchInD() {
        let log = EventLog()
        let (window, sim, v) = figure21(log)
        let hit = window.hitTest(CGPoint(x: 110, y: 110), with: nil)
        #expect(hit === v["D"])
        #expect(visited(log) == ["A", "C", "E", "D"])
        _ = sim
    }

    @Test("HIT-01 EX-13 end to end: the touch is delivered to E, the deepest view containing it")
    func figure21EndToEnd() {
        let log = EventLog()
        let (window, sim, _) = figure21(log)
        sim.tap(at: CGPoint(x: 250, y: 250))
        #expect(handlerCalls(log) == ["E.touchesBegan(t1)", "E.touchesEnded(t1)"])
        _ = window
    }

    @Test("HIT-03 a point outside the receiver gives nil and its subviews are never asked")
    func outsideGivesNil() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = ProbeView("P", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let child = ProbeView("K", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(parent.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
        #expect(visited(log) == ["P"])
        #expect(parent.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(!parent.point(inside: CGPoint(x: -1, y: 50), with: nil))
    }

    @Test("HIT-03 EX-15 a view whose subviews all miss returns itself")
    func noDescendantReturnsSelf() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(parent.hitTest(CGPoint(x: 150, y: 150), with: nil) === parent)
        #expect(window.hitTest(CGPoint(x: 300, y: 400), with: nil) === window)
    }

    @Test("HIT-05 EX-14 subviews are tried last to first: C, B, b2, b1 — and A is never visited")
    func reverseOrderTraversal() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let root = ProbeView("root", frame: window.bounds, log: log)
        let a = ProbeView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = ProbeView("B", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let c = ProbeView("C", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let b1 = ProbeView("b1", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
        let b2 = ProbeView("b2", frame: CGRect(x: 100, y: 100, width: 50, height: 50), log: log)
        window.addSubview(root)
        root.addSubview(a)
        root.addSubview(b)
        root.addSubview(c)
        b.addSubview(b1)
        b.addSubview(b2)
        // (20, 20) is inside A too, but B is on top of A.
        let hit = root.hitTest(CGPoint(x: 20, y: 20), with: nil)
        #expect(hit === b1)
        #expect(visited(log) == ["root", "C", "B", "b2", "b1"])
    }

    @Test("HIT-05 EX-14 overlap variant: where A and C overlap, C (added later) wins; elsewhere A")
    func overlapLaterWins() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let a = ProbeView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let c = ProbeView("C", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        window.addSubview(a)
        window.addSubview(c)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === c)
        #expect(visited(log) == ["C"])
        log.clear()
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === a)
        #expect(visited(log) == ["C", "A"])
        // Reordering the subviews changes the winner.
        window.bringSubviewToFront(a)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === a)
    }

    @Test("HIT-07 each subview is asked with the point converted into its own coordinates")
    func pointIsConvertedForSubviews() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = ProbeView("P", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let child = ProbeView("K", frame: CGRect(x: 50, y: 50, width: 50, height: 50), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        child.bounds.origin = CGPoint(x: 10, y: 20)
        let hit = window.hitTest(CGPoint(x: 60, y: 70), with: nil)
        #expect(hit === child)
        #expect(parent.lastPoint == CGPoint(x: 60, y: 70))
        #expect(child.lastPoint == CGPoint(x: 20, y: 40))
    }
}

// MARK: - Views that are not hit

@Suite("Hit-testing: hidden, disabled, transparent and clipped views")
@MainActor
struct HitTestingSkippedViewTests {
    private struct Setup {
        let sim: TouchSimulator
        let window: UIWindow
        let parent: ProbeView
        let child: ProbeView
        let log: EventLog
    }

    /// A parent (0,0,200,200) with a child (50,50,50,50) entirely inside it.
    private func setup() -> Setup {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = ProbeView("P", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let child = ProbeView("K", frame: CGRect(x: 50, y: 50, width: 50, height: 50), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        return Setup(sim: sim, window: window, parent: parent, child: child, log: log)
    }

    private let pointInChild = CGPoint(x: 60, y: 60)

    @Test("HIT-06 EX-15 a hidden view returns nil even though its subview contains the point")
    func hiddenParent() {
        let s = setup()
        s.parent.isHidden = true
        #expect(s.parent.hitTest(pointInChild, with: nil) == nil)
        #expect(s.window.hitTest(pointInChild, with: nil) === s.window)
        #expect(visited(s.log).isEmpty)
    }

    @Test("HIT-06 EX-15 TDC-03 a view with user interaction disabled returns nil, subtree included")
    func interactionDisabledParent() {
        let s = setup()
        s.parent.isUserInteractionEnabled = false
        #expect(s.parent.hitTest(pointInChild, with: nil) == nil)
        #expect(s.window.hitTest(pointInChild, with: nil) === s.window)
        #expect(visited(s.log).isEmpty)
    }

    @Test("HIT-06 EX-15 DIS-17 alpha 0.005 is not hit, even if a subview contains the point", arguments: [0.0, 0.005, 0.0099])
    func transparentParent(alpha: Double) {
        let s = setup()
        s.parent.alpha = CGFloat(alpha)
        #expect(s.parent.hitTest(pointInChild, with: nil) == nil)
        #expect(s.window.hitTest(pointInChild, with: nil) === s.window)
        #expect(visited(s.log).isEmpty)
    }

    @Test("DIS-17 alpha of exactly 0.01 is hit (only alpha < 0.01 is skipped)")
    func alphaBoundaryIsHit() {
        let s = setup()
        s.parent.alpha = 0.01
        #expect(s.window.hitTest(pointInChild, with: nil) === s.child)
        s.child.alpha = 0.01
        #expect(s.window.hitTest(pointInChild, with: nil) === s.child)
    }

    @Test("HIT-06 a hidden, disabled or transparent subview falls back to its superview")
    func skippedChildFallsBackToParent() {
        let s = setup()
        s.child.isHidden = true
        #expect(s.window.hitTest(pointInChild, with: nil) === s.parent)
        s.child.isHidden = false
        s.child.isUserInteractionEnabled = false
        #expect(s.window.hitTest(pointInChild, with: nil) === s.parent)
        s.child.isUserInteractionEnabled = true
        s.child.alpha = 0.005
        #expect(s.window.hitTest(pointInChild, with: nil) === s.parent)
        s.child.alpha = 1
        #expect(s.window.hitTest(pointInChild, with: nil) === s.child)
    }

    @Test("HIT-06 TDC-04 end to end: taps on a hidden or transparent view reach the view beneath instead")
    func hiddenViewGetsNoTouches() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let below = RecordingView("below", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let above = RecordingView("above", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        window.addSubview(below)
        window.addSubview(above)
        above.isHidden = true
        sim.tap(at: CGPoint(x: 50, y: 50))
        above.isHidden = false
        above.alpha = 0.005
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 50))
        above.alpha = 0.01
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            log.lines == [
                "below.touchesBegan(t1)", "below.touchesEnded(t1)",
                "below.touchesBegan(t2)", "below.touchesEnded(t2)",
                "above.touchesBegan(t3)", "above.touchesEnded(t3)",
            ])
    }

    @Test("HIT-04 EX-15 the part of a subview outside its superview is never hit, clipsToBounds or not", arguments: [false, true])
    func outsideSuperviewNotHit(clips: Bool) {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = ProbeView("P", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let child = ProbeView("K", frame: CGRect(x: 80, y: 80, width: 50, height: 50), log: log)
        parent.clipsToBounds = clips
        window.addSubview(parent)
        parent.addSubview(child)
        // (120, 120) is inside the child (local (40, 40)) but outside the parent.
        #expect(child.hitTest(CGPoint(x: 40, y: 40), with: nil) === child)
        log.clear()
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
        #expect(visited(log) == ["P"])
        // The part inside the parent is hit.
        #expect(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
    }

    @Test("HIT-03 EX-15 when point(inside:) says no, hitTest returns nil and no subview is asked")
    func pointInsideNoPrunes() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = NeverInsideView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = ProbeView("K", frame: CGRect(x: 50, y: 50, width: 50, height: 50), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
        #expect(visited(log).isEmpty)
    }

    @Test("HIT-08 a view may refuse a touch inside it: the sibling beneath, then the superview, get it")
    func optingOut() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let beneath = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
        window.addSubview(parent)
        parent.addSubview(beneath)
        parent.addSubview(refusing)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === beneath)
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === parent)
    }
}

// MARK: - Overrides

@Suite("Hit-testing: overriding hitTest")
@MainActor
struct HitTestingOverrideTests {
    @Test("HIT-11 EX-16 enlarged button (inset −33): local x = −20 is hit, x = −34 is not")
    func enlargedHitArea() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let button = EnlargedHitTestButton(frame: CGRect(x: 100, y: 100, width: 45, height: 45))
        window.addSubview(button)
        #expect(button.hitTest(CGPoint(x: -20, y: 22), with: nil) === button)
        #expect(button.hitTest(CGPoint(x: -34, y: 22), with: nil) == nil)
        #expect(button.hitTest(CGPoint(x: 45 + 32, y: 22), with: nil) === button)
        #expect(button.hitTest(CGPoint(x: 22, y: 45 + 34), with: nil) == nil)
        // Through the window: window point = button origin + local point.
        #expect(window.hitTest(CGPoint(x: 80, y: 122), with: nil) === button)
        #expect(window.hitTest(CGPoint(x: 66, y: 122), with: nil) === window)
        button.alpha = 0.005
        #expect(button.hitTest(CGPoint(x: -20, y: 22), with: nil) == nil)
    }

    @Test("HIT-11 EX-16 the enlarged area still searches subviews first (converted with convert(_:from:))")
    func enlargedAreaSearchesSubviews() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let button = EnlargedHitTestButton(frame: CGRect(x: 100, y: 100, width: 45, height: 45))
        let icon = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(button)
        button.addSubview(icon)
        #expect(button.hitTest(CGPoint(x: 15, y: 15), with: nil) === icon)
        #expect(button.hitTest(CGPoint(x: 40, y: 40), with: nil) === button)
    }

    @Test("HIT-11 EX-16 DIS-17 enlarged via point(inside:): the library's hitTest still skips alpha 0.005")
    func enlargedPointInsideRespectsAlpha() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let button = EnlargedPointInsideButton(frame: CGRect(x: 100, y: 100, width: 45, height: 45))
        window.addSubview(button)
        let local = CGPoint(x: -20, y: 22)
        let inWindow = button.convert(local, to: window)
        #expect(inWindow == CGPoint(x: 80, y: 122))
        #expect(window.hitTest(inWindow, with: nil) === button)
        #expect(window.hitTest(button.convert(CGPoint(x: -34, y: 22), to: window), with: nil) === window)
        button.alpha = 0.005
        #expect(button.hitTest(local, with: nil) == nil)
        #expect(window.hitTest(inWindow, with: nil) === window)
        button.alpha = 0.01
        #expect(window.hitTest(inWindow, with: nil) === button)
    }

    @Test("HIT-11 end to end: a tap 20 pt left of the enlarged button reaches it; 34 pt left does not")
    func enlargedAreaEndToEnd() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let background = RecordingView("background", frame: window.bounds, log: log)
        let button = EnlargedRecordingButton("button", frame: CGRect(x: 100, y: 100, width: 45, height: 45), log: log)
        window.addSubview(background)
        background.addSubview(button)
        sim.tap(at: CGPoint(x: 80, y: 122))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 66, y: 122))
        #expect(
            log.lines == [
                "button.touchesBegan(t1)", "button.touchesEnded(t1)",
                "background.touchesBegan(t2)", "background.touchesEnded(t2)",
            ])
    }

    @Test("HIT-12 EX-17 touches on the edge views B and C are redirected to the central scroll view")
    func redirectToScrollView() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let container = RedirectingContainer(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let b = RecordingView("B", frame: CGRect(x: 0, y: 0, width: 50, height: 100), log: log)
        let scroll = RecordingView("scroll", frame: CGRect(x: 50, y: 0, width: 200, height: 100), log: log)
        let c = RecordingView("C", frame: CGRect(x: 250, y: 0, width: 50, height: 100), log: log)
        window.addSubview(container)
        container.addSubview(b)
        container.addSubview(scroll)
        container.addSubview(c)
        container.scrollView = scroll
        #expect(window.hitTest(CGPoint(x: 10, y: 150), with: nil) === scroll)
        #expect(window.hitTest(CGPoint(x: 275, y: 150), with: nil) === scroll)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === scroll)
        // Outside the container: the container answers nil.
        #expect(container.hitTest(CGPoint(x: 150, y: 150), with: nil) == nil)
        #expect(window.hitTest(CGPoint(x: 150, y: 300), with: nil) === window)
        sim.tap(at: CGPoint(x: 10, y: 150))
        #expect(log.lines == ["scroll.touchesBegan(t1)", "scroll.touchesEnded(t1)"])
    }

    @Test("HIT-13 a container that stops hit-testing from descending into one subview keeps its touches away")
    func stopDescending() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let container = BlockingContainer("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let blocked = RecordingView("blocked", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let inner = RecordingView("inner", frame: CGRect(x: 10, y: 10, width: 20, height: 20), log: log)
        let open = RecordingView("open", frame: CGRect(x: 150, y: 0, width: 100, height: 100), log: log)
        window.addSubview(container)
        container.addSubview(blocked)
        blocked.addSubview(inner)
        container.addSubview(open)
        container.blocked = blocked
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === container)
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === container)
        #expect(window.hitTest(CGPoint(x: 200, y: 50), with: nil) === open)
        open.isMultipleTouchEnabled = true
        container.isMultipleTouchEnabled = true
        let fingers = sim.touchDown(at: [CGPoint(x: 15, y: 15), CGPoint(x: 200, y: 50)])
        sim.advance(by: 0.05)
        sim.lift(fingers)
        #expect(log.calls(to: "blocked").isEmpty)
        #expect(log.calls(to: "inner").isEmpty)
        #expect(log.calls(to: "container") == ["touchesBegan(t1)", "touchesEnded(t1)"])
        #expect(log.calls(to: "open") == ["touchesBegan(t2)", "touchesEnded(t2)"])
    }
}

// MARK: - EX-18 intercepting superview

@Suite("Hit-testing: a superview intercepting its subviews' touches (EX-18)")
@MainActor
struct HitTestingInterceptTests {
    private struct Setup {
        let sim: TouchSimulator
        let window: UIWindow
        let b: InterceptingView
        let b1: RecordingView
        let b2: RecordingView
        let log: EventLog
    }

    private func setup(intercepts: Bool) -> Setup {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let b = InterceptingView("B", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let b1 = RecordingView("b1", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b2 = RecordingView("b2", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
        b.intercepts = intercepts
        window.addSubview(b)
        b.addSubview(b1)
        b.addSubview(b2)
        return Setup(sim: sim, window: window, b: b, b1: b1, b2: b2, log: log)
    }

    @Test("HIT-10 EX-18 with the override, the superview answers for b2 and receives every handler call")
    func superviewIntercepts() {
        let s = setup(intercepts: true)
        #expect(s.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === s.b)
        let finger = s.sim.touchDown(at: CGPoint(x: 150, y: 150))
        s.sim.advance(by: 0.02)
        s.sim.move(finger, to: CGPoint(x: 160, y: 150))
        s.sim.advance(by: 0.02)
        s.sim.lift(finger)
        #expect(s.log.lines == ["B.touchesBegan(t1)", "B.touchesMoved(t1)", "B.touchesEnded(t1)"])
    }

    @Test("HIT-10 TDC-06 EX-18 without the override, b2 gets the touches and the superview gets none")
    func withoutOverride() {
        let s = setup(intercepts: false)
        #expect(s.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === s.b2)
        s.sim.tap(at: CGPoint(x: 150, y: 150))
        #expect(s.log.lines == ["b2.touchesBegan(t1)", "b2.touchesEnded(t1)"])
    }

    @Test("HIT-10 RSP-09 EX-18 without the override, the superview hears of it only if b2 calls super")
    func withoutOverrideForwarding() {
        let s = setup(intercepts: false)
        s.b2.forwardsToSuper = true
        s.sim.tap(at: CGPoint(x: 150, y: 150))
        #expect(
            s.log.lines == [
                "b2.touchesBegan(t1)", "B.touchesBegan(t1)", "b2.touchesEnded(t1)", "B.touchesEnded(t1)",
            ])
    }

    @Test("EX-18 TDC-06 in both cases a recognizer on the superview still receives the touches", arguments: [true, false])
    func recognizerOnSuperview(intercepts: Bool) {
        let s = setup(intercepts: intercepts)
        s.b.addGestureRecognizer(LoggingRecognizer(log: s.log))
        s.sim.tap(at: CGPoint(x: 150, y: 150))
        #expect(s.log.calls(to: "gr") == ["touchesBegan(t1)", "touchesEnded(t1)"])
        let receiver = intercepts ? "B" : "b2"
        let silent = intercepts ? "b2" : "B"
        #expect(s.log.calls(to: receiver).first == "touchesBegan(t1)")
        #expect(s.log.calls(to: silent).isEmpty)
        #expect(s.log.calls(to: "b1").isEmpty)
        // The recognizer sees each phase before the view.
        #expect(s.log.lines.first == "gr.touchesBegan(t1)")
    }
}

// MARK: - Transforms and bounds origins

@Suite("Hit-testing: transforms and bounds origins")
@MainActor
struct HitTestingGeometryTests {
    @Test("HIT-01 HIT-07 a view rotated by 90° is hit where it appears, not where its frame was")
    func rotatedView() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        // 100 × 20 bar centred on (100, 100); rotated, it covers x 90…110, y 50…150.
        let bar = UIView(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(bar)
        #expect(window.hitTest(CGPoint(x: 100, y: 140), with: nil) === bar)
        #expect(window.hitTest(CGPoint(x: 105, y: 60), with: nil) === bar)
        #expect(window.hitTest(CGPoint(x: 140, y: 100), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 60, y: 100), with: nil) === window)
    }

    @Test("HIT-07 a subview of a rotated view receives the point in its own coordinates")
    func rotatedParentSubview() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let bar = UIView(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The right end of the bar (local x 80…100) appears at the bottom: y 130…150.
        let end = ProbeView("end", frame: CGRect(x: 80, y: 0, width: 20, height: 20), log: log)
        window.addSubview(bar)
        bar.addSubview(end)
        #expect(window.hitTest(CGPoint(x: 100, y: 140), with: nil) === end)
        let p = end.lastPoint ?? .zero
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 10) < 1e-9)
        #expect(window.hitTest(CGPoint(x: 100, y: 60), with: nil) === bar)
    }

    @Test("HIT-01 a view scaled by 2 about its centre is hit over its enlarged area")
    func scaledView() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        // 50 × 50 centred on (100, 100); scaled ×2 it covers 50…150.
        let scaled = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let corner = UIView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))  // on screen 130…150
        window.addSubview(scaled)
        scaled.addSubview(corner)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === scaled)
        #expect(window.hitTest(CGPoint(x: 140, y: 140), with: nil) === corner)
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === scaled)
        #expect(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 155, y: 100), with: nil) === window)
    }

    @Test("HIT-01 a non-zero bounds origin shifts where the subviews are hit")
    func boundsOrigin() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(window.hitTest(CGPoint(x: 10, y: 110), with: nil) === child)
        parent.bounds.origin = CGPoint(x: 0, y: 100)  // scrolled down by 100
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 10, y: 110), with: nil) === parent)
    }

    @Test("HIT-01 end to end: a touch inside a window placed away from the screen origin finds its view")
    func windowOffsetOnScreen() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        let view = RecordingView("v", frame: CGRect(x: 10, y: 10, width: 20, height: 20), log: log)
        window.addSubview(view)
        var location: CGPoint?
        let probe = LocationProbe { location = $0 }
        view.addSubview(probe)
        probe.frame = view.bounds
        sim.tap(at: CGPoint(x: 115, y: 215))  // screen point
        #expect(location == CGPoint(x: 5, y: 5))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 15, y: 15))  // outside the window on screen
        #expect(location == CGPoint(x: 5, y: 5))
        #expect(log.lines.isEmpty)
    }
}

/// Reports the location of the touch that begins in it, in its own coordinates.
fileprivate final class LocationProbe: UIView {
    let report: (CGPoint) -> Void
    init(report: @escaping (CGPoint) -> Void) {
        self.report = report
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first { report(t.location(in: self)) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

// MARK: - Windows (DIS-18) and dropped touches (PIPE-13)

@Suite("Hit-testing: windows by level, and touches with no hit view")
@MainActor
struct HitTestingWindowTests {
    private func fill(_ window: UIWindow, _ name: String, _ log: EventLog) {
        window.addSubview(RecordingView(name, frame: window.bounds, log: log))
    }

    @Test("DIS-18 of two overlapping windows, the one with the higher level gets the touch")
    func higherLevelWins() {
        let log = EventLog()
        let sim = TouchSimulator()
        let w1 = sim.makeWindow()
        w1.windowLevel = .alert
        let w2 = sim.makeWindow()  // visible later, but at the normal level
        fill(w1, "v1", log)
        fill(w2, "v2", log)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v1.touchesBegan(t1)", "v1.touchesEnded(t1)"])
    }

    @Test("DIS-18 of two windows at the same level, the one made visible later gets the touch")
    func laterVisibleWins() {
        let log = EventLog()
        let sim = TouchSimulator()
        let w1 = sim.makeWindow()
        let w2 = sim.makeWindow()
        fill(w1, "v1", log)
        fill(w2, "v2", log)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v2.touchesBegan(t1)", "v2.touchesEnded(t1)"])
        // Hiding w1 and showing it again makes it the latest.
        w1.isHidden = true
        w1.isHidden = false
        log.clear()
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v1.touchesBegan(t2)", "v1.touchesEnded(t2)"])
    }

    @Test("DIS-18 raising a visible window's level brings it in front")
    func raisingLevelReorders() {
        let log = EventLog()
        let sim = TouchSimulator()
        let w1 = sim.makeWindow()
        let w2 = sim.makeWindow()
        fill(w1, "v1", log)
        fill(w2, "v2", log)
        w1.windowLevel = .statusBar
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v1.touchesBegan(t1)", "v1.touchesEnded(t1)"])
    }

    @Test("DIS-18 a hidden window is ignored, whatever its level")
    func hiddenWindowIgnored() {
        let log = EventLog()
        let sim = TouchSimulator()
        let w1 = sim.makeWindow()
        let w2 = sim.makeWindow()
        w2.windowLevel = .alert
        fill(w1, "v1", log)
        fill(w2, "v2", log)
        w2.isHidden = true
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v1.touchesBegan(t1)", "v1.touchesEnded(t1)"])
        // A window that was never shown is ignored too.
        let never = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: sim.application)
        never.windowLevel = .alert
        fill(never, "never", log)
        log.clear()
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v1.touchesBegan(t2)", "v1.touchesEnded(t2)"])
    }

    @Test("DIS-18 a touch outside the front window falls through to the window behind")
    func fallsThroughOutsideFrontWindow() {
        let log = EventLog()
        let sim = TouchSimulator()
        let w1 = sim.makeWindow()
        let w2 = sim.makeWindow(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        w2.windowLevel = .alert
        fill(w1, "v1", log)
        fill(w2, "v2", log)
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 120, y: 120))
        #expect(
            log.lines == [
                "v1.touchesBegan(t1)", "v1.touchesEnded(t1)", "v2.touchesBegan(t2)", "v2.touchesEnded(t2)",
            ])
    }

    @Test("DIS-18 a window whose hitTest finds nothing (interaction disabled) lets the touch fall through")
    func disabledFrontWindowFallsThrough() {
        let log = EventLog()
        let sim = TouchSimulator()
        let w1 = sim.makeWindow()
        let w2 = sim.makeWindow()
        fill(w1, "v1", log)
        fill(w2, "v2", log)
        w2.isUserInteractionEnabled = false
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v1.touchesBegan(t1)", "v1.touchesEnded(t1)"])
    }

    private struct Pipeline {
        let sim: TouchSimulator
        let window: LoggingWindow
        let log: EventLog
        let delegate: RecordingResponder
    }

    private func pipeline() -> Pipeline {
        let log = EventLog()
        let scheduler = VirtualScheduler(start: 1000)
        let app = LoggingApplication(scheduler: scheduler, log: log)
        let delegate = RecordingResponder("D", log: log)
        app.delegate = delegate
        let sim = TouchSimulator(application: app, scheduler: scheduler)
        let window = LoggingWindow(
            "W", frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app, log: log)
        window.makeKeyAndVisible()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.forwardsToSuper = true
        window.addSubview(view)
        return Pipeline(sim: sim, window: window, log: log, delegate: delegate)
    }

    @Test("PIPE-13 the pipeline itself works: a touch on v climbs v, W, App, D")
    func pipelineBaseline() {
        let p = pipeline()
        p.sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            p.log.lines == [
                "W.sendEvent", "v.touchesBegan(t1)", "W.touchesBegan(t1)", "App.touchesBegan(t1)",
                "D.touchesBegan(t1)",
                "W.sendEvent", "v.touchesEnded(t1)", "W.touchesEnded(t1)", "App.touchesEnded(t1)",
                "D.touchesEnded(t1)",
            ])
    }

    @Test("PIPE-13 a touch outside every window is dropped: nothing is logged anywhere")
    func touchOutsideEveryWindowIsDropped() {
        let p = pipeline()
        p.sim.tap(at: CGPoint(x: 400, y: 600))
        #expect(p.log.lines.isEmpty)
    }

    @Test("PIPE-13 a dropped touch stays dropped for its whole life, even when it moves over a view")
    func droppedTouchStaysDropped() {
        let p = pipeline()
        p.sim.drag(from: CGPoint(x: 400, y: 50), to: CGPoint(x: 50, y: 50), duration: 0.1)
        #expect(p.log.lines.isEmpty)
    }

    @Test("PIPE-13 a touch on a window that finds no hit view (interaction disabled) is dropped")
    func noHitViewInDisabledWindow() {
        let p = pipeline()
        p.window.isUserInteractionEnabled = false
        p.sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(p.log.lines.isEmpty)
    }
}
