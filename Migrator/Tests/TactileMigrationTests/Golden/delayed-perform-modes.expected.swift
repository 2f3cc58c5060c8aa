// Run-loop modes do not exist in Tactile: the call runs once the delay has passed.
class FeedViewController: UIViewController {
    func reloadFeed() {}

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        UIApplication.shared.scheduler.schedule(after: 0) { self.reloadFeed() }
    }
}
