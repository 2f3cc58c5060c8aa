import Foundation

/// Inset distances for the four edges of a rectangle, named by reading direction: leading and trailing instead of
/// left and right.
///
/// Counterpart of UIKit's `NSDirectionalEdgeInsets`. Always defined, because Tactile replaces UIKit. Tactile lays
/// out left-to-right only, so ``leading`` is the left inset and ``trailing`` the right one (``edgeInsets`` converts).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge. Same as `NSDirectionalEdgeInsets.top`.
    public var top: CGFloat
    /// The inset from the leading edge. Same as `NSDirectionalEdgeInsets.leading`.
    public var leading: CGFloat
    /// The inset from the bottom edge. Same as `NSDirectionalEdgeInsets.bottom`.
    public var bottom: CGFloat
    /// The inset from the trailing edge. Same as `NSDirectionalEdgeInsets.trailing`.
    public var trailing: CGFloat

    /// Creates insets from the four edge distances.
    ///
    /// Same as UIKit's `NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)`
    /// (`NSDirectionalEdgeInsetsMake`).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets that are zero on every edge.
    ///
    /// Same as UIKit's `NSDirectionalEdgeInsets.init()`.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets that are zero on every edge. Same as UIKit's `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets with left and right edges, for left-to-right layout (Tactile addition: UIKit resolves them
    /// against the view's layout direction).
    public var edgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension NSDirectionalEdgeInsets: CustomStringConvertible {
    /// A textual representation in the form `{top, leading, bottom, trailing}`.
    ///
    /// Counterpart of UIKit's `NSStringFromDirectionalEdgeInsets(_:)`; numbers are printed with Swift's default
    /// `CGFloat` formatting, so they may differ from UIKit's.
    public var description: String {
        "{\(top), \(leading), \(bottom), \(trailing)}"
    }
}

extension UIEdgeInsets {
    /// The same insets named by reading direction (left to right: left is leading).
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
