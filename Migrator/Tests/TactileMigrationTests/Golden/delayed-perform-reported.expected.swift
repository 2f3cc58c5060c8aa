// Delayed performs the migration cannot rewrite: each is reported and left as it was.
class ReminderViewController: UIViewController {
    weak var partner: ReminderViewController?
    let reminderList = ReminderListView()

    func remind() {}

    @discardableResult func snooze() -> Bool { true }

    func move(_ item: AnyObject, to place: AnyObject) {}

    func schedule(_ action: Selector) {
        // A selector held in a variable: nothing on Linux can call it.
        perform(action, with: nil, afterDelay: 1)
        // The method is not declared in this file, so its label is unknown.
        perform(#selector(refresh), with: "now", afterDelay: 1)
        // perform passes one argument; the method takes two.
        perform(#selector(move(_:to:)), with: self, afterDelay: 1)
        // An optional receiver, or an optional chain.
        partner?.perform(#selector(remind), with: nil, afterDelay: 1)
        partner?.partner?.perform(#selector(remind), with: nil, afterDelay: 2)
    }

    func scheduleMore() {
        // A method that returns a value cannot be a method reference: this becomes a closure (a note).
        UIApplication.shared.scheduler.schedule(after: 5) { self.snooze() }
        UIApplication.shared.scheduler.schedule(after: 1) { self.reminderList.refresh() }
    }

    // Cancellations that would miss, on Tactile, what they cancel on iOS.
    func cancel(_ action: Selector) {
        // `snooze`'s request is a closure.
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(snooze), object: nil)
        // A selector held in a variable.
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: action, object: nil)
        // This file sent the list its delayed call as a closure.
        NSObject.cancelPreviousPerformRequests(withTarget: reminderList)
        // Another object's method: its type is not known here.
        NSObject.cancelPreviousPerformRequests(withTarget: reminderList, selector: #selector(ReminderListView.refresh), object: nil)
    }
}

class ReminderListView: UIView {
    func refresh() {}
}

// Not a responder: its delayed calls become closures, which no cancellation reaches.
@MainActor
final class ReminderClock: NSObject {
    func start() {
        UIApplication.shared.scheduler.schedule(after: 60) { self.ring() }
    }

    func stop() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    func ring() {}
}
