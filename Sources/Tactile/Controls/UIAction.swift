import Foundation

/// A closure-based action with a title and identifier, added to controls with `addAction(_:for:)`.
///
/// UIKit counterpart: `UIAction` (iOS 14). Tactile models the parts that matter for events: the handler, the
/// identifier, the title, and ``sender`` (the control that sent it). Images, attributes and menus are left out.
@MainActor
public final class UIAction {
    /// An action identifier (UIKit: `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title.
    public var title: String
    /// The identifier; a unique one by default.
    public let identifier: Identifier
    /// The object that sent the action most recently (the control), if any.
    public internal(set) var sender: Any?
    let handler: @MainActor (UIAction) -> Void

    /// Creates an action (UIKit: `UIAction(title:identifier:handler:)`).
    public init(
        title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
