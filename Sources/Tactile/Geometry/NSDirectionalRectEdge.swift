/// A set of rectangle edges named by reading direction: leading and trailing instead of left and right.
///
/// Counterpart of UIKit's `NSDirectionalRectEdge`, with the same raw values. Always defined, because Tactile
/// replaces UIKit. Tactile lays out left-to-right only, so ``leading`` is the left edge and ``trailing`` the right.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bit mask of the edges in the set. Same as `NSDirectionalRectEdge.rawValue`.
    public let rawValue: UInt

    /// Creates a set of edges from a bit mask. Same as `NSDirectionalRectEdge.init(rawValue:)`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge (`1 << 0`). Same as `NSDirectionalRectEdge.top`.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (`1 << 1`). Same as `NSDirectionalRectEdge.leading`.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge (`1 << 2`). Same as `NSDirectionalRectEdge.bottom`.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (`1 << 3`). Same as `NSDirectionalRectEdge.trailing`.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges. Same as `NSDirectionalRectEdge.all`.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
