import Foundation

/// An action method given as a method reference (`EditorViewController.archive`) in place of UIKit's
/// `#selector(archive)`, for a menu item or command.
///
/// UIKit sends such an action to the first responder up the chain whose `canPerformAction(_:withSender:)` allows
/// it; by default a responder allows the actions whose methods it implements. Here a responder "implements" the
/// method when it is of the method's type (and the sender fits the method's parameter), and it still refuses the
/// action when an override of ``UIResponder/canPerformAction(_:withSender:)`` answers `false` for the item's
/// selector.
@MainActor
struct ResponderMethod {
    /// Whether `responder` is of the method's type and `sender` fits the method's parameter.
    let accepts: @MainActor (UIResponder, Any) -> Bool
    /// Runs the method on `responder` with `sender`; does nothing when ``accepts`` says no.
    let run: @MainActor (UIResponder, Any) -> Void

    /// For a method that takes no parameter.
    init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        accepts = { responder, _ in responder is Target }
        run = { responder, _ in
            guard let target = responder as? Target else { return }
            method(target)()
        }
    }

    /// For a method that takes the sender (the command, or `Any?` as edit actions do).
    init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        accepts = { responder, sender in responder is Target && sender is Sender }
        run = { responder, sender in
            guard let target = responder as? Target, let sender = sender as? Sender else { return }
            method(target)(sender)
        }
    }

    /// The responder that performs the method: from `start` up the chain, the first that ``accepts`` it and whose
    /// ``UIResponder/canPerformAction(_:withSender:)`` allows `selector` or gives the default answer.
    func target(from start: UIResponder?, selector: Selector, sender: Any) -> UIResponder? {
        var responder = start
        while let current = responder {
            if accepts(current, sender) {
                current.canPerformAnsweredByDefault = false
                if current.canPerformAction(selector, withSender: sender) || current.canPerformAnsweredByDefault {
                    return current
                }
            }
            responder = current.next
        }
        return nil
    }

    /// A selector that names one method-reference item and no other, passed to `canPerformAction(_:withSender:)`
    /// so that a responder can tell the items apart (`action == archiveItem.action`).
    static func selector<Target>(for type: Target.Type) -> Selector {
        counter += 1
        return Selector("\(type).<method \(counter)>")
    }

    private static var counter = 0
}
