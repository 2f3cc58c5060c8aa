import Foundation
import Tactile

/// Ready-made templates for the 16 gestures of the $1 study (Wobbrock, Wilson & Li, UIST 2007): arrow, caret,
/// check, circle, delete_mark, left_curly_brace, left_sq_bracket, pigtail, question_mark, rectangle,
/// right_curly_brace, right_sq_bracket, star, triangle, v and x.
///
/// No UIKit counterpart. Each is defined geometrically (lines, arcs and a pentagram in a 100-point box, y down),
/// not copied from the study's logs, and drawn the way the study's participants drew them, since direction and
/// starting point matter to the unistroke matchers: the circle starts at the top and goes left
/// (counter-clockwise on screen), the rectangle and triangle go counter-clockwise from the top-left corner and the
/// apex, the x is one stroke (top-left to bottom-right, up, then down to bottom-left), the star starts at its
/// bottom-left point. How well they recognize the study's own samples is reported by
/// `tactile eval strokes DIR --built-in` and checked by the data-driven tests.
public enum BuiltInStrokeTemplates {
    /// The 16 gestures of the $1 study, one template each, in alphabetical order.
    public static let dollarOneGestures: [StrokeTemplate] = [
        arrow, caret, check, circle, deleteMark, leftCurlyBrace, leftSquareBracket, pigtail, questionMark, rectangle,
        rightCurlyBrace, rightSquareBracket, star, triangle, v, x,
    ]

    /// The 16 gestures as a template set.
    public static var dollarOneSet: StrokeTemplateSet { StrokeTemplateSet(dollarOneGestures) }

    /// A template by name (`"check"`), or `nil`.
    public static func template(named name: String) -> StrokeTemplate? {
        dollarOneGestures.first { $0.name == name }
    }

    /// A shaft from the bottom-left up to the tip, then the head: back along the top, to the tip again, and down.
    public static let arrow = StrokeTemplate(
        name: "arrow", points: polyline([(0, 70), (100, 5), (60, 5), (100, 5), (98, 50)]))

    /// Up to a point and down again: ^.
    public static let caret = StrokeTemplate(name: "caret", points: polyline([(0, 100), (50, 0), (100, 100)]))

    /// A short stroke down and right, then a long one up and right.
    public static let check = StrokeTemplate(name: "check", points: polyline([(0, 60), (30, 100), (85, 0)]))

    /// A full turn starting at the top and going left (counter-clockwise on screen), closing a little past the
    /// start.
    public static let circle = StrokeTemplate(
        name: "circle", points: arc(center: (50, 50), radius: 50, from: -.pi / 2, to: -.pi / 2 - 2.1 * .pi))

    /// Top-left to bottom-right, left along the bottom, then up to the top-right.
    public static let deleteMark = StrokeTemplate(
        name: "delete_mark", points: polyline([(15, 0), (75, 100), (0, 100), (80, 0)]))

    /// From the top-right down to the bottom-right, with the point of the brace to the left in the middle.
    public static let leftCurlyBrace = StrokeTemplate(
        name: "left_curly_brace",
        points: arc(center: (35, 20), radius: 20, from: -.pi / 2, to: -.pi)
            + polyline([(15, 20), (15, 35)])
            + arc(center: (0, 35), radius: 15, from: 0, to: .pi / 2)
            + arc(center: (0, 65), radius: 15, from: -.pi / 2, to: 0)
            + polyline([(15, 65), (15, 80)])
            + arc(center: (35, 80), radius: 20, from: .pi, to: .pi / 2))

    /// Top-right, left, down, right.
    public static let leftSquareBracket = StrokeTemplate(
        name: "left_sq_bracket", points: polyline([(50, 0), (0, 0), (0, 100), (50, 100)]))

