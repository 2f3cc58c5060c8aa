import Tactile

/// An app delegate that logs launching and quick actions, and sets dynamic items while launching.
@MainActor
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var didFinishResult = true
    var dynamicItems: [UIApplicationShortcutItem] = []

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
        let url = launchOptions?[.url] as? URL
        log.append("didFinishLaunching \(item?.type ?? url?.absoluteString ?? "-")")
        if !dynamicItems.isEmpty { application.shortcutItems = dynamicItems }
        return didFinishResult
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        log.append("perform \(shortcutItem.type)")
        completionHandler(shortcutItem.type != "unhandled")
    }
}
