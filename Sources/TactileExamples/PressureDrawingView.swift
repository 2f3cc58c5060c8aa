import Foundation
import Tactile

/// A drawing view whose stroke width follows how hard the finger or pen presses, as Notes does with 3D Touch.
///
/// No UIKit counterpart: an example, written as it would be in UIKit. Each touch draws one stroke; every sample
/// (the coalesced touches included, so fast strokes keep their detail) adds a segment whose width is
/// ``lineWidth`` times the touch's `force`, clamped to ``minimumForceScale``…``maximumForceScale``. A touch without
/// pressure reports force 0 and draws at ``lineWidth``, so the view works on any touchscreen.
///
/// ```swift
/// let drawing = PressureDrawingView(frame: window.bounds)
/// window.addSubview(drawing)
/// // … after a stroke whose force rose from 0.5 to 2:
/// // drawing.strokes[0].map(\.width) == [2, …, 8]
/// ```
@MainActor
public final class PressureDrawingView: UIView {
    /// One sample of a stroke: where it was and how wide the line is there (no UIKit counterpart).
    public struct Point: Sendable, Equatable {
        /// The location in the view.
        public var location: CGPoint
        /// The force the touch reported (0 without pressure).
        public var force: CGFloat
        /// The line width at this point.
        public var width: CGFloat
    }

    /// The width of a line drawn at force 1.0 (an average touch) or without pressure. Default 4 pt.
    public var lineWidth: CGFloat = 4
    /// The smallest multiple of ``lineWidth`` a light press draws. Default 0.25.
    public var minimumForceScale: CGFloat = 0.25
    /// The largest multiple of ``lineWidth`` a hard press draws. Default 4.
    public var maximumForceScale: CGFloat = 4
    /// The stroke colour. Default black.
    public var strokeColor: UIColor = .black

    /// The finished and ongoing strokes, in the order they began.
    public private(set) var strokes: [[Point]] = []
    private var open: [ObjectIdentifier: Int] = [:]

    /// The width of the line at `force`.
    public func width(forForce force: CGFloat) -> CGFloat {
        guard force > 0, force.isFinite else { return lineWidth }
        return lineWidth * min(max(force, minimumForceScale), maximumForceScale)
    }

    /// Clears the drawing.
    public func clear() {
        strokes.removeAll()
        open.removeAll()
        setNeedsDisplay()
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            open[ObjectIdentifier(touch)] = strokes.count
            strokes.append([sample(touch)])
        }
        setNeedsDisplay()
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = open[ObjectIdentifier(touch)] else { continue }
            for s in event?.coalescedTouches(for: touch) ?? [touch] { strokes[index].append(sample(s)) }
        }
        setNeedsDisplay()
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { open[ObjectIdentifier(touch)] = nil }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded(touches, with: event)
    }

    public override func draw(_ rect: CGRect) {
        strokeColor.setStroke()
        for stroke in strokes {
            for (a, b) in zip(stroke, stroke.dropFirst()) {
                let segment = UIBezierPath()
                segment.lineWidth = (a.width + b.width) / 2
                segment.lineCapStyle = .round
                segment.move(to: a.location)
                segment.addLine(to: b.location)
                segment.stroke()
            }
        }
    }

    private func sample(_ touch: UITouch) -> Point {
        Point(location: touch.location(in: self), force: touch.force, width: width(forForce: touch.force))
    }
}
