import Tactile
import TactileDesktop

@MainActor
func launchPhotos(
    _ application: UIApplication, delegate: PhotosAppDelegate, infoPlist: String, arguments: [String]
) throws {
    application.delegate = delegate
    application.staticShortcutItems = try UIApplicationShortcutItem.staticItems(contentsOfFile: infoPlist)
    let options = try DesktopLaunch.options(arguments: arguments, shortcutItems: application.staticShortcutItems)
    application.finishLaunching(options: options)
}

@MainActor
func writeDesktopEntry(for application: UIApplication, to path: String) throws {
    let entry = DesktopEntry(
        name: "Photos", command: ["/usr/bin/photos"], icon: "org.example.Photos",
        shortcutItems: application.offeredShortcutItems)
    try FileAccess.write(try entry.text(), to: path)
}

@MainActor
func publishPhotos(_ application: UIApplication) async throws -> DesktopApplicationService {
    let service = try DesktopApplicationService(applicationID: "org.example.Photos", application: application)
    try await service.connect()
    return service
}
