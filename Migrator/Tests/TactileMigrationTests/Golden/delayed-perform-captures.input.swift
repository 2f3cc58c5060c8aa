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
            perform(#selector(show(_:)), with: message, afterDelay: 1)
        }
        guard let first = messages.first else { return }
        perform(#selector(show(_:)), with: first, afterDelay: 2)
        perform(#selector(show(_:)), with: selected, afterDelay: 3)
        perform(#selector(show(_:)), with: self.selected, afterDelay: 3)
        perform(#selector(show(_:)), with: messages.last, afterDelay: 4)
        var pending = messages.count
        while let next = selected, pending > 0 {
            perform(#selector(show(_:)), with: next, afterDelay: 5)
            pending -= 1
        }
        messages.forEach { item in
            perform(#selector(show(_:)), with: item, afterDelay: 6)
        }
        // Both the receiver and the argument are expressions: each gets a name of its own.
        badges[0].perform(#selector(BadgeView.update(with:)), with: messages.first, afterDelay: 7)
        badge.perform(#selector(BadgeView.update(with:)), with: selected ?? first, afterDelay: 8)
    }
}

class Message {}

class BadgeView: UIView {
    func update(with message: Message?) {}
}
