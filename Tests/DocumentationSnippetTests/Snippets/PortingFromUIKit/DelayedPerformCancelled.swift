import Tactile

final class VideoControlsViewController: UIViewController {
    let controlsView = UIView()

    func showControls() {
        controlsView.isHidden = false
        // UIKit: cancelPreviousPerformRequests(withTarget: self, selector: #selector(hideControls), object: nil)
        NSObject.cancelPreviousPerformRequests(
            withTarget: self, selector: VideoControlsViewController.hideControls, object: nil)
        // UIKit: perform(#selector(hideControls), with: nil, afterDelay: 3)
        perform(VideoControlsViewController.hideControls, with: nil, afterDelay: 3)
    }

    func hideControls() {
        controlsView.isHidden = true
    }
}
