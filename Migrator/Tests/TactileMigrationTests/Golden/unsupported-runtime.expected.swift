// The Objective-C runtime: Linux has none.
final class PlayerViewController: UIViewController {
    var observation: NSKeyValueObservation?
    let player = Player()

    func makeCell(named name: String) -> AnyObject? {
        guard let type = NSClassFromString("App.\(name)") as? NSObject.Type else { return nil }
        return type.init()
    }

    func refreshIfPossible(_ target: NSObject) {
        let selector = NSSelectorFromString("refresh")
        if target.responds(to: selector) {
            _ = target.perform(selector)
            _ = target.perform(selector, with: self)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        observation = player.observe(\.rate, options: [.new]) { player, _ in
            print(player.rate)
        }
        player.addObserver(self, forKeyPath: #keyPath(Player.rate), options: .new, context: nil)
        let rate = player.value(forKey: "rate") as? Float
        player.setValue(rate, forKey: "rate")
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        print(keyPath ?? "")
    }

    deinit {
        player.removeObserver(self, forKeyPath: "rate")
    }
}

final class Player: NSObject {
    @NSManaged var title: String
    var rate: Float = 0

    static func swizzle() {
        let original = class_getInstanceMethod(Player.self, Selector("play"))!
        let swapped = class_getInstanceMethod(Player.self, Selector("trackedPlay"))!
        method_exchangeImplementations(original, swapped)
    }
}
