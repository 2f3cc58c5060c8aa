import Foundation

/// A view that lays out a row or a column of views, its arranged subviews, with Auto Layout constraints that it
/// makes itself from its axis, distribution, alignment and spacing.
///
/// UIKit counterpart: `UIStackView`. As in UIKit, the stack view adds real constraints between its arranged
/// subviews and itself (named `UISV-…`, as UIKit names them, and listed in its ``UIView/constraints``), turns off
/// the arranged views' ``UIView/translatesAutoresizingMaskIntoConstraints``, and makes those constraints again in
/// the constraints pass after any of its properties, its arranged subviews or their ``UIView/isHidden`` change: the
/// frames follow in the same layout pass, or at ``UIView/layoutIfNeeded()``. It has no intrinsic content size
/// (``UIView/noIntrinsicMetric`` both ways); a stack view that constraints place but do not size takes the size of
/// its arranged views.
///
/// Differences from UIKit: leading is left and a view's baselines are its top and bottom edges, as everywhere in
/// Tactile's Auto Layout, so the baseline alignments and ``isBaselineRelativeArrangement`` work on edges. Where
/// arranged views' hugging or compression resistance priorities tie, the first of them stretches or shrinks (UIKit
/// documents only that the order decides). See <doc:AutoLayout> for the constraints it makes.
@MainActor
open class UIStackView: UIView {
    /// How a stack view sizes and places its arranged views along its axis (UIKit: `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable, Hashable {
        /// The views fill the stack along its axis, edge to edge with ``UIStackView/spacing`` between them. Where
        /// there is room to spare, the view with the lowest content hugging priority stretches; where there is too
        /// little, the view with the lowest compression resistance priority shrinks; among views with the same
        /// priority, the first one. The default.
        case fill = 0
        /// The views fill the stack along its axis and are all the same size.
        case fillEqually
        /// The views fill the stack along its axis, sized in proportion to their intrinsic content sizes along it.
        /// A view with no intrinsic size there is sized as in ``fill``.
        case fillProportionally
        /// The views keep their sizes and the spaces between them are equal, at least ``UIStackView/spacing``
        /// (or the custom spacing after a view); when they do not fit, they shrink as in ``fill``.
        case equalSpacing
        /// The views' centres are equally far apart where the spacing allows, with at least
        /// ``UIStackView/spacing`` between views; when they do not fit, they shrink as in ``fill``.
        case equalCentering
    }

    /// How a stack view places its arranged views across its axis (UIKit: `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable, Hashable {
        /// The views fill the stack across its axis. The default.
        case fill = 0
        /// The views' leading edges (top edges, in a horizontal stack) sit on the stack's; each view stays
        /// inside it.
        case leading = 1
        /// In a horizontal stack, the views' first baselines line up, and the highest view's top sits on the
        /// stack's. A view's first baseline is its top edge in Tactile. In a vertical stack, as ``leading``.
        case firstBaseline = 2
        /// The views' centres across the axis sit on the stack's; each view stays inside it.
        case center = 3
        /// The views' trailing edges (bottom edges, in a horizontal stack) sit on the stack's.
        case trailing = 4
        /// In a horizontal stack, the views' last baselines line up, and the lowest view's bottom sits on the
        /// stack's. A view's last baseline is its bottom edge in Tactile. In a vertical stack, as ``trailing``.
        case lastBaseline = 5

        /// The name of ``leading`` for horizontal stacks (UIKit: `UIStackView.Alignment.top`).
        public static var top: Alignment { .leading }
        /// The name of ``trailing`` for horizontal stacks (UIKit: `UIStackView.Alignment.bottom`).
        public static var bottom: Alignment { .trailing }
    }

    /// Given to ``setCustomSpacing(_:after:)``, goes back to ``spacing`` after the view; returned by
    /// ``customSpacing(after:)`` for a view with no custom spacing (UIKit: `UIStackView.spacingUseDefault`, the
    /// largest `Float`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// Given to ``spacing`` or ``setCustomSpacing(_:after:)``, uses the system spacing between sibling views: 8
    /// points in Tactile (UIKit: `UIStackView.spacingUseSystem`, the smallest normal `Float`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    // MARK: State

    /// The arranged subviews, in order.
    var arrangedStorage: [UIView] = []
    /// Spacing after arranged views, by view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack installed on itself for the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guides that measure the spaces (or the distances between centres) of the equal-spacing and
    /// equal-centering distributions; kept from one arrangement to the next, so that showing a view does not
    /// rebuild the whole hierarchy's layout.
    var distributionGuides: [UILayoutGuide] = []
    /// Whether the constraints must be made again in the next constraints pass.
    var needsArrangement = true

    // MARK: Initialisers

    /// A stack view with no arranged views, horizontal, filling, with no spacing (UIKit: `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view with no arranged views (UIKit: `init?(coder:)`; Tactile decodes nothing).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack view that arranges `views`, in that order, adding them as subviews (UIKit:
    /// `init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Properties (UIKit names)

    /// The axis along which the views are arranged: a row (`.horizontal`, the default) or a column (`.vertical`)
    /// (UIKit: `axis`).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the views are sized and placed along the axis (UIKit: `distribution`). Default ``Distribution/fill``.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the views are placed across the axis (UIKit: `alignment`). Default ``Alignment/fill``.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The space between adjacent views (UIKit: `spacing`): exact for the filling distributions, a minimum for
    /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering``. Default 0. It may be negative (the
    /// views overlap) or ``spacingUseSystem``. A value that is not a finite number is logged and taken as 0.
    open var spacing: CGFloat = 0 {
        didSet {
            if !spacing.isFinite {
                LayoutLog.report(
                    "The spacing \(spacing) of \(ObjectDescription.short(self)) is not a finite number; using 0.")
                spacing = 0
            }
            if spacing != oldValue { setNeedsArrangement() }
        }
    }

    /// Whether the vertical spaces between views are measured from baseline to baseline (UIKit:
    /// `isBaselineRelativeArrangement`). Default `false`. A view's baselines are its top and bottom edges in
    /// Tactile, so this changes the constraints' attributes, not the frames.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether the views are arranged inside the stack's ``UIView/layoutMarginsGuide`` rather than its bounds
    /// (UIKit: `isLayoutMarginsRelativeArrangement`). Default `false`. The margins are UIView's: 8 points unless
    /// set with ``UIView/layoutMargins``.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    // MARK: Arranged subviews (UIKit names)

    /// The views the stack arranges, in order (UIKit: `arrangedSubviews`). Each is also a subview; a subview that
    /// is not arranged is left where its own frame or constraints put it.
    open var arrangedSubviews: [UIView] { arrangedStorage }

    /// Adds `view` at the end of ``arrangedSubviews``, and as a subview if it is not one (UIKit:
    /// `addArrangedSubview(_:)`). A view already arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        let alreadyArranged = arrangedStorage.contains { $0 === view }
        insertArrangedSubview(view, at: arrangedStorage.count - (alreadyArranged ? 1 : 0))
    }

    /// Inserts `view` at `stackIndex` of ``arrangedSubviews``, and adds it as a subview (on top of the others) if it
    /// is not one (UIKit: `insertArrangedSubview(_:at:)`). A view already arranged moves to `stackIndex`; its place
    /// among ``UIView/subviews`` does not change.
    ///
    /// UIKit raises an exception for an index outside `0...arrangedSubviews.count`, or for the stack itself or
    /// one of its ancestors; Tactile logs what was wrong and uses the nearest index, or ignores the view.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self, !isDescendant(of: view) else {
            LayoutLog.report(
                "\(ObjectDescription.short(self)) cannot arrange \(ObjectDescription.short(view)), which is the stack "
                    + "view itself or one of its superviews; the view was not added.")
            return
        }
        arrangedStorage.removeAll { $0 === view }
        var index = stackIndex
        if index < 0 || index > arrangedStorage.count {
            index = Swift.max(0, Swift.min(index, arrangedStorage.count))
            LayoutLog.report(
                "The index \(stackIndex) given to insertArrangedSubview(_:at:) of \(ObjectDescription.short(self)) is "
                    + "outside 0...\(arrangedStorage.count); using \(index).")
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        // A view arranged by another stack leaves it here (through `subviewWillLeave`) before joining this one.
        if view.superview !== self { addSubview(view) }
        arrangedStorage.insert(view, at: index)
        view.ensureAutoLayoutStorage().arrangingStack = self
        setNeedsArrangement()
    }

    /// Stops arranging `view` (UIKit: `removeArrangedSubview(_:)`). As in UIKit, the view stays a subview, with no
    /// constraints from the stack: remove it from its superview, or hide it, so that it is not shown. Its custom
    /// spacing is forgotten.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedStorage.contains(where: { $0 === view }) else { return }
        arrangedStorage.removeAll { $0 === view }
        forgetArrangedSubview(view)
        setNeedsArrangement()
    }

    // MARK: Custom spacing (UIKit names; UIStackView+Spacing.swift)

    /// Sets the space after `arrangedSubview`, in place of ``spacing`` (UIKit: `setCustomSpacing(_:after:)`):
    /// ``spacingUseDefault`` goes back to ``spacing``, ``spacingUseSystem`` uses the system spacing. The space
    /// is exact for the filling distributions and a minimum for the equal ones.
    ///
    /// The spacing applies between the view and the next view that is not hidden; it is not used while the view
    /// itself is hidden (the space after the visible view before it applies then). As in UIKit, it is forgotten when
    /// the view stops being arranged, and a view that is not arranged is ignored. A value that is not a finite
    /// number is logged and ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        storeCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none (UIKit:
    /// `customSpacing(after:)`).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Re-arranging

    /// The stack's constraints are made again in the next constraints pass, which comes before the next layout.
    func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Makes the stack's constraints again if something changed since they were made, then calls `super` (UIKit:
    /// `updateConstraints()`). A subclass that overrides it calls `super`, as UIKit asks.
    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    /// An arranged view was hidden or shown: it collapses, or takes its place again, at the next layout.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        setNeedsArrangement()
    }

    /// An arranged view's intrinsic content size may have changed: the proportions of
    /// ``Distribution/fillProportionally`` are made from those sizes. The other distributions leave sizes to the
    /// views' content constraints, which the engine updates by itself.
    func arrangedSubviewContentSizeDidChange(_ view: UIView) {
        if distribution == .fillProportionally { setNeedsArrangement() }
    }

    /// A subview is leaving the stack: as in UIKit, it is no longer arranged. The engine deactivates the stack's
    /// constraints that involve it; the others are made again at the next layout.
    func subviewWillLeave(_ view: UIView) {
        guard arrangedStorage.contains(where: { $0 === view }) else { return }
        arrangedStorage.removeAll { $0 === view }
        forgetArrangedSubview(view)
        setNeedsArrangement()
    }

    private func forgetArrangedSubview(_ view: UIView) {
        customSpacings[ObjectIdentifier(view)] = nil
        if view.autoLayoutStorage?.arrangingStack === self { view.autoLayoutStorage?.arrangingStack = nil }
        view.setContentWeight(1)
    }
}
