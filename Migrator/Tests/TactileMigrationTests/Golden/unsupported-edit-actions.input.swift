import UIKit

// Overrides edit actions but does not say so in canPerformAction(_:withSender:).
final class NoteView: UIView {
    var text = ""

    override var canBecomeFirstResponder: Bool { true }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }

    override func paste(_ sender: Any?) {
        text += UIPasteboard.general.string ?? ""
    }

    override func selectAll(_ sender: Any?) {}
}

// Says so: nothing is reported.
final class CardView: UIView {
    override func cut(_ sender: Any?) {}

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == #selector(cut(_:)) || super.canPerformAction(action, withSender: sender)
    }
}

// Its own `copy()` without an argument is not an edit action.
final class Palette: UIView {
    func copy() -> Palette { Palette() }
}
