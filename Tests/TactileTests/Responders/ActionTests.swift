import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Action messages and the responder chain: RSP-06 (d, e), CTL-04, EX-44, and the undo manager hook.

// MARK: - Helpers

/// EX-44: a responder that says it can perform every action, and handles `paste:` in code.
fileprivate final class EverythingView: UIView {
    var performed: [String] = []
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }
    override func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool {
        performed.append("\(action)")
        return true
    }
}

/// A view that handles `paste:` by overriding canPerformAction and perform, and nothing else.
fileprivate final class PasteView: UIView {
    var pastes = 0
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("paste:") || super.canPerformAction(action, withSender: sender)
    }
    override func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool {
        if action == Selector("paste:") {
            pastes += 1
            return true
        }
        return super.perform(action, with: sender, for: event)
    }
}

/// A first-responder-capable view.
fileprivate final class FocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A target that is not a responder.
fileprivate final class PlainTarget: ActionPerforming {
    var calls: [String] = []
    func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool {
        calls.append("\(action)")
        return true
    }
}

/// Records which responder ran which action, with its sender.
@MainActor
fileprivate final class ActionLog {
    var lines: [String] = []
    func handler(_ name: String) -> @MainActor (Any?, UIEvent?) -> Void {
        { [weak self] sender, _ in
            let s = (sender as? UIView).map { _ in "view" } ?? (sender as? String) ?? "nil"
            self?.lines.append("\(name)(\(s))")
        }
    }
}

fileprivate let copyAction = Selector("copy:")
fileprivate let cutAction = Selector("cut:")
fileprivate let pasteAction = Selector("paste:")

// MARK: - canPerformAction and target(forAction:)

@Suite("Actions: canPerformAction and target(forAction:)")
@MainActor
struct ActionTargetTests {
    @Test("RSP-06 canPerformAction is false by default and follows setActionHandler(for:_:)")
    func canPerformFollowsHandlers() {
        let r = UIResponder()
        #expect(r.canPerformAction(copyAction, withSender: nil) == false)
        r.setActionHandler(for: copyAction) { _, _ in }
        #expect(r.canPerformAction(copyAction, withSender: nil))
        #expect(r.canPerformAction(cutAction, withSender: nil) == false)
        r.setActionHandler(for: copyAction, nil)
        #expect(r.canPerformAction(copyAction, withSender: nil) == false)
    }

    @Test("RSP-06 target(forAction:) is the receiver when it can perform the action")
    func targetIsSelf() {
        let view = UIView()
        view.setActionHandler(for: copyAction) { _, _ in }
        #expect(view.target(forAction: copyAction, withSender: nil) as? UIResponder === view)
    }

    @Test("RSP-06 EX-44 target(forAction:) climbs the chain to the first responder that can perform it")
    func targetClimbs() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let middle = UIView()
        let leaf = UIView()
        root.view.addSubview(middle)
        middle.addSubview(leaf)
        root.setActionHandler(for: cutAction) { _, _ in }
        window.setActionHandler(for: cutAction) { _, _ in }
        window.setActionHandler(for: copyAction) { _, _ in }
        #expect(leaf.target(forAction: cutAction, withSender: nil) as? UIResponder === root)
        #expect(leaf.target(forAction: copyAction, withSender: nil) as? UIResponder === window)
        middle.setActionHandler(for: cutAction) { _, _ in }
        #expect(leaf.target(forAction: cutAction, withSender: nil) as? UIResponder === middle)
    }

    @Test("EX-44 an action no responder in the chain implements resolves to nil")
    func targetNil() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let leaf = UIView()
        window.addSubview(leaf)
        #expect(leaf.target(forAction: pasteAction, withSender: nil) == nil)
    }

    @Test("EX-44 a responder whose canPerformAction returns true for everything is the target of every action")
    func everythingView() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = EverythingView()
        let leaf = UIView()
        window.addSubview(view)
        view.addSubview(leaf)
        for action in [copyAction, pasteAction, Selector("select:")] {
            #expect(view.canPerformAction(action, withSender: nil))
            #expect(leaf.target(forAction: action, withSender: nil) as? UIResponder === view)
        }
    }

    @Test("RSP-06 the chain reaches the application and its delegate")
    func targetReachesDelegate() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let delegate = RecordingResponder("D", log: EventLog())
        sim.application.delegate = delegate
        delegate.setActionHandler(for: copyAction) { _, _ in }
        let leaf = UIView()
        window.addSubview(leaf)
        #expect(leaf.target(forAction: copyAction, withSender: nil) as? UIResponder === delegate)
        sim.application.setActionHandler(for: copyAction) { _, _ in }
        #expect(leaf.target(forAction: copyAction, withSender: nil) as? UIResponder === sim.application)
    }
}

// MARK: - sendAction

@Suite("Actions: UIApplication.sendAction(_:to:from:for:)")
@MainActor
struct ActionSendTests {
    private struct Setup {
        let sim: TouchSimulator
        let window: UIWindow
        let root: UIViewController
        let middle: UIView
        let leaf: FocusView
        let actions: ActionLog
    }

    /// window → root.view → middle → leaf (leaf can become first responder).
    private func setup() -> Setup {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let middle = UIView()
        let leaf = FocusView()
        root.view.addSubview(middle)
        middle.addSubview(leaf)
        return Setup(sim: sim, window: window, root: root, middle: middle, leaf: leaf, actions: ActionLog())
    }

    @Test("RSP-06 with an explicit target, only that target performs the action, with the sender")
    func explicitTarget() {
        let s = setup()
        s.middle.setActionHandler(for: copyAction, s.actions.handler("middle"))
        s.window.setActionHandler(for: copyAction, s.actions.handler("window"))
        #expect(s.leaf.becomeFirstResponder())
        let handled = s.sim.application.sendAction(copyAction, to: s.window, from: "button", for: nil)
        #expect(handled)
        #expect(s.actions.lines == ["window(button)"])
    }

