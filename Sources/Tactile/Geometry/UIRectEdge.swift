/// A set of rectangle edges.
///
/// Counterpart of UIKit's `UIRectEdge`, with the same raw values. Always defined, because
/// Tactile replaces UIKit.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The bit mask of the edges in the set. Same as `UIRectEdge.rawValue`.
    public let rawValue: UInt

    /// Creates a set of edges from a bit mask. Same as `UIRectEdge.init(rawValue:)`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge (`1 << 0`). Same as `UIRectEdge.top`.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge (`1 << 1`). Same as `UIRectEdge.left`.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge (`1 << 2`). Same as `UIRectEdge.bottom`.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge (`1 << 3`). Same as `UIRectEdge.right`.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges. Same as `UIRectEdge.all`.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
