import Tactile

/// A video player's screen: tapping the video shows the playback controls, which hide themselves three seconds
/// after they were last shown or used; while the clip plays, a timer moves the progress slider every half second.
class AutoHideControlsViewController: UIViewController {

    let videoView = UIView()
    let controlsView = UIView()
    let playButton = UIButton(type: .system)
    let progressSlider = UISlider()

    /// The clip's length, in seconds.
    let duration: TimeInterval = 10
    private(set) var position: TimeInterval = 0
    private(set) var progressTimer: ScheduledTimer?

    var isPlaying: Bool { progressTimer != nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        videoView.frame = view.bounds
        view.addSubview(videoView)

        let tap = UITapGestureRecognizer(target: self, action: AutoHideControlsViewController.videoTapped)
        videoView.addGestureRecognizer(tap)

        controlsView.frame = CGRect(x: 0, y: view.bounds.height - 100, width: view.bounds.width, height: 100)
        controlsView.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        controlsView.isHidden = true
        view.addSubview(controlsView)

        playButton.frame = CGRect(x: 16, y: 28, width: 60, height: 44)
        playButton.setTitle("Play", for: .normal)
        playButton.addTarget(self, action: AutoHideControlsViewController.playTapped, for: .touchUpInside)
        controlsView.addSubview(playButton)

        progressSlider.frame = CGRect(x: 92, y: 33, width: view.bounds.width - 108, height: 34)
        progressSlider.isUserInteractionEnabled = false
        controlsView.addSubview(progressSlider)
    }

    func videoTapped(_ gesture: UITapGestureRecognizer) {
        if controlsView.isHidden {
            showControls()
        } else {
            controlsView.isHidden = true
        }
    }

    func showControls() {
        controlsView.isHidden = false
        // Every show restarts the three seconds: the hide still pending is cancelled first.
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: AutoHideControlsViewController.hideControls, object: nil)
        perform(AutoHideControlsViewController.hideControls, with: nil, afterDelay: 3)
    }

    func hideControls() {
        controlsView.isHidden = true
    }

    func playTapped() {
        if isPlaying {
            pause()
        } else {
            play()
        }
        // Using the controls keeps them on screen.
        showControls()
    }

    func play() {
        if position >= duration {
            position = 0
        }
        progressTimer = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
            self.tick(timer)
        }
        playButton.setTitle("Pause", for: .normal)
    }

    func pause() {
        progressTimer?.invalidate()
        progressTimer = nil
        playButton.setTitle("Play", for: .normal)
    }

    func tick(_ timer: ScheduledTimer) {
        position = min(position + timer.timeInterval, duration)
        progressSlider.value = Float(position / duration)
        if position >= duration {
            pause()
        }
    }
}
