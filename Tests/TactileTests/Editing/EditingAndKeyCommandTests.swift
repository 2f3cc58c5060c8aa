import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Text fields becoming first responder (FR-04), key routing, the standard edit actions through the chain
/// (RSP-06 (e)), and key commands.
@MainActor
@Suite("Editing, edit actions and key commands")
struct EditingAndKeyCommandTests {
    let sim = TouchSimulator()

    func type(_ characters: String, keyCode: UIKeyboardHIDUsage = .keyboardA, modifiers: UIKeyModifierFlags = []) {
        for down in [true, false] {
            sim.application.enqueue(.key(RawKeyEvent(
                timestamp: sim.now, keyCode: keyCode, isDown: down, characters: characters, modifierFlags: modifiers)))
        }
        sim.scheduler.runDueActions()
    }

    func scene() -> (UIViewController, UITextField, [String]) {
        let window = sim.makeWindow()
        let vc = UIViewController()
        window.rootViewController = vc
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.pasteboard = UIPasteboard()
        vc.view.addSubview(field)
        return (vc, field, [])
    }

    @Test("FR-04 tapping a text field makes it first responder and starts editing; typing edits its text")
    func tapToEdit() {
        let (_, field, _) = scene()
        var events: [String] = []
        field.addAction(for: .editingDidBegin) { _, _ in events.append("begin") }
        field.addAction(for: .editingChanged) { _, _ in events.append("changed") }
        field.addAction(for: .editingDidEndOnExit) { _, _ in events.append("endOnExit") }
        field.addAction(for: .editingDidEnd) { _, _ in events.append("end") }
        #expect(!field.isFirstResponder)
        sim.tap(at: CGPoint(x: 50, y: 20))
        #expect(field.isFirstResponder && field.isEditing)
        type("h")
        type("i")
        type("", keyCode: .keyboardDeleteOrBackspace)
        type("o")
        #expect(field.text == "ho")
        type("\r", keyCode: .keyboardReturnOrEnter)
        #expect(!field.isFirstResponder)
        #expect(events == ["begin", "changed", "changed", "changed", "changed", "endOnExit", "end"])
    }

    @Test("FR-04 other views must call becomeFirstResponder themselves: tapping a plain view changes nothing")
    func plainViewDoesNotBecomeFirstResponder() {
        let (vc, field, _) = scene()
        final class Focusable: UIView { override var canBecomeFirstResponder: Bool { true } }
        let other = Focusable(frame: CGRect(x: 10, y: 100, width: 100, height: 100))
        vc.view.addSubview(other)
        sim.tap(at: CGPoint(x: 50, y: 20))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 150))
        #expect(field.isFirstResponder)
        #expect(!other.isFirstResponder)
    }

    @Test("RSP-06 the edit actions travel the chain: select all, copy, then paste into another field")
    func editActionsChain() {
        let (vc, field, _) = scene()
        let pasteboard = field.pasteboard
        let second = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        second.pasteboard = pasteboard
        vc.view.addSubview(second)
        let app = sim.application
        sim.tap(at: CGPoint(x: 50, y: 20))
        type("a")
        type("b")
        // Copy with nothing selected: the field declines, nothing else handles it.
        #expect(!app.sendAction(UIResponderStandardEditActions.copy, to: nil, from: nil, for: nil))
        #expect(app.sendAction(UIResponderStandardEditActions.selectAll, to: nil, from: nil, for: nil))
        #expect(app.sendAction(UIResponderStandardEditActions.copy, to: nil, from: nil, for: nil))
        #expect(pasteboard.string == "ab")
        #expect(second.becomeFirstResponder())
        #expect(app.sendAction(UIResponderStandardEditActions.paste, to: nil, from: nil, for: nil))
        #expect(second.text == "ab")
        // An action the field cannot perform continues up the chain to the view controller.
        var handled = 0
        vc.setActionHandler(for: UIResponderStandardEditActions.toggleBoldface) { _, _ in handled += 1 }
        #expect(app.sendAction(UIResponderStandardEditActions.toggleBoldface, to: nil, from: nil, for: nil))
        #expect(handled == 1)
        #expect(second.target(forAction: UIResponderStandardEditActions.toggleBoldface, withSender: nil) as? UIViewController === vc)
    }

    @Test("EDT-05 key commands: a key press matching a command on the first responder's chain sends its action instead of pressesBegan")
    func keyCommands() {
        final class Controller: UIViewController {
            var saves = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(title: "Save", action: Selector("save:"), input: "s", modifierFlags: .command)]
            }
            override func viewDidLoad() {
                setActionHandler(for: Selector("save:")) { [unowned self] _, _ in self.saves += 1 }
            }
        }
        let window = sim.makeWindow()
        let vc = Controller()
        window.rootViewController = vc
        let log = EventLog()
        let leaf = RecordingView("leaf", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        leaf.acceptsFirstResponder = true
        leaf.forwardsToSuper = false
        vc.view.addSubview(leaf)
        #expect(leaf.becomeFirstResponder())
        type("s", keyCode: UIKeyboardHIDUsage(rawValue: 0x16), modifiers: .command)
        #expect(vc.saves == 1)
        #expect(log.lines.isEmpty)  // consumed: no pressesBegan/Ended
        type("s", keyCode: UIKeyboardHIDUsage(rawValue: 0x16))  // no ⌘: not the command
        #expect(vc.saves == 1)
        #expect(log.lines == ["leaf.pressesBegan(p1)", "leaf.pressesEnded(p1)"])
    }
}
