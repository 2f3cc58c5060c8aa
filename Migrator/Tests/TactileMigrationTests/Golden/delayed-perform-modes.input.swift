// Run-loop modes do not exist in Tactile: the call runs once the delay has passed.
class FeedViewController: UIViewController {
    let feedView = FeedView()

    func reloadFeed() {}

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        perform(#selector(reloadFeed), with: nil, afterDelay: 0, inModes: [.default])
        feedView.perform(#selector(FeedView.reload), with: nil, afterDelay: 0, inModes: [.default, .common])
    }
}

class FeedView: UIView {
    func reload() {}
}
