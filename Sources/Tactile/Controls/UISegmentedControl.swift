import Foundation

/// A segmented control (UIKit: `UISegmentedControl`): equal-width segments; releasing a touch inside selects the
/// segment under it and sends `valueChanged`. A momentary control (``isMomentary``) deselects again right after
/// the action. Its single-finger single tap beats ancestors' tap recognizers.
@MainActor
open class UISegmentedControl: UIControl {
    /// The index UIKit uses for "no segment": -1.
    public static let noSegment = -1
    /// The segment titles.
    open private(set) var titles: [String] = [] {
        didSet { setNeedsRenderContent() }
    }
    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet { setNeedsRenderContent() }
    }
    /// Whether a selection is shown only while the action runs. Default `false`.
    open var isMomentary = false

    /// Creates a control with one segment per title.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        titles = items
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// Inserts a segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: max(0, min(segment, titles.count)))
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.firstBegan
        super.touchesEnded(touches, with: event)
        guard let touch, isTouchInside, numberOfSegments > 0, bounds.width > 0 else { return }
        let x = touch.location(in: self).x - bounds.minX
        let index = min(numberOfSegments - 1, max(0, Int(x / (bounds.width / CGFloat(numberOfSegments)))))
        guard bounds.contains(touch.location(in: self)) else { return }
        if index != selectedSegmentIndex || isMomentary {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged, with: event)
        }
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// A single-finger single tap overlaps a segmented control's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
