import Foundation
import Testing
import Tactile
import TactileTesting

// UIBarButtonItem with method references, UINavigationItem's bar button items, and pressing an item with the
// simulator (issue 20: the migrator turns `#selector(save)` in bar button items into `EditorViewController.save`).

/// A view controller whose methods the items name.
fileprivate final class EditorViewController: UIViewController {
    var log: [String] = []
    func save() { log.append("save") }
    func share(_ sender: UIBarButtonItem) { log.append("share from \(sender.title ?? "an untitled item")") }
    func close(_ sender: UIButton) { log.append("close") }
}

/// A first responder inside the controller's view.
fileprivate final class EditorField: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite("UIBarButtonItem and UINavigationItem's bar button items")
struct BarButtonItemTests {
    let sim = TouchSimulator()

    @Test("pressing an item runs its target's method, with or without the item as sender")
    func methodReferences() {
        let editor = EditorViewController()
        let save = UIBarButtonItem(title: "Save", style: .done, target: editor, action: EditorViewController.save)
        let share = UIBarButtonItem(
            image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: editor,
            action: EditorViewController.share)
        share.title = "Share"
        #expect(save.title == "Save")
        #expect(save.style == .done)
        #expect(save.action == nil)
        #expect(save.target === editor)
        #expect(share.image == UIImage(systemName: "square.and.arrow.up"))
        #expect(sim.tap(save))
        #expect(sim.tap(share))
        #expect(editor.log == ["save", "share from Share"])
    }

    @Test("a method whose sender parameter the item does not fit is not run")
    func senderMismatch() {
        let editor = EditorViewController()
        let close = UIBarButtonItem(barButtonSystemItem: .close, target: editor, action: EditorViewController.close)
        #expect(!sim.tap(close))
        #expect(editor.log.isEmpty)
    }

