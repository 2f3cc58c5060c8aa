import Foundation

/// How a view's background looks: a fill colour, a corner radius and a stroke (UIKit counterpart:
/// `UIBackgroundConfiguration`, iOS 14).
///
/// Tactile has the part that button configurations use: ``backgroundColor``, ``cornerRadius``, ``strokeColor``,
/// ``strokeWidth``, ``strokeOutset``, ``backgroundInsets``, the resolved colours and ``clear()``. Deliberate
/// differences from UIKit: no `customView`, `image`, `visualEffect`, colour transformers or the list-cell factory
/// methods, since nothing in Tactile shows list cells; a button reads the values when it is drawn.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill colour, or `nil` for the default: the owner's (a button configuration's style decides it), else
    /// clear. UIKit counterpart: `backgroundColor`.
    public var backgroundColor: UIColor?
    /// The corner radius, in points. A button uses it only when its configuration's `cornerStyle` is `.fixed`.
    /// Default 0. UIKit counterpart: `cornerRadius`.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour, or `nil` for the tint colour. Drawn only when ``strokeWidth`` is above zero. UIKit
    /// counterpart: `strokeColor`.
    public var strokeColor: UIColor?
    /// The width of the stroke, in points. Default 0: no stroke. UIKit counterpart: `strokeWidth`.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge, in points. Default 0. UIKit counterpart:
    /// `strokeOutset`.
    public var strokeOutset: CGFloat = 0
    /// The insets of the background from the edges of its view. Default zero. UIKit counterpart:
    /// `backgroundInsets`.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero

    /// A background with no colour, corners or stroke (UIKit: `UIBackgroundConfiguration.clear()`).
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    private init() {}

    /// The colour the background is filled with: ``backgroundColor``, or clear when it has none. UIKit
    /// counterpart: `resolvedBackgroundColor(for:)`, which also applies the colour transformer Tactile does not
    /// have.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? .clear }

    /// The colour the stroke is drawn in: ``strokeColor``, or `tintColor` when it has none. UIKit counterpart:
    /// `resolvedStrokeColor(for:)`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? tintColor }
}
