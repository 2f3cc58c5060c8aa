import Foundation
import TactilePlayground

extension ExamplePlaygroundScenes {
    /// The names of ``all``'s scenes, in order, for a command's help and checks (no UIKit counterpart).
    public nonisolated static let names = ["demo", "photos", "canvas"]

    /// ``all``, with the scene named `first` moved to the front (the one a page shows first); `nil` or a name
    /// not offered leaves the order as it is.
    public static func all(first: String?) -> [any PlaygroundScene] {
        var scenes = all
        if let first, let index = scenes.firstIndex(where: { $0.name == first }) {
            scenes.insert(scenes.remove(at: index), at: 0)
        }
        return scenes
    }
}
