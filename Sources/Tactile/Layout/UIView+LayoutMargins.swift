import Foundation

/// Layout margins, the safe area and layout guides: the rectangles inside a view that constraints can align to.
extension UIView {
    // MARK: Layout margins

    /// The margins as set, before a view controller's minimum and the safe area are applied.
    var storedLayoutMargins: UIEdgeInsets {
        autoLayoutStorage?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// The margins in effect: as set, at least a view controller's minimum for its root view, plus the safe area
    /// insets when ``insetsLayoutMarginsFromSafeArea`` is on (UIKit measures margins from the safe area).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = storedLayoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.edgeInsets
            margins.top = max(margins.top, minimum.top)
            margins.left = max(margins.left, minimum.left)
            margins.bottom = max(margins.bottom, minimum.bottom)
            margins.right = max(margins.right, minimum.right)
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        return margins
    }

    func storeLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != autoLayoutStorage?.layoutMargins else { return }
        ensureAutoLayoutStorage().layoutMargins = margins
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        rootForLayout.autoLayoutStorage?.engine?.requestUpdate()
        setNeedsLayout()
    }

    /// Whether the layout margins are measured from the safe area rather than the bounds (UIKit:
    /// `insetsLayoutMarginsFromSafeArea`). Default `true`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            ensureAutoLayoutStorage().insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsDidChange()
            rootForLayout.autoLayoutStorage?.engine?.requestUpdate()
        }
    }

    /// Whether the view's margins take the superview's where they overlap (UIKit:
    /// `preservesSuperviewLayoutMargins`). Default `false`. Tactile keeps the value; it does not change the margins.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { ensureAutoLayoutStorage().preservesSuperviewLayoutMargins = newValue }
    }

    // MARK: Safe area

    /// The part of the superview's safe rectangle that overlaps this view, as insets from its bounds, plus a view
    /// controller's additional insets for its root view. A view in no hierarchy has none of its own.
    var computedSafeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let parent = superview {
            let parentInsets = parent.safeAreaInsets
            if parentInsets != .zero {
                let safe = parent.convert(parent.bounds.inset(by: parentInsets), to: self)
                let b = bounds
                insets = UIEdgeInsets(
                    top: min(max(0, safe.minY - b.minY), b.height), left: min(max(0, safe.minX - b.minX), b.width),
                    bottom: min(max(0, b.maxY - safe.maxY), b.height), right: min(max(0, b.maxX - safe.maxX), b.width))
            }
        }
        if let controller = owningViewController {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// The safe area insets of a view whose safe-area guide the engine uses changed.
    func safeAreaInsetsDidChangeInEngine() {
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    // MARK: Layout guides (UIKit names)

    /// The guides added with ``addLayoutGuide(_:)`` (UIKit: `layoutGuides`).
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.guides ?? [] }

    /// Adds a guide to the view, which becomes its owning view (UIKit: `addLayoutGuide(_:)`). A guide that
    /// belonged to another view leaves it.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.systemRole == nil else { return }
        if let owner = layoutGuide.owningView {
            if owner === self { return }
            owner.removeLayoutGuide(layoutGuide)
        }
        ensureAutoLayoutStorage().guides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a guide from the view, deactivating the constraints that use it (UIKit: `removeLayoutGuide(_:)`).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let storage = autoLayoutStorage, storage.guides.contains(where: { $0 === layoutGuide }) else { return }
        var ancestor: UIView? = self
        while let current = ancestor {
            for constraint in current.constraints
            where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                current.uninstall(constraint)
            }
            ancestor = current.superview
        }
        for view in subviews {
            view.forEachInSubtree { descendant in
                for constraint in descendant.constraints
                where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                    descendant.uninstall(constraint)
                }
            }
        }
        storage.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        rootForLayout.autoLayoutStorage?.engine?.invalidate()
    }

    /// The guide for the view's bounds inset by its ``layoutMargins`` (UIKit: `layoutMarginsGuide`).
    public var layoutMarginsGuide: UILayoutGuide {
        let storage = ensureAutoLayoutStorage()
        if let guide = storage.marginsGuide { return guide }
        let guide = UILayoutGuide(systemRole: .layoutMargins, owner: self)
        storage.marginsGuide = guide
        return guide
    }

    /// The guide for the view's bounds inset by its ``safeAreaInsets`` (UIKit: `safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: UILayoutGuide {
        let storage = ensureAutoLayoutStorage()
        if let guide = storage.safeAreaGuide { return guide }
        let guide = UILayoutGuide(systemRole: .safeArea, owner: self)
        storage.safeAreaGuide = guide
        return guide
    }

    /// The insets of one of the view's own guides from its bounds.
    func insets(of guide: UILayoutGuide) -> UIEdgeInsets {
        switch guide.systemRole {
        case .layoutMargins?: layoutMargins
        case .safeArea?: safeAreaInsets
        case nil: .zero
        }
    }
}
