import Foundation
import TactileLayoutSolver

/// The Auto Layout engine of one view hierarchy: the constraints installed in it, as a Cassowary system
/// (`TactileLayoutSolver`), with four variables (left, top, width, height) for each view and layout guide that
/// takes part.
///
/// UIKit keeps one engine per window (`NSISEngine`); Tactile keeps one per hierarchy root, so that views that are
/// in no window are laid out too (`layoutIfNeeded()` in a test). The engine is made when a hierarchy first uses
/// Auto Layout and is rebuilt from the installed constraints after the hierarchy changes; a constant, a priority,
/// a content size or a frame that changes is applied to the solver in place, which moves the solution from the
/// last one instead of solving from scratch.
///
/// Positions are relative to the superview (a view) or the owning view (a guide): a constraint between items in
/// different superviews adds the positions of their ancestors up to the view it is installed on.
@MainActor
final class LayoutEngine {
    /// The solver; replaced on every rebuild.
    private(set) var solver = Solver()
    /// The root of the hierarchy whose constraints this engine solves.
    private(set) weak var root: UIView?
    /// Whether the next update must rebuild the system from the hierarchy.
    private(set) var needsRebuild = true

    /// Every item with variables, in the order they were made.
    private(set) var items: [Item] = []
    /// For each solver symbol by id: the index in ``items`` of the item whose variable it is, or -1. An array rather
    /// than a dictionary: a change that moves hundreds of views looks up every changed variable here.
    private var itemIndexOfSymbol: [Int32] = []
    /// The Auto Layout constraint of each solver constraint, for messages.
    var constraintOfSolverConstraint: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Active constraints the engine broke because they conflicted with required ones; retried after a removal.
    var broken: [NSLayoutConstraint] = []
    /// Items whose fixed frame, content size or guide insets must be applied at the next update.
    private var dirtyItems: [Item] = []
    /// Items of the margins and safe-area guides, whose insets are checked at every update.
    private var systemGuideItems: [Item] = []
    /// Reused buffers: the indices of the items whose solution changed, and a flag for each item.
    private var changedItems: [Int] = []
    private var itemChanged: [Bool] = []
    /// Whether the solver may have moved since the last ``update()``, which brings the items' solutions up to date.
    private(set) var needsUpdate = true
    /// The superviews of the views the engine places, each once (an item's ``Item/container`` indexes them), with a
    /// flag each for the update that asks for their layout: a change that moves hundreds of siblings loads their
    /// superview once rather than once for each.
    private var containers: [Container] = []
    private var containerIndexOfView: [ObjectIdentifier: Int32] = [:]
    private var containerMoved: [Bool] = []

    /// A superview of views the engine places.
    private struct Container {
        weak var view: UIView?
    }
    /// Variables that `exerciseAmbiguityInLayout()` pulled to another solution; let go at the next change of
    /// constraints.
    var exercisedVariables: [Variable] = []

    init(root: UIView) {
        self.root = root
    }

    // MARK: Items

    /// One view or layout guide in the engine: its variables and the constraints the engine made for it.
    @MainActor
    final class Item {
        private(set) weak var engine: LayoutEngine?
        weak var view: UIView?
        weak var guide: UILayoutGuide?
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable

        /// For a view that translates its autoresizing mask: left, top, width and height fixed to its frame.
        var frameConstraints: [Constraint] = []
        var fixedFrame: CGRect = .zero
        /// For a view that does not: its content size, as width ≥ (compression resistance), width ≤ (hugging),
        /// height ≥ and height ≤; nil where the view has no intrinsic size in that dimension.
        var contentConstraints: [Constraint?] = [nil, nil, nil, nil]
        var contentSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        var contentPriorities: [UILayoutPriority] = []
        /// The weight of the content-size constraints among constraints of the same priority (see
        /// `ViewAutoLayout.contentWeight`).
        var contentWeight: Double = 1
        /// For a margins or safe-area guide: left, top, width and height relative to its owning view.
        var guideConstraints: [Constraint] = []
        var guideInsets = UIEdgeInsets.zero

        var isDirty = false
        /// For a view the engine places (one that does not translate its autoresizing mask, and not the root): the
        /// index of its superview among the engine's containers; -1 for other items.
        var container: Int32 = -1
        /// The engine's identity, to compare without loading the weak reference.
        let engineID: ObjectIdentifier
        /// The item's frame as the solver last gave it (before rounding to pixels), kept by ``LayoutEngine/update()``
        /// so that setting frames reads nothing from the solver. Every variable starts at 0.
        var solution = CGRect.zero
        /// Whether the solution moved since its frame was last set (true for a new item).
        var solutionChanged = true
        /// The size and centre last set from the solution, so that a layout pass in which neither the solution nor
        /// the view changed reads nothing from the solver.
        var appliedSize = CGSize(width: CGFloat.nan, height: .nan)
        var appliedCenter = CGPoint(x: CGFloat.nan, y: .nan)

