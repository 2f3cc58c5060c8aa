// What the closure captures: UIKit keeps the receiver and the argument as they were when `perform` was called.
// The type is not a responder, so its own delayed calls become closures too.
@MainActor
final class InboxPresenter: NSObject {
    var messages: [Message] = []
    var selected: Message?
    let badge = BadgeView()
    var badges: [BadgeView] = []

    func show(_ message: Message?) {}

    func refresh(_ sender: Any?) {}

    func scheduleAll() {
        for message in messages {
            UIApplication.shared.scheduler.schedule(after: 1) { self.show(message) }
        }
        guard let first = messages.first else { return }
        UIApplication.shared.scheduler.schedule(after: 2) { self.show(first) }
        UIApplication.shared.scheduler.schedule(after: 3) { [selected] in self.show(selected) }
        UIApplication.shared.scheduler.schedule(after: 3) { [selected = self.selected] in self.show(selected) }
        UIApplication.shared.scheduler.schedule(after: 4) { [argument = messages.last] in self.show(argument) }
        var pending = messages.count
        while let next = selected, pending > 0 {
            UIApplication.shared.scheduler.schedule(after: 5) { self.show(next) }
            pending -= 1
        }
        messages.forEach { item in
            UIApplication.shared.scheduler.schedule(after: 6) { self.show(item) }
        }
        // Both the receiver and the argument are expressions: each gets a name of its own.
        UIApplication.shared.scheduler.schedule(after: 7) { [target = badges[0], argument = messages.first] in
            target.update(with: argument)
        }
        UIApplication.shared.scheduler.schedule(after: 8) { [argument = selected ?? first] in
            self.badge.update(with: argument)
        }
    }
}

class Message {}

class BadgeView: UIView {
    func update(with message: Message?) {}
}
