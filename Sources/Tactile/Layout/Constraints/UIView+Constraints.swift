import Foundation

/// What a view keeps for Auto Layout, made on first use so that views laid out by frames carry nothing.
@MainActor
final class ViewAutoLayout {
    /// The constraints installed on the view (``UIView/constraints``).
    var installed: [NSLayoutConstraint] = []
    var translatesAutoresizingMask = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The engine, on a hierarchy's root view.
    var engine: LayoutEngine?
    /// The view's variables, while it is in an engine.
    var item: LayoutEngine.Item?
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var layoutMargins: UIEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// The weight of the view's content-size constraints among the constraints of the same priority: 1, except
    /// for a stack view's arranged views, whose weight grows with their position so that where hugging or
    /// compression resistance priorities tie, the first view stretches or shrinks (see `UIStackView`).
    var contentWeight: Double = 1
    /// The stack view whose ``UIStackView/arrangedSubviews`` holds the view, told when the view is hidden or
    /// shown and when its content size changes.
    weak var arrangingStack: UIStackView?
}

extension UIView {
    func ensureAutoLayoutStorage() -> ViewAutoLayout {
        if let storage = autoLayoutStorage { return storage }
        let storage = ViewAutoLayout()
        let hugging = defaultContentHuggingPriority
        storage.hugging = (hugging, hugging)
        autoLayoutStorage = storage
        return storage
    }

    // MARK: Installed constraints (UIKit names)

    /// The constraints installed on this view: those activated whose closest common ancestor is this view, and those
    /// added with ``addConstraint(_:)`` (UIKit: `constraints`). Tactile does not list the constraints it makes from
    /// autoresizing masks and content sizes here.
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }

    /// Installs a constraint on this view (UIKit: `addConstraint(_:)`); prefer `isActive` or
    /// ``NSLayoutConstraint/activate(_:)``, which find the view. Its items must be this view, its descendants, or
    /// their guides.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let current = constraint.installedOn {
            if current === self { return }
            current.uninstall(constraint)
        }
        install(constraint)
    }

    /// Installs several constraints on this view (UIKit: `addConstraints(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint installed on this view, which deactivates it (UIKit: `removeConstraint(_:)`).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        uninstall(constraint)
    }

    /// Removes several constraints installed on this view (UIKit: `removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        if let problem = constraint.pairingProblem {
            LayoutLog.report("Unable to install \(constraint): \(problem). The constraint stays inactive.")
            return
        }
        let storage = ensureAutoLayoutStorage()
        storage.installed.append(constraint)
        constraint.installedOn = self
        let engine = rootForLayout.ensureLayoutEngine()
        engine.add(constraint, in: self)
        engine.requestUpdate()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        autoLayoutStorage?.installed.removeAll { $0 === constraint }
        constraint.installedOn = nil
        constraint.wasReportedBroken = false
        if constraint.engineRecord != nil { rootForLayout.autoLayoutStorage?.engine?.remove(constraint) }
        constraint.engineRecord = nil
    }

    // MARK: Autoresizing translation

    func setTranslatesAutoresizingMask(_ newValue: Bool) {
        guard newValue != (autoLayoutStorage?.translatesAutoresizingMask ?? true) else { return }
        ensureAutoLayoutStorage().translatesAutoresizingMask = newValue
        if let engine = rootForLayout.autoLayoutStorage?.engine {
            engine.invalidate()
        } else if !newValue {
            rootForLayout.ensureLayoutEngine().requestUpdate()
        }
    }

    // MARK: Anchors (UIKit names)

    /// The leading edge (UIKit: `leadingAnchor`); the left edge, as Tactile lays out left to right.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (UIKit: `trailingAnchor`); the right edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge (UIKit: `leftAnchor`).
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge (UIKit: `rightAnchor`).
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge (UIKit: `topAnchor`).
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge (UIKit: `bottomAnchor`).
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width (UIKit: `widthAnchor`).
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height (UIKit: `heightAnchor`).
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre (UIKit: `centerXAnchor`).
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre (UIKit: `centerYAnchor`).
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (UIKit: `firstBaselineAnchor`). A label's first line; for other
    /// views, the top edge.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (UIKit: `lastBaselineAnchor`). A label's last line; for other views,
    /// the bottom edge.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Content size priorities

    func storedContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = autoLayoutStorage else { return defaultContentHuggingPriority }
        return axis == .horizontal ? storage.hugging.horizontal : storage.hugging.vertical
    }

    func storeContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let storage = ensureAutoLayoutStorage()
        if axis == .horizontal { storage.hugging.horizontal = priority } else { storage.hugging.vertical = priority }
        contentPrioritiesDidChange()
    }

    func storedCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = autoLayoutStorage else { return .defaultHigh }
        return axis == .horizontal ? storage.compressionResistance.horizontal : storage.compressionResistance.vertical
    }

    func storeCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let storage = ensureAutoLayoutStorage()
        if axis == .horizontal {
            storage.compressionResistance.horizontal = priority
        } else {
            storage.compressionResistance.vertical = priority
        }
        contentPrioritiesDidChange()
    }

    /// Sets ``ViewAutoLayout/contentWeight``; the engine applies it at the next update.
    func setContentWeight(_ weight: Double) {
        guard weight != (autoLayoutStorage?.contentWeight ?? 1) else { return }
        ensureAutoLayoutStorage().contentWeight = weight
        contentPrioritiesDidChange()
    }

    /// The hugging priority a view of this class starts with: 250, and 750 for switches and steppers, as UIKit's.
    var defaultContentHuggingPriority: UILayoutPriority { self is UISwitch || self is UIStepper ? .defaultHigh : .defaultLow }

    private func contentPrioritiesDidChange() {
        if let item = autoLayoutStorage?.item, !translatesAutoresizingMaskIntoConstraints {
            item.engine?.contentDidChange(item)
        }
    }

    /// Tells the engine that ``intrinsicContentSize`` may have changed, for views whose content changes it (a
    /// label's text, a button's title): UIKit calls `invalidateIntrinsicContentSize()` then. Tactile calls it only
    /// for views the engine sizes, so that views laid out by frames see no extra layout.
    func contentSizeMayHaveChanged() {
        if autoLayoutStorage?.item != nil, !translatesAutoresizingMaskIntoConstraints {
            invalidateIntrinsicContentSize()
        }
    }
}

