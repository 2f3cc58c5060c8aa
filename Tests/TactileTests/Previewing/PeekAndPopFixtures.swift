import Foundation
import Tactile
import TactileTesting

/// A previewing delegate that records its calls and returns a fresh preview controller (or none).
@MainActor
final class RecordingPreviewDelegate: UIViewControllerPreviewingDelegate {
    var locations: [CGPoint] = []
    var committed: [UIViewController] = []
    var providesPreview = true
    var sourceRectToSet: CGRect?
    var preferredSize = CGSize.zero
    private(set) var lastPreview: UIViewController?

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        locations.append(location)
        guard providesPreview else { return nil }
        if let rect = sourceRectToSet { previewingContext.sourceRect = rect }
        let preview = UIViewController()
        preview.preferredContentSize = preferredSize
        lastPreview = preview
        return preview
    }

    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
        committed.append(viewControllerToCommit)
    }
}

/// A window with a controller whose view holds one recording source view, registered for previewing.
@MainActor
final class PeekStage {
    let sim: TouchSimulator
    let window: UIWindow
    let log = EventLog()
    let controller = UIViewController()
    let source: RecordingView
    let delegate = RecordingPreviewDelegate()
    let context: any UIViewControllerPreviewing

    init(configuration: TactileConfiguration = .default) {
        sim = TouchSimulator(configuration: configuration)
        window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        source = RecordingView("source", frame: CGRect(x: 0, y: 100, width: 375, height: 200), log: log)
        controller.view.addSubview(source)
        context = controller.registerForPreviewing(with: delegate, sourceView: source)
    }

    var recognizer: UIGestureRecognizer { context.previewingGestureRecognizerForFailureRelationship }

    /// Whether the last preview's view is on screen.
    var previewIsShown: Bool { delegate.lastPreview?.viewIfLoaded?.window === window }

    /// The force at a fraction of the simulator's maximum.
    func force(_ fraction: CGFloat) -> CGFloat { fraction * TouchSimulator.forceTouchMaximumPossibleForce }

    /// A finger that reports pressure, down at `point` in the source view with no force yet.
    func pressureFinger(at point: CGPoint) -> TouchSimulator.Finger {
        sim.touchDown(
            at: point, in: source, force: 0, maximumPossibleForce: TouchSimulator.forceTouchMaximumPossibleForce)
    }
}
