import Foundation

/// Shows an edit menu (Cut, Copy, Paste …) for a view.
///
/// UIKit counterpart: `UIEditMenuInteraction` (iOS 16). ``presentEditMenu(with:)`` offers the standard edit actions
/// that the responder chain can perform: starting at the window's first responder (or at the interaction's view
/// when nothing is first responder), an action is suggested when ``UIResponder/target(forAction:withSender:)``
/// finds a responder whose ``UIResponder/canPerformAction(_:withSender:)`` allows it. The delegate makes the menu
/// from those suggestions. Choosing a suggestion sends its action to that responder.
///
/// Deliberate differences: Tactile draws no menu. The menu being shown is in ``presentedMenu``; the app shows it
/// its own way and reports the user's choice with ``perform(_:)``, or closes it with ``dismissMenu()``. No touch
/// closes it. UIKit's interaction presents only when the app calls ``presentEditMenu(with:)`` (apps add their own
/// long press); Tactile's also presents after a long press on the view, as a text view does, unless
/// ``presentsMenuOnLongPress`` is `false`.
@MainActor
public final class UIEditMenuInteraction: UIInteraction {
    /// The delegate, held weakly (UIKit: `delegate`).
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// Whether a long press on the view presents the menu at the press (Tactile addition). Default `true`; set it
    /// to `false` for UIKit's behaviour, where only ``presentEditMenu(with:)`` does.
    public var presentsMenuOnLongPress = true

    /// The menu being shown, or `nil` (Tactile addition: UIKit draws it instead).
    public private(set) var presentedMenu: UIMenu?
    /// The configuration of the menu being shown, or `nil` (Tactile addition).
    public private(set) var presentedConfiguration: UIEditMenuConfiguration?

    let trigger = MenuPressTrigger(name: "UIEditMenuInteraction")
    private var pending: (configuration: UIEditMenuConfiguration, menu: UIMenu)?

    /// Creates an interaction (UIKit: `UIEditMenuInteraction(delegate:)`).
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        trigger.shouldBegin = { [unowned self] location in self.prepareMenu(at: location) }
        trigger.began = { [unowned self] _ in
            guard let (configuration, menu) = self.pending else { return }
            self.pending = nil
            self.present(menu, for: configuration)
        }
    }

    /// Presents the edit menu for `configuration` (UIKit: `presentEditMenu(with:)`), replacing one already shown.
    /// Nothing is shown when the interaction has no view, or the delegate's menu is `nil` or has no visible
    /// element.
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let menu = makeMenu(for: configuration) else { return }
        present(menu, for: configuration)
    }

    /// Closes the menu, telling the delegate (`willDismissMenuFor`). Does nothing when no menu is shown.
    public func dismissMenu() {
        guard let configuration = presentedConfiguration else { return }
        presentedMenu = nil
        presentedConfiguration = nil
        let animator = MenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        animator.run()
    }

    /// Asks the delegate again for the menu being shown (UIKit: `reloadVisibleMenu()`), with fresh suggested
    /// actions. Closes the menu if the new one is empty.
    public func reloadVisibleMenu() {
        guard let configuration = presentedConfiguration else { return }
        if let menu = makeMenu(for: configuration) { presentedMenu = menu } else { dismissMenu() }
    }

    /// Moves the menu to follow its target (UIKit: `updateVisibleMenuPositionAnimated(_:)`). Tactile places
    /// nothing, so this does nothing.
    public func updateVisibleMenuPosition(animated: Bool) {}

    /// The presented configuration's source point in `view`'s coordinates (`nil`: the window's); `.zero` when no
    /// menu is shown (UIKit: `location(in:)`).
    public func location(in view: UIView?) -> CGPoint {
        guard let configuration = presentedConfiguration, let own = self.view else { return .zero }
        return own.convert(configuration.sourcePoint, to: view ?? own.window)
    }

    /// Chooses `element` of the presented menu, as a tap on it would (Tactile addition). The menu closes first
    /// (`willDismissMenuFor`) unless the element keeps it presented; then a command's action (a suggested standard
    /// edit action) is sent to the responder ``UIResponder/target(forAction:withSender:)`` names, with the command
    /// as sender, or an action's handler runs with this interaction as its sender.
    /// - Throws: ``MenuSelectionError`` when no menu is shown, or `element` is not one of its enabled, visible
    ///   actions or commands.
    public func perform(_ element: UIMenuElement) throws(MenuSelectionError) {
        try MenuChoice.validate(element, in: presentedMenu)
        let start = MenuChoice.chainStart(from: view)
        if !element.elementAttributes.contains(.keepsMenuPresented) { dismissMenu() }
        MenuChoice.run(element, sender: self, chainStart: start)
    }

    /// Closes the menu when the interaction leaves its view.
    public func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    /// Moves the long-press trigger with the interaction.
    public func didMove(to view: UIView?) {
        self.view = view
        trigger.attach(to: view)
    }

    /// The delegate's menu for `configuration` from fresh suggestions, or `nil` when it has nothing to show.
    private func makeMenu(for configuration: UIEditMenuConfiguration) -> UIMenu? {
        guard let view else { return nil }
        let suggested = StandardEditMenu.suggestedActions(from: MenuChoice.chainStart(from: view))
        let menu: UIMenu?
        if let delegate {
            menu = delegate.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
        } else {
            menu = UIMenu(children: suggested)
        }
        guard let menu, !menu.leafElements.isEmpty else { return nil }
        return menu
    }

    private func present(_ menu: UIMenu, for configuration: UIEditMenuConfiguration) {
        dismissMenu()
        presentedMenu = menu
        presentedConfiguration = configuration
        let animator = MenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        animator.run()
    }

    /// For the long press: the menu at `location`, kept until the press begins; `false` when there is none.
    private func prepareMenu(at location: CGPoint) -> Bool {
        pending = nil
        guard presentsMenuOnLongPress else { return false }
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: location)
        guard let menu = makeMenu(for: configuration) else { return false }
        pending = (configuration, menu)
        return true
    }
}
