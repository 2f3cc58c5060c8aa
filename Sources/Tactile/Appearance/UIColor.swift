import Foundation

/// A colour: components in extended sRGB or extended grey, and an alpha.
///
/// UIKit counterpart: `UIColor`. Like UIKit's, it is immutable and safe to share between threads (`Sendable`, not
/// bound to the main actor). Tactile draws nothing, so a colour is only kept and returned: by
/// `UIView.backgroundColor`, labels, buttons and the recording `CGContext`.
///
/// Deliberate differences from UIKit: `UIColor` is a `final` class, and the dynamic system colours (``label``,
/// ``systemBackground`` …) are their light-mode values, because Tactile has no trait collection to resolve
/// them against. As in UIKit, a colour made with ``init(white:alpha:)`` is in the grey space and a colour made
/// from red, green and blue is not equal to it even when both look the same (`UIColor.white` ≠
/// `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`).
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The colour's Core Graphics form, which layers and contexts take.
    public let cgColor: CGColor

    /// Creates a colour from extended-sRGB components (values outside 0…1 are kept, as extended sRGB allows).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey colour: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (each 0…1), stored as its sRGB components.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.r, green: rgb.g, blue: rgb.b, alpha: alpha)
    }

    /// Creates a colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    // MARK: Components

    /// Reads the colour's red, green, blue and alpha components. Grey colours answer with red = green = blue =
    /// white. Returns `true`, as UIKit does for every colour in a compatible space.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba
        red?.pointee = c.r
        green?.pointee = c.g
        blue?.pointee = c.b
        alpha?.pointee = c.a
        return true
    }

    /// Reads the grey level and alpha of a grey colour. As in UIKit, a colour in the RGB space is not converted:
    /// the method returns `false` and leaves the pointers untouched.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.model == .monochrome, let c = cgColor.components else { return false }
        white?.pointee = c[0]
        alpha?.pointee = c[1]
        return true
    }

    /// Reads hue, saturation, brightness (each 0…1) and alpha. Returns `true`.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba
        let maxC = max(c.r, c.g, c.b)
        let minC = min(c.r, c.g, c.b)
        let delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == c.r {
                h = (c.g - c.b) / delta
            } else if maxC == c.g {
                h = 2 + (c.b - c.r) / delta
            } else {
                h = 4 + (c.r - c.g) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = c.a
        return true
    }

    /// The alpha component (Tactile shorthand for `cgColor.alpha`).
    public var alphaComponent: CGFloat { cgColor.alpha }

    /// Returns the same colour with another alpha, in the same colour space.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// The colour for the given traits (UIKit: `resolvedColor(with:)`): Tactile's colours are already resolved,
    /// so it returns the receiver. Takes no argument because Tactile has no trait collection.
    public func resolvedColor() -> UIColor { self }

    var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let c = cgColor.components ?? [0, 0]
        if cgColor.model == .monochrome { return (c[0], c[0], c[0], c[1]) }
        return (c[0], c[1], c[2], c[3])
    }

    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (r: CGFloat, g: CGFloat, b: CGFloat) {
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        h *= 6
        let i = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }

    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }

    /// UIKit's format: `"UIExtendedSRGBColorSpace 1 0 0 1"` or `"UIExtendedGrayColorSpace 0 1"`.
    public var description: String {
        let space = cgColor.model == .rgb ? "UIExtendedSRGBColorSpace" : "UIExtendedGrayColorSpace"
        let values = (cgColor.components ?? []).map { Self.format($0) }
        return ([space] + values).joined(separator: " ")
    }

    private static func format(_ v: CGFloat) -> String {
        if v == v.rounded() { return String(Int(v)) }
        return String(format: "%g", Double(v))
    }
}
