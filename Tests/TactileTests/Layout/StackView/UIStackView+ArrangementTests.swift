import Foundation
import Testing
@testable import Tactile

/// Every distribution, along the axis: the frames UIKit's documented rules give three views of intrinsic widths
/// 40, 60 and 80 (heights 20, 30, 40) with 10 points of spacing, in a stack sized by its superview and in one sized
/// by its content. Expected frames are worked out in each test from those sizes.
@MainActor
@Suite("UIStackView arrangement")
struct UIStackViewArrangementTests {
    @Test("fill: 300 wide, 100 points to spare; with equal hugging priorities the first view takes them")
    func fillStretchesTheFirstView() {
        let views = threeSizedViews()
        _ = stack(views) { $0.spacing = 10 }
        // 40 + 60 + 80 + 2 × 10 = 200: the first view stretches by 100.
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 140, height: 100))
        #expect(views[1].frame == CGRect(x: 150, y: 0, width: 60, height: 100))
        #expect(views[2].frame == CGRect(x: 220, y: 0, width: 80, height: 100))
    }

    @Test("fill: the view with the lowest hugging priority stretches")
    func fillStretchesTheLeastHuggingView() {
        let views = threeSizedViews()
        views[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        _ = stack(views) { $0.spacing = 10 }
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(views[1].frame == CGRect(x: 50, y: 0, width: 160, height: 100))
        #expect(views[2].frame == CGRect(x: 220, y: 0, width: 80, height: 100))
    }

    @Test("fill: 170 wide, 30 points short; the first view shrinks, or the least resistant one")
    func fillShrinks() {
        let views = threeSizedViews()
        _ = stack(views, in: CGSize(width: 170, height: 100)) { $0.spacing = 10 }
        #expect(views.map(\.frame.width) == [10, 60, 80])
        #expect(views[2].frame.maxX == 170)

        let resisting = threeSizedViews()
        resisting[2].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        _ = stack(resisting, in: CGSize(width: 170, height: 100)) { $0.spacing = 10 }
        #expect(resisting.map(\.frame.width) == [40, 60, 50])
        #expect(resisting.map(\.frame.minX) == [0, 50, 120])
    }

    @Test("fill, vertical: the axis is the height")
    func fillVertical() {
        let views = threeSizedViews()
        _ = stack(views, in: CGSize(width: 100, height: 300)) {
            $0.axis = .vertical
            $0.spacing = 10
        }
        // 20 + 30 + 40 + 20 = 110: the first view stretches by 190.
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 100, height: 210))
        #expect(views[1].frame == CGRect(x: 0, y: 220, width: 100, height: 30))
        #expect(views[2].frame == CGRect(x: 0, y: 260, width: 100, height: 40))
    }

    @Test("fill, sized by its content: the stack is the views' widths and spacing, and the tallest height")
    func fillSizedByContent() {
        let views = threeSizedViews()
        let (_, stackView) = stack(views, pinned: false) { $0.spacing = 10 }
        #expect(stackView.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(views.map(\.frame.minX) == [0, 50, 120])
        #expect(views.map(\.frame.height) == [40, 40, 40])
    }

    @Test("fillEqually: 300 wide with 15 points of spacing makes three 90-point views")
    func fillEqually() {
        let views = threeSizedViews()
        _ = stack(views) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        #expect(views.map(\.frame.minX) == [0, 105, 210])
        #expect(views.map(\.frame.width) == [90, 90, 90])
    }

    @Test("fillEqually, sized by its content: every view as wide as the widest")
    func fillEquallySizedByContent() {
        let views = threeSizedViews()
        let (_, stackView) = stack(views, pinned: false) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(views.map(\.frame.width) == [80, 80, 80])
        #expect(stackView.frame.width == 260)
    }

    @Test("fillProportionally: 380 wide leaves 360 after spacing, twice the 180 of intrinsic widths")
    func fillProportionally() {
        let views = threeSizedViews()
        _ = stack(views, in: CGSize(width: 380, height: 100)) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        #expect(views.map(\.frame.width) == [80, 120, 160])
        #expect(views.map(\.frame.minX) == [0, 90, 220])
    }

    @Test("fillProportionally follows a change of an intrinsic size at the next layout")
    func fillProportionallyFollowsContent() {
        let views = threeSizedViews()
        let (container, _) = stack(views, in: CGSize(width: 380, height: 100)) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        views[2].contentSize = CGSize(width: 140, height: 40)
        container.layoutIfNeeded()
        // 40 + 60 + 140 = 240; 360 / 240 = 1.5.
        #expect(views.map(\.frame.width) == [60, 90, 210])
    }

    @Test("fillProportionally, sized by its content: the views keep their intrinsic widths")
    func fillProportionallySizedByContent() {
        let views = threeSizedViews()
        let (_, stackView) = stack(views, pinned: false) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        #expect(views.map(\.frame.width) == [40, 60, 80])
        #expect(stackView.frame.width == 200)
    }

    @Test("fillProportionally: a view with no intrinsic width takes what is left, the others keep their ratio")
    func fillProportionallyWithAPlainView() {
        let views: [UIView] = [SizedView(40, 20), UIView(), SizedView(80, 40)]
        _ = stack(views) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        #expect(views.map(\.frame.width) == [40, 160, 80])
    }

    @Test("equalSpacing: the views keep their widths and the two spaces share the 120 points left")
    func equalSpacing() {
        let views = threeSizedViews()
        _ = stack(views) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        #expect(views.map(\.frame.width) == [40, 60, 80])
        #expect(views.map(\.frame.minX) == [0, 100, 220])
        #expect(views.map(\.frame.height) == [100, 100, 100])
    }

    @Test("equalSpacing, sized by its content: the spaces are the spacing; too narrow, the first view shrinks")
    func equalSpacingAtItsMinimum() {
        let views = threeSizedViews()
        let (_, stackView) = stack(views, pinned: false) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        #expect(stackView.frame.width == 200)
        #expect(views.map(\.frame.minX) == [0, 50, 120])

        let narrow = threeSizedViews()
        _ = stack(narrow, in: CGSize(width: 170, height: 100)) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        #expect(narrow.map(\.frame.width) == [10, 60, 80])
        #expect(narrow.map(\.frame.minX) == [0, 20, 90])
    }

    @Test("equalCentering: the centres are 120 points apart across 300 points")
    func equalCentering() {
        let views = threeSizedViews()
        _ = stack(views) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        // Centres at 20 and 260 for the outer views; the middle one at 140.
        #expect(views.map(\.frame.midX) == [20, 140, 260])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    @Test("equalCentering keeps the minimum spacing before equal centres")
    func equalCenteringGivesWay() {
        let views = threeSizedViews()
        _ = stack(views, in: CGSize(width: 210, height: 100)) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        // Equal centres would put the middle view at 65…125, 5 points into the spacing before the last view at 130:
        // it stops 10 points before it, at 60.
        #expect(views.map(\.frame.minX) == [0, 60, 130])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    @Test("equalCentering, sized by its content: centres equally apart with no space below the spacing")
    func equalCenteringSizedByContent() {
        let views = threeSizedViews()
        let (_, stackView) = stack(views, pinned: false) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        // Centre distances 50 + g1 and 70 + g2 are equal with g2 = 10, so g1 = 30.
        #expect(stackView.frame.width == 220)
        #expect(views.map(\.frame.midX) == [20, 100, 180])
    }

    @Test("equal distributions measure their spaces with guides the stack owns, and drop them when not needed")
    func distributionGuides() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views) { $0.distribution = .equalSpacing }
        #expect(stackView.layoutGuides.count == 2)
        #expect(stackView.layoutGuides.allSatisfy { $0.identifier == "UISV-distributing" })
        #expect(stackView.layoutGuides[0].layoutFrame.minX == views[0].frame.maxX)
        stackView.distribution = .fill
        container.layoutIfNeeded()
        #expect(stackView.layoutGuides.isEmpty)
    }
}
