import Foundation

/// The corners of a rectangle (UIKit counterpart: `UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates a set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with real geometry: hit areas (``contains(_:)``), ``bounds``, and drawing into the
/// current context.
///
/// UIKit counterpart: `UIBezierPath`. Coordinates are UIKit's (y grows downwards), so `clockwise: true` in
/// ``init(arcCenter:radius:startAngle:endAngle:clockwise:)`` goes towards increasing angles and looks clockwise on
/// screen, as in UIKit. ``stroke()`` and ``fill()`` record into ``UIGraphicsGetCurrentContext()``.
///
/// Deliberate differences from UIKit: the corners of ``init(roundedRect:cornerRadius:)`` are circular arcs,
/// where UIKit draws slightly smoother "continuous" corners, so a point within a fraction of a point of a
/// corner's curve may test differently; ``bounds`` is the tight box of the curves (Core Graphics'
/// `boundingBoxOfPath`), without control points that lie outside them.
open class UIBezierPath: CustomStringConvertible {
    private var path: CGMutablePath

    /// The line width used by ``stroke()``. Default 1.
    open var lineWidth: CGFloat = 1
    /// The line cap used by ``stroke()``. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// The line join used by ``stroke()``. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit used by ``stroke()``. Default 10.
    open var miterLimit: CGFloat = 10
    /// The flatness (kept; Tactile's flattening is finer). Default 0.6.
    open var flatness: CGFloat = 0.6
    /// Whether ``fill()`` and ``contains(_:)`` use the even-odd rule instead of non-zero winding. Default `false`.
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat)?

    /// Creates an empty path.
    public init() { path = CGMutablePath() }

    /// Creates a path from a Core Graphics path.
    public init(cgPath: CGPath) { path = cgPath.mutableCopy() ?? CGMutablePath() }

    /// Creates a closed rectangle, drawn clockwise on screen from the top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates an ellipse that fits `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a rectangle with rounded corners; the radius is clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// Creates a rectangle with the given corners rounded by `cornerRadii` (clamped to half of each side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2)
        let ry = min(max(cornerRadii.height, 0), r.height / 2)
        let round = rx > 0 && ry > 0
        // Each corner, clockwise on screen from the top-right: where its straight edge ends when the corner is
        // rounded, the centre of its arc, and the arc's start angle.
        let plan: [(UIRectCorner, CGPoint, CGPoint, CGPoint, CGFloat)] = [
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY),
             CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY - ry),
             CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY),
             CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX, y: r.minY + ry),
             CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        let roundsTopLeft = round && corners.contains(.topLeft)
        path.move(to: roundsTopLeft ? CGPoint(x: r.minX + rx, y: r.minY) : CGPoint(x: r.minX, y: r.minY))
        for (corner, sharp, edgeEnd, center, start) in plan {
            if round && corners.contains(corner) {
                path.addLine(to: edgeEnd)
                for s in PathGeometry.arcSegments(center: center, radiusX: rx, radiusY: ry, start: start, sweep: .pi / 2) {
                    path.addCurve(to: s.end, control1: s.c1, control2: s.c2)
                }
            } else if corner != .topLeft {
                path.addLine(to: sharp)
            }
        }
        path.closeSubpath()
    }

    /// Creates a circular arc. `clockwise` is as seen on screen (towards increasing angles in UIKit's y-down
    /// coordinates); angles are in radians from the positive x axis.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    /// The path as a Core Graphics path (a copy; setting it replaces the path).
    open var cgPath: CGPath {
        get { path.copy() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a line to `point`. As in UIKit, without a current point (no ``move(to:)`` first) nothing is added.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc, joined to the current point by a line (or starting a subpath). `clockwise` is as seen
    /// on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, increasing: clockwise)
        path.addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: .identity)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of another path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: PathGeometry.transform(path.elements, transform))
    }

    /// A path with the same shape traced in the opposite direction (so it winds the other way).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(elements: PathGeometry.reversed(path.elements)))
        reversed.copyStyle(from: self)
        return reversed
    }

    /// Sets the dash pattern used by ``stroke()``.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = nil
            return
        }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    private func copyStyle(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dash = other.dash
    }

    // MARK: Geometry

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The tight bounding box of the curves; `.null` for an empty path.
    open var bounds: CGRect { path.boundingBoxOfPath }

    /// The point the next element starts from; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the area ``fill()`` would paint, every subpath taken as closed, with the
    /// non-zero winding rule or, when ``usesEvenOddFillRule``, the even-odd rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing

    /// Strokes the path in the current context with the path's line style, inside a saved graphics state.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyStrokeStyle(to: context)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Fills the path in the current context with the path's fill rule, inside a saved graphics state.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes with a blend mode and a global alpha.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Fills with a blend mode and a global alpha.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyStrokeStyle(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if let dash { context.setLineDash(phase: dash.phase, lengths: dash.pattern) }
    }

    open var description: String { "UIBezierPath(\(path.elements.count) elements, bounds \(bounds))" }
}
