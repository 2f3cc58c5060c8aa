import Tactile

// A pending hide, cancelled and scheduled again: on `self` in a responder the calls stay UIKit's, with method
// references for the selectors, so the cancellation still cancels.
class PlayerViewController: UIViewController {
    let controlsView = UIView()
    let miniPlayer = MiniPlayerView()
    var lastMessage: String?

    func showControls() {
        controlsView.isHidden = false
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: PlayerViewController.hideControls, object: nil)
        perform(PlayerViewController.hideControls, with: nil, afterDelay: 3)
    }

    func hideControls() {
        controlsView.isHidden = true
    }

    func flash(_ message: String) {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: PlayerViewController.show, object: lastMessage)
        // No run-loop modes in Tactile: `inModes:` goes, with a note.
        perform(PlayerViewController.show, with: message, afterDelay: 1)
        lastMessage = message
    }

    func show(_ message: String) {}

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // The class method is NSObject's; Tactile's responders are not NSObjects.
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        // Another object: its own delayed calls with method references are cancelled (a note).
        NSObject.cancelPreviousPerformRequests(withTarget: miniPlayer)
    }
}

// An extension names the extended type. `dim` takes no argument, as `hideControls` does: cancelling one cancels
// both (a note), since Swift cannot compare method references.
extension PlayerViewController {
    func scheduleDim() {
        self.perform(PlayerViewController.dim, with: nil, afterDelay: 10)
    }

    func dim() {}
}

// A subclass of a responder class declared in this file is a responder too.
final class LivePlayerViewController: PlayerViewController {
    func pulse() {
        perform(LivePlayerViewController.blink, with: nil, afterDelay: 1)
    }

    func blink() {}
}

final class MiniPlayerView: UIView {
    func collapseLater() {
        perform(MiniPlayerView.collapse, with: nil, afterDelay: 5)
    }

    func keepOpen() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: MiniPlayerView.collapse, object: nil)
    }

    func collapse() {}
}
