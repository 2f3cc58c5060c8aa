import Tactile

final class NoteView: UIView {
    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == UIResponderStandardEditActions.copy || action == UIResponderStandardEditActions.paste {
            return true
        }
        if [UIResponderStandardEditActions.cut, UIResponderStandardEditActions.selectAll].contains(action) {
            return false
        }
        switch action {
        case UIResponderStandardEditActions.delete:
            return true
        case Selector("archive"):
            return true
        default:
            return super.canPerformAction(action, withSender: sender)
        }
    }

    func isArchiving(_ action: Selector) -> Bool {
        action != Selector("archive")
    }

    func canArchive() -> Bool {
        target(forAction: Selector("archive"), withSender: nil) != nil
    }

    func archive() {}
}
