// Storyboards, segues and nibs: Linux has none. A comment that mentions performSegue(withIdentifier:sender:)
// or UIStoryboard is not reported.
final class InboxViewController: UIViewController {
    var messages: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Inbox"
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        messages = ["Welcome"]
    }

    func showMessage(at index: Int) {
        performSegue(withIdentifier: "ShowMessage", sender: index)
    }

    func showSettings() {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let settings = storyboard.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
        navigationController?.pushViewController(settings, animated: true)
    }

    func showOnboarding() {
        guard let first = UIStoryboard(name: "Onboarding", bundle: .main).instantiateInitialViewController() else {
            return
        }
        present(first, animated: true)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        !messages.isEmpty
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if let detail = segue.destination as? MessageViewController, let index = sender as? Int {
            detail.text = messages[index]
        }
    }

    @IBSegueAction func makeComposer(_ coder: NSCoder) -> ComposerViewController? {
        ComposerViewController(coder: coder)
    }
}

final class SettingsViewController: UIViewController {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init() {
        super.init(nibName: nil, bundle: nil)
    }
}

final class MessageViewController: UIViewController {
    var text = ""

    init() {
        super.init(nibName: "MessageView", bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class BadgeView: UIView {
    static func make() -> BadgeView {
        let nib = UINib(nibName: "BadgeView", bundle: nil)
        return nib.instantiate(withOwner: nil, options: nil).first as! BadgeView
    }

    func loadFromBundle() {
        Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil)
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
    }
}
