import Foundation
import Tactile

/// Keeps a window's ``DisplayList`` up to date, reading only the views that changed since the last update (no
/// UIKit counterpart: Core Animation's commit of the layer tree to the render server).
///
/// A host makes one builder per window, calls ``update()`` when it is about to draw a frame, and draws ``list``;
/// ``onNeedsUpdate`` tells it when a frame is due. ``update()`` first runs the application's pending layout and
/// display passes, so the list shows the views where `layoutSubviews()` put them and what `draw(_:)` drew, as a
/// frame on iOS does. It never changes a view.
///
/// Why incremental: views tell their window what changed (their geometry, appearance, content; or the shape of the
/// tree), so a frame in which one view moved reads that view and its subtree, whatever the size of the window.
/// A change of shape (a view added, removed, reordered, hidden or shown) rebuilds the list whole.
///
/// One builder per window: a second one would take the first one's changes. Reading ``list`` without keeping it
/// past the next ``update()`` lets the update change it in place, without allocating.
@MainActor
public final class DisplayListBuilder {
    /// The view whose subtree the list shows (a window, for a host).
    public let root: UIView
    /// The list as of the last ``update()``.
    public private(set) var list: DisplayList
    /// Supplies a view's content instead of Tactile's drawing of it (``ViewContent/defaultContent(for:)``): return
    /// `nil` to keep the default. Set it before the first update.
    public var contentProvider: (@MainActor (UIView) -> [DisplayContent]?)?
    /// Called once, on the main actor, when something the list shows changed since the last ``update()``: a host
    /// schedules a frame (`gtk_widget_queue_draw`, `requestAnimationFrame`) and calls ``update()`` in it.
    public var onNeedsUpdate: (@MainActor () -> Void)?

    private let window: UIWindow?
    private let tracksChanges: Bool
    private var views: [UIView] = []
    private var parentIndex: [Int] = []
    private var subtreeEnd: [Int] = []
    private var indexByID: [UInt64: Int] = [:]
    /// The list before a rebuild, so that views whose content did not change keep it instead of being drawn again.
    private var previousItems: [DisplayItem] = []
    private var previousIndex: [UInt64: Int] = [:]
    private var hasBuilt = false

    /// A builder for `window`'s display list.
    public convenience init(window: UIWindow) {
        self.init(root: window, tracksChanges: true)
    }

    init(root: UIView, tracksChanges: Bool) {
        self.root = root
        self.tracksChanges = tracksChanges
        window = tracksChanges ? root as? UIWindow : nil
        list = DisplayList(size: root.bounds.size, scale: UIScreen.main.scale, items: [])
        list.changes.changedIDs.reserveCapacity(64)
        if let window {
            window.renderChanges.reader = self
            window.renderChanges.onFirstChange = { [weak self] in self?.onNeedsUpdate?() }
        }
    }

    /// Whether something changed since the last ``update()`` (always `true` before the first).
    public var needsUpdate: Bool {
        guard hasBuilt, let window else { return true }
        return !window.renderChanges.isEmpty
    }

    /// Runs the pending layout and display passes, then brings ``list`` up to date. ``DisplayList/changes`` says
    /// what changed since the previous update.
    /// - Returns: whether anything changed.
    @discardableResult
    public func update() -> Bool {
        let application = window?.application ?? root.window?.application
        application?.runPendingLayoutAndDisplayPasses()
        list.changes.changedIDs.removeAll(keepingCapacity: true)
        list.changes.damage = nil
        list.changes.isFullRedraw = false
        guard let window, hasBuilt, !window.renderChanges.structureChanged else {
            rebuild()
            return true
        }
        let changes = window.renderChanges
        guard !changes.views.isEmpty else { return false }
        var needsRebuild = false
        for view in changes.views {
            guard view.window === window || view === window else { continue }
            guard let index = indexByID[view.renderID], views[index] === view, isShown(view) else {
                needsRebuild = true
                break
            }
            refresh(index)
        }
        if needsRebuild {
            rebuild()
            return true
        }
        for view in changes.views { view.renderDidRead() }
        changes.drain()
        if root.bounds.size != list.size { list.size = root.bounds.size }
        return list.changes.damage != nil
    }

