import Tactile
import TactileTesting
import Testing

/// Runs the *Context menus and edit menus* article's examples with simulated long presses.
@MainActor
@Suite("Menus article")
struct MenusArticleTests {
    @Test("a long press shows the photo's context menu; choosing Delete runs its handler")
    func contextMenu() throws {
        let sim = TouchSimulator()
        let controller = AlbumViewController()
        sim.makeWindow().rootViewController = controller
        let interaction = try #require(controller.view.interactions.first as? UIContextMenuInteraction)
        sim.longPress(at: CGPoint(x: 100, y: 100), in: controller.view)
        #expect(interaction.presentedMenu?.leafElements.map(\.title) == ["Share", "Delete"])
        try chooseDelete(in: interaction)
        #expect(controller.deleted)
        #expect(interaction.presentedMenu == nil)
    }

    @Test("a long press on the note offers Copy, which copies the note's text")
    func editMenu() throws {
        let sim = TouchSimulator()
        let controller = MemoViewController()
        sim.makeWindow().rootViewController = controller
        let interaction = try #require(controller.note.interactions.first as? UIEditMenuInteraction)
        sim.longPress(at: CGPoint(x: 50, y: 50), in: controller.note)
        let menu = try #require(interaction.presentedMenu)
        #expect(menu.leafElements.map(\.title) == ["Copy"])
        try interaction.perform(menu.leafElements[0])
        #expect(controller.note.pasteboard.string == "Groceries")
    }
}
