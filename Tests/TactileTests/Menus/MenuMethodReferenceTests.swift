import Foundation
import Testing
import Tactile
import TactileTesting

// UIMenuItem and UICommand with a method reference in place of #selector (issue 20: the migrator turns
// `UIMenuItem(title:action: #selector(archive))` into `UIMenuItem(title:action: NotesViewController.archive)`).
// Choosing the item from a presented menu runs the method on the first responder of its type up the chain, and
// canPerformAction still sees the item's action.

/// A view controller whose methods the menus name; it can refuse one action in canPerformAction.
fileprivate final class NotesViewController: UIViewController {
    var log: [String] = []
    var refused: Set<Selector> = []
    func archive() { log.append("archive") }
    func pin(_ sender: Any?) { log.append("pin from \(sender.map { "\(type(of: $0))" } ?? "nil")") }
    func retitle(_ sender: UICommand) { log.append("retitle via \(sender.title)") }
    func share(_ sender: UIButton) { log.append("share") }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if refused.contains(action) { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// A first responder inside the controller's view, of another type: the chain passes it by.
fileprivate final class NoteField: UIView {
    override var canBecomeFirstResponder: Bool { true }
    var archived = 0
}

/// Shows the commands it is given in an edit menu.
fileprivate final class CommandsDelegate: UIEditMenuInteractionDelegate {
    var commands: [UIMenuElement] = []
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        UIMenu(children: commands)
    }
}

@MainActor
@Suite("Menu items and commands with method references")
struct MenuMethodReferenceTests {
    let sim = TouchSimulator()

    /// A window whose root controller is a NotesViewController with a first-responder field in its view.
    private func stage() -> (controller: NotesViewController, field: NoteField) {
        let window = sim.makeWindow()
        let controller = NotesViewController()
        window.rootViewController = controller
        let field = NoteField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        return (controller, field)
    }

    @Test("EDT-03 a UIMenuItem with a method reference is shown and runs the method on the controller up the chain")
    func menuItemRunsMethod() throws {
        let (controller, field) = stage()
        let menu = UIMenuController()
        menu.menuItems = [
            UIMenuItem(title: "Archive", action: NotesViewController.archive),
            UIMenuItem(title: "Pin", action: NotesViewController.pin),
        ]
        menu.showMenu(from: field, rect: .zero)
        #expect(menu.presentedMenu?.leafElements.map(\.title) == ["Archive", "Pin"])
        let archive = try #require(menu.presentedMenu?.leafElements.first { $0.title == "Archive" })
        try menu.perform(archive)
        #expect(controller.log == ["archive"])
        #expect(field.archived == 0)

        menu.showMenu(from: field, rect: .zero)
        let pin = try #require(menu.presentedMenu?.leafElements.first { $0.title == "Pin" })
        try menu.perform(pin)
        #expect(controller.log == ["archive", "pin from UICommand"])
    }

    @Test("EDT-02 canPerformAction sees a method item's own selector and can hide that item alone")
    func menuItemRefused() throws {
        let (controller, field) = stage()
        let archive = UIMenuItem(title: "Archive", action: NotesViewController.archive)
        let pin = UIMenuItem(title: "Pin", action: NotesViewController.pin)
        #expect(archive.action != pin.action)
        controller.refused = [archive.action]
        let menu = UIMenuController()
        menu.menuItems = [archive, pin]
        menu.showMenu(from: field, rect: .zero)
        #expect(menu.presentedMenu?.leafElements.map(\.title) == ["Pin"])
        controller.refused = [archive.action, pin.action]
        menu.update()
        #expect(!menu.isMenuVisible, "nothing is allowed any more, so the menu closes")
        #expect(controller.log.isEmpty)
    }

    @Test("EDT-02 a method item is not shown when no responder of its type is up the chain")
    func menuItemWithoutTarget() {
        let window = sim.makeWindow()
        let field = NoteField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let menu = UIMenuController()
        menu.menuItems = [
            UIMenuItem(title: "Archive", action: NotesViewController.archive),
            UIMenuItem(title: "Share", action: NotesViewController.share),
        ]
        menu.showMenu(from: field, rect: .zero)
        #expect(!menu.isMenuVisible)
    }

    @Test("EDT-02 a method item whose sender parameter the command does not fit is not shown")
    func menuItemSenderMismatch() {
        let (_, field) = stage()
        let menu = UIMenuController()
        menu.menuItems = [UIMenuItem(title: "Share", action: NotesViewController.share)]
        menu.showMenu(from: field, rect: .zero)
        #expect(!menu.isMenuVisible)
    }

    @Test("EDT-02 setting a selector on a method item makes it a selector item")
    func menuItemSelectorReplacesMethod() throws {
        let (controller, field) = stage()
        let item = UIMenuItem(title: "Archive", action: NotesViewController.archive)
        item.action = Selector("archive:")
        var handled = 0
        field.setActionHandler(for: Selector("archive:")) { _, _ in handled += 1 }
        let menu = UIMenuController()
        menu.menuItems = [item]
        menu.showMenu(from: field, rect: .zero)
        try menu.perform(try #require(menu.presentedMenu?.leafElements.first))
        #expect(handled == 1)
        #expect(controller.log.isEmpty)
    }

    @Test("F3D-06 a UICommand with a method reference runs the method on the first responder of its type")
    func commandRunsMethod() throws {
        let (controller, field) = stage()
        let delegate = CommandsDelegate()
        defer { withExtendedLifetime(delegate) {} }
        let archive = UICommand(title: "Archive", action: NotesViewController.archive)
        let rename = UICommand(title: "Rename", image: nil, action: NotesViewController.retitle, attributes: [])
        delegate.commands = [archive, rename]
        let interaction = UIEditMenuInteraction(delegate: delegate)
        field.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        try interaction.perform(archive)
        #expect(controller.log == ["archive"])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        try interaction.perform(rename)
        #expect(controller.log == ["archive", "retitle via Rename"])
    }

    @Test("F3D-06 a command refused in canPerformAction does not run; another command of the same type still does")
    func commandRefused() throws {
        let (controller, field) = stage()
        let delegate = CommandsDelegate()
        defer { withExtendedLifetime(delegate) {} }
        let archive = UICommand(title: "Archive", action: NotesViewController.archive)
        let pin = UICommand(title: "Pin", action: NotesViewController.pin)
        #expect(archive.action != pin.action)
        controller.refused = [archive.action]
        delegate.commands = [archive, pin]
        let interaction = UIEditMenuInteraction(delegate: delegate)
        field.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        try interaction.perform(archive)
        #expect(controller.log.isEmpty)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        try interaction.perform(pin)
        #expect(controller.log == ["pin from UICommand"])
    }

    @Test("F3D-06 a method command in a context menu runs on the controller; a disabled one cannot be chosen")
    func commandInContextMenu() throws {
        let (controller, field) = stage()
        let archive = UICommand(title: "Archive", action: NotesViewController.archive)
        let pin = UICommand(title: "Pin", action: NotesViewController.pin, attributes: .disabled)
        let provider = ContextMenuProvider(children: [archive, pin])
        let interaction = UIContextMenuInteraction(delegate: provider)
        field.addInteraction(interaction)
        defer { withExtendedLifetime(provider) {} }
        sim.longPress(at: CGPoint(x: 50, y: 20), in: field)
        #expect(throws: MenuSelectionError.notSelectable(title: "Pin")) { try interaction.perform(pin) }
        try interaction.perform(archive)
        #expect(controller.log == ["archive"])
    }
}

/// A context menu delegate that shows fixed children.
fileprivate final class ContextMenuProvider: UIContextMenuInteractionDelegate {
    let children: [UIMenuElement]
    init(children: [UIMenuElement]) { self.children = children }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        let children = children
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: children) }
    }
}
