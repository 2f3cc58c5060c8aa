import Foundation

/// Inset distances for the four edges of a rectangle.
///
/// Counterpart of UIKit's `UIEdgeInsets`. Always defined, because Tactile replaces UIKit.
/// Positive values shrink a rectangle (see `CGRect.inset(by:)`); negative values grow it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge. Same as `UIEdgeInsets.top`.
    public var top: CGFloat
    /// The inset from the left edge. Same as `UIEdgeInsets.left`.
    public var left: CGFloat
    /// The inset from the bottom edge. Same as `UIEdgeInsets.bottom`.
    public var bottom: CGFloat
    /// The inset from the right edge. Same as `UIEdgeInsets.right`.
    public var right: CGFloat

    /// Creates insets from the four edge distances.
    ///
    /// Same as UIKit's `UIEdgeInsets.init(top:left:bottom:right:)` (`UIEdgeInsetsMake`).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets that are zero on every edge.
    ///
    /// Same as UIKit's `UIEdgeInsets.init()`.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets that are zero on every edge. Same as UIKit's `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: CustomStringConvertible {
    /// A textual representation in the form `{top, left, bottom, right}`.
    ///
    /// Counterpart of UIKit's `NSStringFromUIEdgeInsets(_:)`; numbers are printed with
    /// Swift's default `CGFloat` formatting, so they may differ from UIKit's.
    public var description: String {
        "{\(top), \(left), \(bottom), \(right)}"
    }
}