    /// A rising stroke that turns into a loop over the top to the left (counter-clockwise on screen) and leaves
    /// to the right.
    public static let pigtail: StrokeTemplate = {
        let loop = arc(center: (45, 35), radius: 28, from: 0.25 * .pi, to: -1.6 * .pi)
        let entry = polyline([(0, 75), (Double(loop[0].x), Double(loop[0].y))])
        let exit = polyline([(Double(loop[loop.count - 1].x), Double(loop[loop.count - 1].y)), (100, 75)])
        return StrokeTemplate(name: "pigtail", points: entry + loop.dropFirst() + exit.dropFirst())
    }()

    /// A hook over the top from the left, ending at the bottom of its turn, then the stem straight down.
    public static let questionMark = StrokeTemplate(
        name: "question_mark",
        points: arc(center: (45, 27), radius: 27, from: .pi, to: 2.5 * .pi) + polyline([(45, 54), (42, 100)]))

    /// From the top-left corner down, right, up and back left (counter-clockwise on screen), 100 × 60.
    public static let rectangle = StrokeTemplate(
        name: "rectangle", points: polyline([(0, 0), (0, 60), (100, 60), (100, 0), (0, 0)]))

    /// The mirror image of the left curly brace: from the top-left down to the bottom-left, pointing right.
    public static let rightCurlyBrace = StrokeTemplate(
        name: "right_curly_brace", points: leftCurlyBrace.points.map { point(50 - $0.x, $0.y) })

    /// Top-left, right, down, left.
    public static let rightSquareBracket = StrokeTemplate(
        name: "right_sq_bracket", points: polyline([(0, 0), (50, 0), (50, 100), (0, 100)]))

    /// A five-pointed star in one stroke, starting at its bottom-left point and going up first.
    public static let star: StrokeTemplate = {
        func vertex(_ degrees: Double) -> (Double, Double) {
            (50 + 50 * cos(degrees * .pi / 180), 50 + 50 * sin(degrees * .pi / 180))
        }
        return StrokeTemplate(
            name: "star", points: polyline([vertex(126), vertex(-90), vertex(54), vertex(198), vertex(-18), vertex(126)]))
    }()

    /// From the apex down to the bottom-left, right, and back up (counter-clockwise on screen).
    public static let triangle = StrokeTemplate(
        name: "triangle", points: polyline([(50, 0), (0, 100), (100, 100), (50, 0)]))

    /// Down to a point and up again.
    public static let v = StrokeTemplate(name: "v", points: polyline([(0, 0), (50, 100), (100, 0)]))

    /// An x in one stroke: top-left to bottom-right, up to the top-right, down to the bottom-left.
    public static let x = StrokeTemplate(
        name: "x", points: polyline([(0, 0), (100, 100), (100, 0), (0, 100)]))

    // MARK: Geometry

    /// The corners joined by straight lines, with a point every 5 units so that every template has enough points
    /// for the matchers' resampling to follow its shape.
    static func polyline(_ corners: [(Double, Double)]) -> [CGPoint] {
        guard let first = corners.first else { return [] }
        var points = [point(first.0, first.1)]
        for (a, b) in zip(corners, corners.dropFirst()) {
            let steps = max(1, Int((hypot(b.0 - a.0, b.1 - a.1) / 5).rounded(.up)))
            for k in 1...steps {
                let t = Double(k) / Double(steps)
                points.append(point(a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
            }
        }
        return points
    }

    /// A point rounded to a thousandth (the template file format's precision), so the built-in set saves and reads
    /// back exactly.
    static func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: (x * 1000).rounded() / 1000, y: (y * 1000).rounded() / 1000)
    }

    /// Points along a circular arc from angle `start` to `end` (radians, y down: −π/2 is the top), every 5°. On
    /// screen, increasing angles turn clockwise.
    static func arc(center: (Double, Double), radius: Double, from start: Double, to end: Double) -> [CGPoint] {
        let sweep = end - start
        let steps = max(2, Int((abs(sweep) / (5 * .pi / 180)).rounded(.up)))
        return (0...steps).map { k in
            let a = start + sweep * Double(k) / Double(steps)
            return point(center.0 + radius * cos(a), center.1 + radius * sin(a))
        }
    }
}
