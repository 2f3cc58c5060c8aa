import Foundation
import Testing
@testable import Tactile

/// Every alignment, across the axis: three views of intrinsic sizes 40 × 20, 60 × 30 and 80 × 40 with 10 points of
/// spacing, in a horizontal stack exactly 200 wide (so that nothing stretches along the axis) and 100 high, and in
/// a vertical stack 100 wide.
@MainActor
@Suite("UIStackView alignment")
struct UIStackViewAlignmentTests {
    private func horizontal(_ alignment: UIStackView.Alignment, pinned: Bool = true) -> [SizedView] {
        let views = threeSizedViews()
        _ = stack(views, in: CGSize(width: 200, height: 100), pinned: pinned) {
            $0.alignment = alignment
            $0.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 50, 120])
        #expect(views.map(\.frame.width) == [40, 60, 80])
        return views
    }

    private func vertical(_ alignment: UIStackView.Alignment) -> [SizedView] {
        let views = threeSizedViews()
        _ = stack(views, in: CGSize(width: 100, height: 110)) {
            $0.axis = .vertical
            $0.alignment = alignment
            $0.spacing = 10
        }
        #expect(views.map(\.frame.minY) == [0, 30, 70])
        #expect(views.map(\.frame.height) == [20, 30, 40])
        return views
    }

    @Test("fill: every view is as high as the stack")
    func fill() {
        let views = horizontal(.fill)
        #expect(views.map(\.frame.minY) == [0, 0, 0])
        #expect(views.map(\.frame.height) == [100, 100, 100])
    }

    @Test("top (leading): top edges on the stack's, intrinsic heights")
    func top() {
        let views = horizontal(.top)
        #expect(UIStackView.Alignment.top == .leading)
        #expect(views.map(\.frame.minY) == [0, 0, 0])
        #expect(views.map(\.frame.height) == [20, 30, 40])
    }

    @Test("center: centres on the stack's")
    func center() {
        let views = horizontal(.center)
        #expect(views.map(\.frame.midY) == [50, 50, 50])
        #expect(views.map(\.frame.minY) == [40, 35, 30])
    }

    @Test("bottom (trailing): bottom edges on the stack's")
    func bottom() {
        let views = horizontal(.bottom)
        #expect(UIStackView.Alignment.bottom == .trailing)
        #expect(views.map(\.frame.minY) == [80, 70, 60])
        #expect(views.map(\.frame.maxY) == [100, 100, 100])
    }

    @Test("firstBaseline: first baselines (top edges in Tactile) lined up, at the top of the stack")
    func firstBaseline() {
        let views = horizontal(.firstBaseline)
        #expect(views.map(\.frame.minY) == [0, 0, 0])
        #expect(views.map(\.frame.height) == [20, 30, 40])
    }

    @Test("lastBaseline: last baselines (bottom edges in Tactile) lined up, at the bottom of the stack")
    func lastBaseline() {
        let views = horizontal(.lastBaseline)
        #expect(views.map(\.frame.maxY) == [100, 100, 100])
    }

    @Test("every alignment but fill: a stack sized by its content is as high as its highest view")
    func sizedByContent() {
        for alignment in [UIStackView.Alignment.leading, .center, .trailing, .firstBaseline, .lastBaseline] {
            let views = threeSizedViews()
            let (_, stackView) = stack(views, in: CGSize(width: 200, height: 100), pinned: false) {
                $0.alignment = alignment
                $0.spacing = 10
            }
            #expect(stackView.frame == CGRect(x: 0, y: 0, width: 200, height: 40), "\(alignment)")
            #expect(views.map(\.frame.height) == [20, 30, 40], "\(alignment)")
        }
        let centred = threeSizedViews()
        _ = stack(centred, pinned: false) { $0.alignment = .center }
        #expect(centred.map(\.frame.minY) == [10, 5, 0])
    }

    @Test("a view with no intrinsic height takes none, rather than being ambiguous, where the alignment allows")
    func noIntrinsicHeight() {
        let plain = UIView()
        let views: [UIView] = [SizedView(40, 20), plain]
        let (container, stackView) = stack(views, in: CGSize(width: 200, height: 100)) { $0.alignment = .center }
        #expect(plain.frame.height == 0)
        #expect(plain.frame.midY == 50)
        withExtendedLifetime(container) {
            #expect(!plain.hasAmbiguousLayout)
            #expect(!stackView.hasAmbiguousLayout)
        }
    }

    @Test("vertical leading, center and trailing place the views across the 100-point width")
    func verticalAlignments() {
        #expect(vertical(.fill).map(\.frame.width) == [100, 100, 100])
        #expect(vertical(.leading).map(\.frame.minX) == [0, 0, 0])
        #expect(vertical(.center).map(\.frame.minX) == [30, 20, 10])
        #expect(vertical(.trailing).map(\.frame.minX) == [60, 40, 20])
    }

    @Test("in a vertical stack the baseline alignments act as leading and trailing")
    func verticalBaselines() {
        #expect(vertical(.firstBaseline).map(\.frame.minX) == [0, 0, 0])
        #expect(vertical(.lastBaseline).map(\.frame.maxX) == [100, 100, 100])
    }

    @Test("margins-relative arrangement arranges inside the layout margins, and a content-sized stack adds them")
    func marginsRelative() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views, in: CGSize(width: 240, height: 100)) {
            $0.spacing = 10
            $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        #expect(views.map(\.frame.minX) == [20, 70, 140])
        #expect(views.map(\.frame.minY) == [10, 10, 10])
        #expect(views.map(\.frame.height) == [80, 80, 80])
        // Margins move the views at the next layout, as UIKit's margins guide does.
        stackView.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [30, 80, 150])
        #expect(views.map(\.frame.height) == [100, 100, 100])

        let content = threeSizedViews()
        let (_, sized) = stack(content, pinned: false) {
            $0.spacing = 10
            $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        #expect(sized.frame == CGRect(x: 0, y: 0, width: 240, height: 60))
    }

    @Test("without margins-relative arrangement the margins do not move the views")
    func marginsIgnored() {
        let views = threeSizedViews()
        _ = stack(views, in: CGSize(width: 200, height: 100)) {
            $0.spacing = 10
            $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        }
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 100))
    }

    @Test("baseline-relative arrangement keeps its value; spaces run between baselines, the edges in Tactile")
    func baselineRelative() {
        let views = threeSizedViews()
        let (_, stackView) = stack(views, in: CGSize(width: 100, height: 110)) {
            $0.axis = .vertical
            $0.spacing = 10
            $0.isBaselineRelativeArrangement = true
        }
        #expect(stackView.isBaselineRelativeArrangement)
        #expect(views.map(\.frame.minY) == [0, 30, 70])
        let spacing = stackView.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.count == 2)
        #expect(spacing.allSatisfy { $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline })
    }
}
