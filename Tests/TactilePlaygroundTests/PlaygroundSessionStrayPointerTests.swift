import Foundation
import Testing
import TactilePlayground

/// A session answers samples of pointers that are not down with an `error` frame, except for pointers it let go of
/// itself; a page that says `hello` again starts over, its pointers and clock too.
@MainActor
@Suite struct PlaygroundSessionStrayPointerTests {
    @Test func anUpOrAMoveWithoutADownIsAnsweredWithAnError() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.clear()
        h.batch([(4, "up", 100, 100)])
        h.frame()
        h.batch([(5, "move", 100, 100)])
        h.frame()
        h.batch([(6, "cancel", 100, 100)], type: "pen")
        #expect(h.errors.map(\.reason) == [.refused, .refused, .refused])
        #expect(h.errors.map(\.field) == ["samples[0].phase", "samples[0].phase", "samples[0].phase"])
        #expect(h.touches.isEmpty)
        let frame = PlaygroundEvent.error(h.errors[0]).json
        #expect(frame.contains(#""message":"samples[0].phase: expected pointer 4 to be down before it lifts, found no pointer 4 down""#))
        // A mouse moving with no button down hovers, as before: no error.
        h.clear()
        h.frame()
        h.batch([(8, "move", 100, 100)], type: "mouse")
        #expect(h.errors.isEmpty)
        // And the session goes on working.
        h.frame()
        h.tap(200, 300, id: 9)
        h.wait(1000)
        #expect(h.errors.isEmpty)
        #expect(h.actions(of: "single tap").count == 1)
    }

    @Test func aFingerTheSessionCancelledIsIgnoredUntilItLifts() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.batch([(1, "down", 100, 100)])
        h.receive(#"{"kind":"scene","name":"canvas"}"#)
        #expect(h.touches.map(\.phase) == ["began", "cancelled"])
        h.clear()
        // The finger is still on the glass: it moves and lifts on the new scene.
        h.frame()
        h.batch([(1, "move", 110, 100)])
        h.frame()
        h.batch([(1, "up", 110, 100)])
        #expect(h.errors.isEmpty)
        #expect(h.touches.isEmpty)
        h.frame()
        h.tap(100, 100, id: 1)
        #expect(h.touches.map(\.phase) == ["began", "ended"])
    }

    @Test func aSecondHelloStartsOverWithThePagesClock() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.pageTime = 90_000
        h.batch([(1, "down", 100, 100)])
        h.hello("canvas")
        #expect(h.touches.map(\.phase) == ["began", "cancelled"])
        h.clear()
        // The page started over: its clock too. A tap 100 ms long on the new clock is 100 ms long.
        h.pageTime = 10
        h.batch([(1, "down", 100, 100)])
        h.pageTime = 110
        h.batch([(1, "up", 100, 100)])
        #expect(h.errors.isEmpty)
        let touches = h.touches
        #expect(touches.map(\.phase) == ["began", "ended"])
        #expect(abs(touches[1].t - touches[0].t - 0.1) < 1e-9)
        #expect(h.session.input.active.isEmpty)
    }
}
