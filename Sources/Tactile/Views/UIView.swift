import Foundation

/// A rectangular area on screen that handles touches inside it, and the node of the view hierarchy.
///
/// UIKit counterpart: `UIView`. Tactile's views have geometry, hierarchy and event handling but draw nothing.
///
/// Geometry follows UIKit: ``center`` is in the superview's coordinates, ``bounds`` in the view's own (a non-zero
/// bounds origin scrolls the content), and ``transform`` applies about the centre. ``frame`` is derived from the
/// three. Hit-testing (``hitTest(_:with:)``) and point conversion (``convert(_:to:)-(CGPoint,UIView?)``) go through
/// transforms and across windows.
@MainActor
open class UIView: UIResponder {
    // MARK: Geometry storage (read directly by hit-testing: UIView+HitTesting.swift)

    // Every change of the geometry is also a change of what the display list draws (`setNeedsRender()`).
    @exclusivity(unchecked) var centerStorage: CGPoint {
        didSet { setNeedsRender() }
    }
    @exclusivity(unchecked) var boundsStorage: CGRect {
        didSet {
            hasPlainGeometry = UIView.isPlainGeometry(boundsStorage, transformStorage, anchorStorage)
            setNeedsRender()
        }
    }
    @exclusivity(unchecked) var transformStorage: CGAffineTransform = .identity {
        didSet {
            hasPlainGeometry = UIView.isPlainGeometry(boundsStorage, transformStorage, anchorStorage)
            setNeedsRender()
        }
    }
    /// `layer.anchorPoint`: the point of the bounds, in unit coordinates, that sits at ``center`` and that the
    /// transform turns about. Default the middle, (0.5, 0.5).
    @exclusivity(unchecked) var anchorStorage = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            hasPlainGeometry = UIView.isPlainGeometry(boundsStorage, transformStorage, anchorStorage)
            setNeedsRender()
        }
    }
    /// Whether the transform is the identity, the anchor point the middle, and the bounds sit at the origin with
    /// sizes not negative: the geometry in which hit-testing rejects a plain view with a few subtractions (see
    /// `plainHitTestMisses`). Kept by the storage above, so that hit-testing reads one flag instead of testing ten
    /// values for every sibling it passes over (about 25 of 50 instructions a sibling, callgrind).
    @exclusivity(unchecked) private(set) var hasPlainGeometry: Bool

    static func isPlainGeometry(_ bounds: CGRect, _ transform: CGAffineTransform, _ anchor: CGPoint) -> Bool {
        bounds.origin.x == 0 && bounds.origin.y == 0 && bounds.size.width >= 0 && bounds.size.height >= 0
            && transform.isIdentity && anchor.x == 0.5 && anchor.y == 0.5
    }

    /// The point of the bounds (in the view's own coordinates) that sits at ``center``: the bounds' middle unless
    /// `layer.anchorPoint` moved it.
    var anchorInBounds: CGPoint {
        let b = boundsStorage
        return CGPoint(x: b.minX + anchorStorage.x * b.width, y: b.minY + anchorStorage.y * b.height)
    }

    // MARK: Hierarchy storage

    /// The superview; weak, because a view owns its subviews.
    @exclusivity(unchecked) public private(set) weak var superview: UIView?
    /// The subviews, back to front: index 0 is drawn first and hit-tested last.
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
    /// The view controller whose ``UIViewController/view`` this is, if any.
    weak var owningViewController: UIViewController?
    @exclusivity(unchecked) var gestureRecognizerStorage: [UIGestureRecognizer] = []

    // MARK: Flags

    // The flags (and `subviews`, `superview`) are `@exclusivity(unchecked)`: hit-testing reads them for every view
    // it visits, about 80 for a touch beginning at depth 20, and the run-time exclusivity checks of those reads
    // cost about 18,000 of the 76,000 instructions of that touch (callgrind). They are plain values, never
    // modified while borrowed, so the checks could never fire. The three flags' storage is apart from their
    // overridable properties so that hit-testing can read a plain `UIView`'s flags directly (see
    // `hitTestSubviews`).
    @exclusivity(unchecked) var hiddenStorage = false {
        didSet { setNeedsRender() }
    }
    @exclusivity(unchecked) var alphaStorage: CGFloat = 1 {
        didSet { setNeedsRender() }
    }
    @exclusivity(unchecked) var userInteractionStorage = true

    /// Whether the view is hidden. Hidden views and their subtrees receive no touches.
    open var isHidden: Bool {
        get { hiddenStorage }
        set {
            let oldValue = hiddenStorage
            hiddenStorage = newValue
            if oldValue != isHidden { hiddenDidChange() }
        }
    }
    /// The view's opacity. Views with `alpha` below 0.01 are not hit, nor are their subviews.
    open var alpha: CGFloat {
        get { alphaStorage }
        set { alphaStorage = newValue }
    }
    /// Whether touches (and presses and focus) reach this view and its subviews. Default `true`;
    /// `UIImageView` and `UILabel` default to `false`.
    open var isUserInteractionEnabled: Bool {
        get { userInteractionStorage }
        set { userInteractionStorage = newValue }
    }
    /// Whether the view receives more than the first touch of a multitouch sequence.
    /// Default `false`: later touches on the view still reach its gesture recognizers but not its touch
    /// handlers.
    @exclusivity(unchecked) open var isMultipleTouchEnabled: Bool = false
    /// Whether the view receives touches only while it is the only view in its window tracking touches, and
    /// blocks other views while it tracks. Default `false`.
    @exclusivity(unchecked) open var isExclusiveTouch: Bool = false
    /// Whether subviews are clipped to the bounds. Hit-testing never reaches a part of a subview outside its
    /// superview, whatever this says.
    @exclusivity(unchecked) open var clipsToBounds: Bool = false {
        didSet { setNeedsRender() }
    }
    /// An integer to find the view by with ``viewWithTag(_:)``.
    open var tag: Int = 0
    /// Colours, content mode, layer and display state (`Appearance/`, `Drawing/`).
    var appearance = ViewAppearance()
    /// Whether this view or its descendants wait for the layout pass (`Layout/LayoutPass.swift`).
    var layoutState = ViewLayoutState()
    /// Constraints, guides, margins and the engine's variables, once the view uses Auto Layout
    /// (`Layout/Constraints/UIView+Constraints.swift`).
    var autoLayoutStorage: ViewAutoLayout?
    /// Its identity in display lists and whether it changed since the last one (`Drawing/RenderInvalidation.swift`).
    var renderState = ViewRenderState()
    /// The interactions added with `addInteraction(_:)` (`Views/UIInteraction.swift`).
    var interactionStorage: [any UIInteraction] = []

    // MARK: Initialisers

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        let f = frame.standardized
        centerStorage = CGPoint(x: f.midX, y: f.midY)
        let bounds = CGRect(origin: .zero, size: f.size)
        boundsStorage = bounds
        hasPlainGeometry = UIView.isPlainGeometry(bounds, .identity, CGPoint(x: 0.5, y: 0.5))
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive (UIKit: `init?(coder:)`, required by `NSCoding`). Tactile loads no nibs or
    /// storyboards and decodes nothing: the view starts with a zero frame. It is `required` as in UIKit, so a
    /// subclass with its own designated initializer writes
    /// `required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }` as it would there.
    public required init?(coder: NSCoder) {
        centerStorage = .zero
        boundsStorage = .zero
        hasPlainGeometry = true
        super.init()
    }

    // MARK: Geometry

    /// The view's position and size in its superview's coordinates: the bounding box of its bounds after
    /// ``transform``.
    ///
    /// Setting it sets ``center`` and the size of ``bounds`` as Core Animation does under UIKit: the new frame is
    /// mapped back through the inverse of ``transform`` about the centre, and `bounds.size` becomes the bounding
    /// box of the result, so the transformed bounds fill the frame. Under a scale `s` that is `frame.size / s`;
    /// under a quarter turn, width and height swap; in both cases the frame reads back as set. Under other
    /// rotations the frame reads back larger than set (the bounding box of the bounding box), which is why UIKit
    /// documents the frame as undefined then: set ``bounds`` and ``center`` instead. A transform that cannot be
    /// inverted (a zero scale) leaves the bounds size unchanged and only moves the centre.
    open var frame: CGRect {
        get {
            let size = boundsStorage.size
            let a = anchorStorage
            let local = CGRect(x: -a.x * size.width, y: -a.y * size.height, width: size.width, height: size.height)
            let r = transformStorage.isIdentity ? local : local.applying(transformStorage)
            return r.offsetBy(dx: centerStorage.x, dy: centerStorage.y)
        }
        set {
            let f = newValue.standardized
            let t = transformStorage
            let a = anchorStorage
            if t.isIdentity {
                centerStorage = CGPoint(x: f.minX + a.x * f.width, y: f.minY + a.y * f.height)
                if boundsStorage.size != f.size {
                    let old = boundsStorage.size
                    boundsStorage.size = f.size
                    boundsSizeDidChange(from: old)
                }
                layoutEngineFrameDidChange()
                return
            }
            let determinant = t.a * t.d - t.b * t.c
            guard determinant != 0, determinant.isFinite else {
                centerStorage = CGPoint(x: f.midX - t.tx, y: f.midY - t.ty)
                layoutEngineFrameDidChange()
                return
            }
            let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
            let local = CGRect(x: -f.width / 2, y: -f.height / 2, width: f.width, height: f.height)
            let size = local.applying(linear.inverted()).size
            // Where the frame's middle sits relative to the centre, for this size, anchor and transform.
            let placed = CGRect(x: -a.x * size.width, y: -a.y * size.height, width: size.width, height: size.height)
                .applying(t)
            centerStorage = CGPoint(x: f.midX - placed.midX, y: f.midY - placed.midY)
            if boundsStorage.size != size {
                let old = boundsStorage.size
                boundsStorage.size = size
                boundsSizeDidChange(from: old)
            }
            layoutEngineFrameDidChange()
        }
    }

    /// The view's own coordinate system: its origin is the point shown at the top-left corner, its size the
    /// view's size. Changing the origin scrolls the subviews; changing the size keeps the centre.
    open var bounds: CGRect {
        get { boundsStorage }
        set {
            let old = boundsStorage.size
            boundsStorage = newValue
            if old != newValue.size {
                boundsSizeDidChange(from: old)
                layoutEngineFrameDidChange()
            }
        }
    }

    /// The centre of the view in its superview's coordinates.
    open var center: CGPoint {
        get { centerStorage }
        set {
            centerStorage = newValue
            layoutEngineFrameDidChange()
        }
    }

    /// A transform applied about the view's centre.
    open var transform: CGAffineTransform {
        get { transformStorage }
        set { transformStorage = newValue }
    }

    // MARK: Responder chain

    /// The view controller that manages this view if it is that controller's root view, otherwise the
    /// superview.
    open override var next: UIResponder? {
        if let vc = owningViewController { return vc }
        return superview
    }

    override var responderWindow: UIWindow? { window }

    // MARK: Gesture recognizers

    /// The recognizers attached to this view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for r in gestureRecognizerStorage { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// A freed view's recognizers no longer have a view: their weak ``UIGestureRecognizer/view`` is already `nil`,
    /// and their ``UIGestureRecognizer/hasView`` must say so too.
    deinit {
        for r in gestureRecognizerStorage { r.hasView = false }
    }

    /// Attaches a recognizer. A recognizer belongs to exactly one view, so it is removed from its previous
    /// view first.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer. One removed in the middle of a gesture is cancelled (or fails, if it had not
    /// begun) and reset.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let i = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.remove(at: i)
        gestureRecognizer.environment?.recognizerWasWithdrawn(gestureRecognizer)
        gestureRecognizer.view = nil
    }

    /// Asks the view whether a recognizer attached to it (or to a descendant, when this view is
    /// the recognizer's view) may leave the possible state. Default `true`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hit-testing

    /// Returns the farthest descendant of this view (or the view itself) that contains `point`, given in this
    /// view's coordinates; `nil` when the point is not inside.
    ///
    /// The algorithm is UIKit's: a hidden view, one with user interaction disabled, or one whose
    /// `alpha` is below ``TactileConfiguration/minimumHitTestAlpha`` is skipped with its whole subtree.
    /// Then, if ``point(inside:with:)`` is false, the answer is `nil` and the subviews are
    /// never visited, so a part of a subview outside its superview cannot be hit. Otherwise the
    /// subviews are tried from the topmost (last) to the bottom one, each with the point converted to
    /// its coordinates; the first non-nil answer wins, and with none the view itself is the answer.
    ///
    /// Override it to enlarge a touch area, to redirect touches to another view, or to intercept them at a
    /// superview. It may be called more than once per touch: keep overrides free of side
    /// effects.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden else { return nil }
        // The threshold comes from the application's configuration, reached through `window`, a walk up the
        // hierarchy; doing that for every view made hit-testing quadratic in depth. A view at alpha 1 passes any
        // threshold up to 1, so only translucent views look it up.
        if alpha < 1 {
            guard alpha >= minimumHitTestAlpha else { return nil }
        }
        guard self.point(inside: point, with: event) else { return nil }
        return hitTestSubviews(point, with: event) ?? self
    }

    /// Whether `point`, in this view's coordinates, is inside the view: by default, inside ``bounds``.
    /// Override it to change the touchable area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Hooks (UIKit names)

    /// Called just before the view gets a new superview (`nil` when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called just after the view got a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called just before the view moves into another window (`nil` when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called just after the view moved into another window (or out of its window).
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Appearance (UIKit names, open as in UIKit; storage and types in Appearance/)

    /// The background colour. Default `nil` (transparent). The same value as `layer.backgroundColor`, which sets
    /// it through this property, so an override sees both.
    open var backgroundColor: UIColor? {
        get { appearance.backgroundColor }
        set {
            let components = newValue?.cgColor.renderComponents
            appearance.backgroundColor = newValue
            appearance.backgroundComponents = components
            setNeedsRender()
        }
    }

    /// The tint colour: the one set on this view, otherwise the superview's, otherwise ``UIColor/systemBlue``
    /// (UIKit's default tint). Setting it calls ``tintColorDidChange()`` on this view and on every descendant
    /// that inherits it. As in UIKit the getter never returns `nil`; setting `nil` goes back to inheriting.
    open var tintColor: UIColor! {
        get {
            var v: UIView? = self
            while let current = v {
                if let tint = current.appearance.tintColor { return tint }
                v = current.superview
            }
            return .systemBlue
        }
        set {
            appearance.tintColor = newValue
            propagateTintChange()
        }
    }

    /// Whether the view is opaque (a drawing hint). Default `true`, as in UIKit.
    open var isOpaque: Bool {
        get { appearance.isOpaque }
        set { appearance.isOpaque = newValue }
    }

    /// How the content is laid out when the bounds change. Default ``ContentMode/scaleToFill``.
    open var contentMode: ContentMode {
        get { appearance.contentMode }
        set {
            appearance.contentMode = newValue
            setNeedsRenderContent()
        }
    }

    // MARK: Appearance and drawing hooks (UIKit names; Appearance/ and Drawing/)

    /// Called when the view's effective ``tintColor`` changes: when its own or an ancestor's tint is set.
    open func tintColorDidChange() {}

    /// Draws the view's content into the current context (``UIGraphicsGetCurrentContext()``). Tactile calls it in
    /// the display pass that ends an event-processing turn, for views in a window that need display: once when
    /// they first enter a window, then after each ``setNeedsDisplay()``. `rect` is the area to redraw (the
    /// bounds, or the union of the rectangles given to ``setNeedsDisplay(_:)``). The default does nothing.
    open func draw(_ rect: CGRect) {}

    // MARK: Layout (UIKit names; Layout/LayoutPass.swift)

    /// Lays out the subviews: override it to set the frames of subviews from this view's ``bounds``, calling
    /// `super` first. The default sets the frames of the subviews that Auto Layout places (those with
    /// ``translatesAutoresizingMaskIntoConstraints`` `false`) to the solution of their constraints, as UIKit's
    /// does; subviews laid out by frames are left alone.
    ///
    /// Do not call it directly: Tactile calls it in the layout pass that ends each event-processing turn, before
    /// the display pass, parents before children, for views in a window that need layout — after
    /// ``setNeedsLayout()``, when the size of ``bounds`` changes, when a subview is added or removed, when the view
    /// is added to a superview and when it first enters a window — and in ``layoutIfNeeded()``. The owning view
    /// controller's ``UIViewController/viewWillLayoutSubviews()`` and ``UIViewController/viewDidLayoutSubviews()``
    /// run around it.
    open func layoutSubviews() { applyLayoutEngineFrames() }

    /// Marks the view as needing layout: ``layoutSubviews()`` runs in the next layout pass, once however many
    /// times this is called. A view that is not in a window is laid out when it enters one.
    open func setNeedsLayout() {
        guard !layoutState.needsLayout else { return }
        layoutState.needsLayout = true
        propagateLayoutRequest()
    }

    /// Lays out at once, if layout is pending: from the topmost superview that needs layout (or this view), every
    /// view of that subtree that needs it, parents first. Inside a `UIView.animate` block this applies the new
    /// frames at once, like the other changes in the block.
    open func layoutIfNeeded() {
        rootForLayout.prepareLayoutEngine()
        var root: UIView = self
        var v = superview
        while let current = v {
            if current.layoutState.needsLayout { root = current }
            v = current.superview
        }
        root.layoutSubtreeIfNeeded()
    }

    // MARK: Sizing (UIKit names)

    /// The value of a dimension of ``intrinsicContentSize`` that the view does not have: -1, as in UIKit.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content needs, or ``noIntrinsicMetric`` in a dimension it does not constrain. Default
    /// none in either dimension; labels, buttons, image views, switches and the other controls that have one in
    /// UIKit return it here, with text measured by ``TextMeasurement/current``.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed: a view that constraints place is sized again in
    /// the next layout pass. A view laid out by frames asks its superview for a layout pass instead.
    open func invalidateIntrinsicContentSize() {
        autoLayoutStorage?.arrangingStack?.arrangedSubviewContentSizeDidChange(self)
        if let item = autoLayoutStorage?.item, !translatesAutoresizingMaskIntoConstraints {
            item.engine?.contentDidChange(item)
        } else {
            superview?.setNeedsLayout()
        }
    }

    /// The size that best fits `size`. The default returns the current size, as in UIKit; labels, buttons, image
    /// views and controls return their content's size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        let origin = frame.origin
        frame = CGRect(origin: origin, size: fitted)
    }

    // MARK: Auto Layout (UIKit names; Layout/Constraints/, Layout/UIView+LayoutMargins.swift)

    /// Whether the view needs Auto Layout to work, so that its ``updateConstraints()`` runs even before any
    /// constraint exists (UIKit: `requiresConstraintBasedLayout`). Default `false`. Tactile runs the constraints
    /// pass for every view in any case; the property is kept for source compatibility.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints: override it to change constraints in one batch, after
    /// ``setNeedsUpdateConstraints()``, and call `super` last (UIKit: `updateConstraints()`). Tactile calls it in
    /// the constraints pass that starts each layout pass, from the leaves up, once when the view first joins a
    /// hierarchy that is laid out and after each ``setNeedsUpdateConstraints()``. The default does nothing.
    open func updateConstraints() {}

    /// Whether Auto Layout keeps the view where its ``frame`` and ``autoresizingMask`` put it (UIKit:
    /// `translatesAutoresizingMaskIntoConstraints`). Default `true`, as for views made in code: set it to `false`
    /// for a view that constraints place and size.
    ///
    /// Tactile fixes such a view's frame in the layout engine as UIKit's autoresizing-mask constraints do, and
    /// follows it when code or the mask moves the view; those constraints are not listed in ``constraints``.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMask ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` along `axis` (UIKit:
    /// `contentHuggingPriority(for:)`). Default 250 (``UILayoutPriority/defaultLow``), as for views made in code,
    /// and 750 for switches and steppers.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        storedContentHuggingPriority(for: axis)
    }

    /// Sets the content hugging priority along `axis` (UIKit: `setContentHuggingPriority(_:for:)`).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        storeContentHuggingPriority(priority, for: axis)
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along `axis` (UIKit:
    /// `contentCompressionResistancePriority(for:)`). Default 750 (``UILayoutPriority/defaultHigh``).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        storedCompressionResistancePriority(for: axis)
    }

    /// Sets the compression resistance priority along `axis` (UIKit:
    /// `setContentCompressionResistancePriority(_:for:)`).
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        storeCompressionResistancePriority(priority, for: axis)
    }

    /// The size closest to `targetSize` that the view's constraints allow, for a view whose subviews' constraints
    /// determine its size (UIKit: `systemLayoutSizeFitting(_:)`). Pass ``UIView/layoutFittingCompressedSize`` for
    /// the smallest size, ``UIView/layoutFittingExpandedSize`` for the largest.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// As ``systemLayoutSizeFitting(_:)``, with the priorities at which the width and the height want the target
    /// (UIKit: `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`): `.required`
    /// fixes that dimension.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The view's layout margins: the space Auto Layout leaves inside its edges for the margin attributes and
    /// ``layoutMarginsGuide`` (UIKit: `layoutMargins`). Default 8 points on each side; a view controller's root
    /// view has at least the controller's ``UIViewController/systemMinimumLayoutMargins``.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { storeLayoutMargins(newValue) }
    }

    /// The layout margins by reading direction (UIKit: `directionalLayoutMargins`); the same values as
    /// ``layoutMargins``, leading being left.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional }
        set { layoutMargins = newValue.edgeInsets }
    }

    /// Called when the layout margins change (UIKit: `layoutMarginsDidChange()`). The default does nothing.
    open func layoutMarginsDidChange() {}

    /// How far in from each edge the view is clear of what covers the window (UIKit: `safeAreaInsets`): the part
    /// of the window's ``UIWindow/safeAreaInsets`` that overlaps the view, plus a view controller's
    /// ``UIViewController/additionalSafeAreaInsets`` for its root view.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called when the safe area insets change for a view whose ``safeAreaLayoutGuide`` constraints use (UIKit:
    /// `safeAreaInsetsDidChange()`). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Display (UIKit names; Drawing/DisplayPass.swift)

    /// Marks the whole view as needing to be redrawn: ``draw(_:)`` runs in the next display pass, once however
    /// many times this is called. A view that is not in a window draws when it enters one.
    open func setNeedsDisplay() {
        appearance.dirtyRect = nil
        markNeedsDisplay()
    }

    /// Marks part of the view as needing to be redrawn; ``draw(_:)`` receives the union of the rectangles
    /// (or the bounds, when ``setNeedsDisplay()`` was called too).
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        if appearance.needsDisplay {
            if let dirty = appearance.dirtyRect { appearance.dirtyRect = dirty.union(invalidRect) }
        } else {
            appearance.dirtyRect = invalidRect
        }
        markNeedsDisplay()
    }

    // MARK: Hierarchy storage mutation (used by UIView+Hierarchy.swift)

    func storeSubviews(_ views: [UIView]) {
        subviews = views
        setNeedsRenderStructure()
    }
    func storeSuperview(_ view: UIView?) { superview = view }
}
