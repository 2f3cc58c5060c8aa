import Foundation

/// One step of what a view draws inside its bounds: a small program in the style of Canvas 2D and cairo, run in
/// order with a stack of transforms and clips (no UIKit counterpart: the content of a view's layer).
///
/// A backend starts each item's content in the item's own coordinates, clipped to its bounds, and runs the steps.
public enum DisplayContent: Codable, Equatable, Sendable {
    /// Pushes the current transform and clip.
    case save
    /// Pops them.
    case restore
    /// Changes user space: later steps are drawn through `transform` and then the current transform.
    case concatenate(DisplayTransform)
    /// Intersects the clip with a path.
    case clip(DisplayPath, DisplayFillRule)
    /// Fills a path with a colour.
    case fill(DisplayPath, DisplayColor, DisplayFillRule)
    /// Strokes a path.
    case stroke(DisplayPath, DisplayStroke)
    /// Draws an image.
    case image(DisplayImage)
    /// Draws text, already broken into lines.
    case text(DisplayText)
}

/// A path: subpaths of lines and Bézier curves (no UIKit counterpart: `CGPath`'s elements as values).
public struct DisplayPath: Codable, Equatable, Sendable {
    /// The elements, in order.
    public var elements: [DisplayPathElement]

    /// Creates a path.
    public init(elements: [DisplayPathElement]) { self.elements = elements }

    /// A rectangle, rounded by `cornerRadius` (clamped to half the shorter side).
    public init(rect: CGRect, cornerRadius: CGFloat = 0) {
        let radius = min(max(0, cornerRadius), min(rect.width, rect.height) / 2)
        guard radius > 0 else {
            self.init(elements: [
                .move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
                .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)), .close,
            ])
            return
        }
        // A quarter circle as a cubic Bézier: control points at 0.5523 of the radius along the tangents.
        let k = radius * 0.552_284_749_8
        let (x0, x1, y0, y1) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        self.init(elements: [
            .move(CGPoint(x: x0 + radius, y: y0)),
            .line(CGPoint(x: x1 - radius, y: y0)),
            .curve(
                to: CGPoint(x: x1, y: y0 + radius), control1: CGPoint(x: x1 - radius + k, y: y0),
                control2: CGPoint(x: x1, y: y0 + radius - k)),
            .line(CGPoint(x: x1, y: y1 - radius)),
            .curve(
                to: CGPoint(x: x1 - radius, y: y1), control1: CGPoint(x: x1, y: y1 - radius + k),
                control2: CGPoint(x: x1 - radius + k, y: y1)),
            .line(CGPoint(x: x0 + radius, y: y1)),
            .curve(
                to: CGPoint(x: x0, y: y1 - radius), control1: CGPoint(x: x0 + radius - k, y: y1),
                control2: CGPoint(x: x0, y: y1 - radius + k)),
            .line(CGPoint(x: x0, y: y0 + radius)),
            .curve(
                to: CGPoint(x: x0 + radius, y: y0), control1: CGPoint(x: x0, y: y0 + radius - k),
                control2: CGPoint(x: x0 + radius - k, y: y0)),
            .close,
        ])
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let kx = rx * 0.552_284_749_8, ky = ry * 0.552_284_749_8
        let (cx, cy) = (rect.midX, rect.midY)
        self.init(elements: [
            .move(CGPoint(x: cx + rx, y: cy)),
            .curve(
                to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
                control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(
                to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
                control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(
                to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
                control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(
                to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
                control2: CGPoint(x: cx + rx, y: cy - ky)),
            .close,
        ])
    }
}

/// One element of a ``DisplayPath`` (no UIKit counterpart: `CGPathElement`).
public enum DisplayPathElement: Codable, Equatable, Sendable {
    /// Starts a subpath.
    case move(CGPoint)
    /// A straight line.
    case line(CGPoint)
    /// A quadratic Bézier curve.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath.
    case close
}

/// Which points a fill covers (Core Graphics counterpart: `CGPathFillRule`).
public enum DisplayFillRule: String, Codable, Equatable, Sendable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
}

