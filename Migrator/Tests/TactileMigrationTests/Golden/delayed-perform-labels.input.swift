// `#selector(name)` spells no labels: the method declared in this file (in the type or its extensions) gives them.
// A view controller passes the method as a method reference, named with its labels when the name is overloaded.
class ScoreViewController: UIViewController {
    var player = Player(name: "Ada")

    func show(message: String) {
        print(message)
    }

    func show(_ score: Int) {
        print(score)
    }

    func reset() {
        player = Player(name: "Ada")
    }

    func scheduleUpdates() {
        perform(#selector(show(message:)), with: "Level up", afterDelay: 1)
        perform(#selector(celebrate), with: player, afterDelay: 2)
        // UIKit passes the argument to a method that takes none, which ignores it.
        perform(#selector(reset), with: self, afterDelay: 3)
        // No argument for a method that takes one: it gets nil.
        perform(#selector(highlight), with: nil, afterDelay: 4)
    }
}

extension ScoreViewController {
    func celebrate(_ player: Player) {
        print("🎉 \(player.name)")
    }

    func highlight(_ sender: Any?) {
        print(sender as Any)
    }
}

// Not a responder: closures that call the method with its labels.
@MainActor
final class ScoreAnnouncer: NSObject {
    func announce(message: String) {
        print(message)
    }

    func scheduleAnnouncement() {
        perform(#selector(announce), with: "Level up", afterDelay: 1)
    }
}

class Player {
    let name: String

    init(name: String) {
        self.name = name
    }
}
