import Foundation
import TactileRender

/// The `displayList` message: what the scene's window shows, as TactileRender's display list, whole or as the
/// items that changed since the previous message (no UIKit counterpart).
///
/// The page keeps the items by `DisplayItem.id` in drawing order. A ``full`` message replaces them all; any other
/// replaces the items it holds (adding those it did not have), removes the ids in ``removed``, and takes ``order``
/// as the new drawing order when it is there (otherwise the order stays, less the removed ids). A view that only
/// moved sends one item, however many views the window holds.
public struct PlaygroundDisplayList: Sendable, Equatable, Encodable {
    /// Seconds since the session started.
    public var t: Double
    /// Whether this is the whole list (the first for a scene): the page forgets every item it had.
    public var full: Bool
    /// The window's bounds size, in points.
    public var size: CGSize
    /// Pixels per point of the screen the list was built for.
    public var scale: CGFloat
    /// The items, whole: every item of a full list, else those that are new or changed, in drawing order.
    public var items: [DisplayItem]
    /// The ids of items gone since the previous message (views removed, hidden or made transparent).
    public var removed: [UInt64]
    /// Every item's id in drawing order, when it changed (always in a full list); `nil` when it did not.
    public var order: [UInt64]?

    /// Creates a display-list message.
    public init(
        t: Double, full: Bool, size: CGSize, scale: CGFloat, items: [DisplayItem], removed: [UInt64], order: [UInt64]?
    ) {
        self.t = t
        self.full = full
        self.size = size
        self.scale = scale
        self.items = items
        self.removed = removed
        self.order = order
    }

    /// The message that brings a page holding `previous` (by id, in drawing order `previousOrder`) to `list`: the
    /// whole list when the page has none, else only what changed.
    ///
    /// The changes are found by comparing items, not taken from `DisplayList.changes`: a list that was rebuilt
    /// (a control hidden, a view added) marks every item changed, and comparing sends only those that did.
    static func bringing(
        from previous: [UInt64: DisplayItem]?, previousOrder: [UInt64], to list: DisplayList, at t: Double
    ) -> PlaygroundDisplayList {
        let order = list.items.map(\.id)
        guard let previous else {
            return PlaygroundDisplayList(
                t: t, full: true, size: list.size, scale: list.scale, items: list.items, removed: [], order: order)
        }
        // Only the items the builder says changed can differ from what the page has, unless the list was rebuilt.
        let marked = list.changes.isFullRedraw ? nil : Set(list.changes.changedIDs)
        let changed = list.items.filter { (marked?.contains($0.id) ?? true) && previous[$0.id] != $0 }
        let present = Set(order)
        let removed = previousOrder.filter { !present.contains($0) }
        return PlaygroundDisplayList(
            t: t, full: false, size: list.size, scale: list.scale, items: changed, removed: removed,
            order: order == previousOrder.filter(present.contains) ? nil : order)
    }

    /// Whether the message changes nothing for a page that is up to date but for it.
    var isEmpty: Bool { !full && items.isEmpty && removed.isEmpty && order == nil }
}
