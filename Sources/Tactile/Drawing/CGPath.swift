import Foundation

/// How a path's inside is decided when it is filled or hit-tested (CoreGraphics counterpart: `CGPathFillRule`).
public enum CGPathFillRule: Sendable, Equatable, Hashable {
    /// Inside where the path winds a non-zero number of times around the point (the default).
    case winding
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd
}

/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// CoreGraphics counterpart: `CGPath`, which Linux does not have. Tactile's keeps its elements in
/// ``elements`` (a Tactile addition; Core Graphics walks them with `applyWithBlock`) and computes what event code
/// needs from them: ``contains(_:using:transform:)`` for hit areas, ``boundingBox`` and ``boundingBoxOfPath``.
/// `==` compares elements, as `CGPath`'s `==` does. Build paths with ``CGMutablePath``. As with Core Graphics'
/// types, a path may be sent between threads, and a mutable one must not be changed from two threads at once.
public class CGPath: Equatable, CustomStringConvertible, @unchecked Sendable {
    /// One element of a path (CoreGraphics counterpart: `CGPathElement`, whose type and points are one enum here).
    public enum Element: Sendable, Equatable, Hashable {
        /// Starts a new subpath at the point.
        case moveToPoint(CGPoint)
        /// A straight line from the current point.
        case addLineToPoint(CGPoint)
        /// A quadratic Bézier curve to `point`.
        case addQuadCurveToPoint(control: CGPoint, point: CGPoint)
        /// A cubic Bézier curve to `point`.
        case addCurveToPoint(control1: CGPoint, control2: CGPoint, point: CGPoint)
        /// A line back to the start of the current subpath, closing it.
        case closeSubpath
    }

    /// The path's elements, in order (Tactile addition).
    public internal(set) var elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    /// Creates a closed rectangle path (CoreGraphics: `CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// Creates an ellipse path that fits `rect` (CoreGraphics: `CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// Creates a rounded-rectangle path (CoreGraphics: `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let p = CGMutablePath()
        p.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, or the start of the subpath after a close; `.zero` for an empty path.
    public var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included (CoreGraphics:
    /// `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect { PathGeometry.controlPointBounds(elements) }

    /// The smallest rectangle holding the path itself, without control points that lie outside the curves
    /// (CoreGraphics: `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBounds(elements) }

    /// Whether `point` is inside the area the path would fill under `rule`, every subpath taken as closed.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = transform.isIdentity ? point : point.applying(transform.inverted())
        return PathGeometry.contains(p, in: elements, evenOdd: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath { CGPath(elements: elements) }

    /// A copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: PathGeometry.transform(elements, transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Calls `body` with each element in order (CoreGraphics: `applyWithBlock`, with Tactile's element enum).
    public func forEachElement(_ body: (Element) -> Void) {
        for e in elements { body(e) }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public var description: String { "CGPath(\(elements.count) elements, bounds \(boundingBoxOfPath))" }
}

/// A path being built (CoreGraphics counterpart: `CGMutablePath`).
///
/// As in Core Graphics, a line or curve added with no current point is ignored, and one added right after
/// ``closeSubpath()`` starts a new subpath at the closed subpath's start.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public convenience init() { self.init(elements: []) }

    private func appendDrawing(_ element: CGPath.Element) {
        guard let last = elements.last else { return }  // no current point
        if case .closeSubpath = last, let start = PathGeometry.currentPoint(of: elements) {
            elements.append(.moveToPoint(start))
        }
        elements.append(element)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendDrawing(.addLineToPoint(point.applying(transform)))
    }

    /// Adds lines through `points`, starting with a move to the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        appendDrawing(.addQuadCurveToPoint(control: control.applying(transform), point: end.applying(transform)))
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        appendDrawing(
            .addCurveToPoint(
                control1: control1.applying(transform), control2: control2.applying(transform),
                point: end.applying(transform)))
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        guard let last = elements.last else { return }
        if case .closeSubpath = last { return }
        elements.append(.closeSubpath)
    }

    /// Adds a closed rectangle: a move to the minimum corner, then the other corners in increasing-angle order.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds several rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a closed ellipse that fits `rect`: four cubic curves starting at the right-hand end.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let segments = PathGeometry.arcSegments(
            center: CGPoint(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2,
            start: 0, sweep: 2 * .pi)
        move(to: CGPoint(x: r.maxX, y: r.midY), transform: transform)
        for s in segments { addCurve(to: s.end, control1: s.c1, control2: s.c2, transform: transform) }
        closeSubpath()
    }

    /// Adds a closed rectangle with elliptical corners (each corner size is clamped to half the side).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2)
        let ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        let corners: [(CGPoint, CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
            (CGPoint(x: r.maxX, y: r.maxY - ry), CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (CGPoint(x: r.minX + rx, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
            (CGPoint(x: r.minX, y: r.minY + ry), CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        for (lineEnd, center, start) in corners {
            addLine(to: lineEnd, transform: transform)
            for s in PathGeometry.arcSegments(center: center, radiusX: rx, radiusY: ry, start: start, sweep: .pi / 2) {
                addCurve(to: s.end, control1: s.c1, control2: s.c2, transform: transform)
            }
        }
        closeSubpath()
    }

    /// Adds a circular arc. As in Core Graphics, `clockwise` is in a y-up coordinate system: `true` goes towards
    /// decreasing angles, which in UIKit's y-down coordinates looks anticlockwise. A line joins the current point
    /// to the arc's start (or the arc starts a subpath).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        for s in PathGeometry.arcSegments(center: center, radiusX: radius, radiusY: radius, start: startAngle, sweep: sweep) {
            addCurve(to: s.end, control1: s.c1, control2: s.c2, transform: transform)
        }
    }

    /// Appends another path's elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += PathGeometry.transform(path.elements, transform)
    }
}
