import Foundation
import Tactile

/// A named example of a gesture: one stroke (a unistroke such as a checkmark) or several, in the order they were
/// drawn (a multistroke such as an X drawn as two lines).
///
/// No UIKit counterpart: UIKit has no template-based recognition. Templates are what
/// ``TemplateStrokeGestureRecognizer`` compares a user's strokes with. Coordinates are in any unit with y pointing
/// down (the same as UIKit's and the $1 logs'); position, size and, unless matching is orientation-sensitive,
/// rotation do not matter, because every matcher normalises them away.
public struct StrokeTemplate: Sendable, Equatable {
    /// The gesture's name, reported by the recognizer when this template is the best match. Several templates may
    /// share a name (more examples of one gesture make recognition more robust).
    public var name: String
    /// The strokes, each a sequence of points in drawing order.
    public var strokes: [[CGPoint]]

    /// Creates a template from strokes.
    public init(name: String, strokes: [[CGPoint]]) {
        self.name = name
        self.strokes = strokes
    }

    /// Creates a unistroke template from its points.
    public init(name: String, points: [CGPoint]) {
        self.init(name: name, strokes: [points])
    }

    /// Whether the template has more than one stroke.
    public var isMultistroke: Bool { strokes.filter { !$0.isEmpty }.count > 1 }

    /// Every point of every stroke, in drawing order.
    public var points: [CGPoint] { strokes.flatMap { $0 } }
}
