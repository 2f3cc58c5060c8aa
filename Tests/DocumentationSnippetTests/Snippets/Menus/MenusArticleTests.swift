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

    @Test("the quote view shows the shared menu controller with Copy and Share; Share runs its method")
    func menuController() throws {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let quote = QuoteView(frame: CGRect(x: 20, y: 200, width: 280, height: 60))
        window.addSubview(quote)
        quote.showMenu()
        let menu = UIMenuController.shared
        defer { menu.hideMenu() }
        #expect(menu.presentedMenu?.leafElements.map(\.title) == ["Copy", "Share"])
        #expect(menu.menuFrame.maxY <= 200)
        try menu.perform(try #require(menu.presentedMenu?.leafElements.last))
        #expect(quote.shared == ["Stay hungry"])
        #expect(!menu.isMenuVisible)
    }
}
