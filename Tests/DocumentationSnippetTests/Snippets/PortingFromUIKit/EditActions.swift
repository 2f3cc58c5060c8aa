import Tactile

final class NoteView: UIView {
    var note = "Groceries"
    var pasteboard = UIPasteboard.general

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        // UIKit: if action == #selector(copy(_:))
        if action == UIResponderStandardEditActions.copy { return true }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) {
        pasteboard.string = note
    }
}
