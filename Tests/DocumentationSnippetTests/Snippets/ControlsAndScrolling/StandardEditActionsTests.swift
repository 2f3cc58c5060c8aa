import Tactile
import TactileTesting
import Testing

/// Runs the *Controls and scrolling* article's standard edit actions on a text field that is first responder.
@MainActor
@Suite("Controls and scrolling article")
struct StandardEditActionsTests {
    @Test("select all, then copy, puts the first responder's text on its pasteboard")
    func selectAllThenCopy() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 34))
        field.text = "Groceries"
        field.pasteboard = UIPasteboard()
        window.addSubview(field)
        #expect(field.becomeFirstResponder())

        selectAllAndCopy(app: sim.application)

        #expect(field.pasteboard.string == "Groceries")
    }
}
