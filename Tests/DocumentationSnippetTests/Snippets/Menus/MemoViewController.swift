import Tactile

final class MemoView: UIView {
    var text = "Groceries"
    let pasteboard = UIPasteboard()

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == UIResponderStandardEditActions.copy { return !text.isEmpty }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) { pasteboard.string = text }
}

final class MemoViewController: UIViewController {
    let note = MemoView(frame: CGRect(x: 20, y: 100, width: 280, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(note)
        note.addInteraction(UIEditMenuInteraction(delegate: nil))
    }
}
