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
    /// The views of ``list``'s items, index for index, with each item's parent and the end of its subtree.
    private var views: [UIView] = []
    private var parentIndex: [Int] = []
    private var subtreeEnd: [Int] = []
    private var classNames = ClassNames()
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
            let index = view.renderListIndex
            guard index >= 0, index < views.count, views[index] === view, isShown(view) else {
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
        // The walk works on locals, moved out of the builder and back: inside it Swift checks exclusive access
        // when compiling instead of at every access to a property of this class, which measured a quarter of the
        // time of a whole list.
        var walk = ListWalk(
            views: [], parentIndex: [], subtreeEnd: [], previousItems: [], classNames: ClassNames(),
            tracksChanges: tracksChanges, contentProvider: contentProvider)
        swap(&walk.previousItems, &list.items)
        swap(&walk.views, &views)
        swap(&walk.parentIndex, &parentIndex)
        swap(&walk.subtreeEnd, &subtreeEnd)
        swap(&walk.classNames, &classNames)
        walk.views.removeAll(keepingCapacity: true)
        walk.parentIndex.removeAll(keepingCapacity: true)
        walk.subtreeEnd.removeAll(keepingCapacity: true)

        let origin = root.bounds.origin
        let rootTransform = DisplayTransform.translation(-Double(origin.x), -Double(origin.y))
        let rootValues = root.renderValues()
        if ListWalk.isShown(rootValues) {
            // Room for as many items as the last list had, and some more; a window never listed is counted.
            let last = max(walk.previousItems.count, window?.renderChanges.lastItemCount ?? 0)
            let capacity = last > 0 ? last + last / 8 + 8 : ListWalk.viewCount(root)
            walk.views.reserveCapacity(capacity)
            walk.parentIndex.reserveCapacity(capacity)
            walk.subtreeEnd.reserveCapacity(capacity)
            list.items = Array(unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
                walk.storage = buffer
                walk.visit(
                    root, rootValues, parent: -1, depth: 0, transform: rootTransform,
                    alpha: Double(rootValues.alpha), clips: [])
                initializedCount = min(walk.count, buffer.count)
                walk.storage = UnsafeMutableBufferPointer(start: nil, count: 0)
            }
            if !walk.overflow.isEmpty {
                list.items.append(contentsOf: walk.overflow)
                walk.overflow = []
            }
        } else if tracksChanges {
            root.renderDidRead()
        }
        walk.previousItems = []
        swap(&walk.views, &views)
        swap(&walk.parentIndex, &parentIndex)
        swap(&walk.subtreeEnd, &subtreeEnd)
        swap(&walk.classNames, &classNames)

        list.size = root.bounds.size
        list.scale = (root as? UIWindow)?.screen.scale ?? UIScreen.main.scale
        list.changes = DisplayListChanges(
            isFullRedraw: true, changedIDs: list.changes.changedIDs,
            damage: CGRect(origin: .zero, size: root.bounds.size))
        if let window {
            window.renderChanges.drain()
            window.renderChanges.lastItemCount = list.items.count
        }
        hasBuilt = true
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

    private func isShown(_ view: UIView) -> Bool { ListWalk.isShown(view) }

    private func localTransform(of view: UIView) -> DisplayTransform { ListWalk.localTransform(of: view) }

    private func clip(of view: UIView, transform: DisplayTransform) -> DisplayClip {
        ListWalk.clip(of: view, transform: transform)
    }

    private func readAppearance(of view: UIView, into item: inout DisplayItem) {
        ListWalk.readAppearance(of: view, into: &item)
    }

    private func content(of view: UIView) -> [DisplayContent] {
        ListWalk.content(of: view, provider: contentProvider)
    }
}

/// One walk over the view tree that builds a whole list: the builder's arrays, moved into a value for the walk's
/// duration, and the new list's storage.
@MainActor
private struct ListWalk {
    /// The new list's items, initialized in place one after the other (``UnsafeMutablePointer/initializeItem``);
    /// items beyond its end, in a tree that grew, go to ``overflow``.
    var storage = UnsafeMutableBufferPointer<DisplayItem>(start: nil, count: 0)
    var overflow: [DisplayItem] = []
    /// The number of items made.
    var count = 0
    var views: [UIView]
    var parentIndex: [Int]
    var subtreeEnd: [Int]
    /// The list before a rebuild, so that views whose content did not change keep it instead of being drawn again.
    var previousItems: [DisplayItem]
    var classNames: ClassNames
    let tracksChanges: Bool
    let contentProvider: (@MainActor (UIView) -> [DisplayContent]?)?

