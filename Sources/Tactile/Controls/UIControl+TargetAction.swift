import Foundation

/// Typed target-action for controls: UIKit's `addTarget(_:action:for:)` and `removeTarget(_:action:for:)` with a
/// method reference in place of `#selector(…)`.
///
/// UIKit accepts action methods of three shapes, and all of them work here:
/// ```swift
/// button.addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)  // func buttonTapped()
/// button.addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)  // (_ sender: UIButton)
/// slider.addTarget(self, action: ViewController.dragged, for: .valueChanged)        // (_ sender: UISlider,
///                                                                                    //  forEvent event: UIEvent)
/// ```
/// The sender parameter may have any type the control can be cast to (`UIButton`, `UIControl`, `Any`, an
/// optional of them); an action whose sender type does not match the control is never called. The event
/// parameter may be `UIEvent` or `UIEvent?`. Targets are held weakly, as in UIKit.
extension UIControl {
    /// Adds an action method of `target` that takes no parameter, for `controlEvents`; `target` is held weakly.
    /// UIKit: `addTarget(_:action:for:)` with `func action()`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        let signature = ActionSignature(shape: 0, target: Target.self)
        add(ControlAction(id: nextID(), events: controlEvents, target: target, selector: nil, signature: signature) {
            target, _, _ in
            guard let target = target as? Target else { return }
            action(target)()
        })
    }

    /// Adds an action method of `target` that takes the sender, for `controlEvents`; `target` is held weakly.
    /// UIKit: `addTarget(_:action:for:)` with `func action(_ sender: UIButton)`.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        let signature = ActionSignature(shape: 1, target: Target.self, sender: Sender.self)
        add(ControlAction(id: nextID(), events: controlEvents, target: target, selector: nil, signature: signature) {
            target, control, _ in
            guard let target = target as? Target, let sender = control as? Sender else { return }
            action(target)(sender)
        })
    }

    /// Adds an action method of `target` that takes the sender and the event, for `controlEvents`; `target` is
    /// held weakly. UIKit: `addTarget(_:action:for:)` with `func action(_ sender: UIButton, forEvent event:
    /// UIEvent)`. When the actions are sent without an event (``sendActions(for:)`` called by code), the method
    /// receives an empty touches event with the current time instead of UIKit's `nil`.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender, UIEvent) -> Void,
        for controlEvents: Event
    ) {
        let signature = ActionSignature(shape: 2, target: Target.self, sender: Sender.self, event: UIEvent.self)
        add(ControlAction(id: nextID(), events: controlEvents, target: target, selector: nil, signature: signature) {
            target, control, event in
            guard let target = target as? Target, let sender = control as? Sender else { return }
            action(target)(sender, event ?? control.placeholderEvent())
        })
    }

    /// Adds an action method of `target` that takes the sender and an optional event, for `controlEvents`;
    /// `target` is held weakly. The event is `nil` when the actions are sent without one
    /// (``sendActions(for:)`` called by code). UIKit: `addTarget(_:action:for:)`.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
        for controlEvents: Event
    ) {
        let signature = ActionSignature(
            shape: 2, target: Target.self, sender: Sender.self, event: Optional<UIEvent>.self)
        add(ControlAction(id: nextID(), events: controlEvents, target: target, selector: nil, signature: signature) {
            target, control, event in
            guard let target = target as? Target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        })
    }

    /// Removes, for `controlEvents`, the actions of `target` (of every target when `nil`) whose method takes no
    /// parameter and belongs to `Target`. UIKit: `removeTarget(_:action:for:)`. Swift cannot compare method
    /// references, so every such method of the target is removed.
    public func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        removeTypedActions(target, ActionSignature(shape: 0, target: Target.self), controlEvents)
    }

    /// Removes, for `controlEvents`, the actions of `target` (of every target when `nil`) whose method takes a
    /// `Sender`. UIKit: `removeTarget(_:action:for:)`. Swift cannot compare method references, so every method
    /// of the target with that signature is removed.
    public func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        removeTypedActions(target, ActionSignature(shape: 1, target: Target.self, sender: Sender.self), controlEvents)
    }

    /// Removes, for `controlEvents`, the actions of `target` (of every target when `nil`) whose method takes a
    /// `Sender` and a `UIEvent`. UIKit: `removeTarget(_:action:for:)`.
    public func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void,
        for controlEvents: Event
    ) {
        let signature = ActionSignature(shape: 2, target: Target.self, sender: Sender.self, event: UIEvent.self)
        removeTypedActions(target, signature, controlEvents)
    }

    /// Removes, for `controlEvents`, the actions of `target` (of every target when `nil`) whose method takes a
    /// `Sender` and a `UIEvent?`. UIKit: `removeTarget(_:action:for:)`.
    public func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
        for controlEvents: Event
    ) {
        let signature = ActionSignature(
            shape: 2, target: Target.self, sender: Sender.self, event: Optional<UIEvent>.self)
        removeTypedActions(target, signature, controlEvents)
    }

    private func removeTypedActions(_ target: AnyObject?, _ signature: ActionSignature, _ controlEvents: Event) {
        for i in entries.indices.reversed() {
            let e = entries[i]
            guard e.isTargeted, e.signature == signature else { continue }
            if let target, e.target !== target { continue }
            entries[i].events.subtract(controlEvents)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// The event passed to a `(sender, event)` action sent without one: an empty touches event at the current
    /// time of the control's application (0 outside a window).
    func placeholderEvent() -> UIEvent {
        UIEvent(type: .touches, timestamp: window?.application?.scheduler.now ?? 0)
    }
}
