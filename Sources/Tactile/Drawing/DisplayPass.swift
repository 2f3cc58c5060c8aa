import Foundation

/// The display pass: UIKit redraws the views that asked for it (`setNeedsDisplay()`) once per turn of the main
/// run loop, after the turn's events. Tactile does the same at the end of each event-processing turn
/// (`UIApplication.processPendingEvents()`), or, when display was requested outside one, in a turn of its own
/// on the application's scheduler.
extension UIView {
    /// What the view drew in its last display pass (Tactile addition: UIKit keeps pixels in the layer, Tactile the
    /// recorded drawing commands). `nil` before the first draw, or when the last draw recorded nothing.
    public var recordedDrawing: CGContext? { appearance.recordedDrawing }

    /// Whether the view is waiting for the display pass (Tactile addition).
    public var needsDisplay: Bool { appearance.needsDisplay }

    func markNeedsDisplay() {
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
        setNeedsRenderContent()
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

    func scheduleDisplayPass() {
        guard scheduledDisplayPass == nil else { return }
        scheduledDisplayPass = scheduler.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.scheduledDisplayPass = nil
            self.runLayoutAndDisplayPasses()
        }
    }

    /// The passes that end a turn of UIKit's run loop: `layoutSubviews()`, then `draw(_:)`, for the views that asked
    /// (layout before display, as in a Core Animation transaction). Nothing is done, and nothing allocated, when
    /// none did.
    func runLayoutAndDisplayPasses() {
        if !windowsNeedingLayout.isEmpty { layoutPendingViews() }
        if !viewsNeedingDisplay.isEmpty { displayPendingViews() }
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

extension UIApplication {
    /// Runs the layout and display passes that are pending now rather than at the end of the turn (`package` API:
    /// a display list reads the views after them, as Core Animation's commit lays out and draws first).
    package func runPendingLayoutAndDisplayPasses() {
        runLayoutAndDisplayPasses()
    }
}
