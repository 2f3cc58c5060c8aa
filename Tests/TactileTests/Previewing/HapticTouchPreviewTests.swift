import Foundation
import Testing
import Tactile
import TactileTesting

// Peek and pop where the touch surface reports no pressure: a long press peeks, as iOS's Haptic Touch does
// (requirement F3D-06; GAP-09). The preview stays after the finger lifts; a tap on it pops, a tap beside it
// dismisses.

@MainActor
@Suite("F3D-06 Peek and pop by long press (no pressure)")
struct HapticTouchPreviewTests {
    let p = CGPoint(x: 40, y: 50)

    @Test("F3D-06 a touch without pressure peeks after 0.5 s held still, not before")
    func longPressPeeks() {
        let stage = PeekStage()
        let t0 = stage.sim.now
        let f = stage.sim.touchDown(at: p, in: stage.source)
        stage.sim.scheduler.advance(to: t0 + 0.499)
        #expect(stage.delegate.locations.isEmpty)
        stage.sim.scheduler.advance(to: t0 + 0.5)
        #expect(stage.delegate.locations == [p])
        #expect(stage.previewIsShown)
        #expect(stage.log.calls(to: "source") == ["touchesBegan(t1)", "touchesCancelled(t1)"])
        stage.sim.lift(f)
        #expect(stage.previewIsShown)  // it stays, waiting for a tap
        #expect(stage.delegate.committed.isEmpty)
    }

    @Test("F3D-06 after a long-press peek, a tap on the preview pops it")
    func tapOnPreviewPops() throws {
        let stage = PeekStage()
        stage.delegate.preferredSize = CGSize(width: 200, height: 200)
        stage.sim.longPress(at: p, in: stage.source, duration: 0.6)
        let preview = try #require(stage.delegate.lastPreview)
        stage.sim.advance(by: 0.5)
        stage.sim.tap(at: CGPoint(x: 100, y: 100), in: preview.view)
        #expect(stage.delegate.committed.count == 1)
        #expect(stage.delegate.committed.first === preview)
        #expect(!stage.previewIsShown)
    }

    @Test("F3D-06 after a long-press peek, a tap beside the preview dismisses it without committing")
    func tapBesideDismisses() {
        let stage = PeekStage()
        stage.delegate.preferredSize = CGSize(width: 200, height: 200)
        stage.sim.longPress(at: p, in: stage.source, duration: 0.6)
        stage.sim.advance(by: 0.5)
        stage.sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(stage.delegate.committed.isEmpty)
        #expect(!stage.previewIsShown)
        #expect(stage.window.subviews.count == 1)
    }

    @Test("F3D-06 lifting before 0.5 s, or moving more than 10 pt, does not peek")
    func shortOrMovingPressDoesNotPeek() {
        let stage = PeekStage()
        stage.sim.longPress(at: p, in: stage.source, duration: 0.45)
        stage.sim.advance(by: 1)
        let f = stage.sim.touchDown(at: p, in: stage.source)
        stage.sim.advance(by: 0.1)
        stage.sim.move(f, to: CGPoint(x: p.x, y: p.y + 11), in: stage.source)
        stage.sim.advance(by: 1)
        #expect(stage.delegate.locations.isEmpty)
        stage.sim.lift(f)
    }

    @Test("F3D-06 the long-press duration is overridable")
    func overriddenDuration() {
        var configuration = TactileConfiguration()
        configuration.peekAndPop.longPressDuration = 0.3
        let stage = PeekStage(configuration: configuration)
        let f = stage.sim.touchDown(at: p, in: stage.source)
        stage.sim.advance(by: 0.3)
        #expect(stage.previewIsShown)
        stage.sim.lift(f)
    }

    @Test("F3D-06 EX-41 preview actions: titles and styles in order, and perform runs the handler with the preview")
    func previewActions() throws {
        final class PreViewController: UIViewController {
            var performed: [String] = []
            override var previewActionItems: [any UIPreviewActionItem] {
                [
                    UIPreviewAction(title: "分享", style: .default) { action, vc in
                        (vc as? PreViewController)?.performed.append(action.title)
                    },
                    UIPreviewAction(title: "标记", style: .default) { _, _ in },
                ]
            }
        }
        let preview = PreViewController()
        let items = preview.previewActionItems
        #expect(items.map(\.title) == ["分享", "标记"])
        let share = try #require(items.first as? UIPreviewAction)
        #expect(share.style == .default)
        share.perform(for: preview)
        #expect(preview.performed == ["分享"])
        let group = UIPreviewActionGroup(title: "More", style: .destructive, actions: [share])
        #expect(group.actions.count == 1 && group.style == .destructive)
        #expect(UIViewController().previewActionItems.isEmpty)
        #expect(UIViewController().preferredContentSize == .zero)
    }
}
