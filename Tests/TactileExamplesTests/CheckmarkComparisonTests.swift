import Foundation
import Testing
import Tactile
import TactileExamples
import TactileStrokes
import TactileEvaluation

/// The seeds' hand-written checkmark (Listing 1-8, EX-12) next to the same gesture rebuilt on the template recognizer
/// (GR-12): both recognize the same checkmarks and reject the same non-checkmarks; where they differ, the template
/// one is the stricter, as documented.
@MainActor
@Suite("Checkmarks: hand-written and template")
struct CheckmarkComparisonTests {
    /// Checkmarks of different proportions, sizes and a slight tilt.
    static let checks: [(String, [CGPoint])] = [
        ("classic", CheckmarkDrawing.stroke([(0, 60), (30, 100), (85, 0)])),
        ("short down-stroke", CheckmarkDrawing.stroke([(0, 40), (20, 70), (100, 0)])),
        ("deep", CheckmarkDrawing.stroke([(0, 50), (40, 100), (90, 10)])),
        ("small", CheckmarkDrawing.stroke([(0, 60), (30, 100), (85, 0)], scale: 0.6)),
        ("large", CheckmarkDrawing.stroke([(0, 60), (30, 100), (85, 0)], scale: 3)),
        ("tilted", CheckmarkDrawing.stroke([(0, 55), (35, 100), (95, 10)])),
    ]

    /// Strokes that are not checkmarks and that both reject.
    static let nonChecks: [(String, [CGPoint])] = [
        ("mirrored check", CheckmarkDrawing.stroke([(100, 60), (70, 100), (15, 0)])),
        ("line to the left", CheckmarkDrawing.stroke([(100, 50), (0, 50)])),
        ("down-stroke only", CheckmarkDrawing.stroke([(0, 0), (60, 100)])),
        ("triangle", CheckmarkDrawing.stroke([(50, 0), (0, 100), (100, 100), (50, 0)])),
        ("left bracket", CheckmarkDrawing.stroke([(50, 0), (0, 0), (0, 100), (50, 100)])),
        ("circle", BuiltInStrokeTemplates.circle.points.map { CGPoint(x: 100 + $0.x, y: 100 + $0.y) }),
    ]

    /// Strokes the listing's rules accept once the stroke turns up (it never checks the rest), and the template
    /// recognizer rejects because another gesture's template fits better.
    static let acceptedOnlyByHandWritten: [(String, [CGPoint])] = [
        ("v", CheckmarkDrawing.stroke([(0, 0), (50, 100), (100, 0)])),
        ("x", CheckmarkDrawing.stroke([(0, 0), (100, 100), (100, 0), (0, 100)])),
        ("zig-zag", CheckmarkDrawing.stroke([(0, 0), (25, 100), (50, 0), (75, 100), (100, 0)])),
        ("rectangle", CheckmarkDrawing.stroke([(0, 0), (0, 60), (100, 60), (100, 0), (0, 0)])),
    ]

    @Test("EX-12 both recognize the same checkmarks, each reporting the bottom of the check as its midpoint")
    func sameChecks() {
        for (name, points) in Self.checks {
            let bottom = points.max { $0.y < $1.y }!
            for kind in CheckmarkDrawing.Kind.allCases {
                let (recognized, midPoint) = CheckmarkDrawing.recognizes(kind, points)
                #expect(recognized, "\(kind.rawValue) missed the \(name) check")
                #expect(midPoint.map { abs($0.x - bottom.x) < 1e-9 && abs($0.y - bottom.y) < 1e-9 } == true,
                    "\(kind.rawValue), \(name): midpoint \(String(describing: midPoint)), bottom \(bottom)")
            }
        }
    }

    @Test("EX-12 both reject the same non-checkmarks")
    func sameRejections() {
        for (name, points) in Self.nonChecks {
            for kind in CheckmarkDrawing.Kind.allCases {
                #expect(!CheckmarkDrawing.recognizes(kind, points).0, "\(kind.rawValue) accepted the \(name)")
            }
        }
    }

    @Test("where they differ: the listing accepts a v, an x, a zig-zag and a rectangle; the template checkmark does not")
    func differences() {
        for (name, points) in Self.acceptedOnlyByHandWritten {
            #expect(CheckmarkDrawing.recognizes(.handWritten, points).0, "the listing rejected the \(name)")
            #expect(!CheckmarkDrawing.recognizes(.template, points).0, "the template checkmark accepted the \(name)")
        }
    }

    @Test("a wobble (one move briefly to the left) fails the listing's rules but not the template checkmark")
    func wobble() {
        var points = CheckmarkDrawing.stroke([(0, 60), (30, 100), (85, 0)])
        points.insert(CGPoint(x: points[4].x - 2, y: points[4].y + 1), at: 5)
        #expect(!CheckmarkDrawing.recognizes(.handWritten, points).0)
        #expect(CheckmarkDrawing.recognizes(.template, points).0)
    }

    @Test("turned a quarter: both reject (the template checkmark is orientation-sensitive within ±30°)")
    func turned() {
        // The classic check turned 90° clockwise on screen: (x, y) → (−y, x).
        let points = CheckmarkDrawing.stroke([(40, 0), (0, 30), (100, 85)])
        for kind in CheckmarkDrawing.Kind.allCases {
            #expect(!CheckmarkDrawing.recognizes(kind, points).0, "\(kind.rawValue) accepted a turned check")
        }
    }
}
