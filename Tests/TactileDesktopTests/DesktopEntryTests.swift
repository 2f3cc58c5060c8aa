import Foundation
import Tactile
import TactileDesktop
import Testing

@Suite("Desktop entries with quick actions")
struct DesktopEntryTests {
    @Test("F3D-02: action identifiers keep letters and digits and escape every other byte, one to one")
    func identifiers() {
        #expect(DesktopActionIdentifier.identifier(forType: "com.example.compose") == "com-2Eexample-2Ecompose")
        #expect(DesktopActionIdentifier.identifier(forType: "event://camera") == "event-3A-2F-2Fcamera")
        #expect(DesktopActionIdentifier.identifier(forType: "a-b") == "a-2Db")
        #expect(DesktopActionIdentifier.identifier(forType: "é") == "-C3-A9")
        for type in ["com.example.compose", "event://camera", "a-b", "é ☃", "x_y z", "-", "A9"] {
            let identifier = DesktopActionIdentifier.identifier(forType: type)
            #expect(identifier.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            #expect(DesktopActionIdentifier.type(fromIdentifier: identifier) == type)
        }
        // Not made by the encoder: lower-case hex, escaped letters, a cut escape, other characters, bad UTF-8.
        for bad in ["a-2eb", "-41", "a-2", "a.b", "a b", "-FF"] {
            #expect(DesktopActionIdentifier.type(fromIdentifier: bad) == nil, "\(bad)")
        }
    }

    func entry(_ items: [UIApplicationShortcutItem]) -> DesktopEntry {
        DesktopEntry(name: "Photos", command: ["/usr/bin/photos"], icon: "org.example.Photos", shortcutItems: items)
    }

    @Test("F3D-03: one desktop action per offered item, in order, with name, exec, icon, type and subtitle")
    func actions() throws {
        let text = try entry([
            UIApplicationShortcutItem(
                type: "event://camera", localizedTitle: "Camera", localizedSubtitle: "Take a photo",
                icon: UIApplicationShortcutIcon(type: .capturePhoto)),
            UIApplicationShortcutItem(
                type: "event://mosaic", localizedTitle: "Mosaic", icon: UIApplicationShortcutIcon(templateImageName: "mosaic")),
        ]).text()
        #expect(text == """
            [Desktop Entry]
            Type=Application
            Version=1.4
            Name=Photos
            Exec=/usr/bin/photos
            Icon=org.example.Photos
            Actions=event-3A-2F-2Fcamera;event-3A-2F-2Fmosaic;

            [Desktop Action event-3A-2F-2Fcamera]
            Name=Camera
            Exec=/usr/bin/photos --shortcut-action=event-3A-2F-2Fcamera
            Icon=camera-photo
            X-Tactile-ShortcutItemType=event://camera
            X-Tactile-ShortcutItemSubtitle=Take a photo

            [Desktop Action event-3A-2F-2Fmosaic]
            Name=Mosaic
            Exec=/usr/bin/photos --shortcut-action=event-3A-2F-2Fmosaic
            Icon=mosaic
            X-Tactile-ShortcutItemType=event://mosaic

            """)
    }

    @Test("values and Exec arguments are escaped as the Desktop Entry specification asks")
    func escaping() throws {
        let text = try DesktopEntry(
            name: " Tab\there\nnew\\line", command: ["/opt/My App/run", "--rate=100%", "say \"hi\" $HOME"],
            shortcutItems: [UIApplicationShortcutItem(type: "t", localizedTitle: "50% off; now")]
        ).text()
        #expect(text.contains("\nName=\\sTab\\there\\nnew\\\\line\n"))
        #expect(text.contains("\nExec=\"/opt/My App/run\" --rate=100%% \"say \\\\\"hi\\\\\" \\\\$HOME\"\n"))
        #expect(text.contains("\nName=50% off; now\n"))
        #expect(text.contains("\nExec=\"/opt/My App/run\" --rate=100%% \"say \\\\\"hi\\\\\" \\\\$HOME\" --shortcut-action=t\n"))
    }

    @Test("bad input: empty name, command, type or title, and shared types are typed errors")
    func errors() {
        #expect(throws: DesktopEntryError.emptyName) { try DesktopEntry(name: "", command: ["x"]).text() }
        #expect(throws: DesktopEntryError.emptyCommand) { try DesktopEntry(name: "X", command: []).text() }
        #expect(throws: DesktopEntryError.emptyType(index: 1)) {
            try entry([.init(type: "a", localizedTitle: "A"), .init(type: "", localizedTitle: "B")]).text()
        }
        #expect(throws: DesktopEntryError.emptyTitle(index: 0, type: "a")) {
            try entry([.init(type: "a", localizedTitle: "")]).text()
        }
        #expect(throws: DesktopEntryError.duplicateType(index: 2, firstIndex: 0, type: "a")) {
            try entry([.init(type: "a", localizedTitle: "A"), .init(type: "b", localizedTitle: "B"),
                       .init(type: "a", localizedTitle: "C")]).text()
        }
        #expect(DesktopEntryError.emptyType(index: 1).localizedDescription.contains("quick action 1"))
    }

    @Test("every icon type has a freedesktop icon name; images keep their names")
    func iconNames() {
        for type in UIApplicationShortcutIcon.IconType.allCases {
            #expect(!type.desktopIconName.isEmpty && !type.desktopIconName.contains(" "))
        }
        #expect(UIApplicationShortcutIcon(type: .play).desktopIconName == "media-playback-start")
        #expect(UIApplicationShortcutIcon(systemImageName: "star").desktopIconName == "star")
    }

    @Test(
        "F3D-03: desktop-file-validate accepts an entry with escaped values and four actions",
        .enabled(if: desktopFileValidate != nil, "desktop-file-validate is not installed (apt-get install desktop-file-utils)"))
    func validates() throws {
        let validator = try #require(desktopFileValidate)
        let items = (1...4).map {
            UIApplicationShortcutItem(
                type: "com.example.action-\($0)", localizedTitle: "Action \($0); 100%",
                localizedSubtitle: "line\nbreak", icon: UIApplicationShortcutIcon(type: .compose))
        }
        let text = try DesktopEntry(
            name: "Photos", command: ["/opt/My App/photos", "--x=$1"], icon: "photos", comment: "Edit photos",
            shortcutItems: items
        ).text()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString).desktop")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: validator)
        process.arguments = [file.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(!output.contains("error"), "\(output)")
    }
}

/// `desktop-file-validate` (Debian's desktop-file-utils), if installed.
let desktopFileValidate = ["/usr/bin/desktop-file-validate", "/bin/desktop-file-validate"]
    .first(where: FileManager.default.isExecutableFile(atPath:))
