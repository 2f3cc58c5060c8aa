import Foundation

/// A colour as Core Graphics stores it: a colour space and its components, the last one alpha.
///
/// CoreGraphics counterpart: `CGColor`, which Linux does not have. Tactile's is an immutable, `Sendable` value
/// object with only what layers and drawing need: the components, ``alpha`` and the colour space's model.
/// Compare colours with `==` (same model and components), as `CGColor`'s `==` does.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The model of a colour's space (CoreGraphics counterpart: `CGColorSpaceModel`, reduced to the two UIKit uses).
    public enum ColorSpaceModel: Sendable, Equatable, Hashable {
        /// Grey: one component and alpha (`UIColor(white:alpha:)`).
        case monochrome
        /// Extended sRGB: red, green, blue and alpha.
        case rgb
    }

    /// The components, alpha last: `[white, alpha]` or `[red, green, blue, alpha]`.
    public let components: [CGFloat]?
    /// The colour space's model.
    public let model: ColorSpaceModel

    /// Creates an sRGB colour (CoreGraphics: `CGColor(srgbRed:green:blue:alpha:)`).
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        model = .rgb
    }

    /// Creates a grey colour (CoreGraphics: `CGColor(gray:alpha:)`).
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        model = .monochrome
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Returns the colour with another alpha (CoreGraphics: `copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components else { return nil }
        c[c.count - 1] = alpha
        return model == .rgb
            ? CGColor(srgbRed: c[0], green: c[1], blue: c[2], alpha: alpha) : CGColor(gray: c[0], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.model == rhs.model && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(components)
    }

    public var description: String {
        let space = model == .rgb ? "kCGColorSpaceModelRGB" : "kCGColorSpaceModelMonochrome"
        let values = (components ?? []).map { "\($0)" }.joined(separator: " ")
        return "<CGColor> [\(space)] ( \(values) )"
    }
}
