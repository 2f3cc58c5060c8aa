import Foundation

/// Typed target-action for gesture recognizers: UIKit's `init(target:action:)`, `addTarget(_:action:)` and
/// `removeTarget(_:action:)` with a method reference in place of `#selector(…)`.
///
/// UIKit accepts action methods of two shapes for recognizers, `handle()` and `handle(_ sender:)`; both work
/// here. The sender parameter may have any type the recognizer can be cast to (`UITapGestureRecognizer`,
/// `UIGestureRecognizer`, `Any`, an optional of them); an action whose parameter type does not match the
/// recognizer is never called. Targets are held weakly, as in UIKit.
///
/// The initializers are convenience initializers, so subclasses that override ``init(target:action:)`` keep them
/// (Swift passes convenience initializers on to subclasses that override every designated initializer).
extension UIGestureRecognizer {
    /// Creates a recognizer whose action is a method of `target` that takes no parameter, for example
    /// `UITapGestureRecognizer(target: self, action: ViewController.handleTap)` with `func handleTap()`.
    /// UIKit: `init(target:action:)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is a method of `target` that takes the recognizer, for example
    /// `UITapGestureRecognizer(target: self, action: ViewController.handleTap)` with
    /// `func handleTap(_ sender: UITapGestureRecognizer)`. UIKit: `init(target:action:)`.
    public convenience init<Target: AnyObject, Sender>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Adds an action method of `target` that takes no parameter; `target` is held weakly, as UIKit
    /// holds its targets, so a recognizer does not keep its target alive.
    /// UIKit: `addTarget(_:action:)`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        nextTargetID += 1
        targets.append(
            TargetAction(
                id: nextTargetID, target: target, selector: nil,
                signature: ActionSignature(shape: 0, target: Target.self)
            ) { target, _ in
                guard let target = target as? Target else { return }
                action(target)()
            })
    }

    /// Adds an action method of `target` that takes the recognizer; `target` is held weakly, as UIKit
    /// holds its targets, so a recognizer does not keep its target alive.
    /// UIKit: `addTarget(_:action:)`.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        nextTargetID += 1
        targets.append(
            TargetAction(
                id: nextTargetID, target: target, selector: nil,
                signature: ActionSignature(shape: 1, target: Target.self, sender: Sender.self)
            ) { target, recognizer in
                guard let target = target as? Target, let sender = recognizer as? Sender else { return }
                action(target)(sender)
            })
    }

    /// Removes the actions of `target` (of every target when `nil`) whose method takes no parameter and belongs
    /// to `Target`. UIKit: `removeTarget(_:action:)`. Swift cannot compare method references, so when one target
    /// added several such methods to this recognizer, all of them are removed.
    public func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping (Target) -> () -> Void
    ) {
        removeTypedActions(target, ActionSignature(shape: 0, target: Target.self))
    }

    /// Removes the actions of `target` (of every target when `nil`) whose method takes a `Sender` and belongs to
    /// `Target`. UIKit: `removeTarget(_:action:)`. Swift cannot compare method references, so when one target
    /// added several methods of the same signature to this recognizer, all of them are removed.
    public func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender) -> Void
    ) {
        removeTypedActions(target, ActionSignature(shape: 1, target: Target.self, sender: Sender.self))
    }

    private func removeTypedActions(_ target: AnyObject?, _ signature: ActionSignature) {
        targets.removeAll { entry in
            guard entry.isTargeted, entry.signature == signature else { return false }
            if let target, entry.target !== target { return false }
            return true
        }
    }
}
