// Run-loop modes do not exist in Tactile: the call runs once the delay has passed.
class FeedViewController: UIViewController {
    func reloadFeed() {}

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        perform(#selector(reloadFeed), with: nil, afterDelay: 0, inModes: [.default])
    }
}
