import Foundation

extension UIButton {
    /// The content and look of a button: its title, subtitle and image, their placement and padding, its colours,
    /// background and corners (UIKit counterpart: `UIButton.Configuration`, iOS 15).
    ///
    /// Start from one of the styles (``plain()``, ``tinted()``, ``gray()``, ``filled()``, ``borderless()``,
    /// ``bordered()``, ``borderedTinted()``, ``borderedProminent()``), change what you need, and give it to a button
    /// with ``UIButton/init(configuration:primaryAction:)`` or ``UIButton/configuration``. A configuration is a value:
    /// `button.configuration?.title = "Done"` reads the button's, changes the copy and sets it back, and the button
    /// shows the change.
    ///
    /// While ``UIButton/automaticallyUpdatesConfiguration`` is on, the button draws ``updated(for:)``: the style's
    /// colours for its state (highlighted, disabled, selected), with the values you set kept. Tactile's colours for
    /// each style and state, its corner radii, fonts and default insets are listed in Behaviors in the repository's
    /// Docs folder.
    ///
    /// Deliberate differences from UIKit: no colour or text-attribute transformers, `imageReservation`,
    /// `preferredSymbolConfigurationForImage`, `indicator`, `macIdiomStyle` or `titleLineBreakMode`; attributed
    /// titles and subtitles show their characters in the configuration's fonts (their attributes are kept, not
    /// drawn); ``updated(for:)`` keeps the state it was made for inside the value instead of colour transformers.
    public struct Configuration: Hashable, Sendable {
        /// How round a button's corners are (UIKit counterpart: `UIButton.Configuration.CornerStyle`, with UIKit's
        /// raw values).
        public enum CornerStyle: Int, Hashable, Sendable {
            /// The background's own ``UIBackgroundConfiguration/cornerRadius``.
            case fixed = -1
            /// A radius that follows the ``UIButton/Configuration/buttonSize``.
            case dynamic = 0
            /// A small radius.
            case small = 1
            /// A medium radius.
            case medium = 2
            /// A large radius.
            case large = 3
            /// Half the button's height: round ends.
            case capsule = 4
        }

        /// How large a button is: its fonts, default insets and dynamic corner radius (UIKit counterpart:
        /// `UIButton.Configuration.Size`, with UIKit's raw values).
        public enum Size: Int, Hashable, Sendable {
            /// The default size.
            case medium = 0
            /// Smaller than medium.
            case small = 1
            /// The smallest size.
            case mini = 2
            /// Larger than medium.
            case large = 3
        }

        /// How the title and subtitle are aligned with each other (UIKit counterpart:
        /// `UIButton.Configuration.TitleAlignment`, with UIKit's raw values).
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// Centred when the image is above or below the text, leading otherwise.
            case automatic = 0
            /// Along the leading edge.
            case leading = 1
            /// Centred.
            case center = 2
            /// Along the trailing edge.
            case trailing = 3
        }

        /// The style a configuration was made with; it decides the default colours (no UIKit counterpart: UIKit
        /// keeps it private).
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        let style: Style

        /// The background: its colour (`nil`: the style's), corner radius, stroke and insets. UIKit counterpart:
        /// `background`.
        public var background: UIBackgroundConfiguration = .clear()
        /// How round the corners are. Default ``CornerStyle/dynamic``. UIKit counterpart: `cornerStyle`.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size: it sets the fonts, the default ``contentInsets`` and the dynamic corner radius. Default
        /// ``Size/medium``. UIKit counterpart: `buttonSize`.
        public var buttonSize: Size = .medium
        /// The colour of the title, subtitle, image and activity indicator, or `nil` for the style's (the tint colour,
        /// or white on ``filled()``). UIKit counterpart: `baseForegroundColor`.
        public var baseForegroundColor: UIColor?
        /// The colour the style builds the background from, or `nil` for the tint colour (a grey for ``gray()``).
        /// UIKit counterpart: `baseBackgroundColor`.
        public var baseBackgroundColor: UIColor?
        /// The image, shown beside the text on the side ``imagePlacement`` names. A template or symbol image is drawn
        /// in the foreground colour. UIKit counterpart: `image`.
        public var image: UIImage?
        /// Whether an activity indicator shows in place of the image. Default `false`. UIKit counterpart:
        /// `showsActivityIndicator`.
        public var showsActivityIndicator = false

