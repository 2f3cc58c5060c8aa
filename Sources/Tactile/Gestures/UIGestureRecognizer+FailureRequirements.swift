import Foundation

extension UIGestureRecognizer {
    /// The recognizers this one was told to wait for with ``require(toFail:)``, in the order they were added; those
    /// that no longer exist are left out.
    ///
    /// Tactile addition: UIKit keeps this list private. Tools that draw a scene's recognizers (the playground) read
    /// it to show who waits for whom before any touch arrives. Requirements that a subclass override or a delegate
    /// adds are asked once per recognition attempt and are not in this list; the arbitration log reports them when
    /// they apply.
    public var requiredToFailRecognizers: [UIGestureRecognizer] {
        staticFailureRequirements.compactMap(\.recognizer)
    }
}
