import Foundation
import Tactile

/// One visible view in a ``DisplayList``: where it is, how it is clipped and faded, its layer's appearance and
/// what it draws (no UIKit counterpart: a view's layer as Core Animation renders it).
public struct DisplayItem: Codable, Equatable, Sendable, Identifiable {
    // A stored property added here must also be set by `UnsafeMutablePointer.initializeItem` below.

    /// Stable for the life of the view, so that a backend can keep what it drew for it.
    public var id: UInt64
    /// 0 for the list's root, 1 for its subviews, and so on.
    public var depth: Int
    /// The view's class name, such as `"UIButton"` (for debugging and the playground's labels).
    public var className: String
    /// The view's bounds, in its own coordinates.
    public var bounds: CGRect
    /// Maps the view's own coordinates to the root's: its centre, `transform` and `layer.anchorPoint`, and every
    /// ancestor's, with the bounds origins (scrolling) on the way.
    public var transform: DisplayTransform
    /// The bounding box of ``bounds`` in the root's coordinates.
    public var frame: CGRect
    /// The view's `alpha` times every ancestor's: apply it to everything the item draws.
    public var alpha: Double
    /// The clips of the ancestors that clip to their bounds (`clipsToBounds`, `layer.masksToBounds`), outermost
    /// first. Everything the item draws is inside all of them.
    public var clips: [DisplayClip]
    /// `backgroundColor`, or `nil` for none.
    public var backgroundColor: DisplayColor?
    /// `layer.cornerRadius`: rounds the background, the border and the clip of a view that clips.
    public var cornerRadius: CGFloat
    /// `layer.borderWidth`; the border is drawn inside the bounds, over the content, as in Core Animation.
    public var borderWidth: CGFloat
    /// `layer.borderColor`.
    public var borderColor: DisplayColor?
    /// The layer's shadow, when `layer.shadowOpacity` is above 0; drawn beneath the background.
    public var shadow: DisplayShadow?
    /// What the view draws, in its own coordinates, always clipped to ``bounds`` (a layer's content never spills
    /// out): its `draw(_:)`, a label's text, an image view's image, a control's parts.
    public var content: [DisplayContent]

    /// Creates an item.
    public init(
        id: UInt64, depth: Int, className: String, bounds: CGRect, transform: DisplayTransform, frame: CGRect,
        alpha: Double, clips: [DisplayClip] = [], backgroundColor: DisplayColor? = nil, cornerRadius: CGFloat = 0,
        borderWidth: CGFloat = 0, borderColor: DisplayColor? = nil, shadow: DisplayShadow? = nil,
        content: [DisplayContent] = []
    ) {
        self.id = id
        self.depth = depth
        self.className = className
        self.bounds = bounds
        self.transform = transform
        self.frame = frame
        self.alpha = alpha
        self.clips = clips
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.content = content
    }

    /// The area the item can paint, in root coordinates: its frame grown by its shadow (for damage).
    public var paintedArea: CGRect {
        guard let shadow else { return frame }
        let grow = shadow.radius * 2
        let shadowed = frame.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -grow, dy: -grow)
        return frame.union(shadowed)
    }
}

extension UnsafeMutablePointer where Pointee == DisplayItem {
    /// Initializes the item this pointer points to, field by field; the fields not given get the defaults of
    /// `DisplayItem`'s public initializer.
    ///
    /// Why not `initialize(to: DisplayItem(…))`: the optimizer does not break up a struct this large, so an item
    /// made by its initializer is copied once more (its references retained and released, its 328 bytes copied)
    /// on its way into the list; for a list of 1,000 plain views that copy was about a fifth of the instructions.
    @inline(__always)
    func initializeItem(
        id: UInt64, depth: Int, className: String, bounds: CGRect, transform: DisplayTransform, frame: CGRect,
        alpha: Double, clips: [DisplayClip], backgroundColor: DisplayColor?
    ) {
        pointer(to: \.id)!.initialize(to: id)
        pointer(to: \.depth)!.initialize(to: depth)
        pointer(to: \.className)!.initialize(to: className)
        pointer(to: \.bounds)!.initialize(to: bounds)
        pointer(to: \.transform)!.initialize(to: transform)
        pointer(to: \.frame)!.initialize(to: frame)
        pointer(to: \.alpha)!.initialize(to: alpha)
        pointer(to: \.clips)!.initialize(to: clips)
        pointer(to: \.backgroundColor)!.initialize(to: backgroundColor)
        pointer(to: \.cornerRadius)!.initialize(to: 0)
        pointer(to: \.borderWidth)!.initialize(to: 0)
        pointer(to: \.borderColor)!.initialize(to: nil)
        pointer(to: \.shadow)!.initialize(to: nil)
        pointer(to: \.content)!.initialize(to: [])
    }
}

