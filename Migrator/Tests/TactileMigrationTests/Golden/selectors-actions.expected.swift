import Tactile

final class PlayerViewController: UIViewController {
    let slider = UISlider()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: PlayerViewController.handleTap))
        let press = UILongPressGestureRecognizer(target: self, action: PlayerViewController.handleLongPress)
        press.addTarget(self, action: PlayerViewController.handleLongPress)
        button.addTarget(self, action: PlayerViewController.play, for: .touchUpInside)
        button.removeTarget(self, action: PlayerViewController.play, for: .touchUpInside)
        slider.addTarget(self, action: PlayerViewController.sliderChanged, for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: PlayerViewController.addTapped)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: PlayerViewController.doneTapped)
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Share", action: PlayerViewController.share)]
        button.addTarget(nil, action: UIResponderStandardEditActions.copy, for: .touchUpInside)
        UIApplication.shared.sendAction(PlayerViewController.play, to: nil, from: self, for: nil)
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: " ", modifierFlags: [], action: PlayerViewController.play),
            UIKeyCommand(title: "Next", action: PlayerViewController.next, input: "n", modifierFlags: .command),
        ]
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {}
    func handleLongPress() {}
    func play() {}
    func next() {}
    func addTapped() {}
    func doneTapped(_ sender: UIBarButtonItem) {}
    func share(_ sender: Any?) {}
    func sliderChanged(_ sender: UISlider, forEvent event: UIEvent) {}
}

extension PlayerViewController {
    func addSeekGesture() {
        let pan = UIPanGestureRecognizer(target: self, action: PlayerViewController.seek)
        view.addGestureRecognizer(pan)
    }

    func seek(_ recognizer: UIPanGestureRecognizer) {}
}

final class Toolbar: UIView {
    @MainActor struct Item {
        let command = UICommand(title: "Item", action: Toolbar.itemChosen)
    }

    func configure(_ control: UIControl) {
        control.addTarget(self, action: Toolbar.changed(_:), for: .valueChanged)
        control.addTarget(self, action: Toolbar.changed(_:with:), for: .editingChanged)
    }

    func itemChosen(_ sender: UICommand) {}
    func changed(_ sender: UIControl) {}
    func changed(_ sender: UIControl, with event: UIEvent) {}
}
