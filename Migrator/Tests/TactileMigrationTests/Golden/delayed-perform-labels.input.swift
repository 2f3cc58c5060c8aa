// `#selector(name)` spells no labels: the method declared in this file (in the type or its extensions) gives them.
class ScoreViewController: UIViewController {
    var player = Player(name: "Ada")

    func show(message: String) {
        print(message)
    }

    func reset() {
        player = Player(name: "Ada")
    }

    func scheduleUpdates() {
        perform(#selector(show), with: "Level up", afterDelay: 1)
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

class Player {
    let name: String

    init(name: String) {
        self.name = name
    }
}
