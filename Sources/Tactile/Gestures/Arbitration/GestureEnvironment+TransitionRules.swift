import Foundation

/// The state-transition rules of a gesture recognizer: which changes of `state` are legal, which send actions,
/// how an illegal request is reported, and how the environment sets a state (asked for or imposed).
///
/// UIKit documents the state machine in `UIGestureRecognizer.State`: a discrete gesture goes from `.possible`
/// to `.ended` (recognized) or `.failed`; a continuous one goes through `.began` and `.changed` to `.ended` or
/// `.cancelled`. The rules live in one place so that the environment and a detached recognizer (one not in a
/// window, whose requests apply at once) judge transitions alike.
extension GestureEnvironment {
    /// A recognizer without an environment (not attached to a view in a window): transitions apply directly.
    static func applyDetached(_ r: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        guard isLegal(from: r.stateStorage, to: state) else {
            reportIllegal(r, from: r.stateStorage, to: state, configuration: r.configuration)
            return
        }
        let state = (r.stateStorage == .possible && state == .cancelled) ? .failed : state
        r.stateStorage = state
        if !r.failureDependents.isEmpty { r.notifyFailureDependents() }
        if sendsAction(for: state) { r.sendActions() }
    }

    /// Whether a recognizer in state `from` may ask for `to` (UIKit's state machine).
    static func isLegal(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.possible, .cancelled): true  // treated as failed: a recognizer that never began cannot be cancelled
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        case (.possible, .possible): true  // no change
        default: false
        }
    }

    /// Whether entering `state` sends the recognizer's actions: every state but `.possible` and `.failed`.
    static func sendsAction(for state: UIGestureRecognizer.State) -> Bool {
        switch state {
        case .began, .changed, .ended, .cancelled: true
        case .possible, .failed: false
        }
    }

    /// An illegal request is ignored, as in UIKit; with `assertsOnIllegalGestureTransitions` it also stops a
    /// debug build, so that a subclass's mistake is found early.
    static func reportIllegal(
        _ r: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
        configuration: TactileConfiguration
    ) {
        if configuration.assertsOnIllegalGestureTransitions {
            assertionFailure("\(r.logName): illegal state transition \(from) → \(to) (ignored)")
        }
    }

    /// Sets a state (asked for, or imposed through ``force(_:_:)``) and logs the transition.
    func set(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        let old = r.stateStorage
        r.stateStorage = new
        let wasRecognized = Self.isRecognizedState(old), isRecognized = Self.isRecognizedState(new)
        if isRecognized != wasRecognized {
            if isRecognized { noteRecognized(r) } else { noteNoLongerRecognized(r) }
        }
        // The recognizers waiting for it may be decidable now (an empty list is the common case: one load).
        if !r.failureDependents.isEmpty { r.notifyFailureDependents() }
        note(r, .transition(from: old, to: new), "\(r.logName): \(old) → \(new)")
    }

    /// A state the environment imposes (as opposed to one the recognizer asked for).
    func force(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        r.wasDecidedByEnvironment = true
        r.requestedState = nil  // what it had asked for is moot: `state` reads the imposed state
        set(r, new)
    }

    /// Sends the recognizer's actions for its current state, and logs them.
    func sendActions(_ r: UIGestureRecognizer) {
        note(r, .action(r.stateStorage), "\(r.logName): action (\(r.stateStorage))")
        r.sendActions()
    }
}
