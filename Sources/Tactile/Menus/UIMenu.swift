import Foundation

/// A menu: a titled group of actions, commands and submenus.
///
/// UIKit counterpart: `UIMenu` (iOS 13). A context menu interaction's delegate returns one from its configuration's
/// action provider; an edit menu interaction's delegate returns one built from the suggested actions. Tactile keeps
/// the structure and draws nothing: ``UIContextMenuInteraction/presentedMenu`` and
/// ``UIEditMenuInteraction/presentedMenu`` hand it to the app, which shows it its own way.
@MainActor
public final class UIMenu: UIMenuElement {
    /// A menu identifier (UIKit: `UIMenu.Identifier`). The standard ones name the groups of the edit menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The root of a menu hierarchy.
        public static let root = Identifier("com.apple.menu.root")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// Cut, Copy, Paste, Paste and Match Style, Delete, Select, Select All, Duplicate, Rename.
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// Bold, Italic and Underline.
        public static let textStyle = Identifier("com.apple.menu.text-style")
        /// Left to right and right to left.
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        /// Find.
        public static let find = Identifier("com.apple.menu.find")
        /// Share.
        public static let share = Identifier("com.apple.menu.share")
    }

    /// How a menu shows its children (UIKit: `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children appear in the parent menu, set off by separators, instead of in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child has the `.on` state.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identifier; a unique one by default.
    public let identifier: Identifier
    /// The options.
    public let options: Options
    /// The actions, commands and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu (UIKit: `UIMenu(title:subtitle:image:identifier:options:children:)`).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu, with the same title, image, identifier and options, holding `newChildren`.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }

    /// The actions and commands whose state is `.on`, in this menu and its submenus (UIKit: `selectedElements`,
    /// iOS 16).
    public var selectedElements: [UIMenuElement] {
        leafElements.filter { element in
            switch element {
            case let action as UIAction: action.state == .on
            case let command as UICommand: command.state == .on
            default: false
            }
        }
    }

    /// Every action and command of this menu and its submenus, depth first, in order, hidden ones left out
    /// (Tactile addition: what a text listing of the menu would show).
    public var leafElements: [UIMenuElement] {
        var result: [UIMenuElement] = []
        for child in children where !child.elementAttributes.contains(.hidden) {
            if let menu = child as? UIMenu {
                result += menu.leafElements
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// Whether `element` is this menu, or one of its children or their children.
    func contains(_ element: UIMenuElement) -> Bool {
        if element === self { return true }
        return children.contains { $0 === element || (($0 as? UIMenu)?.contains(element) ?? false) }
    }
}

extension UIMenu: @MainActor CustomStringConvertible {
    /// `<UIMenu: 0x…; title = Edit; identifier = com.apple.menu.edit; children = 3>`.
    public var description: String {
        ObjectDescription.make(
            self, ["title = \(title)", "identifier = \(identifier.rawValue)", "children = \(children.count)"])
    }
}
