import Foundation
import Tactile
import TactileTesting
import Testing

/// The article's press, as a function: the block is copied verbatim (with its indentation) below.
@MainActor func pressSecondSong() -> SongListController {
    let sim = TouchSimulator()
    let window = sim.makeWindow()
    let songs = SongListController()
    window.rootViewController = songs
    let finger = sim.forcePress(at: CGPoint(x: 100, y: 60), to: 4)  // past half the maximum (6.67): peek
    sim.press(finger, force: 6.5)                                    // past 0.9 of it: pop
    sim.lift(finger)
    print(songs.presentedViewController?.title ?? "nothing")         // 十一月的肖邦
    return songs
}

/// Runs the examples of Tactile.docc/PeekAndPop.md.
@MainActor
@Suite("PeekAndPop article")
struct PeekAndPopArticleTests {
    @Test("F3D-06 the article's press peeks at the second song and pops it with show(_:sender:)")
    func pressPops() throws {
        let songs = pressSecondSong()
        let shown = try #require(songs.presentedViewController as? SongViewController)
        #expect(shown.song == "十一月的肖邦")
        #expect(shown.previewActionItems.map(\.title) == ["Share", "Mark"])
    }
}
