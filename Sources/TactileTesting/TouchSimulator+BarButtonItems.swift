import Foundation
import Tactile

extension TouchSimulator {
    /// Presses a bar button item as a tap on it in a navigation bar or toolbar would, and processes what it
    /// schedules (no UIKit counterpart; on iOS the user taps the drawn item).
    ///
    /// Tactile draws no bars, so this is how a test reaches an item's action. As UIKit does for a tap: nothing
    /// happens when the item is disabled or is a space; otherwise the item's `primaryAction` runs, or its action is
    /// sent from the item through the simulator's application, to the item's target or, when the target is `nil`,
    /// up the responder chain from the key window's first responder. An item that has only a menu does nothing.
    ///
    /// ```swift
    /// let save = UIBarButtonItem(barButtonSystemItem: .save, target: editor, action: EditorViewController.save)
    /// sim.tap(save)
    /// ```
    /// - Returns: whether an action ran (or was handled, for a selector).
    @discardableResult
    public func tap(_ item: UIBarButtonItem) -> Bool {
        let handled = item.sendPrimaryAction(in: application)
        scheduler.runDueActions()
        return handled
    }
}