    // MARK: Building the whole list

    private func rebuild() {
        views.removeAll(keepingCapacity: true)
        parentIndex.removeAll(keepingCapacity: true)
        subtreeEnd.removeAll(keepingCapacity: true)
        swap(&indexByID, &previousIndex)
        indexByID.removeAll(keepingCapacity: true)
        if indexByID.capacity < previousIndex.count { indexByID.reserveCapacity(previousIndex.count) }
        swap(&previousItems, &list.items)
        list.items.removeAll(keepingCapacity: true)
        list.items.reserveCapacity(max(previousItems.count, 16))
        defer {
            previousItems.removeAll(keepingCapacity: true)
            previousIndex.removeAll(keepingCapacity: true)
        }
        let origin = root.bounds.origin
        let rootTransform = DisplayTransform.translation(-Double(origin.x), -Double(origin.y))
        if isShown(root) {
            visit(root, parent: -1, depth: 0, transform: rootTransform, alpha: Double(root.alpha), clips: [])
        } else if tracksChanges {
            root.renderDidRead()
        }
        list.size = root.bounds.size
        list.scale = (root as? UIWindow)?.screen.scale ?? UIScreen.main.scale
        list.changes = DisplayListChanges(
            isFullRedraw: true, changedIDs: list.changes.changedIDs,
            damage: CGRect(origin: .zero, size: root.bounds.size))
        window?.renderChanges.drain()
        hasBuilt = true
    }

    private func visit(
        _ view: UIView, parent: Int, depth: Int, transform: DisplayTransform, alpha: Double, clips: [DisplayClip]
    ) {
        let index = list.items.count
        var item = DisplayItem(
            id: view.renderID, depth: depth, className: Self.className(of: view), bounds: view.bounds,
            transform: transform, frame: transform.boundingBox(of: view.bounds), alpha: alpha, clips: clips)
        readAppearance(of: view, into: &item)
        if tracksChanges, !view.isRenderContentDirty, let old = previousIndex[item.id], previousItems[old].id == item.id,
            previousItems[old].bounds.size == item.bounds.size
        {
            item.content = previousItems[old].content
        } else {
            item.content = content(of: view)
        }
        list.items.append(item)
        views.append(view)
        parentIndex.append(parent)
        subtreeEnd.append(index + 1)
        indexByID[item.id] = index
        if tracksChanges { view.renderDidRead() }
        let childClips = view.clipsToBounds ? clips + [clip(of: view, transform: transform)] : clips
        for sub in view.subviews {
            guard isShown(sub) else {
                if tracksChanges { sub.renderDidRead() }
                continue
            }
            visit(
                sub, parent: index, depth: depth + 1, transform: transform.after(localTransform(of: sub)),
                alpha: alpha * Double(sub.alpha), clips: childClips)
        }
        subtreeEnd[index] = list.items.count
    }

    /// Class names by class: `String(describing:)` demangles the name each time, about 1 µs a view.
    private static var classNames: [ObjectIdentifier: String] = [:]

    private static func className(of view: UIView) -> String {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let name = classNames[type] { return name }
        let name = String(describing: Swift.type(of: view))
        classNames[type] = name
        return name
    }

    // MARK: Updating one view and its subtree

    /// Reads view `index` again (its content too when it changed or its size did), then its subtree's geometry if
    /// its own changed.
    private func refresh(_ index: Int) {
        let view = views[index]
        let old = list.items[index]
        var item = old
        placeItem(&item, index: index, view: view)
        readAppearance(of: view, into: &item)
        if view.isRenderContentDirty || old.bounds.size != item.bounds.size {
            item.content = content(of: view)
        }
        guard item != old else { return }
        list.items[index] = item
        noteChange(old: old, new: item)
        let geometryChanged = item.transform != old.transform || item.alpha != old.alpha || item.clips != old.clips
            || item.cornerRadius != old.cornerRadius || item.bounds != old.bounds
        guard geometryChanged, subtreeEnd[index] > index + 1 else { return }
        for child in (index + 1)..<subtreeEnd[index] {
            let before = list.items[child]
            var moved = before
            placeItem(&moved, index: child, view: views[child])
            if moved != before {
                list.items[child] = moved
                noteChange(old: before, new: moved)
            }
        }
    }

