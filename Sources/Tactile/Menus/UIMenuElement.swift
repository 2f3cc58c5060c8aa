import Foundation

/// An item of a menu: an action, a command or a submenu.
///
/// UIKit counterpart: `UIMenuElement` (iOS 13), the common superclass of ``UIAction``, ``UICommand`` and ``UIMenu``.
/// Tactile keeps the title, subtitle and image, and the ``Attributes`` and ``State`` that actions and commands
/// carry. Tactile draws no menus: an app reads a presented menu's elements (see
/// ``UIContextMenuInteraction/presentedMenu`` and ``UIEditMenuInteraction/presentedMenu``) and chooses one with
/// `perform(_:)`. Compare elements by identity, as `NSObject` does.
@MainActor
public class UIMenuElement {
    /// How an action or command looks and behaves in a menu (UIKit: `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates attributes from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown, but cannot be chosen (`perform(_:)` refuses it).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Destroys data; UIKit draws it in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown, and cannot be chosen.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu presented.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action or command shows a checkmark (UIKit: `UIMenuElement.State`).
    public enum State: Int, Hashable, Sendable {
        /// No checkmark.
        case off
        /// A checkmark.
        case on
        /// A dash: some but not all of a selection.
        case mixed
    }

    var titleStorage: String
    var subtitleStorage: String?
    var imageStorage: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        titleStorage = title
        subtitleStorage = subtitle
        imageStorage = image
    }

    /// The title (UIKit: `title`).
    public var title: String { titleStorage }
    /// A second line under the title (UIKit: `subtitle`, iOS 15).
    public var subtitle: String? { subtitleStorage }
    /// The image shown beside the title (UIKit: `image`). Tactile keeps it and draws nothing.
    public var image: UIImage? { imageStorage }

    /// The attributes of an action or command; a menu has none.
    var elementAttributes: Attributes { [] }
}

extension UIMenuElement: Hashable {
    /// Whether `lhs` and `rhs` are the same element (UIKit: `NSObject.isEqual(_:)`, identity here).
    public nonisolated static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }
    /// Hashes the element's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
