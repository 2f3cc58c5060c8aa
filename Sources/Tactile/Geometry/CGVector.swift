import Foundation

#if !canImport(CoreGraphics)

/// A two-dimensional vector.
///
/// Counterpart of CoreGraphics' `CGVector`, which Foundation on Linux does not provide. On
/// Apple platforms CoreGraphics' own type is used and this definition is compiled out.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component. Same as `CGVector.dx`.
    public var dx: CGFloat
    /// The y component. Same as `CGVector.dy`.
    public var dy: CGFloat

    /// Creates a vector from `CGFloat` components.
    ///
    /// Same as CoreGraphics' `CGVector.init(dx:dy:)` taking `CGFloat`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components.
    ///
    /// Same as CoreGraphics' `CGVector.init(dx:dy:)` taking `Double`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from `Int` components.
    ///
    /// Same as CoreGraphics' `CGVector.init(dx:dy:)` taking `Int`.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates the zero vector.
    ///
    /// Same as CoreGraphics' `CGVector.init()`.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The vector `(0, 0)`. Same as CoreGraphics' `CGVector.zero`.
    public static let zero = CGVector()
}

extension CGVector: CustomStringConvertible {
    /// A textual representation such as `CGVector(dx: 1.0, dy: 2.0)`.
    ///
    /// Counterpart of the description CoreGraphics' `CGVector` prints; the exact format is
    /// not guaranteed to match Apple's.
    public var description: String {
        "CGVector(dx: \(dx), dy: \(dy))"
    }
}

#endif
