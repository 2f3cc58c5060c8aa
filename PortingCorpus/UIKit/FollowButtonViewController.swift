import UIKit

/// A profile header's Follow button on UIButton.Configuration (iOS 15): a tap toggles the selection, the
/// configuration update handler restyles the button for it (filled "Follow", grey "Following"), and an
/// activity indicator shows while the change is saved.
class FollowButtonViewController: UIViewController {

    let followButton = UIButton(configuration: .filled())

    private(set) var isSaving = false
    private(set) var savedStates: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        followButton.changesSelectionAsPrimaryAction = true
        followButton.configurationUpdateHandler = { [unowned self] button in
            var config: UIButton.Configuration = button.isSelected ? .gray() : .filled()
            config.title = button.isSelected ? "Following" : "Follow"
            config.image = UIImage(systemName: button.isSelected ? "checkmark" : "plus")
            config.imagePadding = 6
            config.cornerStyle = .capsule
            config.showsActivityIndicator = self.isSaving
            button.configuration = config
        }
        followButton.addTarget(self, action: #selector(followTapped(_:)), for: .primaryActionTriggered)
        followButton.frame = CGRect(x: 16, y: 120, width: 150, height: 44)
        view.addSubview(followButton)
    }

    @objc func followTapped(_ sender: UIButton) {
        isSaving = true
        sender.isEnabled = false
        sender.setNeedsUpdateConfiguration()
    }

    /// Called when the server has stored the change.
    func saveDidFinish() {
        isSaving = false
        savedStates.append(followButton.isSelected)
        followButton.isEnabled = true
        followButton.setNeedsUpdateConfiguration()
    }
}
