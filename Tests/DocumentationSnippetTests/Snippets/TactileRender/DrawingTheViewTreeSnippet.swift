// The Swift block of Sources/TactileRender/TactileRender.docc/DrawingTheViewTree.md, compiled; TactileRenderSnippets.swift
// runs it.

import Tactile
import TactileRender

@MainActor
final class FrameLoop {
    let builder: DisplayListBuilder
    var framesDrawn = 0

    init(window: UIWindow, requestFrame: @escaping @MainActor () -> Void) {
        builder = DisplayListBuilder(window: window)
        builder.onNeedsUpdate = requestFrame   // once per batch of changes
    }

    /// Called by the toolkit when it draws a frame.
    func drawFrame() {
        guard builder.update() else { return }
        let list = builder.list
        // Redraw everything for a full redraw, otherwise only `list.changes.damage`.
        framesDrawn += 1
        _ = list
    }
}
