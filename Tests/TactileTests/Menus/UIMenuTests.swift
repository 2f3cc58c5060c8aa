import Foundation
import Testing
import Tactile
import TactileTesting

// UIMenu, UIAction and UICommand as menu elements (the menus of F3D-06 context menus and EDT-01 edit menus).

@MainActor
@Suite("F3D-06 UIMenu and its elements")
struct UIMenuTests {
    @Test("F3D-06 UIAction keeps UIKit's menu properties and defaults, and is still a control action")
    func actionProperties() {
        let image = UIImage(systemName: "trash")
        let action = UIAction(
            title: "Delete", image: image, identifier: UIAction.Identifier("delete"),
            discoverabilityTitle: "Delete the photo", attributes: [.destructive], state: .on
        ) { _ in }
        #expect(action.title == "Delete")
        #expect(action.image == image)
        #expect(action.identifier.rawValue == "delete")
        #expect(action.discoverabilityTitle == "Delete the photo")
        #expect(action.attributes == [.destructive])
        #expect(action.state == .on)
        let plain = UIAction { _ in }
        #expect(plain.title == "" && plain.image == nil && plain.attributes.isEmpty && plain.state == .off)
        #expect(plain.identifier != UIAction { _ in }.identifier)
        action.title = "Remove"
        let element: UIMenuElement = action
        #expect(element.title == "Remove")
    }

    @Test("F3D-06 a menu keeps its structure; leafElements flattens it without hidden items; selectedElements")
    func structure() {
        let on = UIAction(title: "Grid", state: .on) { _ in }
        let off = UIAction(title: "List") { _ in }
        let hidden = UIAction(title: "Secret", attributes: .hidden) { _ in }
        let command = UICommand(title: "Copy", action: UIResponderStandardEditActions.copy, state: .mixed)
        let view = UIMenu(title: "View", options: [.displayInline, .singleSelection], children: [on, off])
        let menu = UIMenu(
            title: "Photo", identifier: UIMenu.Identifier("photo"), children: [view, hidden, command])
        #expect(menu.children.count == 3)
        #expect(menu.identifier == UIMenu.Identifier("photo"))
        #expect(view.options.contains(.singleSelection))
        #expect(menu.leafElements == [on, off, command])
        #expect(menu.selectedElements == [on])
        let replaced = menu.replacingChildren([off])
        #expect(replaced !== menu && replaced.identifier == menu.identifier && replaced.title == "Photo")
        #expect(replaced.children == [off])
        #expect(UIMenu().identifier != UIMenu().identifier)
        #expect("\(menu)".contains("identifier = photo"))
        #expect("\(command)".contains("action = copy:"))
    }
}
