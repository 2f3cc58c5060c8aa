import Tactile

/// A label whose text can be copied from the edit menu: a long press makes it first responder and shows the shared
/// menu controller with Copy and two items of its own. The label is highlighted while the menu is shown.
class CopyableLabel: UILabel {

    var pasteboard: UIPasteboard = .general
    private(set) var sharedTexts: [String] = []
    private(set) var lookedUpTexts: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = true
        let longPress = UILongPressGestureRecognizer(target: self, action: CopyableLabel.handleLongPress)
        addGestureRecognizer(longPress)
    }

    override var canBecomeFirstResponder: Bool {
        return true
    }

    func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, becomeFirstResponder() else { return }
        let menu = UIMenuController.shared
        menu.menuItems = [
            UIMenuItem(title: "Share", action: CopyableLabel.shareText),
            UIMenuItem(title: "Look Up", action: CopyableLabel.lookUpText)
        ]
        menu.arrowDirection = .default
        menu.setTargetRect(bounds, in: self)
        menu.setMenuVisible(true, animated: true)
        backgroundColor = UIColor.yellow.withAlphaComponent(0.3)
    }

    @discardableResult
    override func resignFirstResponder() -> Bool {
        backgroundColor = .clear
        return super.resignFirstResponder()
    }

    // MARK: - Edit menu

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == UIResponderStandardEditActions.copy {
            return text?.isEmpty == false
        }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) {
        pasteboard.string = text
        UIMenuController.shared.setMenuVisible(false, animated: true)
    }

    func shareText(_ sender: Any?) {
        guard let text = text else { return }
        sharedTexts.append(text)
    }

    func lookUpText(_ sender: Any?) {
        guard let text = text else { return }
        lookedUpTexts.append(text)
        resignFirstResponder()
    }
}
