import Foundation
import Tactile

/// Describes a recognizer's action in one line, the way a developer would read the recognizer in its action
/// method: a pan's translation and velocity, a pinch's scale, a rotation's angle, a tap's location.
///
/// No UIKit counterpart; used by the narrated scenes of `tactile demo` and `tactile replay`.
@MainActor
public enum GestureNarration {
    /// `"<name> <state>: <detail>"`, e.g. `"pan ended: translation (240, -100) pt, velocity (600, -250) pt/s"`.
    public static func describe(_ g: UIGestureRecognizer) -> String {
        let name = g.name ?? "\(type(of: g))"
        let detail: String
        switch g {
        case let p as UIPanGestureRecognizer:
            let t = p.translation(in: p.view), v = p.velocity(in: p.view)
            detail = String(
                format: "translation (%.0f, %.0f) pt, velocity (%.0f, %.0f) pt/s, %d finger(s)", t.x, t.y, v.x, v.y,
                p.numberOfTouches)
        case let p as UIPinchGestureRecognizer:
            detail = String(format: "scale %.2f, velocity %.2f/s", p.scale, p.velocity)
        case let r as UIRotationGestureRecognizer:
            detail = String(format: "rotation %.0f°", r.rotation * 180 / .pi)
        case let c as CheckmarkGestureRecognizer:
            detail = String(format: "bottom of the check at (%.0f, %.0f)", c.midPoint.x, c.midPoint.y)
        case let s as UISwipeGestureRecognizer:
            let l = s.location(in: s.view)
            detail = String(format: "direction %@ at (%.0f, %.0f)", GestureNarration.name(of: s.direction), l.x, l.y)
        default:
            let l = g.location(in: g.view)
            detail = String(format: "at (%.0f, %.0f)", l.x, l.y)
        }
        return "\(name) \(g.state): \(detail)"
    }

    /// `right`, `left`, `up`, `down`, or several joined with `|`.
    static func name(of direction: UISwipeGestureRecognizer.Direction) -> String {
        let names: [(UISwipeGestureRecognizer.Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        let parts = names.filter { direction.contains($0.0) }.map(\.1)
        return parts.isEmpty ? "none" : parts.joined(separator: "|")
    }
}
