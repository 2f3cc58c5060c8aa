// Scenes, URLs and trait callbacks.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.makeKeyAndVisible()
    }
}

final class HelpViewController: UIViewController {
    let help = URL(string: "https://example.com/help")!

    func openHelp() {
        if UIApplication.shared.canOpenURL(help) {
            UIApplication.shared.open(help, options: [:], completionHandler: nil)
        }
        let scenes = UIApplication.shared.connectedScenes
        print(scenes.count, view.window?.windowScene as Any)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .portrait
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        view.setNeedsLayout()
    }
}
