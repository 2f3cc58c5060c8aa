import Foundation
import Tactile
import TactileRender

/// The scene's picture: the window's display list, sent to the page as `displayList` messages.
extension PlaygroundSession {
    /// Builds `window`'s display list and sends it whole; from now on, what changes is sent after each turn.
    func startDrawing(_ window: UIWindow) {
        let builder = DisplayListBuilder(window: window)
        display = builder
        pageItems = nil
        pageOrder = []
        builder.onNeedsUpdate = { [weak self] in self?.displayChanged() }
        sendDisplayList()
    }

    /// Forgets the window's display list (the scene is replaced, or the page went away).
    func stopDrawing() {
        display?.onNeedsUpdate = nil
        display = nil
        pendingDisplay?.cancel()
        pendingDisplay = nil
    }

    /// Something the window shows changed. Input turns send their list when they end (``post(_:)``); a change
    /// made elsewhere (a recognizer's timer, an animation) is sent at the end of its turn, through the scheduler,
    /// so that everything it changed goes in one list.
    private func displayChanged() {
        guard pendingDisplay == nil, !isClosed else { return }
        pendingDisplay = scheduler.schedule(after: 0) { [weak self] in
            self?.pendingDisplay = nil
            self?.sendDisplayList()
        }
    }

    /// Brings the display list up to date and sends what changed since the page's list, if anything did: at most
    /// one message a turn, however many views changed in it.
    func sendDisplayList() {
        guard let display, !isClosed else { return }
        let changed = display.update()
        guard changed || pageItems == nil else { return }
        let list = display.list
        let message = PlaygroundDisplayList.bringing(
            from: pageItems, previousOrder: pageOrder, to: list, at: sessionTime(scheduler.now))
        var items = pageItems ?? [:]
        if message.full { items = [:] }
        for id in message.removed { items[id] = nil }
        for item in message.items { items[item.id] = item }
        pageItems = items
        pageOrder = list.items.map(\.id)
        guard !message.isEmpty else { return }
        send(.displayList(message))
    }
}
