import Foundation

/// What a window shows after a turn's layout and display passes: every visible view, back to front, as values
/// that a backend draws (no UIKit counterpart: Core Animation commits the same to the render server at the end of
/// each run-loop turn).
///
/// A list is made of values, so tests compare two lists with `==`, and the playground sends one over its socket
/// as JSON. ``changes`` says what changed since the list before it, so that a backend redraws only that.
///
/// Geometry is in points, in the coordinates of the list's root (a window's: origin at the top left, y down).
public struct DisplayList: Codable, Equatable, Sendable {
    /// The size of the root's bounds.
    public var size: CGSize
    /// Pixels per point of the screen the list was built for (`UIScreen.main.scale`).
    public var scale: CGFloat
    /// Every visible view, in drawing order: a view before its subviews, subviews back to front. Hidden views,
    /// views with `alpha` 0 and their subtrees are left out.
    public var items: [DisplayItem]
    /// What changed since the previous list of the same builder.
    public var changes: DisplayListChanges

    /// Creates a list.
    public init(size: CGSize, scale: CGFloat, items: [DisplayItem], changes: DisplayListChanges = .fullRedraw) {
        self.size = size
        self.scale = scale
        self.items = items
        self.changes = changes
    }
}

/// What changed between two display lists of one builder (no UIKit counterpart).
public struct DisplayListChanges: Codable, Equatable, Sendable {
    /// The first list, or the tree changed shape (a view added, removed, reordered, hidden or shown): redraw
    /// everything.
    public var isFullRedraw: Bool
    /// The items whose values changed, by ``DisplayItem/id``, in list order.
    public var changedIDs: [UInt64]
    /// The area, in root coordinates, that covers where every changed item was and where it is now (its frame
    /// grown by its border and shadow); `nil` when nothing changed. A backend that keeps the previous picture
    /// redraws the items that intersect it, clipped to it.
    public var damage: CGRect?

    /// Creates a description of changes.
    public init(isFullRedraw: Bool, changedIDs: [UInt64], damage: CGRect?) {
        self.isFullRedraw = isFullRedraw
        self.changedIDs = changedIDs
        self.damage = damage
    }

    /// Everything is new.
    public static let fullRedraw = DisplayListChanges(isFullRedraw: true, changedIDs: [], damage: nil)

    /// Whether anything changed.
    public var isEmpty: Bool { !isFullRedraw && damage == nil }
}
