import Tactile

final class SettingsViewController: UIViewController {
    // was @IBOutlet
    weak var titleLabel: UILabel!
    // was @IBOutlet
    var optionButtons: [UIButton]!
    var volume: Float = 0.5
    func reset() {}
    func helper() {}
    private func privateAction() {}

    func alone() {}

    func both(_ sender: UIButton) {}

    func closeTapped(_ sender: Any) { // closes the screen
        dismiss(animated: true)
    }

    /* kept comment */ func commented() {}

    let dynamic = 1
    let note = "@objc in a string stays"
    // @objc in a comment stays
}
