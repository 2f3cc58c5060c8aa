import Foundation
import Tactile
import TactileDesktop
import Testing

/// Runs the Quick actions on the desktop article: the app launches from a desktop action's command line into its
/// delegate, and its desktop entry lists the offered actions.
@MainActor
@Suite("Quick actions on the desktop article")
struct QuickActionsOnTheDesktopTests {
    @Test("a launch from the Camera desktop action reaches performActionFor; the entry offers static, then dynamic")
    func launchAndEntry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let info = folder.appendingPathComponent("Info.plist").path
        try FileAccess.write("""
            <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array>
            <dict><key>UIApplicationShortcutItemType</key><string>com.example.photos.search</string>
            <key>UIApplicationShortcutItemTitle</key><string>Search</string></dict>
            </array></dict></plist>
            """, to: info)
        let application = UIApplication(scheduler: VirtualScheduler())
        let delegate = PhotosAppDelegate()
        let camera = DesktopActionIdentifier.identifier(forType: "com.example.photos.camera")
        try launchPhotos(application, delegate: delegate, infoPlist: info, arguments: ["photos", "--shortcut-action=\(camera)"])
        #expect(delegate.performed == ["com.example.photos.camera"])
        #expect(application.offeredShortcutItems.map(\.type) == ["com.example.photos.search", "com.example.photos.camera"])

        let entry = folder.appendingPathComponent("org.example.Photos.desktop").path
        try writeDesktopEntry(for: application, to: entry)
        let text = try FileAccess.readText(entry)
        #expect(text.contains("Actions=com-2Eexample-2Ephotos-2Esearch;com-2Eexample-2Ephotos-2Ecamera;\n"))
        #expect(text.contains("Exec=/usr/bin/photos --shortcut-action=com-2Eexample-2Ephotos-2Ecamera\n"))
    }
}
