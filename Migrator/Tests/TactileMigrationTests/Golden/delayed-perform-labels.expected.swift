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
        UIApplication.shared.scheduler.schedule(after: 1) { self.show(message: "Level up") }
        UIApplication.shared.scheduler.schedule(after: 2) { [player] in self.celebrate(player) }
        // UIKit passes the argument to a method that takes none, which ignores it.
        UIApplication.shared.scheduler.schedule(after: 3) { self.reset() }
        // No argument for a method that takes one: it gets nil.
        UIApplication.shared.scheduler.schedule(after: 4) { self.highlight(nil) }
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
