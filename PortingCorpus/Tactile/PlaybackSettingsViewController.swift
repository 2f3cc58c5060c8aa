import Tactile

/// A small settings screen: a volume slider, a shuffle switch, a reset button and a "hold to
/// preview" button that reports where it was touched.
class PlaybackSettingsViewController: UIViewController {

    let volumeSlider = UISlider()
    let volumeLabel = UILabel()
    let shuffleSwitch = UISwitch()
    let resetButton = UIButton(type: .system)
    let previewButton = UIButton(type: .custom)

    private(set) var volume: Float = 0.5
    private(set) var isShuffleOn = false
    private(set) var lastPreviewPoint: CGPoint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        volumeSlider.frame = CGRect(x: 20, y: 100, width: 280, height: 34)
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 1
        volumeSlider.value = volume
        volumeSlider.addTarget(self, action: PlaybackSettingsViewController.sliderChanged, for: .valueChanged)
        view.addSubview(volumeSlider)

        volumeLabel.frame = CGRect(x: 20, y: 140, width: 280, height: 21)
        volumeLabel.font = .preferredFont(forTextStyle: .footnote)
        volumeLabel.textColor = .secondaryLabel
        view.addSubview(volumeLabel)

        shuffleSwitch.frame = CGRect(x: 20, y: 190, width: 51, height: 31)
        shuffleSwitch.isOn = isShuffleOn
        shuffleSwitch.addTarget(self, action: PlaybackSettingsViewController.shuffleToggled, for: .valueChanged)
        view.addSubview(shuffleSwitch)

        resetButton.frame = CGRect(x: 20, y: 250, width: 120, height: 44)
        resetButton.setTitle("Reset", for: .normal)
        resetButton.addTarget(self, action: PlaybackSettingsViewController.buttonTapped, for: .touchUpInside)
        view.addSubview(resetButton)

        previewButton.frame = CGRect(x: 160, y: 250, width: 140, height: 44)
        previewButton.setTitle("Hold to preview", for: .normal)
        previewButton.setTitleColor(.systemBlue, for: .normal)
        previewButton.setTitleColor(.systemGray, for: .highlighted)
        previewButton.layer.borderWidth = 1
        previewButton.layer.borderColor = UIColor.systemBlue.cgColor
        previewButton.layer.cornerRadius = 8
        previewButton.addTarget(self, action: PlaybackSettingsViewController.previewTouched, for: .touchDown)
        view.addSubview(previewButton)

        updateVolumeLabel()
    }

    func sliderChanged(_ sender: UISlider) {
        volume = sender.value
        updateVolumeLabel()
    }

    func shuffleToggled(_ sender: UISwitch) {
        isShuffleOn = sender.isOn
    }

    func buttonTapped() {
        volume = 0.5
        isShuffleOn = false
        volumeSlider.setValue(volume, animated: true)
        shuffleSwitch.setOn(false, animated: true)
        updateVolumeLabel()
    }

    func previewTouched(_ sender: UIButton, forEvent event: UIEvent) {
        guard let touch = event.touches(for: sender)?.first else { return }
        lastPreviewPoint = touch.location(in: sender)
    }

    private func updateVolumeLabel() {
        volumeLabel.text = "Volume \(Int((volume * 100).rounded()))%"
    }
}
