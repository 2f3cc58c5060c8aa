import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// constraints(withVisualFormat:options:metrics:views:): the constraints a line describes, placed by the engine.
@MainActor
@Suite("Visual format constraints", .serialized)
struct NSLayoutConstraintVisualFormatTests {
    private func scene() -> (UIView, UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        return (parent, constrainedView(in: parent), constrainedView(in: parent))
    }

    private func layout(
        _ parent: UIView, _ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]? = nil, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var all: [NSLayoutConstraint] = []
        for format in formats {
            all += NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        #expect(all.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(all)
        parent.layoutIfNeeded()
        return all
    }

    @Test("|-50-[a]-50-| and V:|-[a(40)]: edges, explicit and standard spacings, a size")
    func edges() {
        let (parent, a, _) = scene()
        let made = layout(parent, ["|-50-[a]-50-|", "V:|-[a(40)]"], views: ["a": a])
        #expect(made.count == 4)
        #expect(a.frame == CGRect(x: 50, y: 20, width: 220, height: 40))
    }

    @Test("[a]-[b], [a][b], metrics and equal sizes: siblings 8 points apart or flush")
    func siblings() {
        let (parent, a, b) = scene()
        _ = layout(
            parent, ["|-pad-[a(w)]-[b(==a)]", "V:|[a(10)][b(10)]"], metrics: ["pad": 10, "w": NSNumber(value: 30)],
            views: ["a": a, "b": b])
        #expect(a.frame == CGRect(x: 10, y: 0, width: 30, height: 10))
        #expect(b.frame == CGRect(x: 48, y: 10, width: 30, height: 10))
    }

    @Test("inequalities and priorities: [a(>=50,<=100@750)] with a flexible gap")
    func inequalities() {
        let (parent, a, _) = scene()
        let made = layout(parent, ["|-(>=10)-[a(>=50,<=100@750)]-10-|", "V:|[a(5)]"], views: ["a": a])
        #expect(made.contains { $0.priority == UILayoutPriority(750) && $0.relation == .lessThanOrEqual })
        #expect(a.frame == CGRect(x: 210, y: 0, width: 100, height: 5))
    }

    @Test("alignAllCenterY aligns the views of a horizontal line")
    func alignment() {
        let (parent, a, b) = scene()
        _ = layout(
            parent, ["|[a(10)][b(10)]", "V:|-20-[a(40)]", "V:[b(10)]"], options: [], views: ["a": a, "b": b])
        let aligned = NSLayoutConstraint.constraints(
            withVisualFormat: "[a]-0-[b]", options: .alignAllCenterY, metrics: nil, views: ["a": a, "b": b])
        #expect(aligned.count == 2)
        NSLayoutConstraint.activate(aligned.filter { $0.firstAttribute == .centerY })
        parent.layoutIfNeeded()
        #expect(b.frame.midY == a.frame.midY)
    }

    @Test("directionLeftToRight uses left and right; directionRightToLeft reads from the right edge")
    func direction() {
        let (parent, a, _) = scene()
        let left = NSLayoutConstraint.constraints(
            withVisualFormat: "|-5-[a]", options: .directionLeftToRight, metrics: nil, views: ["a": a])
        #expect(left.first?.firstAttribute == .left)
        let rtl = layout(parent, ["|-5-[a(20)]", "V:|[a(5)]"], options: .directionRightToLeft, views: ["a": a])
        #expect(rtl.contains { $0.firstAttribute == .right })
        #expect(a.frame == CGRect(x: 295, y: 0, width: 20, height: 5))
    }

    @Test("a format that does not parse, an unknown name, a misplaced alignment: a message, no constraints")
    func errors() {
        let log = LayoutMessages()
        defer { log.stop() }
        let (_, a, _) = scene()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: ["a": a]).isEmpty)
        #expect(log.mentioning("H:|-[a").first?.contains("Unable to parse constraint format") == true)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[zz]", metrics: nil, views: ["a": a]).isEmpty)
        #expect(!log.mentioning("[zz]").isEmpty)
        #expect(
            NSLayoutConstraint.constraints(
                withVisualFormat: "[a]-[a]", options: .alignAllLeading, metrics: nil, views: ["a": a]
            ).isEmpty)
        #expect(log.mentioning("lies along the line of \"[a]-[a]\"").count == 1)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a]", metrics: nil, views: ["a": 42]).isEmpty)
        #expect(log.mentioning("it is Int").count == 1)
        let orphan = UIView()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "|[o]", metrics: nil, views: ["o": orphan]).isEmpty)
        #expect(log.mentioning("\"|[o]\" refers to the superview").count == 1)
    }
}
