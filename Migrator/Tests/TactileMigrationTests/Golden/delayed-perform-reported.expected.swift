// Delayed performs the migration cannot rewrite: each is reported and left as it was.
class ReminderViewController: UIViewController {
    weak var partner: ReminderViewController?

    func remind() {}

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

    func cancel(_ action: Selector) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: action, object: nil)
    }
}