/// How a path is stroked (no UIKit counterpart: the stroke state of a `CGContext`).
public struct DisplayStroke: Codable, Equatable, Sendable {
    /// The colour.
    public var color: DisplayColor
    /// The width, in the path's user space.
    public var lineWidth: CGFloat
    /// `butt`, `round` or `square`.
    public var lineCap: String
    /// `miter`, `round` or `bevel`.
    public var lineJoin: String
    /// The miter limit.
    public var miterLimit: CGFloat
    /// The dash lengths; empty for a solid line.
    public var dash: [CGFloat]
    /// Where in the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke.
    public init(
        color: DisplayColor, lineWidth: CGFloat, lineCap: String = "butt", lineJoin: String = "miter",
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.color = color
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// An image placed in a view (no UIKit counterpart: what `UIImageView` or `draw(in:)` puts in a layer).
///
/// Tactile's `UIImage` keeps no pixels. A backend draws ``drawing`` for an image made by drawing
/// (`UIGraphicsImageRenderer`), may load ``filePath`` for an image read from a file, and otherwise draws a
/// placeholder of the image's size: a tinted outline for a template or symbol image (``tint``), a grey box
/// otherwise.
public struct DisplayImage: Codable, Equatable, Sendable {
    /// Where the whole image goes, in the view's coordinates (the content mode already applied: it may be larger
    /// than the bounds, which clip it).
    public var rect: CGRect
    /// The image's size in points.
    public var size: CGSize
    /// The image's name, or the path it was loaded from.
    public var name: String?
    /// The image file, for a backend that loads pixels.
    public var filePath: String?
    /// What was drawn to make the image, in the image's own coordinates (0…``size``).
    public var drawing: [DisplayContent]
    /// The colour a template image is drawn in; `nil` for an image drawn in its own colours.
    public var tint: DisplayColor?

    /// Creates an image.
    public init(
        rect: CGRect, size: CGSize, name: String? = nil, filePath: String? = nil, drawing: [DisplayContent] = [],
        tint: DisplayColor? = nil
    ) {
        self.rect = rect
        self.size = size
        self.name = name
        self.filePath = filePath
        self.drawing = drawing
        self.tint = tint
    }
}

/// Text broken into lines by Tactile's text layout (no UIKit counterpart: what a label draws).
///
/// A backend draws each line at its origin, in the font described, and does not break lines again, so that every
/// backend shows the same lines as the layout that sized the label.
public struct DisplayText: Codable, Equatable, Sendable {
    /// The lines, top to bottom.
    public var lines: [DisplayTextLine]
    /// The font size, in points.
    public var fontSize: CGFloat
    /// `UIFont.Weight`'s raw value: 0 regular, 0.4 bold, from -0.8 (ultra-light) to 0.62 (black).
    public var fontWeight: Double
    /// `"System"` for the system font, otherwise the font's family name.
    public var fontFamily: String
    /// Whether the font is italic.
    public var isItalic: Bool
    /// The text colour.
    public var color: DisplayColor

    /// Creates text.
    public init(
        lines: [DisplayTextLine], fontSize: CGFloat, fontWeight: Double, fontFamily: String, isItalic: Bool,
        color: DisplayColor
    ) {
        self.lines = lines
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.fontFamily = fontFamily
        self.isItalic = isItalic
        self.color = color
    }
}

/// One line of ``DisplayText`` (no UIKit counterpart).
public struct DisplayTextLine: Codable, Equatable, Sendable {
    /// The characters of the line.
    public var text: String
    /// The left end of the line's baseline, in the view's coordinates.
    public var origin: CGPoint
    /// The line's width as Tactile's text measurer measured it.
    public var width: CGFloat

    /// Creates a line.
    public init(text: String, origin: CGPoint, width: CGFloat) {
        self.text = text
        self.origin = origin
        self.width = width
    }
}
