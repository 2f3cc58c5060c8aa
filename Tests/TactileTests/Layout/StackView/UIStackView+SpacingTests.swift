import Foundation
import Testing
@testable import Tactile

/// Spacing between arranged views: `spacing`, custom spacing after a view, and the system and default markers.
@MainActor
@Suite("UIStackView spacing")
struct UIStackViewSpacingTests {
    @Test("spacing puts the same space between every pair of views")
    func spacing() {
        let views = threeSizedViews()
        let (_, stackView) = stack(views, pinned: false) { $0.spacing = 12 }
        #expect(views.map(\.frame.minX) == [0, 52, 124])
        #expect(stackView.frame.width == 204)
    }

    @Test("a negative spacing overlaps the views")
    func negativeSpacing() {
        let views = threeSizedViews()
        _ = stack(views, pinned: false) { $0.spacing = -5 }
        #expect(views.map(\.frame.minX) == [0, 35, 90])
    }

    @Test("custom spacing after a view replaces the spacing there only")
    func customSpacing() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views, pinned: false) {
            $0.spacing = 10
            $0.setCustomSpacing(30, after: views[0])
        }
        #expect(stackView.customSpacing(after: views[0]) == 30)
        #expect(stackView.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        #expect(views.map(\.frame.minX) == [0, 70, 140])
        // spacingUseDefault goes back to the spacing.
        stackView.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        container.layoutIfNeeded()
        #expect(stackView.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        #expect(views.map(\.frame.minX) == [0, 50, 120])
    }

    @Test("spacingUseSystem is 8 points, as spacing or as custom spacing")
    func systemSpacing() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views, pinned: false) { $0.spacing = UIStackView.spacingUseSystem }
        #expect(views.map(\.frame.minX) == [0, 48, 116])
        stackView.spacing = 0
        stackView.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 40, 108])
    }

    @Test("the markers are UIKit's: the largest Float for the default, the smallest normal Float for the system")
    func markers() {
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test("the spacing after a hidden view is not used: the space after the visible view before it is")
    func customSpacingAndHiddenViews() {
        let views = threeSizedViews()
        let (container, _) = stack(views, pinned: false) {
            $0.spacing = 10
            $0.setCustomSpacing(20, after: views[0])
            $0.setCustomSpacing(30, after: views[1])
        }
        #expect(views.map(\.frame.minX) == [0, 60, 150])
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(views[2].frame.minX == 60)
    }

    @Test("custom spacing is forgotten when the view stops being arranged, and ignored for other views")
    func customSpacingForgotten() {
        let views = threeSizedViews()
        let (_, stackView) = stack(views, pinned: false) { $0.setCustomSpacing(30, after: views[0]) }
        stackView.removeArrangedSubview(views[0])
        #expect(stackView.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        let stranger = UIView()
        stackView.setCustomSpacing(30, after: stranger)
        #expect(stackView.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
    }

    @Test("a spacing that is not a number is logged and taken as 0")
    func badSpacing() {
        let messages = LayoutMessages()
        let views = threeSizedViews()
        let (container, stackView) = stack(views, pinned: false) { $0.spacing = 10 }
        stackView.spacing = .nan
        container.layoutIfNeeded()
        #expect(stackView.spacing == 0)
        #expect(views.map(\.frame.minX) == [0, 40, 100])
        #expect(!messages.mentioning(ObjectDescription.address(stackView)).isEmpty)
        stackView.setCustomSpacing(.infinity, after: views[0])
        #expect(stackView.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }
}
