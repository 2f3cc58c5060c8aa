import Tactile

final class ListViewController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [
            // UIKit: UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(addItem))
            UIKeyCommand(input: "n", modifierFlags: .command, action: ListViewController.addItem),
            UIKeyCommand(title: "Next", action: ListViewController.selectNext, input: UIKeyCommand.inputDownArrow,
                         modifierFlags: []),
        ]
    }

    func addItem() {}
    func selectNext() {}
}
