import Foundation

/// The display pass: UIKit redraws the views that asked for it (`setNeedsDisplay()`) once per turn of the main
/// run loop, after the turn's events. Tactile does the same at the end of each event-processing turn
/// (`UIApplication.processPendingEvents()`), or, when display was requested outside one, in a turn of its own
/// on the application's scheduler.
extension UIView {
    /// Marks the whole view as needing to be redrawn: ``draw(_:)`` runs in the next display pass, once however
    /// many times this is called. A view that is not in a window draws when it enters one.
    public func setNeedsDisplay() {
        appearance.dirtyRect = nil
        markNeedsDisplay()
    }

    /// Marks part of the view as needing to be redrawn; ``draw(_:)`` receives the union of the rectangles
    /// (or the bounds, when ``setNeedsDisplay()`` was called too).
    public func setNeedsDisplay(_ invalidRect: CGRect) {
        if appearance.needsDisplay {
            if let dirty = appearance.dirtyRect { appearance.dirtyRect = dirty.union(invalidRect) }
        } else {
            appearance.dirtyRect = invalidRect
        }
        markNeedsDisplay()
    }

    /// What the view drew in its last display pass (Tactile addition: UIKit keeps pixels in the layer, Tactile the
    /// recorded drawing commands). `nil` before the first draw, or when the last draw recorded nothing.
    public var recordedDrawing: CGContext? { appearance.recordedDrawing }

    /// Whether the view is waiting for the display pass (Tactile addition).
    public var needsDisplay: Bool { appearance.needsDisplay }

    private func markNeedsDisplay() {
        appearance.needsDisplay = true
        if let application = window?.application { application.queueForDisplay(self) }
    }

    /// Called for each view of a subtree that entered `window`: a view that still needs display (every new view
    /// does) is queued for the window's display pass.
    func windowDidAdopt(_ window: UIWindow) {
        if appearance.needsDisplay, let application = window.application { application.queueForDisplay(self) }
    }

    /// Draws the view into a recording context, created only if `draw(_:)` asks for it.
    func displayNow() {
        let rect = appearance.dirtyRect ?? bounds
        appearance.needsDisplay = false
        appearance.dirtyRect = nil
        let stack = GraphicsContextStack.current
        stack.entries.append(.init(context: nil, bounds: bounds))
        draw(rect)
        let context = stack.entries.popLast()?.context
        appearance.recordedDrawing = context.flatMap { $0.commands.isEmpty ? nil : $0 }
    }
}

extension UIApplication {
    func queueForDisplay(_ view: UIView) {
        guard !view.appearance.isQueuedForDisplay else { return }
        view.appearance.isQueuedForDisplay = true
        viewsNeedingDisplay.append(view)
        guard !isProcessingEvents else { return }
        scheduleDisplayPass()
    }

    private func scheduleDisplayPass() {
        guard scheduledDisplayPass == nil else { return }
        scheduledDisplayPass = scheduler.schedule(after: 0) { [weak self] in
            self?.scheduledDisplayPass = nil
            self?.displayPendingViews()
        }
    }

    /// Draws every queued view that is still in one of this application's windows and still needs display.
    /// A view asking for display again while it draws is drawn in the next pass.
    func displayPendingViews() {
        scheduledDisplayPass?.cancel()
        scheduledDisplayPass = nil
        swap(&viewsNeedingDisplay, &viewsBeingDisplayed)
        for view in viewsBeingDisplayed {
            view.appearance.isQueuedForDisplay = false
            guard view.appearance.needsDisplay, view.window?.application === self else { continue }
            view.displayNow()
        }
        viewsBeingDisplayed.removeAll(keepingCapacity: true)
        if !viewsNeedingDisplay.isEmpty { scheduleDisplayPass() }
    }
}
