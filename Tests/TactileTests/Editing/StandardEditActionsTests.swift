import Foundation
import Testing
@testable import Tactile
import TactileTesting

// The standard edit actions as overridable UIResponder methods (issue 16): `override func copy(_ sender: Any?)`
// is reached by nil-targeted sendAction, by key commands, and — when canPerformAction says so — by
// target(forAction:withSender:), as in UIKit (RSP-06 (e)).

/// A view that overrides copy and paste the UIKit way, without overriding canPerformAction.
fileprivate final class CopyingView: UIView {
    var copies: [String] = []
    var pastes = 0
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) { copies.append(sender.map { "\(type(of: $0))" } ?? "nil") }
    override func paste(_ sender: Any?) { pastes += 1 }
}

/// A view that declares copy in canPerformAction, as UIKit code for edit menus does.
fileprivate final class DeclaringView: UIView {
    var copies = 0
    var allowsCopy = true
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == UIResponderStandardEditActions.copy { return allowsCopy }
        return super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) { copies += 1 }
}

/// A controller that overrides selectAll and offers ⌘A as a key command.
fileprivate final class SelectingController: UIViewController {
    var selectAlls = 0
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Select All", action: UIResponderStandardEditActions.selectAll, input: "a",
                      modifierFlags: .command)]
    }
    override func selectAll(_ sender: Any?) { selectAlls += 1 }
}

@MainActor
@Suite("Standard edit actions as UIResponder methods")
struct StandardEditActionMethodTests {
    let sim = TouchSimulator()

    @Test("RSP-06 a nil-targeted copy reaches the first responder's copy(_:) override with the sender")
    func nilTargetedReachesOverride() {
        let window = sim.makeWindow()
        let view = CopyingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let sender = UIView()
        #expect(sim.application.sendAction(UIResponderStandardEditActions.copy, to: nil, from: sender, for: nil))
        #expect(view.copies == ["UIView"])
        #expect(sim.application.sendAction(UIResponderStandardEditActions.paste, to: nil, from: nil, for: nil))
        #expect(view.pastes == 1)
    }

    @Test("RSP-06 an action nobody overrides travels the whole chain and is not handled")
    func notOverriddenIsNotHandled() {
        let window = sim.makeWindow()
        let view = CopyingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(!sim.application.sendAction(UIResponderStandardEditActions.cut, to: nil, from: nil, for: nil))
        #expect(view.copies.isEmpty)
    }

    @Test("RSP-06 an override further up the chain handles the action when the first responder does not")
    func overrideUpTheChain() {
        let window = sim.makeWindow()
        let parent = CopyingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = DeclaringView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        leaf.allowsCopy = false
        window.addSubview(parent)
        parent.addSubview(leaf)
        #expect(leaf.becomeFirstResponder())
        #expect(sim.application.sendAction(UIResponderStandardEditActions.copy, to: nil, from: nil, for: nil))
        #expect(leaf.copies == 0)
        #expect(parent.copies.count == 1)
    }

    @Test("RSP-06 canPerformAction returning false for a declared action stops the override from running")
    func declaredFalseIsNotCalled() {
        let window = sim.makeWindow()
        let view = DeclaringView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        view.allowsCopy = false
        #expect(!sim.application.sendAction(UIResponderStandardEditActions.copy, to: nil, from: nil, for: nil))
        #expect(view.copies == 0)
        view.allowsCopy = true
        #expect(sim.application.sendAction(UIResponderStandardEditActions.copy, to: nil, from: nil, for: nil))
        #expect(view.copies == 1)
    }

    @Test("RSP-06 target(forAction:) finds a responder that overrides or declares the action; perform runs it")
    func targetForActionAndPerform() {
        let parent = DeclaringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = CopyingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(leaf)
        // The leaf only overrides copy(_:), which the default canPerformAction sees, as UIKit's does.
        #expect(leaf.canPerformAction(UIResponderStandardEditActions.copy, withSender: nil))
        #expect(leaf.target(forAction: UIResponderStandardEditActions.copy, withSender: nil) as? UIView === leaf)
        // It does not override cut(_:); the parent declares nothing for it either.
        #expect(leaf.target(forAction: UIResponderStandardEditActions.cut, withSender: nil) == nil)
        // The parent declares copy in canPerformAction.
        #expect(parent.target(forAction: UIResponderStandardEditActions.copy, withSender: nil) as? UIView === parent)
        #expect(parent.perform(UIResponderStandardEditActions.copy, with: nil, for: nil))
        #expect(parent.copies == 1)
        // perform on the leaf tries its override directly.
        #expect(leaf.perform(UIResponderStandardEditActions.copy, with: nil, for: nil))
        #expect(leaf.copies.count == 1)
        #expect(!leaf.perform(UIResponderStandardEditActions.cut, with: nil, for: nil))
    }

    @Test("RSP-06 an explicit target runs the override; a target without it reports unhandled")
    func explicitTarget() {
        let view = CopyingView()
        #expect(sim.application.sendAction(UIResponderStandardEditActions.copy, to: view, from: nil, for: nil))
        #expect(view.copies.count == 1)
        #expect(!sim.application.sendAction(UIResponderStandardEditActions.delete, to: view, from: nil, for: nil))
    }

    @Test("a key command whose action is a standard edit action reaches the override")
    func keyCommandReachesOverride() {
        let window = sim.makeWindow()
        let vc = SelectingController()
        window.rootViewController = vc
        let leaf = CopyingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(leaf)
        #expect(leaf.becomeFirstResponder())
        for down in [true, false] {
            sim.application.enqueue(.key(RawKeyEvent(
                timestamp: sim.now, keyCode: .keyboardA, isDown: down, characters: "a", modifierFlags: .command)))
        }
        sim.scheduler.runDueActions()
        #expect(vc.selectAlls == 1)
    }

    @Test("a text field subclass's paste override runs and calling super still pastes")
    func textFieldSubclassOverride() {
        final class Field: UITextField {
            var pastes = 0
            override func paste(_ sender: Any?) {
                pastes += 1
                super.paste(sender)
            }
        }
        let window = sim.makeWindow()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.pasteboard = UIPasteboard()
        field.pasteboard.string = "hello"
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(sim.application.sendAction(UIResponderStandardEditActions.paste, to: nil, from: nil, for: nil))
        #expect(field.pastes == 1)
        #expect(field.text == "hello")
    }
}
