import Tactile

/// A full-screen overlay for floating controls (a mini player, a "new messages" pill) that lets every
/// touch outside those controls fall through to the content underneath.
class PassthroughOverlayView: UIView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .clear
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hitView = super.hitTest(point, with: event)
        // The overlay itself never takes a touch; only its subviews do.
        return hitView == self ? nil : hitView
    }
}

/// A screen with a scrolling feed and a floating "Back to top" pill in a passthrough overlay.
class FeedViewController: UIViewController {

    let feedView = UIScrollView()
    let overlay = PassthroughOverlayView()
    let backToTopButton = UIButton(type: .system)

    private(set) var backToTopCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()

        feedView.frame = view.bounds
        feedView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 5)
        feedView.alwaysBounceVertical = true
        view.addSubview(feedView)

        overlay.frame = view.bounds
        view.addSubview(overlay)

        backToTopButton.frame = CGRect(x: view.bounds.midX - 60, y: 60, width: 120, height: 36)
        backToTopButton.setTitle("Back to top", for: .normal)
        backToTopButton.backgroundColor = .systemBlue
        backToTopButton.setTitleColor(.white, for: .normal)
        backToTopButton.layer.cornerRadius = 18
        backToTopButton.addTarget(self, action: FeedViewController.backToTopTapped, for: .touchUpInside)
        overlay.addSubview(backToTopButton)
    }

    func backToTopTapped(_ sender: UIButton) {
        backToTopCount += 1
        feedView.setContentOffset(.zero, animated: true)
    }
}