    /// Adds `view` (whose values, `v`, its parent read to decide that it is shown) and its shown subviews.
    mutating func visit(
        _ view: UIView, _ v: ViewRenderValues, parent: Int, depth: Int, transform: DisplayTransform, alpha: Double,
        clips: [DisplayClip]
    ) {
        let index = count
        let id = view.renderID
        let item = index < storage.count ? storage.baseAddress! + index : UnsafeMutablePointer.allocate(capacity: 1)
        item.initializeItem(
            id: id, depth: depth, className: classNames.name(of: view), bounds: v.bounds, transform: transform,
            frame: transform.boundingBox(of: v.bounds), alpha: alpha, clips: clips,
            backgroundColor: v.hasBackgroundColor ? DisplayColor(v.background) : nil)
        // The background colour is the item's already (``ViewRenderValues/background``).
        if v.hasLayer { Self.readLayerAppearance(of: view, into: &item.pointee) }
        // The content of a view that did not change since the last list, at the same size, is kept: drawing text
        // or a recorded drawing again is the costly part of a list. A plain view that recorded no drawing draws
        // nothing (``ViewContent/defaultContent(for:)``).
        let old = tracksChanges ? view.renderListIndex : -1
        if old >= 0, old < previousItems.count, !view.isRenderContentDirty, previousItems[old].id == id,
            previousItems[old].bounds.size == v.bounds.size
        {
            item.pointee.content = previousItems[old].content
        } else if contentProvider != nil || !v.isPlainView || v.hasRecordedDrawing {
            let content = Self.content(of: view, provider: contentProvider)
            if !content.isEmpty { item.pointee.content = content }
        }
        if index >= storage.count {
            overflow.append(item.move())
            item.deallocate()
        }
        count = index + 1
        views.append(view)
        parentIndex.append(parent)
        subtreeEnd.append(index + 1)
        if tracksChanges { view.renderDidRead(atListIndex: index) }
        if v.hasSubviews {
            let childClips =
                v.clipsToBounds ? clips + [Self.clip(of: view, bounds: v.bounds, transform: transform)] : clips
            for sub in view.subviews {
                let s = sub.renderValues()
                guard Self.isShown(s) else {
                    if tracksChanges { sub.renderDidRead() }
                    continue
                }
                visit(
                    sub, s, parent: index, depth: depth + 1, transform: transform.after(Self.localTransform(s)),
                    alpha: alpha * Double(s.alpha), clips: childClips)
            }
            subtreeEnd[index] = count
        }
    }

    /// The number of views in `view`'s subtree, itself included: room for its list.
    static func viewCount(_ view: UIView) -> Int {
        var count = 1
        for sub in view.subviews { count += viewCount(sub) }
        return count
    }

    static func isShown(_ view: UIView) -> Bool { !view.isHidden && view.alpha > 0 }

    /// ``isShown(_:)`` from values already read.
    static func isShown(_ v: ViewRenderValues) -> Bool { !v.isHidden && v.alpha > 0 }

    /// From the view's coordinates to its superview's: its centre, transform and anchor point.
    static func localTransform(of view: UIView) -> DisplayTransform {
        localTransform(
            bounds: view.bounds, anchor: view.anchorPointForRendering, transform: view.transform, center: view.center)
    }

    /// ``localTransform(of:)`` from values already read.
    static func localTransform(_ v: ViewRenderValues) -> DisplayTransform {
        localTransform(bounds: v.bounds, anchor: v.anchorPoint, transform: v.transform, center: v.center)
    }

    static func localTransform(
        bounds b: CGRect, anchor: CGPoint, transform t: CGAffineTransform, center: CGPoint
    ) -> DisplayTransform {
        let ax = Double(b.minX + anchor.x * b.width), ay = Double(b.minY + anchor.y * b.height)
        let (a, bb, c, d) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d))
        return DisplayTransform(
            a: a, b: bb, c: c, d: d, tx: -a * ax - c * ay + Double(t.tx) + Double(center.x),
            ty: -bb * ax - d * ay + Double(t.ty) + Double(center.y))
    }

    static func clip(of view: UIView, transform: DisplayTransform) -> DisplayClip {
        clip(of: view, bounds: view.bounds, transform: transform)
    }

    /// ``clip(of:transform:)`` with the view's bounds already read.
    static func clip(of view: UIView, bounds: CGRect, transform: DisplayTransform) -> DisplayClip {
        DisplayClip(rect: bounds, transform: transform, cornerRadius: view.existingLayer?.cornerRadius ?? 0)
    }

    static func readAppearance(of view: UIView, into item: inout DisplayItem) {
        let background = view.backgroundColor.map(DisplayColor.init)
        if item.backgroundColor != background { item.backgroundColor = background }
        readLayerAppearance(of: view, into: &item)
    }

    /// The layer's part of ``readAppearance(of:into:)``: everything but the background colour.
    static func readLayerAppearance(of view: UIView, into item: inout DisplayItem) {
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

    static func content(of view: UIView, provider: (@MainActor (UIView) -> [DisplayContent]?)?) -> [DisplayContent] {
        if let provided = provider?(view) { return provided }
        return ViewContent.defaultContent(for: view)
    }
}

/// Class names by class, for ``DisplayItem/className``: `String(describing:)` demangles the name each time, about
/// 1 µs a view, and 10 µs for the first view of a class. A window has few classes, so the last one found is checked
/// first, then a short list; names once made are kept for every builder.
@MainActor
private struct ClassNames {
    /// Every class named by any builder so far (a class's name never changes).
    private static var named: [(type: ObjectIdentifier, name: String)] = []
    private var known: [(type: ObjectIdentifier, name: String)] = []
    private var lastType: ObjectIdentifier?
    private var lastName = ""

    mutating func name(of view: UIView) -> String {
        let type = ObjectIdentifier(Swift.type(of: view))
        if type == lastType { return lastName }
        let name: String
        if let found = Self.find(type, in: known) { name = found } else { name = named(type, of: view) }
        lastType = type
        lastName = name
        return name
    }

    /// The name of a class this builder has not met yet.
    private mutating func named(_ type: ObjectIdentifier, of view: UIView) -> String {
        let name: String
        if let found = Self.find(type, in: Self.named) {
            name = found
        } else {
            name = String(describing: Swift.type(of: view))
            Self.named.append((type, name))
        }
        known.append((type, name))
        return name
    }

    // A loop rather than `first(where:)`: a closure made in main-actor code checks the executor each time it runs.
    private static func find(_ type: ObjectIdentifier, in list: [(type: ObjectIdentifier, name: String)]) -> String? {
        var index = 0
        while index < list.count {
            if list[index].type == type { return list[index].name }
            index += 1
        }
        return nil
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
