import Foundation
import Testing
import Tactile
import TactileTesting

/// A view controller written as UIKit code is, with `#selector(search)` rewritten as `EditorController.search`.
/// (Not `find`: `UIResponder` has the standard edit action `find(_:)`, so a bare `find` would be ambiguous here,
/// as `#selector(find)` is in UIKit.)
@MainActor
private final class EditorController: UIViewController {
    var calls: [String] = []
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "f", modifierFlags: .command, action: EditorController.search),
            UIKeyCommand(title: "Save", action: EditorController.save(_:), input: "s", modifierFlags: .command),
            UIKeyCommand(input: "p", modifierFlags: .command, action: EditorController.printDocument(_:)),
            UIKeyCommand(input: "o", modifierFlags: .command, action: OtherResponder.open),
            UIKeyCommand(input: "c", modifierFlags: .command, action: UIResponderStandardEditActions.copy),
        ]
    }
    func search() { calls.append("search") }
    func save(_ command: UIKeyCommand) { calls.append("save \(command.input)") }
    func printDocument(_ sender: Any?) { calls.append("print \(sender is UIKeyCommand)") }
    override func viewDidLoad() {
        setActionHandler(for: UIResponderStandardEditActions.copy) { [unowned self] _, _ in calls.append("copy") }
    }
}

/// A responder type that is not in the chain.
@MainActor
private final class OtherResponder: UIResponder {
    func open() {}
}

/// Key commands with method references: the action runs on the first responder up the chain of the method's type
/// (issue 16, deliverable 3).
@MainActor
@Suite("Key commands with method references")
struct KeyCommandActionTests {
    let sim = TouchSimulator()

    func press(_ characters: String, keyCode: Int, modifiers: UIKeyModifierFlags = .command) {
        for down in [true, false] {
            sim.application.enqueue(.key(RawKeyEvent(
                timestamp: sim.now, keyCode: UIKeyboardHIDUsage(rawValue: keyCode), isDown: down,
                characters: characters, modifierFlags: modifiers)))
        }
        sim.scheduler.runDueActions()
    }

    fileprivate func scene() -> (EditorController, RecordingView, EventLog) {
        let window = sim.makeWindow()
        let vc = EditorController()
        window.rootViewController = vc
        let log = EventLog()
        let leaf = RecordingView("leaf", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        leaf.acceptsFirstResponder = true
        vc.view.addSubview(leaf)
        _ = leaf.becomeFirstResponder()
        return (vc, leaf, log)
    }

    @Test("EDT-05 commands made with (), (UIKeyCommand) and (Any?) methods run on the view controller up the chain")
    func typedShapes() {
        let (vc, _, log) = scene()
        press("f", keyCode: 0x09)
        press("s", keyCode: 0x16)
        press("p", keyCode: 0x13)
        #expect(vc.calls == ["search", "save s", "print true"])
        #expect(log.lines.isEmpty)  // consumed: no presses delivered
    }

    @Test("a selector command still works beside typed ones; a method of a type not in the chain is not consumed")
    func selectorAndUnhandled() {
        let (vc, _, log) = scene()
        press("c", keyCode: 0x06)
        #expect(vc.calls == ["copy"])
        press("o", keyCode: 0x12)
        #expect(vc.calls == ["copy"])
        #expect(log.lines == ["leaf.pressesBegan(p1)", "leaf.pressesEnded(p1)"])
    }

    @Test("initializers and properties: input, flags, title; commands compare by identity")
    func properties() {
        let a = UIKeyCommand(input: "f", modifierFlags: .command, action: EditorController.search)
        let b = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find:"))
        #expect(a.input == "f" && a.modifierFlags == .command && a.title.isEmpty)
        #expect(b.action == Selector("find:"))
        #expect(a != b && a == a)
        #expect(Set([a, b, a]).count == 2)
        #expect(b.description.contains("action = find:"))
    }
}
