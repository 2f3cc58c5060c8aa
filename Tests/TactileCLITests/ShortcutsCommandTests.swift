import Foundation
import Testing

/// An Info.plist with a name, an executable and six static quick actions (EX-40: only four are offered).
private let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>CFBundleName</key><string>Photos</string>
      <key>CFBundleExecutable</key><string>/opt/Photo Tools/photos</string>
      <key>UIApplicationShortcutItems</key>
      <array>
    """ + (1...6).map(infoPlistItem).joined(separator: "\n") + """
      </array>
    </dict>
    </plist>
    """

private func infoPlistItem(_ n: Int) -> String {
    "<dict><key>UIApplicationShortcutItemType</key><string>com.example.action\(n)</string>"
        + "<key>UIApplicationShortcutItemTitle</key><string>Action \(n)</string>"
        + "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypePlay</string>"
        + "<key>UIApplicationShortcutItemIconFile</key><string>action\(n)</string></dict>"
}

private func plist(_ items: [(String, String)]) -> String {
    let dicts = items.map {
        "<dict><key>UIApplicationShortcutItemType</key><string>\($0.0)</string>"
            + "<key>UIApplicationShortcutItemTitle</key><string>\($0.1)</string></dict>"
    }
    return "<plist version=\"1.0\"><dict><key>UIApplicationShortcutItems</key><array>" + dicts.joined()
        + "</array></dict></plist>"
}

/// The `[Desktop Action …]` group names of a desktop entry, in order.
private func actionGroups(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("[Desktop Action ") }.map { String($0.dropFirst(16).dropLast()) }
}

@Suite("tactile shortcuts export")
struct ShortcutsCommandTests {
    @Test("F3D-03: six static items give four desktop actions, with the bundle's name and executable")
    func fourOfSix() throws {
        let folder = try TemporaryFolder()
        let info = try folder.write(infoPlist, to: "Info.plist")
        let run = try runTactile(["shortcuts", "export", "--plist", info])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(actionGroups(run.stdout) == (1...4).map { "com-2Eexample-2Eaction\($0)" })
        #expect(run.stdout.contains("\nName=Photos\n"))
        #expect(run.stdout.contains("\nExec=\"/opt/Photo Tools/photos\" --shortcut-action=com-2Eexample-2Eaction1\n"))
        #expect(run.stdout.contains("\nIcon=action1\n"))  // the icon file wins over the icon type
    }

    @Test("F3D-03: static items first, then dynamic ones, at most four")
    func staticThenDynamic() throws {
        let folder = try TemporaryFolder()
        let info = try folder.write(plist([("s1", "S1"), ("s2", "S2")]), to: "Info.plist")
        let recent = try folder.write(plist([("d1", "D1"), ("d2", "D2"), ("d3", "D3")]), to: "recent.plist")
        let run = try runTactile(
            ["shortcuts", "export", "--plist", info, "--dynamic", recent, "--name", "App", "--exec", "app"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(actionGroups(run.stdout) == ["s1", "s2", "d1", "d2"])
    }

    @Test(
        "F3D-02: the exported file passes desktop-file-validate",
        .enabled(if: desktopFileValidate != nil, "desktop-file-validate is not installed (apt-get install desktop-file-utils)"))
    func validates() throws {
        let validator = try #require(desktopFileValidate)
        let folder = try TemporaryFolder()
        let info = try folder.write(infoPlist, to: "Info.plist")
        let output = folder.path("org.example.Photos.desktop")
        let run = try runTactile(
            ["shortcuts", "export", "--plist", info, "--icon", "org.example.Photos", "--comment", "Edit photos",
             "--dbus-activatable", "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: validator)
        process.arguments = [output]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
        #expect(report.isEmpty, "\(report)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("\nDBusActivatable=true\n"))
    }

    @Test("bad input: a malformed plist, an empty type, a missing name and a wrong extension are clear errors")
    func badInput() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.write("<plist><dict><key>x", to: "broken.plist")
        let run = try runTactile(["shortcuts", "export", "--plist", broken, "--name", "A", "--exec", "a"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("broken.plist: not a property list"))
        let emptyType = try folder.write(plist([("a", "A"), ("", "B")]), to: "empty.plist")
        let empty = try runTactile(["shortcuts", "export", "--plist", emptyType, "--name", "A", "--exec", "a"])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("empty.plist: UIApplicationShortcutItems item 1: UIApplicationShortcutItemType: must not be empty"))
        let noName = try folder.write(plist([("a", "A")]), to: "noname.plist")
        let unnamed = try runTactile(["shortcuts", "export", "--plist", noName, "--exec", "a"])
        #expect(unnamed.status == 1)
        #expect(unnamed.stderr.contains("--name"))
        let wrongExtension = try runTactile(["shortcuts", "export", "--plist", noName, "--name", "A", "--exec", "a", "-o", folder.path("x.txt")])
        #expect(wrongExtension.status != 0)
        #expect(wrongExtension.stderr.contains(".desktop"))
        let missing = try runTactile(["shortcuts", "export", "--plist", folder.path("none.plist"), "--name", "A", "--exec", "a"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("none.plist"))
    }
}

/// `desktop-file-validate` (Debian's desktop-file-utils), if installed.
private let desktopFileValidate = ["/usr/bin/desktop-file-validate", "/bin/desktop-file-validate"]
    .first(where: FileManager.default.isExecutableFile(atPath:))
