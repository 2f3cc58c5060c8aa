import Tactile
import TactilePlayground
import Testing

/// Runs the article's blocks: the card scene's tap flips it, in a session on virtual time, and a live session
/// sends JSON text.
@MainActor
@Suite struct CardSceneTests {
    @Test func theArticlesTestFindsTheFlip() {
        #expect(flipsOnATap())
    }

    @Test func theSessionSendsTheSceneAsJSON() {
        var frames: [String] = []
        let session = makeSession { frames.append($0) }
        session.receive(#"{"kind":"hello","viewport":{"width":320,"height":480},"devicePixelRatio":1}"#)
        // The scene, then its picture.
        #expect(frames.count == 2)
        #expect(frames.first?.contains(#""name":"card""#) == true)
        #expect(frames.last?.contains(#""kind":"displayList""#) == true)
    }
}
