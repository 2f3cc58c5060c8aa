import Foundation
import Testing
import Tactile
import TactileTesting

// Peek and pop driven by touch force (requirement F3D-06; force F3D-07; GAP-09 for the long press without
// pressure). Thresholds: PeekAndPopConfiguration (0.5 and 0.9 of maximumPossibleForce, 0.5 s, 10 pt).

@MainActor
@Suite("F3D-06 Peek and pop by force")
struct PeekAndPopForceTests {
    let p = CGPoint(x: 40, y: 50)

    @Test("F3D-06 a press past half the maximum force asks the delegate with the location in the source view")
    func peekAsksDelegate() {
        let stage = PeekStage()
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.49))
        #expect(stage.delegate.locations.isEmpty)
        #expect(!stage.previewIsShown)
        stage.sim.press(f, force: stage.force(0.5))
        #expect(stage.delegate.locations == [p])
        #expect(stage.previewIsShown)
        #expect(stage.recognizer.state == .began)
        stage.sim.lift(f)
    }

    @Test("F3D-06 the sourceRect the delegate sets is kept; before each request it is the source view's bounds")
    func sourceRectKept() {
        let stage = PeekStage()
        #expect(stage.context.sourceRect == stage.source.bounds)
        stage.delegate.sourceRectToSet = CGRect(x: 0, y: 0, width: 375, height: 40)
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.6))
        #expect(stage.context.sourceRect == CGRect(x: 0, y: 0, width: 375, height: 40))
        stage.sim.lift(f)
        stage.sim.advance(by: 1)
        stage.delegate.sourceRectToSet = nil
        let g = stage.pressureFinger(at: p)
        stage.sim.press(g, force: stage.force(0.6))
        #expect(stage.context.sourceRect == stage.source.bounds)
        stage.sim.lift(g)
    }

    @Test("F3D-06 a harder press past 0.9 of the maximum commits the previewed controller and removes the preview")
    func popCommits() {
        let stage = PeekStage()
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.6))
        let preview = stage.delegate.lastPreview
        stage.sim.press(f, force: stage.force(0.89))
        #expect(stage.delegate.committed.isEmpty)
        stage.sim.press(f, force: stage.force(0.9))
        #expect(stage.delegate.committed.count == 1)
        #expect(stage.delegate.committed.first === preview)
        #expect(!stage.previewIsShown)
        #expect(stage.recognizer.state == .ended)
        stage.sim.lift(f)
        #expect(stage.delegate.committed.count == 1)
        #expect(stage.recognizer.state == .possible)
    }

    @Test("F3D-06 lifting before the pop dismisses the preview without committing")
    func liftDismisses() {
        let stage = PeekStage()
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.7))
        #expect(stage.previewIsShown)
        stage.sim.lift(f)
        #expect(!stage.previewIsShown)
        #expect(stage.delegate.committed.isEmpty)
        #expect(stage.window.subviews.count == 1)  // only the controller's view is left
    }

    @Test("F3D-06 no controller from the delegate: no peek, and the view's other recognizers carry on")
    func nilMeansNoPeek() {
        let stage = PeekStage()
        stage.delegate.providesPreview = false
        let tap = UITapGestureRecognizer()
        stage.source.addGestureRecognizer(tap)
        var taps = 0
        tap.addAction { r in if r.state == .ended { taps += 1 } }
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.95))
        #expect(stage.delegate.locations.count == 1)
        #expect(!stage.previewIsShown)
        stage.sim.advance(by: 0.05)
        stage.sim.lift(f)
        #expect(taps == 1)
        #expect(stage.delegate.committed.isEmpty)
        // The view saw the press (the change of force as a move); the tap, which recognized, then cancelled it.
        #expect(stage.log.calls(to: "source") == ["touchesBegan(t1)", "touchesMoved(t1)", "touchesCancelled(t1)"])
    }

    @Test("F3D-06 once a peek begins, the other recognizers on the path fail and the view's touches are cancelled")
    func peekWinsArbitration() {
        let stage = PeekStage()
        let tap = UITapGestureRecognizer()
        let longPress = UILongPressGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        for r in [tap, longPress, pan] as [UIGestureRecognizer] { stage.source.addGestureRecognizer(r) }
        let outer = UITapGestureRecognizer()
        stage.controller.view.addGestureRecognizer(outer)
        var actions: [String] = []
        for (r, n) in [(tap, "tap"), (longPress, "long press"), (pan, "pan"), (outer, "outer")]
            as [(UIGestureRecognizer, String)]
        {
            r.addAction { g in actions.append("\(n) \(g.state)") }
        }
        let f = stage.pressureFinger(at: p)
        stage.sim.advance(by: 0.1)
        stage.sim.press(f, force: stage.force(0.6))
        #expect(stage.previewIsShown)
        #expect(stage.log.calls(to: "source") == ["touchesBegan(t1)", "touchesCancelled(t1)"])
        stage.sim.advance(by: 1)  // long enough for the long press, which has failed
        stage.sim.move(f, to: CGPoint(x: 200, y: 150), in: stage.source)  // far enough for the pan
        stage.sim.lift(f)
        #expect(actions.isEmpty)
        #expect(stage.log.calls(to: "source") == ["touchesBegan(t1)", "touchesCancelled(t1)"])
    }

    @Test("F3D-06 previewingGestureRecognizerForFailureRelationship: a tap that requires it to fail waits, then taps")
    func failureRelationship() {
        let stage = PeekStage()
        let tap = UITapGestureRecognizer()
        stage.source.addGestureRecognizer(tap)
        tap.require(toFail: stage.recognizer)
        var taps = 0
        tap.addAction { r in if r.state == .ended { taps += 1 } }
        stage.sim.tap(at: p, in: stage.source)
        #expect(taps == 1)
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.6))
        stage.sim.lift(f)
        #expect(taps == 1)
    }

    @Test("F3D-06 moving farther than 10 pt before the peek is not a peek (a scroll stays a scroll)")
    func movementFails() {
        let stage = PeekStage()
        let f = stage.pressureFinger(at: p)
        stage.sim.move(f, to: CGPoint(x: p.x + 10.5, y: p.y), in: stage.source, force: stage.force(0.2))
        stage.sim.press(f, force: stage.force(0.8))
        #expect(stage.delegate.locations.isEmpty)
        #expect(!stage.previewIsShown)
        stage.sim.lift(f)
    }

    @Test("F3D-06 thresholds are overridable: peek at 0.3 and pop at 0.6 of the maximum")
    func overriddenThresholds() {
        var configuration = TactileConfiguration()
        configuration.peekAndPop.peekForceFraction = 0.3
        configuration.peekAndPop.popForceFraction = 0.6
        let stage = PeekStage(configuration: configuration)
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.31))
        #expect(stage.previewIsShown)
        stage.sim.press(f, force: stage.force(0.61))
        #expect(stage.delegate.committed.count == 1)
        stage.sim.lift(f)
    }

    @Test("F3D-06 the recognizer's own configurationOverride wins over the application's")
    func perRecognizerOverride() {
        let stage = PeekStage()
        var configuration = TactileConfiguration()
        configuration.peekAndPop.peekForceFraction = 0.8
        stage.recognizer.configurationOverride = configuration
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.7))
        #expect(!stage.previewIsShown)
        stage.sim.press(f, force: stage.force(0.8))
        #expect(stage.previewIsShown)
        stage.sim.lift(f)
    }

    @Test("F3D-06 a cancelled touch dismisses the preview")
    func cancelDismisses() {
        let stage = PeekStage()
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.6))
        #expect(stage.previewIsShown)
        stage.sim.cancel([f])
        #expect(!stage.previewIsShown)
        #expect(stage.delegate.committed.isEmpty)
    }

    @Test("F3D-06 unregisterForPreviewing removes the recognizer: presses no longer peek")
    func unregister() {
        let stage = PeekStage()
        #expect(stage.source.gestureRecognizers?.contains { $0 === stage.recognizer } == true)
        stage.controller.unregisterForPreviewing(withContext: stage.context)
        #expect(stage.source.gestureRecognizers?.contains { $0 === stage.recognizer } != true)
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.95))
        #expect(stage.delegate.locations.isEmpty)
        stage.sim.lift(f)
    }

    @Test("F3D-06 the preview takes the preferredContentSize the delegate set; zero leaves the window's size")
    func previewSize() {
        let stage = PeekStage()
        stage.delegate.preferredSize = CGSize(width: 0, height: 400)
        let f = stage.pressureFinger(at: p)
        stage.sim.press(f, force: stage.force(0.6))
        let frame = stage.delegate.lastPreview?.view.frame
        #expect(frame?.size == CGSize(width: 375 - 32, height: 400))
        #expect(frame?.midX == 187.5)
        stage.sim.lift(f)
    }
}
