import ArgumentParser
import Foundation
import Tactile
import TactileDesktop

/// `tactile shortcuts …`: an app's home-screen quick actions on the Linux desktop.
struct Shortcuts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "Turn an app's quick actions into a desktop entry with desktop actions.",
        subcommands: [ShortcutsExport.self])
}

/// `tactile shortcuts export --plist FILE [--dynamic FILE …] -o app.desktop`.
struct ShortcutsExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a .desktop file whose actions are the app's quick actions.",
        discussion: """
            Reads the static quick actions from the UIApplicationShortcutItems array of the property list given \
            with --plist (an Info.plist: XML, binary or OpenStep), then the dynamic ones from each --dynamic \
            property list (the same array and keys), and writes a freedesktop desktop entry whose Actions= key \
            lists the quick actions offered: at most 4, the static ones first, as iOS offers them. Each \
            [Desktop Action …] group runs the app's command with --shortcut-action=<identifier>, which \
            TactileDesktop's DesktopLaunch turns into the quick action of the launch options.

            The app's name defaults to the property list's CFBundleDisplayName or CFBundleName, and its command to \
            CFBundleExecutable.

            Examples:
              tactile shortcuts export --plist Info.plist --exec /usr/bin/photos -o org.example.Photos.desktop
              tactile shortcuts export --plist Info.plist --dynamic recent.plist --name Photos --exec photos
            """)

    @Option(help: "The property list with the static quick actions (UIApplicationShortcutItems).")
    var plist: String

    @Option(help: "A property list with dynamic quick actions, in the same format (repeatable).")
    var dynamic: [String] = []

    @Option(help: "The application's name (default: the property list's CFBundleDisplayName or CFBundleName).")
    var name: String?

    @Option(help: "The program that starts the app (default: the property list's CFBundleExecutable).")
    var exec: String?

    @Option(name: .customLong("exec-argument"), help: "An argument the program is always given (repeatable).")
    var execArguments: [String] = []

    @Option(help: "The application's icon: an icon theme name or an absolute path.")
    var icon: String?

    @Option(help: "A line about the application (Comment=).")
    var comment: String?

    @Flag(help: "Say DBusActivatable=true: desktops deliver actions over D-Bus (name the file <application ID>.desktop).")
    var dbusActivatable = false

    @Option(name: .shortAndLong, help: "The .desktop file to write (default: print it).")
    var output: String?

    func validate() throws {
        if let output, !output.hasSuffix(".desktop") {
            throw ValidationError("-o/--output must end in .desktop (desktops read no other files)")
        }
    }

    func run() throws {
        do {
            if let output { try FileAccess.checkWritable(output, expected: "a desktop entry (.desktop)") }
            let staticItems = try UIApplicationShortcutItem.staticItems(contentsOfFile: plist)
            var dynamicItems: [UIApplicationShortcutItem] = []
            for file in dynamic { dynamicItems += try UIApplicationShortcutItem.staticItems(contentsOfFile: file) }
            let bundle = try bundleKeys()
            guard let name = name ?? bundle["CFBundleDisplayName"] ?? bundle["CFBundleName"] else {
                throw CommandFailure(
                    "\(plist) has no CFBundleDisplayName or CFBundleName; give the application's name with --name")
            }
            guard let program = exec ?? bundle["CFBundleExecutable"] else {
                throw CommandFailure("\(plist) has no CFBundleExecutable; give the program that starts the app with --exec")
            }
            var entry = DesktopEntry(
                name: name, command: [program] + execArguments, icon: icon, comment: comment,
                shortcutItems: UIApplication.offeredShortcutItems(static: staticItems, dynamic: dynamicItems))
            entry.dbusActivatable = dbusActivatable
            let text = try entry.text()
            if let output {
                try FileAccess.write(text, to: output, expected: "a desktop entry (.desktop)")
            } else {
                print(text, terminator: "")
            }
        } catch let error as CommandFailure {
            throw error
        } catch let error as LocalizedError {
            throw CommandFailure(error.errorDescription ?? "\(error)")
        }
    }

    /// The string values of the property list's top level (already known to be a readable dictionary).
    private func bundleKeys() throws -> [String: String] {
        let data = try FileAccess.readData(plist, expected: "a property list")
        let top = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
        return (top ?? [:]).compactMapValues { $0 as? String }
    }
}
