import Foundation
import Tactile

/// The action messages one gesture recognizer sent, in order: its state at each, the virtual time, and values
/// sampled from the recognizer at that moment.
///
/// No UIKit counterpart. UIKit test code writes a target object by hand:
///
/// ```swift
/// final class ActionTarget: NSObject {
///     var states: [UIGestureRecognizer.State] = []
///     @objc func handle(_ recognizer: UIPanGestureRecognizer) { states.append(recognizer.state) }
/// }
/// pan.addTarget(target, action: #selector(ActionTarget.handle(_:)))
/// ```
///
/// With Tactile:
///
/// ```swift
/// let actions = GestureActionRecorder(pan, clock: simulator.scheduler) { [$0.translation(in: nil).x] }
/// simulator.drag(from: start, to: end, in: view)
/// #expect(actions.states.first == .began)
/// ```
///
/// ``SingleViewScene/attach(_:to:values:)`` adds the recognizer to a view and makes the recorder in one step.
/// The recorder holds the recognizer's action, not the recognizer: keep the recognizer alive in its view.
@MainActor
public final class GestureActionRecorder {
    /// One action message: the recognizer's state, the virtual time, and the sampled values (no UIKit counterpart).
    public struct Call: Sendable {
        /// The recognizer's state when it sent the message.
        public var state: UIGestureRecognizer.State
        /// The virtual time of the message, from the clock given at creation.
        public var time: TimeInterval
        /// What the `values` closure returned at the message.
        public var values: [CGFloat]
    }

    /// Every action message, oldest first.
    public private(set) var calls: [Call] = []
    /// The recognizer's state at each action message, oldest first.
    public var states: [UIGestureRecognizer.State] { calls.map(\.state) }
    /// The number of action messages.
    public var count: Int { calls.count }

    /// The values sampled at the last action message sent in `state`, or `nil` when there was none.
    public func values(at state: UIGestureRecognizer.State) -> [CGFloat]? {
        calls.last { $0.state == state }?.values
    }

    /// Starts recording `recognizer`'s action messages, timed by `clock`; `values` samples the recognizer at each.
    public init<Recognizer: UIGestureRecognizer>(
        _ recognizer: Recognizer,
        clock: VirtualScheduler,
        values: @escaping @MainActor (Recognizer) -> [CGFloat] = { _ in [] }
    ) {
        recognizer.addAction { [weak self] sender in
            guard let self, let sender = sender as? Recognizer else { return }
            self.calls.append(Call(state: sender.state, time: clock.now, values: values(sender)))
        }
    }
}
