import Foundation
import Tactile

/// A recognizer delegate with random but reproducible answers (GRI-04, GRI-07 to GRI-09, GRI-12).
///
/// `gestureRecognizerShouldBegin` draws from the delegate's own seeded generator; `shouldReceive touch`
/// declines the touches whose label (order of first sight) falls in a mask; the requirement and simultaneity
/// questions answer yes exactly for the recognizers listed, which the case generator keeps acyclic. Both
/// `shouldBegin` and `shouldReceive` are callbacks where mutations may fire.
@MainActor
final class ProbeDelegate: UIGestureRecognizerDelegate {
    let id: Int
    let spec: RecognizerConfigurationSpec.DelegateSpec
    weak var recorder: RunRecorder?
    private var rng: CaseRandom
    var requiresFailureOf: [WeakBox<UIGestureRecognizer>] = []
    var requiredToFailBy: [WeakBox<UIGestureRecognizer>] = []
    var simultaneousWith: [WeakBox<UIGestureRecognizer>] = []

    init(id: Int, spec: RecognizerConfigurationSpec.DelegateSpec, recorder: RunRecorder) {
        self.id = id
        self.spec = spec
        self.recorder = recorder
        rng = CaseRandom(seed: spec.seed)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let answer = rng.chance(spec.shouldBeginProbability)
        recorder?.delegateWasAsked(id)
        return answer
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let label = recorder?.label(touch) ?? 0
        recorder?.delegateWasAsked(id)
        return spec.declinedContacts & (1 << UInt8(label % 8)) == 0
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        simultaneousWith.contains { $0.value === otherGestureRecognizer }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiresFailureOf.contains { $0.value === otherGestureRecognizer }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiredToFailBy.contains { $0.value === otherGestureRecognizer }
    }
}

/// A weak reference.
struct WeakBox<T: AnyObject> {
    weak var value: T?
}

/// The previewing delegate of a case's peek and pop (issue 22): it gives a preview controller, or none.
@MainActor
final class PreviewDelegate: UIViewControllerPreviewingDelegate {
    let answers: Bool
    init(answers: Bool) { self.answers = answers }

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        answers ? UIViewController() : nil
    }

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {}
}
