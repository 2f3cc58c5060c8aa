import Tactile

final class PlayerViewController: UIViewController {
    let slider = UISlider()
    let playButton = UIButton(type: .system)
    let stepper = UIStepper()

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit: UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        let tap = UITapGestureRecognizer(target: self, action: PlayerViewController.handleTap)
        view.addGestureRecognizer(tap)
        // UIKit: UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress))
        let press = UILongPressGestureRecognizer(target: self, action: PlayerViewController.handleLongPress)
        view.addGestureRecognizer(press)

        // UIKit: addTarget(self, action: #selector(playTapped), for: .touchUpInside)
        playButton.addTarget(self, action: PlayerViewController.playTapped, for: .touchUpInside)
        // UIKit: addTarget(self, action: #selector(sliderChanged(_:)), for: .valueChanged)
        slider.addTarget(self, action: PlayerViewController.sliderChanged, for: .valueChanged)
        // UIKit: addTarget(self, action: #selector(stepperChanged(_:forEvent:)), for: .valueChanged)
        stepper.addTarget(self, action: PlayerViewController.stepperChanged, for: .valueChanged)
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {}  // (sender)
    func handleLongPress() {}  // ()
    func playTapped() {}  // ()
    func sliderChanged(_ sender: UISlider) {}  // (sender)
    func stepperChanged(_ sender: UIStepper, forEvent event: UIEvent) {}  // (sender, event), controls only
}