extension NSLayoutConstraint {
    /// Why the constraint's attributes cannot be related (UIKit raises an exception for each), or nil.
    var pairingProblem: String? {
        guard firstAttribute != .notAnAttribute else { return "its first attribute is notAnAttribute" }
        guard hasSecondItem else {
            return firstAttribute.isSize
                ? nil : "a constraint with no second item must be a width or a height, not \(firstAttribute.name)"
        }
        guard secondAttribute != .notAnAttribute else { return "its second item has no attribute" }
        // A width may be related to a height (an aspect ratio); positions only to positions on their own axis.
        if firstAttribute.axis != secondAttribute.axis && !(firstAttribute.isSize && secondAttribute.isSize) {
            return "\(firstAttribute.name) and \(secondAttribute.name) lie on different axes"
        }
        if firstAttribute.isSize != secondAttribute.isSize {
            return "a size (\(firstAttribute.isSize ? firstAttribute.name : secondAttribute.name)) cannot be related "
                + "to a position (\(firstAttribute.isSize ? secondAttribute.name : firstAttribute.name))"
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
            || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional)
        {
            return "a leading or trailing attribute cannot be related to a left or right one"
        }
        if !multiplier.isFinite || multiplier == 0 && !firstAttribute.isSize {
            return "its multiplier \(multiplier) must be a finite number, and not 0 for a position"
        }
        if !constant.isFinite { return "its constant must be a finite number" }
        return nil
    }
}
