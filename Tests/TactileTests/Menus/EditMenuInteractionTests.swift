import Foundation
import Testing
import Tactile
import TactileTesting

// UIEditMenuInteraction (EDT-01..03): the suggested actions are the standard edit actions that
// canPerformAction(_:withSender:) allows along the responder chain; choosing one sends it to the object
// target(forAction:withSender:) names.

/// A view that allows the edit actions in `allowed` and records the ones it performs, with their senders.
fileprivate final class EditableView: UIView {
    var allowed: [Selector] = []
    var performed: [String] = []
    var senders: [Any?] = []
    var askedWith: [Any?] = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if UIResponderStandardEditActions.all.contains(action) {
            askedWith.append(sender)
            return allowed.contains(action)
        }
        return super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) { performed.append("copy"); senders.append(sender) }
    override func paste(_ sender: Any?) { performed.append("paste"); senders.append(sender) }
    override func cut(_ sender: Any?) { performed.append("cut"); senders.append(sender) }
    override func selectAll(_ sender: Any?) { performed.append("selectAll"); senders.append(sender) }
}

/// A view that hands cut to a helper responder, as the target(forAction:withSender:) example of Apple's guide
/// intercepts cut:.
fileprivate final class RedirectingView: UIView {
    let helper = EditableView()
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if action == UIResponderStandardEditActions.cut { return helper }
        return super.target(forAction: action, withSender: sender)
    }
}

/// A delegate recording its calls and what it was offered.
@MainActor
fileprivate final class RecordingEditMenuDelegate: UIEditMenuInteractionDelegate {
    var calls: [String] = []
    var suggested: [String] = []
    var suggestedGroups: [UIMenu.Identifier] = []
    var makeMenu: (@MainActor ([UIMenuElement]) -> UIMenu?)?

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        calls.append("menuFor \(configuration.identifier)")
        suggestedGroups = suggestedActions.compactMap { ($0 as? UIMenu)?.identifier }
        suggested = UIMenu(children: suggestedActions).leafElements.map(\.title)
        return makeMenu.map { $0(suggestedActions) } ?? UIMenu(children: suggestedActions)
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        calls.append("willPresent \(configuration.identifier)")
        animator.addCompletion { [unowned self] in self.calls.append("presented") }
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        calls.append("willDismiss \(configuration.identifier)")
    }
}

@MainActor
@Suite("EDT-01 UIEditMenuInteraction")
struct EditMenuInteractionTests {
    let sim = TouchSimulator()
    fileprivate let delegate = RecordingEditMenuDelegate()
    let p = CGPoint(x: 40, y: 30)

    /// A window holding `parent` (100 × 100) holding `leaf` (80 × 80), with the interaction on `leaf`.
    fileprivate func scene(leaf: EditableView, parent: UIView = UIView()) -> UIEditMenuInteraction {
        let window = sim.makeWindow()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        leaf.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        window.addSubview(parent)
        parent.addSubview(leaf)
        let interaction = UIEditMenuInteraction(delegate: delegate)
        leaf.addInteraction(interaction)
        return interaction
    }

