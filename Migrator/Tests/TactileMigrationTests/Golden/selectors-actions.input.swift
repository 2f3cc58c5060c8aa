import UIKit

final class PlayerViewController: UIViewController {
    let slider = UISlider()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        let press = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress))
        press.addTarget(self, action: #selector(Self.handleLongPress))
        button.addTarget(self, action: #selector(play), for: .touchUpInside)
        button.removeTarget(self, action: #selector(play), for: .touchUpInside)
        slider.addTarget(self, action: #selector(PlayerViewController.sliderChanged(_:forEvent:)), for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: #selector(doneTapped(_:)))
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Share", action: #selector(share(_:)))]
        button.addTarget(nil, action: #selector(copy(_:)), for: .touchUpInside)
        UIApplication.shared.sendAction(#selector(play), to: nil, from: self, for: nil)
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: " ", modifierFlags: [], action: #selector(play)),
            UIKeyCommand(title: "Next", action: #selector(next), input: "n", modifierFlags: .command),
        ]
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {}
    @objc func handleLongPress() {}
    @objc func play() {}
    @objc func next() {}
    @objc func addTapped() {}
    @objc func doneTapped(_ sender: UIBarButtonItem) {}
    @objc func share(_ sender: Any?) {}
    @objc func sliderChanged(_ sender: UISlider, forEvent event: UIEvent) {}
}

extension PlayerViewController {
    func addSeekGesture() {
        let pan = UIPanGestureRecognizer(target: self, action: #selector(seek(_:)))
        view.addGestureRecognizer(pan)
    }

    @objc func seek(_ recognizer: UIPanGestureRecognizer) {}
}

final class Toolbar: UIView {
    @MainActor struct Item {
        let command = UICommand(title: "Item", action: #selector(Toolbar.itemChosen(_:)))
    }

    func configure(_ control: UIControl) {
        control.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
        control.addTarget(self, action: #selector(changed(_:with:)), for: .editingChanged)
    }

    @objc func itemChosen(_ sender: UICommand) {}
    @objc func changed(_ sender: UIControl) {}
    @objc func changed(_ sender: UIControl, with event: UIEvent) {}
}
