// Run-loop modes do not exist in Tactile: the call runs once the delay has passed.
class FeedViewController: UIViewController {
    let feedView = FeedView()

    func reloadFeed() {}

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        perform(FeedViewController.reloadFeed, with: nil, afterDelay: 0)
        UIApplication.shared.scheduler.schedule(after: 0) { self.feedView.reload() }
    }
}

class FeedView: UIView {
    func reload() {}
}
