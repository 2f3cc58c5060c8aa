import Foundation

/// Inset distances for the four edges of a rectangle, named by reading direction: leading and trailing instead of
/// left and right.
///
/// UIKit counterpart: `NSDirectionalEdgeInsets`. Tactile lays out left to right, so leading is left and trailing
/// is right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (the left one).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right one).
    public var trailing: CGFloat

    /// Insets from the four edge distances (UIKit: `init(top:leading:bottom:trailing:)`).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets that are zero on every edge (UIKit: `init()`).
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets that are zero on every edge (UIKit: `NSDirectionalEdgeInsets.zero`).
    public static let zero = NSDirectionalEdgeInsets()

    /// `{top, leading, bottom, trailing}`, like `NSStringFromDirectionalEdgeInsets(_:)`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension NSDirectionalEdgeInsets {
    /// The same insets with left and right (left to right: leading is left).
    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension UIEdgeInsets {
    /// The same insets named by reading direction (left to right: left is leading).
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
