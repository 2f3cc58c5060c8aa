import Foundation
import Testing
@testable import Tactile
import TactileTesting

// The default canPerformAction(_:withSender:) allows the standard edit actions whose methods a class overrides,
// as UIKit's default answers "the method is implemented" (the class's method table is read; nothing is called).

fileprivate class Editor: UIView {
    var calls: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) { calls.append("copy") }
    override func toggleBoldface(_ sender: Any?) { calls.append("bold") }
}

/// Inherits Editor's overrides and adds one.
fileprivate final class RenamingEditor: Editor {
    var stored = 3
    override func rename(_ sender: Any?) { calls.append("rename") }
}

/// A generic subclass: its metadata is made at run time.
fileprivate final class GenericEditor<Value>: UIViewController {
    var value: Value?
    override func paste(_ sender: Any?) {}
}

/// Overrides an action's method and refuses the action in canPerformAction, which wins.
fileprivate final class Refusing: UIView {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == UIResponderStandardEditActions.delete ? false : super.canPerformAction(action, withSender: sender)
    }
    override func delete(_ sender: Any?) {}
}

@MainActor
@Suite("Which standard edit actions a class overrides")
struct EditActionOverridesTests {
    typealias Actions = UIResponderStandardEditActions

    @Test("the overridden methods, and only those, are reported; asking calls none of them")
    func overridden() {
        #expect(EditActionOverrides.overridden(by: Editor.self) == [Actions.copy, Actions.toggleBoldface])
        #expect(EditActionOverrides.overridden(by: RenamingEditor.self)
            == [Actions.copy, Actions.toggleBoldface, Actions.rename])
        #expect(EditActionOverrides.overridden(by: GenericEditor<Int>.self) == [Actions.paste])
        #expect(EditActionOverrides.overridden(by: UIResponder.self).isEmpty)
        #expect(EditActionOverrides.overridden(by: UIView.self).isEmpty)
        #expect(EditActionOverrides.overridden(by: UIViewController.self).isEmpty)
        #expect(EditActionOverrides.overridden(by: UITextField.self)
            == [Actions.cut, Actions.copy, Actions.paste, Actions.select, Actions.selectAll, Actions.delete])
        let editor = RenamingEditor()
        #expect(editor.canPerformAction(Actions.rename, withSender: nil))
        #expect(editor.canPerformAction(Actions.copy, withSender: nil))
        #expect(!editor.canPerformAction(Actions.cut, withSender: nil))
        #expect(!editor.canPerformAction(Actions.print, withSender: nil))
        #expect(editor.calls.isEmpty)
    }

    @Test("an override of canPerformAction that refuses the action wins over the overridden method")
    func refusal() {
        let view = Refusing()
        #expect(!view.canPerformAction(Actions.delete, withSender: nil))
        #expect(view.target(forAction: Actions.delete, withSender: nil) == nil)
    }

    @Test("the edit menu suggests the actions a first responder overrides, without a canPerformAction override")
    func editMenuSuggestions() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        let menus = StandardEditMenu.suggestedActions(from: editor)
        let titles = menus.compactMap { $0 as? UIMenu }.map { menu in menu.children.map(\.title) }
        #expect(titles == [["Copy"], ["Bold"]])
        #expect(sim.application.sendAction(Actions.toggleBoldface, to: nil, from: nil, for: nil))
        #expect(editor.calls == ["bold"])
    }
}
