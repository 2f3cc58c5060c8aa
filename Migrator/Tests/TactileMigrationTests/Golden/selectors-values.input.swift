import UIKit

final class NoteView: UIView {
    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(copy(_:)) || action == #selector(UIResponderStandardEditActions.paste(_:)) {
            return true
        }
        if [#selector(cut(_:)), #selector(selectAll(_:))].contains(action) {
            return false
        }
        switch action {
        case #selector(delete(_:)):
            return true
        case #selector(archive):
            return true
        default:
            return super.canPerformAction(action, withSender: sender)
        }
    }

    func isArchiving(_ action: Selector) -> Bool {
        action != #selector(archive)
    }

    func canArchive() -> Bool {
        target(forAction: #selector(archive), withSender: nil) != nil
    }

    @objc func archive() {}
}
