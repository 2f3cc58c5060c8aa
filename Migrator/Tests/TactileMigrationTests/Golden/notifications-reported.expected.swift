import Tactile

// Selector-based observers the rewrite cannot turn into closures: each is reported with the closure form to write.
final class Coordinator: UIViewController {
    let child = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The observer is another object.
        NotificationCenter.default.addObserver(child, selector: #selector(UIViewController.viewDidLoad), name: UIResponder.keyboardDidShowNotification, object: nil)
        // The class removes observers by name, which the closures' tokens do not carry.
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIResponder.keyboardDidHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardDidHideNotification, object: nil)
    }

    func refresh() {}
}

// An extension of a class declared in another file: the tokens have nowhere to go.
extension UINavigationController {
    func listen() {
        NotificationCenter.default.addObserver(self, selector: #selector(popToRoot), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func popToRoot() { popToRootViewController(animated: true) }
}
