import Tactile

@MainActor
final class AutoHideController {
    let toolbar: UIView
    private var hideAction: ScheduledAction?

    init(toolbar: UIView) { self.toolbar = toolbar }

    func userDidInteract() {
        toolbar.alpha = 1
        hideAction?.cancel()
        // UIKit: Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { … }
        //    or: DispatchQueue.main.asyncAfter(deadline: .now() + 3) { … }
        hideAction = UIApplication.shared.scheduler.schedule(after: 3) { [weak self] in
            self?.toolbar.alpha = 0
        }
    }
}
