import Foundation

/// Shows a context menu for a view after a long press or a firm press.
///
/// UIKit counterpart: `UIContextMenuInteraction` (iOS 13), the successor of peek and pop, and opened by the same
/// press. Add it to a view with ``UIView/addInteraction(_:)``. A long press (0.5 s, as iOS's Haptic Touch), or,
/// for a touch that reports pressure, a press reaching the peek threshold of ``PeekAndPopConfiguration`` (half of
/// its `maximumPossibleForce` by default) before then, as on devices with 3D Touch, or a secondary (right) click
/// of a mouse or trackpad, at once, as on iPad with a pointer (iOS 13.4), asks the delegate for a
/// configuration at the press's location; a `nil` configuration, or one with neither a preview nor a visible
/// element, shows nothing and lets other gesture recognizers go on. Otherwise the menu is presented: the press
/// takes part in gesture arbitration as UIKit's does, so other recognizers on the same touches fail and the
/// view's touches are cancelled.
///
/// Deliberate difference: Tactile draws no menu. The presented menu is in ``presentedMenu`` (and the preview in
/// ``presentedPreviewViewController``); the app shows it its own way and reports the user's choice with
/// ``perform(_:)`` or ``performPreviewAction()``, or closes it with ``dismissMenu()``. No touch closes it.
@MainActor
public final class UIContextMenuInteraction: UIInteraction {
    /// The delegate, held weakly (UIKit: `delegate`).
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// The menu being shown, or `nil` (Tactile addition: UIKit draws it instead).
    public private(set) var presentedMenu: UIMenu?
    /// The configuration of the menu being shown, or `nil` (Tactile addition).
    public private(set) var presentedConfiguration: UIContextMenuConfiguration?
    /// The preview view controller of the menu being shown, or `nil` (Tactile addition).
    public private(set) var presentedPreviewViewController: UIViewController?

    let trigger = MenuPressTrigger(name: "UIContextMenuInteraction", opensOnFirmPress: true)
    private var pending: (configuration: UIContextMenuConfiguration, menu: UIMenu, preview: UIViewController?)?
    private var locationInWindow: CGPoint = .zero
    private weak var locationWindow: UIWindow?

    /// Creates an interaction (UIKit: `UIContextMenuInteraction(delegate:)`).
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        trigger.shouldBegin = { [unowned self] location in self.prepareMenu(at: location) }
        trigger.began = { [unowned self] _ in self.presentPendingMenu() }
    }

    /// Where the press that asked for the menu was, in `view`'s coordinates (`nil`: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: locationWindow)
    }

    /// Closes the presented menu, telling the delegate (`willEndFor`). Does nothing when no menu is shown.
    public func dismissMenu() {
        guard let configuration = presentedConfiguration else { return }
        let animator = MenuAnimator(previewViewController: presentedPreviewViewController)
        presentedMenu = nil
        presentedConfiguration = nil
        presentedPreviewViewController = nil
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run()
    }

    /// Replaces the presented menu with what `block` makes of it (UIKit: `updateVisibleMenu(_:)`). Does nothing when
    /// no menu is shown.
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let menu = presentedMenu else { return }
        presentedMenu = block(menu)
    }

    /// Chooses `element` of the presented menu, as a tap on it would (Tactile addition). The menu closes first
    /// (`willEndFor`) unless the element keeps it presented; then an action's handler runs with this interaction
    /// as its sender, or a command's action goes up the responder chain.
    /// - Throws: ``MenuSelectionError`` when no menu is shown, or `element` is not one of its enabled, visible
    ///   actions or commands.
    public func perform(_ element: UIMenuElement) throws(MenuSelectionError) {
        try MenuChoice.validate(element, in: presentedMenu)
        let start = MenuChoice.chainStart(from: view)
        if !element.elementAttributes.contains(.keepsMenuPresented) { dismissMenu() }
        MenuChoice.run(element, sender: self, chainStart: start)
    }

    /// Chooses the preview, as a tap on it would (Tactile addition): the delegate hears
    /// `willPerformPreviewActionForMenuWith`, the menu closes (`willEndFor`), then the commit animator's
    /// animations and completions run.
    /// - Throws: ``MenuSelectionError/noMenuPresented`` when no menu is shown.
    public func performPreviewAction() throws(MenuSelectionError) {
        guard let configuration = presentedConfiguration else { throw .noMenuPresented }
        let animator = MenuAnimator(previewViewController: presentedPreviewViewController)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        dismissMenu()
        animator.run()
    }

    /// Attaching: the press trigger moves with the interaction.
    public func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    /// Attaching: the press trigger moves with the interaction.
    public func didMove(to view: UIView?) {
        self.view = view
        trigger.attach(to: view)
    }

    /// Asks the delegate for the menu at `location`; `false` when there is none to show.
    private func prepareMenu(at location: CGPoint) -> Bool {
        pending = nil
        guard let view, let delegate,
            let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return false }
        let preview = configuration.previewProvider?()
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        if preview == nil, menu.leafElements.isEmpty { return false }
        pending = (configuration, menu, preview)
        locationWindow = view.window
        locationInWindow = view.convert(location, to: view.window)
        return true
    }

    private func presentPendingMenu() {
        guard let (configuration, menu, preview) = pending else { return }
        pending = nil
        dismissMenu()
        presentedConfiguration = configuration
        presentedMenu = menu
        presentedPreviewViewController = preview
        let animator = MenuAnimator(previewViewController: preview)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run()
    }
}
