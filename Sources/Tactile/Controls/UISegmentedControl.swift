import Foundation

/// A segmented control (UIKit: `UISegmentedControl`): equal-width segments; releasing a touch inside selects the
/// segment under it, performs the segment's ``UIAction`` if it has one, and sends `valueChanged` and
/// `primaryActionTriggered`. A momentary control (``isMomentary``) deselects again right after the action. Its
/// single-finger single tap beats ancestors' tap recognizers.
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

    /// The action of each segment, `nil` for a segment made from a title.
    private var segmentActions: [UIAction?] = []

    /// Creates a control with one segment per title.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        titles = items
        segmentActions = Array(repeating: nil, count: items.count)
    }

    /// Creates a control with one segment per action, titled with the action's title; selecting a segment performs
    /// its action, with the control as the action's `sender` (UIKit: `init(frame:actions:)`, iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        titles = actions.map(\.title)
        segmentActions = actions
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// Inserts a segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, titles.count))
        titles.insert(title ?? "", at: index)
        segmentActions.insert(nil, at: index)
    }

    /// Inserts a segment for `action`, titled with its title (UIKit: `insertSegment(action:at:animated:)`).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, titles.count))
        titles.insert(action.title, at: index)
        segmentActions.insert(action, at: index)
    }

    /// Replaces the segment at `segment` with one for `action` (UIKit: `setAction(_:forSegmentAt:)`). An index
    /// outside the segments does nothing.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = action.title
        segmentActions[segment] = action
    }

    /// The action of the segment at `segment`, or `nil` (UIKit: `actionForSegment(at:)`).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segmentActions.indices.contains(segment) ? segmentActions[segment] : nil
    }

    /// The index of the segment whose action has `identifier`, or ``noSegment`` (UIKit:
    /// `segmentIndex(identifiedBy:)`).
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segmentActions.firstIndex { $0?.identifier == identifier } ?? Self.noSegment
    }

    /// Sets the title of a segment (UIKit: `setTitle(_:forSegmentAt:)`). An index outside the segments does
    /// nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
    }

    /// The title of a segment, or `nil` (UIKit: `titleForSegment(at:)`).
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        segmentActions.removeAll()
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
            if let action = actionForSegment(at: index) { sendAction(action) }
            sendValueChangedActions(with: event)
        }
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// A single-finger single tap overlaps a segmented control's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
