import Foundation
import Testing
@testable import Tactile
import TactileTesting

// A nil-targeted action goes to the object the first responder's target(forAction:withSender:) names, as in UIKit:
// an override redirects it or refuses it, and the default walks the chain, finding the standard edit-action methods
// a class overrides.

/// Cuts into a log; overrides only cut(_:), without canPerformAction.
fileprivate final class Cutter: UIView {
    var cuts: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func cut(_ sender: Any?) { cuts.append(sender.map { "\(type(of: $0))" } ?? "nil") }
}

/// A first responder that sends `cut:` to another object, or refuses it, through target(forAction:withSender:).
fileprivate final class Redirecting: UIView {
    var redirectCutTo: Any?
    var refuses = false
    var asked: [Selector] = []
    override var canBecomeFirstResponder: Bool { true }
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        asked.append(action)
        if refuses { return nil }
        if action == UIResponderStandardEditActions.cut, let redirectCutTo { return redirectCutTo }
        return super.target(forAction: action, withSender: sender)
    }
}

/// An object that is not a responder but receives action messages.
fileprivate final class Clipboard: ActionPerforming {
    var received: [Selector] = []
    func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool {
        received.append(action)
        return true
    }
}

@MainActor
@Suite("Nil-targeted actions ask target(forAction:withSender:)")
struct TargetForActionTests {
    let sim = TouchSimulator()

    @Test("an override of target(forAction:withSender:) redirects cut: to another responder, which cuts")
    func redirects() {
        let window = sim.makeWindow()
        let first = Redirecting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let cutter = Cutter(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        window.addSubview(first)
        window.addSubview(cutter)
        first.redirectCutTo = cutter
        #expect(first.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(UIResponderStandardEditActions.cut, to: nil, from: nil, for: nil))
        #expect(cutter.cuts == ["nil"])
        #expect(first.asked == [UIResponderStandardEditActions.cut])
    }

    @Test("a redirect to an object that is not a responder reaches its perform(_:with:for:)")
    func redirectsToPerformer() {
        let window = sim.makeWindow()
        let first = Redirecting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(first)
        let clipboard = Clipboard()
        first.redirectCutTo = clipboard
        #expect(first.becomeFirstResponder())
        #expect(sim.application.sendAction(UIResponderStandardEditActions.cut, to: nil, from: first, for: nil))
        #expect(clipboard.received == [UIResponderStandardEditActions.cut])
    }

    @Test("a redirect to an object that cannot receive action messages is not handled")
    func redirectsToPlainObject() {
        let window = sim.makeWindow()
        let first = Redirecting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(first)
        first.redirectCutTo = "not a target"
        #expect(first.becomeFirstResponder())
        #expect(!sim.application.sendAction(UIResponderStandardEditActions.cut, to: nil, from: nil, for: nil))
    }

    @Test("returning nil refuses the action: the cutter up the chain is not reached")
    func refuses() {
        let window = sim.makeWindow()
        let cutter = Cutter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = Redirecting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(cutter)
        cutter.addSubview(first)
        #expect(first.becomeFirstResponder())
        first.refuses = true
        #expect(!UIApplication.shared.sendAction(UIResponderStandardEditActions.cut, to: nil, from: nil, for: nil))
        #expect(cutter.cuts.isEmpty)
        first.refuses = false
        #expect(UIApplication.shared.sendAction(UIResponderStandardEditActions.cut, to: nil, from: nil, for: nil))
        #expect(cutter.cuts == ["nil"])
    }

    @Test("the default walks up the chain to the first class that overrides the action's method")
    func defaultChain() {
        let window = sim.makeWindow()
        let cutter = Cutter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let first = Redirecting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(cutter)
        cutter.addSubview(middle)
        middle.addSubview(first)
        #expect(first.becomeFirstResponder())
        #expect(first.target(forAction: UIResponderStandardEditActions.cut, withSender: nil) as? UIView === cutter)
        #expect(first.target(forAction: UIResponderStandardEditActions.copy, withSender: nil) == nil)
        let sender = UIView()
        #expect(UIApplication.shared.sendAction(UIResponderStandardEditActions.cut, to: nil, from: sender, for: nil))
        #expect(cutter.cuts == ["UIView"])
        #expect(!UIApplication.shared.sendAction(UIResponderStandardEditActions.copy, to: nil, from: nil, for: nil))
    }

    @Test("with nothing first responder the search starts at the sender and asks its target(forAction:)")
    func startsAtSender() {
        let window = sim.makeWindow()
        let first = Redirecting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let cutter = Cutter(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        window.addSubview(first)
        window.addSubview(cutter)
        first.redirectCutTo = cutter
        #expect(sim.application.sendAction(UIResponderStandardEditActions.cut, to: nil, from: first, for: nil))
        #expect(cutter.cuts == ["Redirecting"])
    }
}
