import UIKit

@objcMembers
final class SettingsViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var optionButtons: [UIButton]!
    @objc dynamic var volume: Float = 0.5
    @objc(resetAll) func reset() {}
    @nonobjc func helper() {}
    @objc private func privateAction() {}

    @objc
    func alone() {}

    @objc @IBAction
    func both(_ sender: UIButton) {}

    @IBAction func closeTapped(_ sender: Any) { // closes the screen
        dismiss(animated: true)
    }

    @objc /* kept comment */ func commented() {}

    let dynamic = 1
    let note = "@objc in a string stays"
    // @objc in a comment stays
}
