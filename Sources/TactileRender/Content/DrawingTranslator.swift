import Foundation
import Tactile

/// Turns what `draw(_:)` recorded into a `CGContext` into display content (no UIKit counterpart: Core Graphics
/// rasterises the same calls into the layer's bitmap).
///
/// It replays the graphics state the calls set (colours, line width, cap, join, dash, alpha) and turns each fill,
/// stroke and clip of the current path into one step, so that a backend needs no Core Graphics of its own.
/// Transforms (`translateBy`, `scaleBy`, `rotate`, `concatenate`) become ``DisplayContent/concatenate(_:)`` steps in
/// the order they were made; like Tactile's recording context, points are taken in the user space in force when
/// the path is painted. Shadows and blend modes set inside `draw(_:)` are not drawn, and `clear(_:)` paints
/// nothing (its area keeps what is beneath).
@MainActor
enum DrawingTranslator {
    private struct State {
        var fill = DisplayColor(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = DisplayColor(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var lineCap = "butt"
        var lineJoin = "miter"
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var alpha: Double = 1
    }

    /// The content that `commands` draw.
    static func content(of commands: [CGContext.Command]) -> [DisplayContent] {
        var out: [DisplayContent] = []
        var state = State()
        var stack: [State] = []
        var path = CGMutablePath()

        func strokeStyle() -> DisplayStroke {
            DisplayStroke(
                color: state.stroke.fading(state.alpha), lineWidth: state.lineWidth, lineCap: state.lineCap,
                lineJoin: state.lineJoin, miterLimit: state.miterLimit, dash: state.dash, dashPhase: state.dashPhase)
        }
        func take() -> DisplayPath {
            let result = displayPath(path)
            path = CGMutablePath()
            return result
        }

        for command in commands {
            switch command {
            case .saveGState:
                stack.append(state)
                out.append(.save)
            case .restoreGState:
                if let saved = stack.popLast() {
                    state = saved
                    out.append(.restore)
                }
            case .setStrokeColor(let c): state.stroke = DisplayColor(c)
            case .setFillColor(let c): state.fill = DisplayColor(c)
            case .setLineWidth(let w): state.lineWidth = w
            case .setLineCap(let cap): state.lineCap = ["butt", "round", "square"][Int(cap.rawValue)]
            case .setLineJoin(let join): state.lineJoin = ["miter", "round", "bevel"][Int(join.rawValue)]
            case .setMiterLimit(let m): state.miterLimit = m
            case .setLineDash(let phase, let lengths):
                state.dash = lengths
                state.dashPhase = phase
            case .setAlpha(let a): state.alpha = Double(a)
            case .setBlendMode, .setShadow: break
            case .translateBy(let x, let y): out.append(.concatenate(.translation(Double(x), Double(y))))
            case .scaleBy(let x, let y):
                out.append(.concatenate(DisplayTransform(a: Double(x), b: 0, c: 0, d: Double(y), tx: 0, ty: 0)))
            case .rotate(let angle): out.append(.concatenate(DisplayTransform(CGAffineTransform(rotationAngle: angle))))
            case .concatenate(let t): out.append(.concatenate(DisplayTransform(t)))
            case .beginPath: path = CGMutablePath()
            case .move(let p): path.move(to: p)
            case .addLine(let p): path.addLine(to: p)
            case .addCurve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .addQuadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
            case .addArc(let center, let radius, let start, let end, let clockwise):
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            case .addRect(let r): path.addRect(r)
            case .addEllipse(let r): path.addEllipse(in: r)
            case .addPath(let p): path.addPath(p)
            case .closePath: path.closeSubpath()
            case .strokePath: out.append(.stroke(take(), strokeStyle()))
            case .fillPath(let rule): out.append(.fill(take(), state.fill.fading(state.alpha), fillRule(rule)))
            case .drawPath(let mode):
                let p = take()
                switch mode {
                case .fill: out.append(.fill(p, state.fill.fading(state.alpha), .winding))
                case .eoFill: out.append(.fill(p, state.fill.fading(state.alpha), .evenOdd))
                case .stroke: out.append(.stroke(p, strokeStyle()))
                case .fillStroke:
                    out.append(.fill(p, state.fill.fading(state.alpha), .winding))
                    out.append(.stroke(p, strokeStyle()))
                case .eoFillStroke:
                    out.append(.fill(p, state.fill.fading(state.alpha), .evenOdd))
                    out.append(.stroke(p, strokeStyle()))
                }
            case .clip(let rule): out.append(.clip(take(), fillRule(rule)))
            case .fill(let r): out.append(.fill(DisplayPath(rect: r), state.fill.fading(state.alpha), .winding))
            case .stroke(let r): out.append(.stroke(DisplayPath(rect: r), strokeStyle()))
            case .clear: break
            case .fillEllipse(let r): out.append(.fill(DisplayPath(ellipseIn: r), state.fill.fading(state.alpha), .winding))
            case .strokeEllipse(let r): out.append(.stroke(DisplayPath(ellipseIn: r), strokeStyle()))
            case .strokeLineSegments(let points):
                var elements: [DisplayPathElement] = []
                var i = 0
                while i + 1 < points.count {
                    elements.append(.move(points[i]))
                    elements.append(.line(points[i + 1]))
                    i += 2
                }
                out.append(.stroke(DisplayPath(elements: elements), strokeStyle()))
            case .drawImage(let image, let rect):
                out.append(.image(ImageContent.displayImage(image, in: rect, tint: nil)))
            }
        }
        // An unbalanced save leaves its steps open; close them so that the item's state is whole.
        for _ in stack { out.append(.restore) }
        return out
    }

    static func fillRule(_ rule: CGPathFillRule) -> DisplayFillRule { rule == .evenOdd ? .evenOdd : .winding }

    /// A `CGPath`'s elements as a display path.
    static func displayPath(_ path: CGPath) -> DisplayPath {
        var elements: [DisplayPathElement] = []
        elements.reserveCapacity(path.elements.count)
        for element in path.elements {
            switch element {
            case .moveToPoint(let p): elements.append(.move(p))
            case .addLineToPoint(let p): elements.append(.line(p))
            case .addQuadCurveToPoint(let c, let p): elements.append(.quadCurve(to: p, control: c))
            case .addCurveToPoint(let c1, let c2, let p): elements.append(.curve(to: p, control1: c1, control2: c2))
            case .closeSubpath: elements.append(.close)
            }
        }
        return DisplayPath(elements: elements)
    }
}
