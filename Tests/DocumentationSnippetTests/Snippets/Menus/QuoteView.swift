import Tactile

// The menu controller example of the Menus article.
final class QuoteView: UIView {
    var text = "Stay hungry"
    let pasteboard = UIPasteboard()
    var shared: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    func showMenu() {
        guard becomeFirstResponder() else { return }
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Share", action: QuoteView.share)]
        menu.setTargetRect(bounds, in: self)
        menu.setMenuVisible(true, animated: true)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == UIResponderStandardEditActions.copy { return !text.isEmpty }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) { pasteboard.string = text }

    func share(_ sender: Any?) { shared.append(text) }
}
