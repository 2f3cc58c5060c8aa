import Foundation

/// The closure an action runs (UIKit: `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action with a title and identifier, added to controls with `addAction(_:for:)` and shown in
/// menus (``UIMenu``, context and edit menus).
///
/// UIKit counterpart: `UIAction` (iOS 13), a ``UIMenuElement``. Tactile keeps the handler, the identifier, the
/// title, image, attributes and state, and ``sender`` (the control or menu interaction that sent it). Images are
/// kept, not drawn.
@MainActor
public final class UIAction: UIMenuElement {
    /// An action identifier (UIKit: `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title.
    public override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// A second line under the title (UIKit: `subtitle`, iOS 15).
    public override var subtitle: String? {
        get { subtitleStorage }
        set { subtitleStorage = newValue }
    }
    /// The image (UIKit: `image`); kept, not drawn.
    public override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The identifier; a unique one by default.
    public let identifier: Identifier
    /// The title shown where the action is listed for discovery, such as a keyboard-shortcut overlay.
    public var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu (disabled, destructive, hidden, keeps the menu presented).
    public var attributes: UIMenuElement.Attributes = []
    /// Whether a menu shows a checkmark beside it.
    public var state: UIMenuElement.State = .off
    /// The object that sent the action most recently (the control, or the menu interaction), if any.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action (UIKit: `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`).
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    override var elementAttributes: UIMenuElement.Attributes { attributes }
}
