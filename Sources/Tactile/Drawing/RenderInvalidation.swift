import Foundation

/// What a view remembers for the display list: a stable identity and whether it changed since the display list
/// last read it (no UIKit counterpart: Core Animation keeps the same in its layer tree and commits it to the render
/// server at the end of each run-loop turn).
struct ViewRenderState {
    /// Stable for the life of the view; 0 until first asked for.
    var id: UInt64 = 0
    /// A property that the display list draws changed since the list last read this view.
    var isDirty = false
    /// Among them, the view's content (what it draws inside its bounds: text, an image, `draw(_:)`, a control's
    /// state), which the list then recomputes; otherwise it reads only the geometry and the layer's appearance.
    var contentDirty = false
    /// Where the window's display list last put this view (its index in the list), or -1: the list finds the view
    /// again without a dictionary (a fifth of the time of a whole list, measured).
    var listIndex = -1
}

/// The views of one window whose drawn appearance changed since its display list was last brought up to date
/// (Tactile's counterpart of a Core Animation transaction's list of modified layers; no UIKit API).
///
/// Why a list, rather than comparing every view each frame: a frame in which one view moved must cost the same for
/// a window of ten views as for one of a thousand. Views add themselves when a drawn property changes (their
/// geometry, alpha, colours, layer appearance, drawn content, text); a change of the tree's shape (a subview added,
/// removed or reordered) sets ``structureChanged`` instead, and the display list is then rebuilt whole.
///
/// `package` API: read and drained by `TactileRender`'s `DisplayListBuilder`, one per window.
@MainActor
package final class RenderChangeList {
    /// The views that changed, each once, in the order they first changed. Capacity is kept between frames so that
    /// steady-state frames allocate nothing.
    package private(set) var views: [UIView] = []
    /// The tree under the window changed shape since the last drain: the list must be rebuilt.
    package private(set) var structureChanged = true
    /// Called once when the first change after a drain arrives, so that a host can schedule a frame.
    package var onFirstChange: (@MainActor () -> Void)?
    /// The display list builder reading the changes. While there is none, changes are not kept: a view must not be
    /// held alive (nor the window, by its own change) for a list nobody builds. A builder that comes later reads
    /// everything anew.
    package weak var reader: AnyObject? {
        didSet { if reader == nil { views.removeAll() } }
    }

    init() { views.reserveCapacity(64) }

    /// How many views the last whole list held, so that the next builder reserves room for as many at once.
    package var lastItemCount = 0

    /// Whether anything changed since the last drain.
    package var isEmpty: Bool { views.isEmpty && !structureChanged }

    func note(_ view: UIView) {
        guard reader != nil else {
            if !views.isEmpty { views.removeAll() }
            return
        }
        let wasEmpty = isEmpty
        views.append(view)
        if wasEmpty { onFirstChange?() }
    }

    func noteStructureChange() {
        let wasEmpty = isEmpty
        structureChanged = true
        if wasEmpty { onFirstChange?() }
    }

    /// Forgets every change, keeping the storage. The caller clears each view's dirty mark (``UIView/renderDidRead()``).
    package func drain() {
        views.removeAll(keepingCapacity: true)
        structureChanged = false
    }
}

@MainActor
private var nextRenderID: UInt64 = 0

extension UIView {
    /// The view's stable identity in display lists (`package` API).
    package var renderID: UInt64 {
        if renderState.id == 0 {
            nextRenderID &+= 1
            renderState.id = nextRenderID
        }
        return renderState.id
    }

    /// Whether a drawn property changed since the display list last read this view (`package` API).
    package var isRenderDirty: Bool { renderState.isDirty }

    /// Whether the view's content changed since the display list last read it (`package` API).
    package var isRenderContentDirty: Bool { renderState.contentDirty }

    /// Where the window's display list put this view, or -1 (`package` API). Only the window's own builder sets it
    /// (``renderDidRead(atListIndex:)``), and a reader checks that the view at that index is still this one.
    package var renderListIndex: Int { renderState.listIndex }

    /// The display list has read the view's current values (`package` API).
    package func renderDidRead() {
        renderState.isDirty = false
        renderState.contentDirty = false
    }

    /// The window's display list has read the view's current values and put it at `index` of its list (`package`
    /// API): ``renderDidRead()``, and the index that ``renderListIndex`` returns.
    package func renderDidRead(atListIndex index: Int) {
        renderState.listIndex = index
        renderState.isDirty = false
        renderState.contentDirty = false
    }

    /// What the view draws inside its bounds changed (its text, image, recorded drawing or control state): the
    /// display list recomputes its content, as well as reading its geometry (``setNeedsRender()``).
    package func setNeedsRenderContent() {
        renderState.contentDirty = true
        setNeedsRender()
    }

    /// Something the display list draws for this view changed: its geometry, alpha, colours, layer appearance,
    /// drawn content or text. The view is added once to its window's ``RenderChangeList``; a view outside any window
    /// only keeps the mark, and is read when it enters one (a change of structure there).
    ///
    /// Subclasses whose drawn content depends on properties of their own call it from those properties (Tactile's
    /// labels, image views and controls do). Views that draw with `draw(_:)` need not: ``setNeedsDisplay()`` leads
    /// to it after the view draws.
    package func setNeedsRender() {
        guard !renderState.isDirty else { return }
        renderState.isDirty = true
        var root: UIView = self
        while let parent = root.superview { root = parent }
        if let window = root as? UIWindow { window.renderChanges.note(self) }
    }

    /// The subviews of this view were added, removed or reordered: the window's display list is rebuilt.
    func setNeedsRenderStructure() {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        if let window = root as? UIWindow { window.renderChanges.noteStructureChange() }
    }
}

extension UIView {
    /// The view's layer if it was ever asked for, without creating one (`package` API: the display list reads the
    /// layer's appearance only when it exists, since a view whose layer was never touched has the defaults).
    package var existingLayer: CALayer? { appearance.layer }

    /// `layer.anchorPoint`, without creating the layer (`package` API).
    package var anchorPointForRendering: CGPoint { anchorStorage }
}
