import Foundation
import Testing
import Tactile
import TactileTesting

@MainActor
private final class Field: UIView {
    var resigned = 0
    var pasted: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func resignFirstResponder() -> Bool {
        resigned += 1
        return super.resignFirstResponder()
    }
    func pasteFrom(_ sender: UIButton) { pasted.append("button") }
}

/// `UIApplication.sendAction(_:to:from:for:)` with method references (issue 16, deliverable 3; RSP-06).
@MainActor
@Suite("Typed sendAction")
struct TypedSendActionTests {
    let sim = TouchSimulator()

    @Test("the keyboard-dismissal idiom: sendAction(UIResponder.resignFirstResponder, to: nil, …) resigns the first responder")
    func resignIdiom() {
        let window = sim.makeWindow()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(sim.application.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
        #expect(field.resigned == 1)
        #expect(!field.isFirstResponder)
    }

    @Test("a sender-taking method goes to the first responder of its type up the chain; a wrong sender type is not sent")
    func senderShape() {
        let window = sim.makeWindow()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(field)
        field.addSubview(leaf)
        final class Focus: UIView { override var canBecomeFirstResponder: Bool { true } }
        let focus = Focus(frame: .zero)
        field.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        let button = UIButton(frame: .zero)
        #expect(sim.application.sendAction(Field.pasteFrom, to: nil, from: button, for: nil))
        #expect(field.pasted == ["button"])
        #expect(!sim.application.sendAction(Field.pasteFrom, to: nil, from: "not a button", for: nil))
        #expect(sim.application.sendAction(Field.pasteFrom, to: field, from: button, for: nil))
        #expect(!sim.application.sendAction(Field.pasteFrom, to: leaf, from: button, for: nil))  // not a Field
        #expect(field.pasted == ["button", "button"])
    }
}