    @Test("RSP-06 an explicit target that is not a responder performs the action")
    func explicitPlainTarget() {
        let s = setup()
        let target = PlainTarget()
        #expect(s.sim.application.sendAction(copyAction, to: target, from: nil, for: nil))
        #expect(target.calls == ["copy:"])
    }

    @Test("RSP-06 with a nil target, the action starts at the key window's first responder and climbs")
    func nilTargetStartsAtFirstResponder() {
        let s = setup()
        s.middle.setActionHandler(for: copyAction, s.actions.handler("middle"))
        s.root.setActionHandler(for: copyAction, s.actions.handler("root"))
        s.window.setActionHandler(for: copyAction, s.actions.handler("window"))
        #expect(s.leaf.becomeFirstResponder())
        #expect(s.sim.application.sendAction(copyAction, to: nil, from: "menu", for: nil))
        #expect(s.actions.lines == ["middle(menu)"])
        // The first responder itself wins when it handles the action.
        s.leaf.setActionHandler(for: copyAction, s.actions.handler("leaf"))
        #expect(s.sim.application.sendAction(copyAction, to: nil, from: "menu", for: nil))
        #expect(s.actions.lines == ["middle(menu)", "leaf(menu)"])
    }

    @Test("RSP-06 a nil-target action reaches a responder that overrides canPerformAction and perform")
    func nilTargetOverride() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let paste = PasteView()
        let leaf = FocusView()
        window.addSubview(paste)
        paste.addSubview(leaf)
        #expect(leaf.becomeFirstResponder())
        #expect(sim.application.sendAction(pasteAction, to: nil, from: nil, for: nil))
        #expect(paste.pastes == 1)
        #expect(sim.application.sendAction(copyAction, to: nil, from: nil, for: nil) == false)
        #expect(paste.pastes == 1)
    }

    @Test("RSP-06 sendAction returns false when no responder in the chain handles the action")
    func nobodyHandles() {
        let s = setup()
        #expect(s.leaf.becomeFirstResponder())
        s.window.setActionHandler(for: copyAction, s.actions.handler("window"))
        #expect(s.sim.application.sendAction(cutAction, to: nil, from: nil, for: nil) == false)
        #expect(s.actions.lines.isEmpty)
    }

    @Test("DIS-18 the nil-target search uses the key window's first responder, not another window's")
    func keyWindowMatters() {
        let s = setup()
        s.middle.setActionHandler(for: copyAction, s.actions.handler("middle"))
        #expect(s.leaf.becomeFirstResponder())
        let other = s.sim.makeWindow()  // now the key window
        let otherLeaf = FocusView()
        other.addSubview(otherLeaf)
        other.setActionHandler(for: copyAction, s.actions.handler("other"))
        #expect(otherLeaf.becomeFirstResponder())
        #expect(s.sim.application.sendAction(copyAction, to: nil, from: nil, for: nil))
        #expect(s.actions.lines == ["other(nil)"])
        s.window.makeKey()
        #expect(s.sim.application.sendAction(copyAction, to: nil, from: nil, for: nil))
        #expect(s.actions.lines == ["other(nil)", "middle(nil)"])
    }

    @Test("CTL-04 with no first responder, a nil-target action climbs from the sender")
    func nilTargetFromSender() {
        let s = setup()
        s.middle.setActionHandler(for: copyAction, s.actions.handler("middle"))
        #expect(s.leaf.isFirstResponder == false)
        #expect(s.sim.application.sendAction(copyAction, to: nil, from: s.leaf, for: nil))
        #expect(s.actions.lines == ["middle(view)"])
    }

    @Test("RSP-06 with no first responder and no responder sender, the search starts at the key window")
    func nilTargetFromKeyWindow() {
        let s = setup()
        s.window.setActionHandler(for: copyAction, s.actions.handler("window"))
        #expect(s.sim.application.sendAction(copyAction, to: nil, from: nil, for: nil))
        #expect(s.actions.lines == ["window(nil)"])
    }

    @Test("RSP-06 a nil-target action climbs past the window to the application delegate")
    func nilTargetReachesDelegate() {
        let s = setup()
        let delegate = RecordingResponder("D", log: EventLog())
        s.sim.application.delegate = delegate
        delegate.setActionHandler(for: copyAction, s.actions.handler("delegate"))
        #expect(s.leaf.becomeFirstResponder())
        #expect(s.sim.application.sendAction(copyAction, to: nil, from: nil, for: nil))
        #expect(s.actions.lines == ["delegate(nil)"])
    }
}

// MARK: - Undo manager

@Suite("Actions: the undo manager")
@MainActor
struct ActionUndoManagerTests {
    @Test("RSP-11 views and controllers in a window share the window's undo manager")
    func climbsToWindow() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let leaf = UIView()
        root.view.addSubview(leaf)
        let manager = window.undoManager
        #expect(manager != nil)
        #expect(window.undoManager === manager)
        #expect(leaf.undoManager === manager)
        #expect(root.undoManager === manager)
        #expect(root.view.undoManager === manager)
    }

    @Test("each window has its own undo manager; a view in no window has none")
    func perWindow() {
        let sim = TouchSimulator()
        let w1 = sim.makeWindow()
        let w2 = sim.makeWindow()
        #expect(w1.undoManager != nil)
        #expect(w1.undoManager !== w2.undoManager)
        let orphan = UIView()
        #expect(orphan.undoManager == nil)
        w2.addSubview(orphan)
        #expect(orphan.undoManager === w2.undoManager)
    }
}
