import Tactile
import TactileDesktop

@MainActor
final class PhotosAppDelegate: UIResponder, UIApplicationDelegate {
    var performed: [String] = []

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        application.shortcutItems = [
            UIMutableApplicationShortcutItem(
                type: "com.example.photos.camera", localizedTitle: "Camera", localizedSubtitle: "Take a photo",
                icon: UIApplicationShortcutIcon(type: .capturePhoto), userInfo: nil),
        ]
        return true
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        performed.append(shortcutItem.type)
        completionHandler(shortcutItem.type.hasPrefix("com.example.photos."))
    }
}
