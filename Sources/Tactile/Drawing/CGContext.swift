import Foundation

/// How the ends of stroked lines are drawn (CoreGraphics counterpart: `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// Square end at the end point (the default).
    case butt
    /// Round end.
    case round
    /// Square end extending half the line width past the end point.
    case square
}

/// How stroked lines are joined (CoreGraphics counterpart: `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corner (the default).
    case miter
    /// Rounded corner.
    case round
    /// Cut-off corner.
    case bevel
}

/// How painted colours combine with what is below (CoreGraphics counterpart: `CGBlendMode`).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// What to do with the current path (CoreGraphics counterpart: `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill, non-zero winding rule.
    case fill
    /// Fill, even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill, then stroke.
    case fillStroke
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke
}

/// A drawing destination that records what is drawn into it.
///
/// CoreGraphics counterpart: `CGContext`. Tactile has no renderer, so its context is a recorder: every call
/// appends a ``Command`` to ``commands`` (a Tactile addition) that tests, the timeline or a later live view can
/// read. It also keeps the state that code reads back: the current path (``isPathEmpty``,
/// ``boundingBoxOfPath``, ``currentPointOfPath``, ``path``), the transform (``ctm``) and the graphics-state
/// stack. As in Core Graphics, stroking or filling consumes the current path, and path points are in user space
/// (``ctm`` is recorded, not applied). ``UIGraphicsGetCurrentContext()`` returns one inside `draw(_:)`.
public final class CGContext {
    /// One recorded drawing call (Tactile addition, no CoreGraphics counterpart). Each case is named after the
    /// `CGContext` method it records.
    public enum Command: Equatable, Sendable {
        case saveGState
        case restoreGState
        case setStrokeColor(CGColor)
        case setFillColor(CGColor)
        case setLineWidth(CGFloat)
        case setLineCap(CGLineCap)
        case setLineJoin(CGLineJoin)
        case setMiterLimit(CGFloat)
        case setLineDash(phase: CGFloat, lengths: [CGFloat])
        case setAlpha(CGFloat)
        case setBlendMode(CGBlendMode)
        case setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)
        case translateBy(x: CGFloat, y: CGFloat)
        case scaleBy(x: CGFloat, y: CGFloat)
        case rotate(by: CGFloat)
        case concatenate(CGAffineTransform)
        case beginPath
        case move(to: CGPoint)
        case addLine(to: CGPoint)
        case addCurve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case addQuadCurve(to: CGPoint, control: CGPoint)
        case addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        case addRect(CGRect)
        case addEllipse(in: CGRect)
        case addPath(CGPath)
        case closePath
        case strokePath
        case fillPath(using: CGPathFillRule)
        case drawPath(using: CGPathDrawingMode)
        case clip(using: CGPathFillRule)
        case fill(CGRect)
        case stroke(CGRect)
        case clear(CGRect)
        case fillEllipse(in: CGRect)
        case strokeEllipse(in: CGRect)
        case strokeLineSegments(between: [CGPoint])
        case drawImage(UIImage, in: CGRect)
    }

    private struct GState {
        var ctm: CGAffineTransform
        var lineWidth: CGFloat = 1
        var strokeColor: CGColor = CGColor(gray: 0, alpha: 1)
        var fillColor: CGColor = CGColor(gray: 0, alpha: 1)
    }

    /// Everything drawn so far, in order (Tactile addition).
    public private(set) var commands: [Command] = []
    /// The area the context draws into, in user space (Tactile addition; the view's bounds in `draw(_:)`).
    public let bounds: CGRect
    private var state: GState
    private var stack: [GState] = []
    private var currentPath = CGMutablePath()

    /// Creates a recording context for `bounds` (Tactile addition; Core Graphics creates bitmap or PDF contexts).
    public init(bounds: CGRect) {
        self.bounds = bounds
        state = GState(ctm: .identity)
    }

    private func record(_ command: Command) { commands.append(command) }

    /// Forgets the recorded commands (Tactile addition); the drawing state is kept.
    public func removeAllCommands() { commands.removeAll() }

    // MARK: State

    /// The current transform from user space to the context's space.
    public var ctm: CGAffineTransform { state.ctm }
    /// The current line width (Tactile addition: Core Graphics cannot read it back).
    public var lineWidth: CGFloat { state.lineWidth }
    /// The current stroke colour (Tactile addition).
    public var strokeColor: CGColor { state.strokeColor }
    /// The current fill colour (Tactile addition).
    public var fillColor: CGColor { state.fillColor }

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        stack.append(state)
        record(.saveGState)
    }

    /// Pops the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
        if let saved = stack.popLast() { state = saved }
        record(.restoreGState)
    }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
        record(.setStrokeColor(color))
    }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
        record(.setFillColor(color))
    }

    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the line width.
    public func setLineWidth(_ width: CGFloat) {
        state.lineWidth = width
        record(.setLineWidth(width))
    }

    /// Sets the line cap.
    public func setLineCap(_ cap: CGLineCap) { record(.setLineCap(cap)) }
    /// Sets the line join.
    public func setLineJoin(_ join: CGLineJoin) { record(.setLineJoin(join)) }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { record(.setMiterLimit(limit)) }
    /// Sets the dash pattern.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { record(.setLineDash(phase: phase, lengths: lengths)) }
    /// Sets the blend mode.
    public func setBlendMode(_ mode: CGBlendMode) { record(.setBlendMode(mode)) }
    /// Sets the global alpha.
    public func setAlpha(_ alpha: CGFloat) { record(.setAlpha(alpha)) }
    /// Sets the shadow.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        record(.setShadow(offset: offset, blur: blur, color: color))
    }
    /// Sets a shadow of a third-transparent black, Core Graphics' default colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) {
        state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm)
        record(.translateBy(x: x, y: y))
    }

    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm)
        record(.scaleBy(x: x, y: y))
    }

    /// Rotates user space.
    public func rotate(by angle: CGFloat) {
        state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
        record(.rotate(by: angle))
    }

    /// Concatenates a transform to the current one.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        record(.concatenate(transform))
    }

    // MARK: The current path

    /// Empties the current path.
    public func beginPath() {
        currentPath = CGMutablePath()
        record(.beginPath)
    }

    /// Starts a subpath.
    public func move(to point: CGPoint) {
        currentPath.move(to: point)
        record(.move(to: point))
    }

    /// Adds a line.
    public func addLine(to point: CGPoint) {
        currentPath.addLine(to: point)
        record(.addLine(to: point))
    }

    /// Adds lines through `points` (a move to the first, then lines).
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2)
        record(.addCurve(to: end, control1: control1, control2: control2))
    }

    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control)
        record(.addQuadCurve(to: end, control: control))
    }

    /// Adds an arc; `clockwise` is in Core Graphics' y-up sense (see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        record(.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) {
        currentPath.addRect(rect)
        record(.addRect(rect))
    }

    /// Adds rectangles.
    public func addRects(_ rects: [CGRect]) {
        for r in rects { addRect(r) }
    }

    /// Adds an ellipse.
    public func addEllipse(in rect: CGRect) {
        currentPath.addEllipse(in: rect)
        record(.addEllipse(in: rect))
    }

    /// Adds a path (a copy: later changes to `path` are not recorded).
    public func addPath(_ path: CGPath) {
        currentPath.addPath(path)
        record(.addPath(path.copy()))
    }

    /// Closes the current subpath.
    public func closePath() {
        currentPath.closeSubpath()
        record(.closePath)
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current path's bounds, without control points; `.null` when empty.
    public var boundingBoxOfPath: CGRect { currentPath.boundingBoxOfPath }
    /// The current path's current point.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint }
    /// A copy of the current path, or `nil` when empty.
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

    /// Whether `point` is in the area the current path would fill with `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        currentPath.contains(point, using: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding)
    }

    // MARK: Painting

    /// Strokes the current path and empties it.
    public func strokePath() {
        record(.strokePath)
        currentPath = CGMutablePath()
    }

    /// Fills the current path and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        record(.fillPath(using: rule))
        currentPath = CGMutablePath()
    }

    /// Paints the current path as `mode` says and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        record(.drawPath(using: mode))
        currentPath = CGMutablePath()
    }

    /// Intersects the clip with the current path and empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        record(.clip(using: rule))
        currentPath = CGMutablePath()
    }

    /// Fills a rectangle (the current path is untouched).
    public func fill(_ rect: CGRect) { record(.fill(rect)) }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
    /// Strokes a rectangle.
    public func stroke(_ rect: CGRect) { record(.stroke(rect)) }
    /// Strokes a rectangle with a line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        setLineWidth(width)
        stroke(rect)
    }
    /// Clears a rectangle to transparent.
    public func clear(_ rect: CGRect) { record(.clear(rect)) }
    /// Fills an ellipse.
    public func fillEllipse(in rect: CGRect) { record(.fillEllipse(in: rect)) }
    /// Strokes an ellipse.
    public func strokeEllipse(in rect: CGRect) { record(.strokeEllipse(in: rect)) }
    /// Strokes line segments: pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) { record(.strokeLineSegments(between: points)) }
    /// Draws an image in a rectangle (Tactile: `draw(_:in:)` takes a `UIImage`, as there is no `CGImage`).
    public func draw(_ image: UIImage, in rect: CGRect) { record(.drawImage(image, in: rect)) }
}
