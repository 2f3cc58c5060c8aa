import Foundation

/// Recognizes one or more taps made with one or more fingers. Discrete.
///
/// UIKit counterpart:
/// [`UITapGestureRecognizer`](https://developer.apple.com/documentation/uikit/uitapgesturerecognizer). A tap is every
/// required finger down and up again without any of them moving farther than
/// ``TactileConfiguration/tapMovementTolerance`` (10 pt). For a multi-tap, each next tap must start within
/// ``TactileConfiguration/multiTapInterval`` (0.35 s) of the previous lift and within
/// ``TactileConfiguration/multiTapDistance`` (100 pt) of the first tap; the recognizer fails as soon as a further tap
/// becomes impossible (too many fingers, too much movement, or the interval running out), which is what releases a
/// single tap waiting on it. UIKit does not document these limits; Tactile's can be changed in ``TactileConfiguration``
/// (see Behaviors in the repository's Docs folder for where they come from).
///
/// Like UIKit's, a tap recognizer cannot prevent one that requires more taps, and cannot be prevented by one that
/// requires fewer: a double tap then gives the single-tap action on the first tap and the double-tap action on the
/// second. To get only one of them, make the single tap require the double tap to fail
/// (``UIGestureRecognizer/require(toFail:)``); the single tap then fires once the double tap's interval has run out.
///
/// A click of a mouse or trackpad (an `.indirectPointer` touch) taps only with the buttons of
/// ``buttonMaskRequired``: by default the primary button, so a secondary (right) click does not tap, as on iPad.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps required. Default 1.
    // Unchecked: read for every pair of competing taps in each batch of recognition attempts, and the dynamic
    // exclusivity check was most of the read's cost.
    @exclusivity(unchecked) open var numberOfTapsRequired: Int = 1
    /// The number of fingers required. Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// The pointer buttons a click must hold to tap (UIKit: `buttonMaskRequired`, iOS 13.4). Default
    /// `.primary`. A pointer touch that does not hold all of them makes the recognizer fail; fingers and pencils,
    /// which have no buttons, are not concerned.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var starts: [(touch: UITouch, location: CGPoint)] = []
    private var fingersInTap = 0
    private var liftedInTap = 0
    private var tapsCompleted = 0
    private var firstTapLocation: CGPoint?
    private var timer: ScheduledAction?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        timer?.cancel()
        let c = configuration
        if fingersInTap == 0 {
            liftedInTap = 0
            if let limit = c.maximumTapDuration {
                timer = scheduler?.schedule(after: limit) { [weak self] in self?.fail() }
            }
        }
        for t in touches {
            if t.type == .indirectPointer, !t.buttonMask.isSuperset(of: buttonMaskRequired) { return fail() }
            if tapsCompleted > 0, let first = firstTapLocation, distance(t.locationInWindow, first) > c.multiTapDistance {
                return fail()
            }
            starts.append((t, t.locationInWindow))
        }
        fingersInTap += touches.count
        if fingersInTap > numberOfTouchesRequired { fail() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        let tolerance = configuration.tapMovementTolerance
        for t in touches {
            if let start = starts.first(where: { $0.touch === t }), distance(t.locationInWindow, start.location) > tolerance {
                return fail()
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        liftedInTap += touches.count
        guard liftedInTap >= fingersInTap else { return }
        // Every finger of this tap is up.
        guard fingersInTap == numberOfTouchesRequired else { return fail() }
        timer?.cancel()
        if tapsCompleted == 0 { firstTapLocation = currentCentroid() ?? starts.first?.location }
        tapsCompleted += 1
        fingersInTap = 0
        liftedInTap = 0
        starts.removeAllKeepingCapacity()
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            timer = scheduler?.schedule(after: configuration.multiTapInterval) { [weak self] in self?.fail() }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fail()
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        starts.removeAllKeepingCapacity()
        fingersInTap = 0
        liftedInTap = 0
        tapsCompleted = 0
        firstTapLocation = nil
    }

    /// A tap recognizer does not prevent one that needs more taps (the double tap goes on after the single tap).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// A tap recognizer is not prevented by one that needs fewer taps.
    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventingGestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired < numberOfTapsRequired
        {
            return false
        }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }

    private func fail() {
        timer?.cancel()
        timer = nil
        if state == .possible { state = .failed }
    }
}
