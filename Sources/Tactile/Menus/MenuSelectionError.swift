import Foundation

/// Why a menu element could not be chosen with `perform(_:)` on a context or edit menu interaction.
///
/// No UIKit counterpart: UIKit draws its menus and the user can only tap what is shown. Tactile draws nothing, so
/// the app chooses elements in code, and a choice the user could not have made is refused with this error; the
/// menu stays as it was.
public enum MenuSelectionError: LocalizedError, Equatable, Sendable {
    /// No menu is presented.
    case noMenuPresented
    /// The element is not in the presented menu or its submenus (its title is given).
    case notInPresentedMenu(title: String)
    /// The element is disabled or hidden.
    case notSelectable(title: String)
    /// The element is a submenu, which opens rather than runs.
    case notAnAction(title: String)

    /// A sentence saying what went wrong.
    public var errorDescription: String? {
        switch self {
        case .noMenuPresented:
            "No menu is presented, so there is nothing to choose."
        case .notInPresentedMenu(let title):
            "The menu element \"\(title)\" is not in the presented menu."
        case .notSelectable(let title):
            "The menu element \"\(title)\" is disabled or hidden, so it cannot be chosen."
        case .notAnAction(let title):
            "The menu element \"\(title)\" is a submenu; choose one of its actions or commands instead."
        }
    }
}

/// Checking and running a chosen menu element, shared by the context and edit menu interactions.
@MainActor
enum MenuChoice {
    /// Throws unless `element` is an enabled, visible action or command of `menu`.
    static func validate(_ element: UIMenuElement, in menu: UIMenu?) throws(MenuSelectionError) {
        guard let menu else { throw .noMenuPresented }
        guard element !== menu, menu.contains(element) else { throw .notInPresentedMenu(title: element.title) }
        if element is UIMenu { throw .notAnAction(title: element.title) }
        if !element.elementAttributes.isDisjoint(with: [.disabled, .hidden]) {
            throw .notSelectable(title: element.title)
        }
    }

    /// Runs `element`: an action's handler with `sender` as its sender, or a command's selector sent to the
    /// object `target(forAction:withSender:)` names, from `chainStart` up (a command's method, to the first responder
    /// of its type that does not refuse it).
    static func run(_ element: UIMenuElement, sender: AnyObject, chainStart: UIResponder?) {
        switch element {
        case let action as UIAction:
            action.sender = sender
            action.handler(action)
        case let command as UICommand:
            if let method = command.method {
                if let target = method.target(from: chainStart, selector: command.action, sender: command) {
                    method.run(target, command)
                }
                return
            }
            let target = chainStart?.target(forAction: command.action, withSender: command)
            _ = (target as? any ActionPerforming)?.perform(command.action, with: command, for: nil)
        default:
            break
        }
    }

    /// Where commands start up the responder chain: the window's first responder, else `view`.
    static func chainStart(from view: UIView?) -> UIResponder? {
        view?.window?.firstResponderStorage ?? view
    }
}
