import Tactile
import TactilePlayground
import TactilePlaygroundServer
import Testing

/// Runs the article's scene in a session on virtual time: a double tap flips the card and the single tap, which
/// waits for it, does not select it; a single tap selects it once the double tap has failed; a drag moves it.
@MainActor
@Suite struct CardTableTests {
    final class Page {
        var actions: [String] = []
        var scene: PlaygroundSceneDescription?
    }

    func session(_ page: Page, clock: VirtualScheduler) -> PlaygroundSession {
        let session = PlaygroundSession(scenes: [CardTable()], scheduler: clock) { event in
            switch event {
            case .action(let action): page.actions.append(action.recognizer)
            case .scene(let scene): page.scene = scene
            default: break
            }
        }
        session.receive(#"{"kind":"hello","viewport":{"width":320,"height":480},"devicePixelRatio":1}"#)
        return session
    }

    func tap(_ session: PlaygroundSession, at t: Double, id: Int = 1, x: Double = 180, y: Double = 200) {
        session.receive(#"{"kind":"pointers","samples":[{"pointerId":\#(id),"pointerType":"touch","phase":"down","x":\#(x),"y":\#(y),"timeStamp":\#(t)}]}"#)
        session.receive(#"{"kind":"pointers","samples":[{"pointerId":\#(id),"pointerType":"touch","phase":"up","x":\#(x),"y":\#(y),"timeStamp":\#(t + 40)}]}"#)
    }

    @Test func theSceneIsDescribedWithItsRecognizers() throws {
        let page = Page()
        _ = session(page, clock: VirtualScheduler())
        let scene = try #require(page.scene)
        #expect(scene.name == "cards" && scene.width == 360 && scene.height == 640)
        #expect(scene.views.map(\.name) == ["CardView"])
        #expect(scene.recognizers.map(\.name) == ["select", "flip", "drag"])
        #expect(scene.recognizers.first?.waitsFor == ["flip"])
    }

    @Test func aDoubleTapFlipsAndASingleTapSelectsOnceTheDoubleTapFailed() {
        let page = Page(), clock = VirtualScheduler()
        let session = session(page, clock: clock)
        tap(session, at: 0)
        tap(session, at: 150)
        #expect(page.actions == ["flip"])
        tap(session, at: 2000)
        clock.advance(by: 1)
        #expect(page.actions == ["flip", "select"])
    }

    @Test func aDragMovesTheCard() throws {
        let page = Page(), clock = VirtualScheduler()
        let session = session(page, clock: clock)
        let card = try #require(session.window?.subviews.first)
        let before = card.center
        var samples: [String] = [#"{"pointerId":1,"pointerType":"touch","phase":"down","x":100,"y":200,"timeStamp":0}"#]
        for i in 1...10 {
            samples.append(#"{"pointerId":1,"pointerType":"touch","phase":"move","x":\#(100 + 10 * i),"y":200,"timeStamp":\#(16 * i)}"#)
        }
        samples.append(#"{"pointerId":1,"pointerType":"touch","phase":"up","x":200,"y":200,"timeStamp":200}"#)
        for sample in samples { session.receive(#"{"kind":"pointers","samples":[\#(sample)]}"#) }
        #expect(page.actions.contains("drag"))
        #expect(abs(card.center.x - before.x - 100) < 1 && card.center.y == before.y)
    }
}
