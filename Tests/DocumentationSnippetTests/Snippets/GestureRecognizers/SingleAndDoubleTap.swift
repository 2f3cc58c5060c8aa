import Tactile

/// The article's single- and double-tap pair, in a namespace of its own (other documents have a
/// `PhotoViewController` too).
enum GestureRecognizersArticle {
    final class PhotoViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let single = UITapGestureRecognizer(target: self, action: PhotoViewController.selectPhoto)
            let double = UITapGestureRecognizer(target: self, action: PhotoViewController.zoom)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)          // single fires the moment double fails
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
        }
        func selectPhoto(_ recognizer: UITapGestureRecognizer) { /* … */ }
        func zoom(_ recognizer: UITapGestureRecognizer) { /* … */ }
    }
}