    @Test("a disabled item sends nothing until it is enabled again")
    func disabled() {
        let editor = EditorViewController()
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: editor, action: EditorViewController.save)
        save.isEnabled = false
        #expect(!sim.tap(save))
        #expect(editor.log.isEmpty)
        save.isEnabled = true
        #expect(sim.tap(save))
        #expect(editor.log == ["save"])
    }

    @Test("the target is held weakly")
    func weakTarget() {
        var editor: EditorViewController? = EditorViewController()
        weak let weakEditor = editor
        let save = UIBarButtonItem(title: "Save", style: .plain, target: editor, action: EditorViewController.save)
        editor = nil
        #expect(weakEditor == nil)
        #expect(save.target == nil)
        #expect(!sim.tap(save), "no editor is left to save, here or up the chain")
    }

    @Test("with no target the action goes to the first responder of the method's type up the chain")
    func nilTarget() {
        let window = sim.makeWindow()
        let editor = EditorViewController()
        window.rootViewController = editor
        let field = EditorField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        editor.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let save = UIBarButtonItem(
            barButtonSystemItem: .save, target: nil as EditorViewController?, action: EditorViewController.save)
        #expect(sim.tap(save))
        #expect(editor.log == ["save"])
    }

    @Test("a selector action is sent to the target with the item as sender")
    func selectorAction() {
        let window = sim.makeWindow()
        let view = UIView()
        window.addSubview(view)
        var senders: [AnyObject?] = []
        view.setActionHandler(for: Selector("refresh:")) { sender, _ in senders.append(sender as AnyObject?) }
        let refresh = UIBarButtonItem(barButtonSystemItem: .refresh, target: view, action: Selector("refresh:"))
        #expect(refresh.action == Selector("refresh:"))
        #expect(sim.tap(refresh))
        #expect(senders.count == 1)
        #expect(senders.first.flatMap { $0 } === refresh)
        let untitled = UIBarButtonItem(title: "Nothing", style: .plain, target: nil, action: nil)
        #expect(!sim.tap(untitled))
    }

    @Test("setting a selector replaces the method")
    func selectorReplacesMethod() {
        let editor = EditorViewController()
        let view = UIView()
        var handled = 0
        view.setActionHandler(for: Selector("store:")) { _, _ in handled += 1 }
        let save = UIBarButtonItem(title: "Save", style: .plain, target: editor, action: EditorViewController.save)
        save.target = view
        save.action = Selector("store:")
        sim.tap(save)
        #expect(handled == 1)
        #expect(editor.log.isEmpty)
    }

    @Test("a primary action runs with the item as sender, in place of target and action")
    func primaryAction() {
        let editor = EditorViewController()
        var senders: [AnyObject?] = []
        let action = UIAction(title: "Duplicate", image: UIImage(systemName: "plus.square.on.square")) { action in
            senders.append(action.sender as AnyObject?)
        }
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Duplicate", "the title comes from the action")
        #expect(item.image == UIImage(systemName: "plus.square.on.square"))
        item.target = editor
        #expect(sim.tap(item))
        #expect(senders.count == 1)
        #expect(senders.first.flatMap { $0 } === item)
        #expect(editor.log.isEmpty)

        let titled = UIBarButtonItem(title: "Copy", primaryAction: action)
        #expect(titled.title == "Copy")
        let menuOnly = UIBarButtonItem(title: "More", menu: UIMenu(children: [action]))
        #expect(menuOnly.menu?.children.count == 1)
        #expect(!sim.tap(menuOnly), "Tactile shows no menu for a bar item")
        let system = UIBarButtonItem(systemItem: .add, primaryAction: action)
        #expect(sim.tap(system))
        #expect(senders.count == 2)
    }

    @Test("system items have no title, Done is drawn as done, and spaces never send")
    func systemItems() {
        let editor = EditorViewController()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: editor, action: EditorViewController.save)
        #expect(done.style == .done)
        #expect(done.title == nil)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: editor, action: EditorViewController.save)
        #expect(cancel.style == .plain)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24, "UIKit's raw value")
        #expect(UIBarButtonItem.Style.done.rawValue == 2, "UIKit's raw value")
        let flexible = UIBarButtonItem(
            barButtonSystemItem: .flexibleSpace, target: editor, action: EditorViewController.save)
        let fixed = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: editor, action: EditorViewController.save)
        fixed.width = 12
        #expect(!sim.tap(flexible))
        #expect(!sim.tap(fixed))
        #expect(editor.log.isEmpty)
        #expect(fixed.width == 12)
        done.tag = 7
        #expect(done.tag == 7)
    }

    @Test("the single bar button items and the arrays stay consistent, as in UIKit")
    func navigationItemConsistency() {
        let controller = UIViewController()
        let item = controller.navigationItem
        #expect(item.leftBarButtonItem == nil)
        #expect(item.rightBarButtonItems == nil)
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)

        item.rightBarButtonItem = save
        #expect(item.rightBarButtonItems == [save])
        item.rightBarButtonItems = [share, save]
        #expect(item.rightBarButtonItem === share, "the single item is the first of the array")
        item.rightBarButtonItem = save
        #expect(item.rightBarButtonItems == [save], "setting the single item replaces the array")
        item.rightBarButtonItem = nil
        #expect(item.rightBarButtonItems == nil)

        item.setLeftBarButton(cancel, animated: true)
        #expect(item.leftBarButtonItems == [cancel])
        item.setLeftBarButtonItems([share, cancel], animated: false)
        #expect(item.leftBarButtonItem === share)
        item.setRightBarButtonItems([save], animated: true)
        #expect(item.rightBarButtonItem === save)
        item.setRightBarButton(nil, animated: false)
        #expect(item.rightBarButtonItems == nil)
        #expect(item.leftBarButtonItems == [share, cancel], "the two sides are independent")
    }

    @Test("an item of the navigation item is pressed like any other")
    func pressFromNavigationItem() throws {
        let editor = EditorViewController()
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .save, target: editor, action: EditorViewController.save)
        sim.tap(try #require(editor.navigationItem.rightBarButtonItem))
        #expect(editor.log == ["save"])
    }
}
