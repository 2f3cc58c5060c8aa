import Foundation
import Tactile
import TactileExamples
import TactileTesting

/// Draws strokes into a fresh scene with one checkmark recognizer and reports whether it recognized, so the
/// hand-written checkmark (Listing 1-8) and the template one can be compared on the same strokes. A fresh scene per
/// stroke keeps the listing's quirk (a down-stroke alone leaves it undecided) from leaking into the next stroke.
@MainActor
enum CheckmarkDrawing {
    /// The two recognizers under comparison.
    enum Kind: String, CaseIterable, Sendable {
        case handWritten = "hand-written (Listing 1-8)"
        case template = "template (TemplateCheckmarkGestureRecognizer)"
    }

    /// Whether `kind` recognizes the stroke `points` (window coordinates), drawn with `times` (seconds from the
    /// first point; a point every 1/60 s when nil). Also returns the midpoint the action saw.
    static func recognizes(_ kind: Kind, _ points: [CGPoint], times: [TimeInterval]? = nil) -> (Bool, CGPoint?) {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 1200))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var recognized = false
        var midPoint: CGPoint?
        switch kind {
        case .handWritten:
            let r = CheckmarkGestureRecognizer()
            r.addAction { recognizer in
                recognized = true
                midPoint = (recognizer as? CheckmarkGestureRecognizer)?.midPoint
            }
            view.addGestureRecognizer(r)
        case .template:
            let r = TemplateCheckmarkGestureRecognizer()
            r.addAction { recognizer in
                recognized = true
                midPoint = (recognizer as? TemplateCheckmarkGestureRecognizer)?.midPoint
            }
            view.addGestureRecognizer(r)
        }
        let keys = points.enumerated().map { i, p in
            TouchPath.Keyframe(time: times?[i] ?? Double(i) / 60, location: p)
        }
        sim.perform([TouchPath(keyframes: keys)])
        return (recognized, midPoint)
    }

    /// Corners joined by lines with a point every 5 units, placed at (100, 100) and scaled.
    static func stroke(_ corners: [(Double, Double)], scale: Double = 1.5) -> [CGPoint] {
        guard let first = corners.first else { return [] }
        var points = [CGPoint(x: first.0, y: first.1)]
        for (a, b) in zip(corners, corners.dropFirst()) {
            let steps = max(1, Int((hypot(b.0 - a.0, b.1 - a.1) / 5).rounded(.up)))
            for k in 1...steps {
                let t = Double(k) / Double(steps)
                points.append(CGPoint(x: a.0 + (b.0 - a.0) * t, y: a.1 + (b.1 - a.1) * t))
            }
        }
        return points.map { CGPoint(x: 100 + $0.x * scale, y: 100 + $0.y * scale) }
    }
}
