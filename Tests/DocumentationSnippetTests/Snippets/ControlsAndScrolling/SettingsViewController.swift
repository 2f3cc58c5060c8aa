import Tactile

/// The article's settings screen, in a namespace of its own.
enum ControlsArticle {
    final class SettingsViewController: UIViewController {
        let toggle = UISwitch()
        override func viewDidLoad() {
            super.viewDidLoad()
            toggle.addTarget(self, action: SettingsViewController.toggled, for: .valueChanged)   // typed, held weakly
            let save = UIButton()
            save.addAction(UIAction(title: "Save") { _ in /* … */ }, for: .primaryActionTriggered)
            save.addTarget(nil, action: Selector("save:"), for: .touchUpInside)                  // up the chain
            view.addSubview(toggle)
            view.addSubview(save)
        }
        func toggled(_ sender: UISwitch) { print(sender.isOn) }
    }
}