    /// Sets the geometry fields of `item` from its parent's item and the view.
    private func placeItem(_ item: inout DisplayItem, index: Int, view: UIView) {
        let parent = parentIndex[index]
        let bounds = view.bounds
        if parent < 0 {
            item.transform = .translation(-Double(bounds.minX), -Double(bounds.minY))
            item.alpha = Double(view.alpha)
            if !item.clips.isEmpty { item.clips = [] }
        } else {
            let parentItem = list.items[parent]
            item.transform = parentItem.transform.after(localTransform(of: view))
            item.alpha = parentItem.alpha * Double(view.alpha)
            let parentView = views[parent]
            if parentView.clipsToBounds {
                let own = clip(of: parentView, transform: parentItem.transform)
                if !(item.clips.count == parentItem.clips.count + 1 && item.clips.last == own
                    && item.clips.starts(with: parentItem.clips))
                {
                    item.clips = parentItem.clips + [own]
                }
            } else if item.clips != parentItem.clips {
                item.clips = parentItem.clips
            }
        }
        item.bounds = bounds
        item.frame = item.transform.boundingBox(of: bounds)
    }

    private func noteChange(old: DisplayItem, new: DisplayItem) {
        list.changes.changedIDs.append(new.id)
        let area = old.paintedArea.union(new.paintedArea)
        list.changes.damage = list.changes.damage.map { $0.union(area) } ?? area
    }

    // MARK: Reading a view

    private func isShown(_ view: UIView) -> Bool { !view.isHidden && view.alpha > 0 }

    /// From the view's coordinates to its superview's: its centre, transform and anchor point.
    private func localTransform(of view: UIView) -> DisplayTransform {
        let b = view.bounds
        let anchor = view.anchorPointForRendering
        let ax = Double(b.minX + anchor.x * b.width), ay = Double(b.minY + anchor.y * b.height)
        let t = view.transform
        let (a, bb, c, d) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d))
        let center = view.center
        return DisplayTransform(
            a: a, b: bb, c: c, d: d, tx: -a * ax - c * ay + Double(t.tx) + Double(center.x),
            ty: -bb * ax - d * ay + Double(t.ty) + Double(center.y))
    }

    private func clip(of view: UIView, transform: DisplayTransform) -> DisplayClip {
        DisplayClip(rect: view.bounds, transform: transform, cornerRadius: view.existingLayer?.cornerRadius ?? 0)
    }

    private func readAppearance(of view: UIView, into item: inout DisplayItem) {
        let background = view.backgroundColor.map(DisplayColor.init)
        if item.backgroundColor != background { item.backgroundColor = background }
        guard let layer = view.existingLayer else {
            item.cornerRadius = 0
            item.borderWidth = 0
            item.borderColor = nil
            item.shadow = nil
            return
        }
        item.cornerRadius = layer.cornerRadius
        item.borderWidth = layer.borderWidth
        let border = layer.borderWidth > 0 ? layer.borderColor.map(DisplayColor.init) : nil
        if item.borderColor != border { item.borderColor = border }
        if layer.shadowOpacity > 0, let color = layer.shadowColor {
            let shadow = DisplayShadow(
                color: DisplayColor(color).fading(Double(layer.shadowOpacity)), offset: layer.shadowOffset,
                radius: layer.shadowRadius, path: layer.shadowPath.map(DrawingTranslator.displayPath))
            if item.shadow != shadow { item.shadow = shadow }
        } else if item.shadow != nil {
            item.shadow = nil
        }
    }

    private func content(of view: UIView) -> [DisplayContent] {
        if let provided = contentProvider?(view) { return provided }
        return ViewContent.defaultContent(for: view)
    }
}

extension UIView {
    /// What this view and its subviews show now, after the pending layout and display passes, in this view's
    /// coordinates (no UIKit counterpart: a snapshot of the layer tree, like `snapshotView(afterScreenUpdates:)`
    /// gives as a view). It leaves the window's own builder's record of changes alone.
    @MainActor
    public func displayList() -> DisplayList {
        let builder = DisplayListBuilder(root: self, tracksChanges: false)
        builder.update()
        return builder.list
    }
}