/// A 2-D affine transform as plain numbers: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (no UIKit counterpart:
/// `CGAffineTransform` as a value that encodes the same on every platform; also the layout of Canvas 2D's
/// `setTransform(a, b, c, d, e, f)` and of cairo's `cairo_matrix_t`).
public struct DisplayTransform: Codable, Equatable, Hashable, Sendable {
    /// How x scales into x.
    public var a: Double
    /// How x shears into y.
    public var b: Double
    /// How y shears into x.
    public var c: Double
    /// How y scales into y.
    public var d: Double
    /// The move along x.
    public var tx: Double
    /// The move along y.
    public var ty: Double

    /// Creates a transform from its six numbers.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The same numbers as `transform`.
    public init(_ transform: CGAffineTransform) {
        self.init(
            a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
            tx: Double(transform.tx), ty: Double(transform.ty))
    }

    /// No change.
    public static let identity = DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (`x`, `y`).
    public static func translation(_ x: Double, _ y: Double) -> DisplayTransform {
        DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// `self` applied after `first`: a point goes through `first`, then through `self`.
    public func after(_ first: DisplayTransform) -> DisplayTransform {
        DisplayTransform(
            a: a * first.a + c * first.b, b: b * first.a + d * first.b,
            c: a * first.c + c * first.d, d: b * first.c + d * first.d,
            tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }

    /// Where `point` goes.
    public func apply(_ point: CGPoint) -> CGPoint {
        let x = Double(point.x), y = Double(point.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    /// The bounding box of `rect` once transformed.
    @inline(__always)
    public func boundingBox(of rect: CGRect) -> CGRect {
        if b == 0 && c == 0 && a >= 0 && d >= 0 {
            return CGRect(
                x: Double(rect.minX) * a + tx, y: Double(rect.minY) * d + ty, width: Double(rect.width) * a,
                height: Double(rect.height) * d)
        }
        return rotatedBoundingBox(of: rect)
    }

    /// ``boundingBox(of:)`` under a rotation, a shear or a flip: the box of the four corners.
    @inline(never)
    private func rotatedBoundingBox(of rect: CGRect) -> CGRect {
        let p1 = apply(CGPoint(x: rect.minX, y: rect.minY)), p2 = apply(CGPoint(x: rect.maxX, y: rect.minY))
        let p3 = apply(CGPoint(x: rect.minX, y: rect.maxY)), p4 = apply(CGPoint(x: rect.maxX, y: rect.maxY))
        let minX = min(p1.x, p2.x, p3.x, p4.x), maxX = max(p1.x, p2.x, p3.x, p4.x)
        let minY = min(p1.y, p2.y, p3.y, p4.y), maxY = max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A clip that an ancestor imposes: its bounds, rounded by its corner radius, placed by its transform (no UIKit
/// counterpart).
public struct DisplayClip: Codable, Equatable, Sendable {
    /// The clipping ancestor's bounds, in its own coordinates.
    public var rect: CGRect
    /// The ancestor's transform to the root's coordinates.
    public var transform: DisplayTransform
    /// The ancestor's `layer.cornerRadius`.
    public var cornerRadius: CGFloat

    /// Creates a clip.
    public init(rect: CGRect, transform: DisplayTransform, cornerRadius: CGFloat) {
        self.rect = rect
        self.transform = transform
        self.cornerRadius = cornerRadius
    }
}

/// An sRGB colour, components 0…1, not premultiplied (no UIKit counterpart: a resolved `UIColor`).
public struct DisplayColor: Codable, Equatable, Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The colour of a `CGColor` (grey or RGB).
    public init(_ color: CGColor) { self.init(color.renderComponents) }

    /// The colour of components read by Tactile.
    init(_ c: CGColor.RenderComponents) { self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }

    /// The colour of a `UIColor`.
    public init(_ color: UIColor) { self.init(color.cgColor) }

    /// The same colour with its alpha multiplied by `factor`.
    public func fading(_ factor: Double) -> DisplayColor {
        DisplayColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Transparent black.
    public static let clear = DisplayColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// A layer's shadow (no UIKit counterpart: `CALayer`'s `shadow*` properties as drawn).
public struct DisplayShadow: Codable, Equatable, Sendable {
    /// `shadowColor` with `shadowOpacity` multiplied into its alpha.
    public var color: DisplayColor
    /// `shadowOffset`, in points (positive height is downwards on screen, as in UIKit).
    public var offset: CGSize
    /// `shadowRadius`: the blur radius, in points.
    public var radius: CGFloat
    /// `shadowPath`, in the view's coordinates; `nil`: the shape of the background (the bounds, rounded).
    public var path: DisplayPath?

    /// Creates a shadow.
    public init(color: DisplayColor, offset: CGSize, radius: CGFloat, path: DisplayPath?) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.path = path
    }
}