        private var titleStorage: AttributedString?
        private var subtitleStorage: AttributedString?
        private var customContentInsets: NSDirectionalEdgeInsets?

        /// The title, or `nil` for none. Setting it replaces ``attributedTitle`` with the plain string. UIKit
        /// counterpart: `title`.
        public var title: String? {
            get { titleStorage.map { String($0.characters) } }
            set { titleStorage = newValue.map { AttributedString($0) } }
        }
        /// The title as an attributed string; ``title`` reads its characters. Tactile draws the characters in the
        /// configuration's font and colour. UIKit counterpart: `attributedTitle`.
        public var attributedTitle: AttributedString? {
            get { titleStorage }
            set { titleStorage = newValue }
        }
        /// The subtitle, shown below the title in a smaller font, or `nil` for none. UIKit counterpart: `subtitle`.
        public var subtitle: String? {
            get { subtitleStorage.map { String($0.characters) } }
            set { subtitleStorage = newValue.map { AttributedString($0) } }
        }
        /// The subtitle as an attributed string; ``subtitle`` reads its characters. UIKit counterpart:
        /// `attributedSubtitle`.
        public var attributedSubtitle: AttributedString? {
            get { subtitleStorage }
            set { subtitleStorage = newValue }
        }

        /// The distances from the button's edges to its content. Until set, the default for ``buttonSize`` (for
        /// ``Size/medium``: 7 points above and below, 12 at the sides). UIKit counterpart: `contentInsets`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }
        /// Which side of the text the image goes on: `.leading` (the default), `.trailing`, `.top` or `.bottom`.
        /// UIKit counterpart: `imagePlacement`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the text, in points. Default 0. UIKit counterpart: `imagePadding`.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle, in points. Default 0. UIKit counterpart: `titlePadding`.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other. Default ``TitleAlignment/automatic``. UIKit
        /// counterpart: `titleAlignment`.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether ``updated(for:)`` gives a selected button the selected look (the style's colours as on
        /// ``filled()``). Default `true`. UIKit counterpart: `automaticallyUpdateForSelection`.
        public var automaticallyUpdateForSelection = true

        /// The button state ``updated(for:)`` resolved the colours for; `nil` in a configuration made by a style.
        var updatedState: UIControl.State?

        init(style: Style) {
            self.style = style
        }

        /// Restores the default ``contentInsets`` of the ``buttonSize``. UIKit counterpart:
        /// `setDefaultContentInsets()`.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        /// A button with no background and its content in the tint colour. UIKit counterpart: `plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button with a light tint-coloured background and its content in the tint colour. UIKit counterpart:
        /// `tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button with a grey background and its content in the tint colour. UIKit counterpart: `gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button filled with the tint colour, its content in white. UIKit counterpart: `filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button with no border or background, as ``plain()``. UIKit counterpart: `borderless()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A bordered button: on iOS, and in Tactile, a grey background as ``gray()``. UIKit counterpart:
        /// `bordered()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A bordered tinted button: a light tint-coloured background as ``tinted()``. UIKit counterpart:
        /// `borderedTinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A prominent bordered button, filled with the tint colour as ``filled()``. UIKit counterpart:
        /// `borderedProminent()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// A copy resolved for `button`'s state: what the button draws while
        /// ``UIButton/automaticallyUpdatesConfiguration`` is on. The values you set are kept; the style's default
        /// colours become the state's (dimmed while highlighted, grey while disabled, filled while selected), and a
        /// title or image set with ``UIButton/setTitle(_:for:)`` or ``UIButton/setImage(_:for:)`` for the state
        /// replaces the configuration's. UIKit counterpart: `updated(for:)`.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = button.mergingStateContent(into: self)
            copy.updatedState = button.state
            return copy
        }

        /// The default insets of a size (Tactile's values; see Behaviors in the repository's Docs folder).
        static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }
}
