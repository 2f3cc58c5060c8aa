import Foundation

/// The icon of a home-screen quick action: a system icon type, an image of the app's own, or a symbol.
///
/// UIKit counterpart: [`UIApplicationShortcutIcon`](https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon),
/// with the same initializers except `init(contact:)` (Linux has no Contacts framework). On iOS the system draws the
/// icon; Tactile keeps what it was made from (``content``) for whoever shows the quick actions. `TactileDesktop`
/// turns it into the freedesktop icon name of a desktop action.
public final class UIApplicationShortcutIcon: Hashable, Sendable, CustomStringConvertible {
    /// The system icons (UIKit: `UIApplicationShortcutIcon.IconType`), with UIKit's cases and raw values.
    public enum IconType: Int, Sendable, CaseIterable {
        case compose, play, pause, add, location, search, share
        case prohibit, contact, home, markLocation, favorite, love, cloud, invitation, confirmation, mail, message
        case date, time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update

        /// The name an Info.plist gives this type in `UIApplicationShortcutItemIconType`,
        /// `"UIApplicationShortcutIconTypePlay"` for ``play`` (Tactile addition).
        public var propertyListName: String {
            let name = String(describing: self)
            return "UIApplicationShortcutIconType" + name.prefix(1).uppercased() + name.dropFirst()
        }

        /// The type an Info.plist names (`"UIApplicationShortcutIconTypePlay"`), or `nil` (Tactile addition).
        public init?(propertyListName: String) {
            guard let match = Self.allCases.first(where: { $0.propertyListName == propertyListName }) else {
                return nil
            }
            self = match
        }
    }

    /// What an icon is made from (no UIKit counterpart: UIKit keeps it private).
    public enum Content: Sendable, Hashable {
        /// A system icon.
        case type(IconType)
        /// An image of the app's own, by name, drawn as a single-colour template.
        case templateImageName(String)
        /// A system symbol, by name.
        case systemImageName(String)
    }

    /// What the icon is made from (Tactile addition).
    public let content: Content

    /// A system icon (UIKit: `init(type:)`).
    public init(type: IconType) { content = .type(type) }

    /// An image of the app's own, drawn as a template (UIKit: `init(templateImageName:)`).
    public init(templateImageName: String) { content = .templateImageName(templateImageName) }

    /// A system symbol (UIKit: `init(systemImageName:)`, iOS 13).
    public init(systemImageName: String) { content = .systemImageName(systemImageName) }

    /// Icons are equal when they are made from the same thing.
    public static func == (lhs: UIApplicationShortcutIcon, rhs: UIApplicationShortcutIcon) -> Bool {
        lhs.content == rhs.content
    }

    /// Hashes what the icon is made from.
    public func hash(into hasher: inout Hasher) { hasher.combine(content) }

    /// `type(play)`, `templateImageName(camera)`, `systemImageName(star)`.
    public var description: String {
        switch content {
        case .type(let type): "type(\(type))"
        case .templateImageName(let name): "templateImageName(\(name))"
        case .systemImageName(let name): "systemImageName(\(name))"
        }
    }
}