    @Test("EDT-02 the suggested actions are the standard actions canPerformAction allows up the chain")
    func suggestionsFollowCanPerformAction() {
        let leaf = EditableView()
        leaf.allowed = [UIResponderStandardEditActions.copy, UIResponderStandardEditActions.toggleBoldface]
        let parent = EditableView()
        parent.allowed = [UIResponderStandardEditActions.paste, UIResponderStandardEditActions.copy]
        let interaction = scene(leaf: leaf, parent: parent)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: NSString(string: "m"), sourcePoint: p))
        #expect(delegate.suggested == ["Copy", "Paste", "Bold"])
        #expect(delegate.suggestedGroups == [.standardEdit, .textStyle])
        #expect(delegate.calls == ["menuFor m", "willPresent m", "presented"])
        #expect(interaction.presentedMenu?.leafElements.map(\.title) == ["Copy", "Paste", "Bold"])
        #expect(leaf.askedWith.allSatisfy { $0 is UICommand })
    }

    @Test("EDT-01 choosing Copy calls copy(_:) on the responder that allows it, with the command as sender")
    func choosingCopy() throws {
        let leaf = EditableView()
        leaf.allowed = [UIResponderStandardEditActions.paste]
        let parent = EditableView()
        parent.allowed = [UIResponderStandardEditActions.copy]
        let interaction = scene(leaf: leaf, parent: parent)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: NSString(string: "m"), sourcePoint: p))
        let copy = try #require(interaction.presentedMenu?.leafElements.first { $0.title == "Copy" } as? UICommand)
        #expect(copy.action == UIResponderStandardEditActions.copy)
        try interaction.perform(copy)
        #expect(parent.performed == ["copy"])
        #expect(leaf.performed.isEmpty)
        #expect((parent.senders.first as AnyObject?) === copy)
        #expect(interaction.presentedMenu == nil)
        #expect(delegate.calls.last == "willDismiss m")
    }

    @Test("EDT-03 choosing an action goes to the object target(forAction:withSender:) names")
    func targetForAction() throws {
        let redirecting = RedirectingView()
        redirecting.helper.allowed = [UIResponderStandardEditActions.cut]
        let leaf = EditableView()
        let interaction = scene(leaf: leaf, parent: redirecting)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: p))
        #expect(delegate.suggested == ["Cut"])
        try interaction.perform(try #require(interaction.presentedMenu?.leafElements.first))
        #expect(redirecting.helper.performed == ["cut"])
    }

    @Test("EDT-02 the suggestions start at the first responder when there is one")
    func startsAtFirstResponder() {
        let leaf = EditableView()
        leaf.allowed = [UIResponderStandardEditActions.copy]
        let interaction = scene(leaf: leaf)
        let other = EditableView(frame: CGRect(x: 200, y: 200, width: 20, height: 20))
        other.allowed = [UIResponderStandardEditActions.selectAll]
        leaf.window?.addSubview(other)
        #expect(other.becomeFirstResponder())
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: p))
        #expect(delegate.suggested == ["Select All"])
    }

    @Test("EDT-01 a long press on the view presents the menu at the press, after 0.5 s")
    func longPressPresents() {
        let leaf = EditableView()
        leaf.allowed = [UIResponderStandardEditActions.copy]
        let interaction = scene(leaf: leaf)
        let t0 = sim.now
        let finger = sim.touchDown(at: p, in: leaf)
        sim.scheduler.advance(to: t0 + 0.49)
        #expect(interaction.presentedMenu == nil)
        sim.scheduler.advance(to: t0 + 0.5)
        #expect(interaction.presentedMenu?.leafElements.map(\.title) == ["Copy"])
        #expect(interaction.presentedConfiguration?.sourcePoint == p)
        #expect(interaction.location(in: leaf) == p)
        #expect(interaction.location(in: nil) == CGPoint(x: 50, y: 40))
        sim.lift(finger)
    }

    @Test("EDT-01 once the long press begins, a pan on the same view fails")
    func arbitration() {
        let leaf = EditableView()
        leaf.allowed = [UIResponderStandardEditActions.copy]
        let interaction = scene(leaf: leaf)
        let pan = UIPanGestureRecognizer()
        var panStates: [UIGestureRecognizer.State] = []
        pan.addAction { panStates.append($0.state) }
        leaf.addGestureRecognizer(pan)
        let finger = sim.touchDown(at: p, in: leaf)
        sim.advance(by: 0.6)
        #expect(interaction.presentedMenu != nil)
        #expect(pan.state == .failed)
        sim.move(finger, to: CGPoint(x: 70, y: 70), in: leaf)
        sim.lift(finger)
        #expect(panStates.isEmpty)
    }

    @Test("EDT-02 nothing allowed, a nil menu, or long presses switched off: no menu, and other recognizers go on")
    func noMenu() {
        let leaf = EditableView()
        let interaction = scene(leaf: leaf)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: p))
        #expect(interaction.presentedMenu == nil)
        let own = UILongPressGestureRecognizer()
        var ownStates: [UIGestureRecognizer.State] = []
        own.addAction { ownStates.append($0.state) }
        leaf.addGestureRecognizer(own)
        sim.longPress(at: p, in: leaf)
        #expect(interaction.presentedMenu == nil)
        #expect(ownStates == [.began, .ended])

        leaf.allowed = [UIResponderStandardEditActions.copy]
        delegate.makeMenu = { _ in nil }
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: p))
        #expect(interaction.presentedMenu == nil)
        delegate.makeMenu = { _ in UIMenu(children: [UIMenu(title: "Empty")]) }
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: p))
        #expect(interaction.presentedMenu == nil)

        delegate.makeMenu = nil
        interaction.presentsMenuOnLongPress = false
        sim.longPress(at: p, in: leaf)
        #expect(interaction.presentedMenu == nil)
        #expect(!delegate.calls.contains { $0.hasPrefix("willPresent") })
    }

    @Test("EDT-01 presenting again replaces the menu: willDismiss for the old, then willPresent for the new")
    func replacing() {
        let leaf = EditableView()
        leaf.allowed = [UIResponderStandardEditActions.copy]
        let interaction = scene(leaf: leaf)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: NSString(string: "a"), sourcePoint: p))
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: NSString(string: "b"), sourcePoint: p))
        #expect(delegate.calls == [
            "menuFor a", "willPresent a", "presented", "menuFor b", "willDismiss a", "willPresent b", "presented",
        ])
        leaf.allowed.append(UIResponderStandardEditActions.paste)
        interaction.reloadVisibleMenu()
        #expect(interaction.presentedMenu?.leafElements.map(\.title) == ["Copy", "Paste"])
        leaf.allowed = []
        interaction.reloadVisibleMenu()
        #expect(interaction.presentedMenu == nil)
        #expect(delegate.calls.last == "willDismiss b")
    }

    @Test("EDT-01 a delegate's own action runs its handler with the interaction as sender")
    func customAction() throws {
        let leaf = EditableView()
        leaf.allowed = [UIResponderStandardEditActions.copy]
        var sender: Any?
        let lookUp = UIAction(title: "Look Up") { sender = $0.sender }
        delegate.makeMenu = { suggested in UIMenu(children: suggested + [lookUp]) }
        let interaction = scene(leaf: leaf)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: p))
        #expect(interaction.presentedMenu?.leafElements.map(\.title) == ["Copy", "Look Up"])
        try interaction.perform(lookUp)
        #expect((sender as AnyObject?) === interaction)
        #expect(leaf.performed.isEmpty)
    }
}
