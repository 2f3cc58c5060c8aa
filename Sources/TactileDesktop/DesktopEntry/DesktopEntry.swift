import Tactile

/// A freedesktop desktop entry (`.desktop` file) for an app, with its quick actions as desktop actions.
///
/// No UIKit counterpart: on iOS the system shows an app's quick actions under its icon. Linux desktops (GNOME,
/// KDE Plasma, and others that follow the Desktop Entry specification) show the `[Desktop Action …]` groups of an
/// app's desktop entry in the menu of its launcher or dock icon. ``text()`` writes the `[Desktop Entry]` group with an
/// `Actions=` key listing one identifier per quick action (``DesktopActionIdentifier``), then one
/// `[Desktop Action <identifier>]` group per action, in order:
///
/// - `Name=` the action's title; `Icon=` its icon (the icon's `desktopIconName`);
/// - `Exec=` the app's command followed by `--shortcut-action=<identifier>`, which ``DesktopLaunch`` turns into
///   the launch options' quick action;
/// - `X-Tactile-ShortcutItemType=` the type itself and, when there is one, `X-Tactile-ShortcutItemSubtitle=` (the
///   specification has no subtitle).
///
/// The entry declares `Version=1.4` of the specification, the newest that Debian's `desktop-file-validate` knows
/// (version 1.5 adds nothing this entry uses). Values are escaped as the specification asks (`\s`, `\n`, `\t`, `\r`, `\\`; `Exec` arguments quoted and `%`
/// doubled).
public struct DesktopEntry {
    /// The option that names a quick action on the app's command line: `--shortcut-action=<identifier>`.
    public static let shortcutActionOption = "--shortcut-action="

    /// The application's name (`Name=`).
    public var name: String
    /// The program and its arguments (`Exec=`); each argument is quoted as needed.
    public var command: [String]
    /// The application's icon (`Icon=`), if any.
    public var icon: String?
    /// A line about the application (`Comment=`), if any.
    public var comment: String?
    /// The quick actions, in the order offered; `UIApplication.offeredShortcutItems` for a running app.
    public var shortcutItems: [UIApplicationShortcutItem]
    /// Whether the entry says `DBusActivatable=true`: desktops then start the app and deliver its actions over
    /// D-Bus (``DesktopApplicationService``) instead of running `Exec=`, which stays as the fallback. Such an entry
    /// must be named after the application ID (`org.example.Photos.desktop`), and the session bus needs a service
    /// file for the ID that starts the app. Default `false`.
    public var dbusActivatable = false

    /// An entry.
    public init(
        name: String, command: [String], icon: String? = nil, comment: String? = nil,
        shortcutItems: [UIApplicationShortcutItem] = []
    ) {
        self.name = name
        self.command = command
        self.icon = icon
        self.comment = comment
        self.shortcutItems = shortcutItems
    }

    /// The `.desktop` file's text.
    /// - Throws: ``DesktopEntryError`` for an empty name or command, and for quick actions with empty or shared
    ///   types or empty titles.
    public func text() throws(DesktopEntryError) -> String {
        guard !name.isEmpty else { throw .emptyName }
        guard let program = command.first, !program.isEmpty else { throw .emptyCommand }
        var firstIndex: [String: Int] = [:]
        for (index, item) in shortcutItems.enumerated() {
            guard !item.type.isEmpty else { throw .emptyType(index: index) }
            guard !item.localizedTitle.isEmpty else { throw .emptyTitle(index: index, type: item.type) }
            if let first = firstIndex[item.type] { throw .duplicateType(index: index, firstIndex: first, type: item.type) }
            firstIndex[item.type] = index
        }
        let identifiers = shortcutItems.map { DesktopActionIdentifier.identifier(forType: $0.type) }
        var lines = ["[Desktop Entry]", "Type=Application", "Version=1.4", "Name=\(DesktopEntryEscaping.value(name))"]
        if let comment, !comment.isEmpty { lines.append("Comment=\(DesktopEntryEscaping.value(comment))") }
        lines.append("Exec=\(DesktopEntryEscaping.exec(command))")
        if let icon, !icon.isEmpty { lines.append("Icon=\(DesktopEntryEscaping.value(icon))") }
        if dbusActivatable { lines.append("DBusActivatable=true") }
        if !identifiers.isEmpty { lines.append("Actions=" + identifiers.map { $0 + ";" }.joined()) }
        for (item, identifier) in zip(shortcutItems, identifiers) {
            lines.append("")
            lines.append("[Desktop Action \(identifier)]")
            lines.append("Name=\(DesktopEntryEscaping.value(item.localizedTitle))")
            lines.append("Exec=\(DesktopEntryEscaping.exec(command + [Self.shortcutActionOption + identifier]))")
            if let icon = item.icon { lines.append("Icon=\(DesktopEntryEscaping.value(icon.desktopIconName))") }
            lines.append("X-Tactile-ShortcutItemType=\(DesktopEntryEscaping.value(item.type))")
            if let subtitle = item.localizedSubtitle, !subtitle.isEmpty {
                lines.append("X-Tactile-ShortcutItemSubtitle=\(DesktopEntryEscaping.value(subtitle))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