        init(engine: LayoutEngine, minX: Variable, minY: Variable, width: Variable, height: Variable) {
            self.engine = engine
            engineID = ObjectIdentifier(engine)
            self.minX = minX
            self.minY = minY
            self.width = width
            self.height = height
        }

        func detach() {
            if let view, view.autoLayoutStorage?.item === self { view.autoLayoutStorage?.item = nil }
            if let guide, guide.engineItem === self { guide.engineItem = nil }
            engine = nil
        }
    }

    /// The engine's record of an active constraint.
    struct ConstraintRecord {
        /// The solver's constraint; nil while the constraint is broken.
        var solverConstraint: Constraint?
        /// The constant of `first − multiplier × second` without the constraint's own ``NSLayoutConstraint/constant``.
        var baseConstant: Double
    }

    /// The item of a view, made (with the constraints for its fixed frame or content size) if it has none.
    func item(for view: UIView) -> Item {
        if let item = view.autoLayoutStorage?.item, item.engine === self { return item }
        let item = makeItem()
        item.view = view
        view.ensureAutoLayoutStorage().item = item
        // The root has no superview to place it: its frame holds it, whatever it translates (as in UIKit, where the
        // view that hosts the engine keeps the size it was given).
        if view.translatesAutoresizingMaskIntoConstraints || view === root {
            addFrameConstraints(item, view)
        } else {
            addContentConstraints(item, view)
            if let superview = view.superview { item.container = container(of: superview) }
        }
        return item
    }

    /// The item of a guide, made (with its constraints to its owning view, for a margins or safe-area guide) if
    /// it has none.
    func item(for guide: UILayoutGuide) -> Item? {
        if let item = guide.engineItem, item.engine === self { return item }
        guard let owner = guide.owningView else { return nil }
        let item = makeItem()
        item.guide = guide
        guide.engineItem = item
        if guide.systemRole != nil {
            let ownerItem = self.item(for: owner)
            let insets = owner.insets(of: guide)
            item.guideInsets = insets
            item.guideConstraints = [
                Constraint(item.minX, .equal, Double(insets.left)),
                Constraint(item.minY, .equal, Double(insets.top)),
                Constraint(item.width + Double(insets.left + insets.right), .equal, ownerItem.width),
                Constraint(item.height + Double(insets.top + insets.bottom), .equal, ownerItem.height),
            ]
            for constraint in item.guideConstraints { addSystemConstraint(constraint) }
            systemGuideItems.append(item)
        }
        return item
    }

    /// The index of `superview` among the containers, added if it is not one yet. A view that moves to another
    /// superview leaves the hierarchy first, which rebuilds the engine and its containers.
    private func container(of superview: UIView) -> Int32 {
        let id = ObjectIdentifier(superview)
        if let index = containerIndexOfView[id] { return index }
        let index = Int32(containers.count)
        containers.append(Container(view: superview))
        containerMoved.append(false)
        containerIndexOfView[id] = index
        return index
    }

