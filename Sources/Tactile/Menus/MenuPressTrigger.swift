import Foundation

/// What starts a menu interaction: a long press on the interaction's view, as iOS's Haptic Touch does, and, for a
/// context menu, also a firm press of a touch that reports pressure, as on iOS devices with 3D Touch.
///
/// It owns a long-press recognizer (``MenuPressGestureRecognizer``) that takes part in gesture arbitration like
/// any other: when it begins, recognizers still undecided on the same touches fail and the view's touches are
/// cancelled (`cancelsTouchesInView`), as UIKit's context menu recognizer does. Before it begins it asks
/// ``shouldBegin`` with the press's location in the view; `false` (no menu to show) makes it fail, so other
/// recognizers go on.
@MainActor
final class MenuPressTrigger: UIGestureRecognizerDelegate {
    /// The recognizer; its `name` tells it apart in arbitration logs.
    let recognizer: MenuPressGestureRecognizer
    /// Asked before the press begins, with its location in the view.
    var shouldBegin: @MainActor (CGPoint) -> Bool = { _ in true }
    /// Called when the press begins, with its location in the view.
    var began: @MainActor (CGPoint) -> Void = { _ in }

    /// A trigger whose recognizer is called `name`; with `opensOnFirmPress`, a firm press opens the menu before
    /// the long press's time is up.
    init(name: String, opensOnFirmPress: Bool = false) {
        recognizer = MenuPressGestureRecognizer()
        recognizer.name = name
        recognizer.opensOnFirmPress = opensOnFirmPress
        recognizer.delegate = self
        recognizer.addAction { [weak self] r in
            guard let self, r.state == .began else { return }
            self.began(r.location(in: r.view))
        }
    }

    /// Attaches the recognizer to `view`, or detaches it (`nil`).
    func attach(to view: UIView?) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        view?.addGestureRecognizer(recognizer)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin(gestureRecognizer.location(in: gestureRecognizer.view))
    }
}