    /// A new item. Its variables have no names: making four strings for every view cost more than solving, and
    /// messages name constraints, not variables.
    private func makeItem() -> Item {
        let item = Item(
            engine: self, minX: solver.makeVariable(), minY: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        let index = Int32(items.count)
        for variable in [item.minX, item.minY, item.width, item.height] {
            let id = Int(variable.id)
            if itemIndexOfSymbol.count <= id {
                itemIndexOfSymbol.append(contentsOf: repeatElement(-1, count: id + 1 - itemIndexOfSymbol.count))
            }
            itemIndexOfSymbol[id] = index
        }
        items.append(item)
        itemChanged.append(false)
        return item
    }

    // MARK: Frames and content sizes

    private func addFrameConstraints(_ item: Item, _ view: UIView) {
        let frame = view.frame
        item.fixedFrame = frame
        item.frameConstraints = [
            Constraint(item.minX, .equal, Double(frame.minX)), Constraint(item.minY, .equal, Double(frame.minY)),
            Constraint(item.width, .equal, Double(frame.width)), Constraint(item.height, .equal, Double(frame.height)),
        ]
        for constraint in item.frameConstraints { addSystemConstraint(constraint) }
    }

    private func addContentConstraints(_ item: Item, _ view: UIView) {
        let size = view.intrinsicContentSize
        item.contentSize = size
        let priorities = [
            view.contentCompressionResistancePriority(for: .horizontal),
            view.contentHuggingPriority(for: .horizontal),
            view.contentCompressionResistancePriority(for: .vertical),
            view.contentHuggingPriority(for: .vertical),
        ]
        item.contentPriorities = priorities
        let weight = view.autoLayoutStorage?.contentWeight ?? 1
        item.contentWeight = weight
        for index in 0..<4 {
            let horizontal = index < 2
            let value = horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value.isFinite else { continue }
            let variable = horizontal ? item.width : item.height
            let relation: Relation = index % 2 == 0 ? .greaterThanOrEqual : .lessThanOrEqual
            let strength = Strength(priority: Double(priorities[index].rawValue), weight: weight)
            let constraint = Constraint(variable, relation, Double(value), strength: strength)
            item.contentConstraints[index] = constraint
            addSystemConstraint(constraint)
        }
    }

    private func removeContentConstraints(_ item: Item) {
        for index in 0..<4 {
            if let constraint = item.contentConstraints[index] { try? solver.removeConstraint(constraint) }
            item.contentConstraints[index] = nil
        }
    }

    /// Adds a constraint the engine made (a fixed frame, a content size, a guide's insets). Should it conflict
    /// with required constraints (a view sized by its frame and by constraints, say), it is broken and logged.
    private func addSystemConstraint(_ constraint: Constraint) {
        do {
            try solver.addConstraint(constraint)
        } catch {
            reportUnsatisfiable(error, breaking: describe(constraint))
        }
    }

    /// A view that translates its autoresizing mask moved or changed size; its fixed frame follows at the next
    /// update.
    func frameDidChange(_ item: Item) { markDirty(item) }

    /// A view's intrinsic content size or content priorities changed.
    func contentDidChange(_ item: Item) { markDirty(item) }

    private func markDirty(_ item: Item) {
        guard !item.isDirty else { return }
        item.isDirty = true
        dirtyItems.append(item)
        requestUpdate()
    }

    private func applyDirtyItems() {
        guard !dirtyItems.isEmpty else { return }
        for item in dirtyItems {
            item.isDirty = false
            guard let view = item.view else { continue }
            if !item.frameConstraints.isEmpty {
                applyFixedFrame(item, view.frame)
            } else {
                applyContentSize(item, view)
            }
        }
        dirtyItems.removeAll(keepingCapacity: true)
    }

    private func applyFixedFrame(_ item: Item, _ frame: CGRect) {
        guard frame != item.fixedFrame, item.frameConstraints.count == 4 else { return }
        item.fixedFrame = frame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for index in 0..<4 { updateSystemConstant(item.frameConstraints[index], to: -Double(values[index])) }
    }

    private func applyContentSize(_ item: Item, _ view: UIView) {
        let size = view.intrinsicContentSize
        let priorities = [
            view.contentCompressionResistancePriority(for: .horizontal),
            view.contentHuggingPriority(for: .horizontal),
            view.contentCompressionResistancePriority(for: .vertical),
            view.contentHuggingPriority(for: .vertical),
        ]
        let weight = view.autoLayoutStorage?.contentWeight ?? 1
        guard size != item.contentSize || priorities != item.contentPriorities || weight != item.contentWeight else {
            return
        }
        let sameShape = priorities == item.contentPriorities && weight == item.contentWeight
            && (size.width == UIView.noIntrinsicMetric) == (item.contentSize.width == UIView.noIntrinsicMetric)
            && (size.height == UIView.noIntrinsicMetric) == (item.contentSize.height == UIView.noIntrinsicMetric)
        if sameShape {
            item.contentSize = size
            for index in 0..<4 {
                guard let constraint = item.contentConstraints[index] else { continue }
                updateSystemConstant(constraint, to: -Double(index < 2 ? size.width : size.height))
            }
        } else {
            removeContentConstraints(item)
            addContentConstraints(item, view)
        }
    }

    private func updateSystemConstant(_ constraint: Constraint, to constant: Double) {
        guard solver.hasConstraint(constraint) else { return }
        do {
            try solver.updateConstant(of: constraint, to: constant)
        } catch {
            reportUnsatisfiable(error, breaking: describe(constraint))
        }
    }

    private func refreshSystemGuides() {
        for item in systemGuideItems {
            guard let guide = item.guide, let owner = guide.owningView, item.guideConstraints.count == 4 else {
                continue
            }
            let insets = owner.insets(of: guide)
            guard insets != item.guideInsets else { continue }
            let old = item.guideInsets
            item.guideInsets = insets
            updateSystemConstant(item.guideConstraints[0], to: -Double(insets.left))
            updateSystemConstant(item.guideConstraints[1], to: -Double(insets.top))
            updateSystemConstant(item.guideConstraints[2], to: Double(insets.left + insets.right))
            updateSystemConstant(item.guideConstraints[3], to: Double(insets.top + insets.bottom))
            if guide.systemRole == .safeArea, old != insets { owner.safeAreaInsetsDidChangeInEngine() }
        }
    }

    // MARK: Requests

    /// Asks for a layout pass of the engine's hierarchy, whose update applies what changed.
    func requestUpdate() {
        needsUpdate = true
        root?.propagateLayoutRequest()
    }

    /// The hierarchy changed: the next update rebuilds the system.
    func invalidate() {
        guard !needsRebuild else { return }
        needsRebuild = true
        requestUpdate()
    }

    /// Drops every item and constraint (the engine's root joined another hierarchy).
    func discard() {
        for item in items { item.detach() }
        items.removeAll()
        itemIndexOfSymbol.removeAll()
        itemChanged.removeAll()
        containers.removeAll()
        containerIndexOfView.removeAll()
        containerMoved.removeAll()
        forgetConstraints()
        systemGuideItems.removeAll()
        dirtyItems.removeAll()
        needsRebuild = true
    }

    private func forgetConstraints() {
        if let root {
            root.forEachInSubtree { view in
                for constraint in view.autoLayoutStorage?.installed ?? [] { constraint.engineRecord = nil }
            }
        }
        constraintOfSolverConstraint.removeAll()
        broken.removeAll()
    }

    // MARK: Updating

    /// Brings the solution up to date: rebuilds the system if the hierarchy changed, applies changed frames,
    /// content sizes and guide insets, and asks the superview of every view whose frame the solution moved for a
    /// layout, whose default `layoutSubviews()` applies it.
    func update() {
        if needsRebuild { rebuild() }
        applyDirtyItems()
        refreshSystemGuides()
        needsUpdate = false
        let (changedIDs, values) = solver.collectChangedVariables()
        guard !changedIDs.isEmpty else { return }
        // The items of the changed variables, each once, in the order they were made. The buffers are moved into
        // locals for the loop, so that it pays for one access check rather than one per variable.
        var changed = changedItems
        var flags = itemChanged
        changedItems = []
        itemChanged = []
        let indexOfSymbol = itemIndexOfSymbol
        for id in changedIDs {
            let id = Int(id)
            guard id < indexOfSymbol.count else { continue }
            let index = Int(indexOfSymbol[id])
            guard index >= 0, !flags[index] else { continue }
            flags[index] = true
            changed.append(index)
        }
        var moved = containerMoved
        containerMoved = []
        var anyMoved = false
        for index in changed {
            flags[index] = false
            let item = items[index]
            item.solution = CGRect(
                x: values[Int(item.minX.id)], y: values[Int(item.minY.id)], width: values[Int(item.width.id)],
                height: values[Int(item.height.id)])
            item.solutionChanged = true
            // A guide's layoutFrame reads the solution directly; a view's frame is set by its superview's layout.
            let container = Int(item.container)
            if container >= 0, !moved[container] {
                moved[container] = true
                anyMoved = true
            }
        }
        changed.removeAll(keepingCapacity: true)
        swap(&changedItems, &changed)
        swap(&itemChanged, &flags)
        // Swapped back rather than assigned, so that the flags have one owner and clearing them copies nothing.
        swap(&containerMoved, &moved)
        guard anyMoved else { return }
        // The layout requests come last, with the engine's state put back: `setNeedsLayout()` is open, and an
        // override may change constraints or even lay out (which can rebuild the engine, hence the checked index).
        var index = 0
        while index < containerMoved.count {
            if containerMoved[index] {
                containerMoved[index] = false
                if index < containers.count, let view = containers[index].view { view.setNeedsLayout() }
            }
            index += 1
        }
    }

    private func rebuild() {
        for item in items { item.detach() }
        items.removeAll()
        itemIndexOfSymbol.removeAll()
        itemChanged.removeAll()
        containers.removeAll()
        containerIndexOfView.removeAll()
        containerMoved.removeAll()
        systemGuideItems.removeAll()
        dirtyItems.removeAll()
        forgetConstraints()
        solver = Solver()
        exercisedVariables.removeAll()
        needsRebuild = false
        guard let root else { return }
        // Constants first (the items' frames and content sizes, then constraints with one item: widths and heights),
        // then the constraints between items. A size already known is a constant where a position depends on it;
        // added later, it would have to be substituted into every row that the chains of positions made long
        // (a grid of 250 views: 111 ms in this order's reverse, a few in this one).
        root.forEachInSubtree { view in
            guard let storage = view.autoLayoutStorage else { return }
            if !view.translatesAutoresizingMaskIntoConstraints { _ = item(for: view) }
            for constraint in storage.installed where !constraint.hasSecondItem { add(constraint, in: view) }
        }
        root.forEachInSubtree { view in
            guard let storage = view.autoLayoutStorage else { return }
            for constraint in storage.installed where constraint.hasSecondItem { add(constraint, in: view) }
        }
        // Every view the engine places is laid out again: its frame may differ from the new solution even where the
        // solution's values did not change from 0.
        for item in items {
            if let view = item.view, !view.translatesAutoresizingMaskIntoConstraints { view.superview?.setNeedsLayout() }
        }
    }
}
