import Tactile

/// Launch options from the command line a desktop ran: the quick action a `[Desktop Action …]` group's `Exec=`
/// names becomes `UIApplication.LaunchOptionsKey.shortcutItem`.
///
/// No UIKit counterpart: iOS passes the chosen quick action to the app it launches. A desktop launches an app by
/// running the action's `Exec=` line, which ``DesktopEntry`` writes as the app's command followed by
/// `--shortcut-action=<identifier>`.
///
/// ```swift
/// let options = try DesktopLaunch.options(
///     arguments: CommandLine.arguments, shortcutItems: application.staticShortcutItems)
/// application.finishLaunching(options: options)
/// ```
public enum DesktopLaunch {
    /// The launch options that `arguments` (a whole command line, or only its arguments) ask for; `nil` when they
    /// name no quick action.
    ///
    /// The quick action is the one of `shortcutItems` whose type the identifier names. An identifier of a type
    /// that none of them has (a dynamic action from an earlier run, which the app has not set again yet) gives a
    /// new item with that type, and the type as its title: apps dispatch on the type.
    /// - Throws: ``DesktopLaunchError`` when the identifier was not made by ``DesktopActionIdentifier``, or the
    ///   option is given twice.
    public static func options(arguments: [String], shortcutItems: [UIApplicationShortcutItem])
        throws(DesktopLaunchError) -> [UIApplication.LaunchOptionsKey: Any]?
    {
        let prefix = DesktopEntry.shortcutActionOption
        let named = arguments.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        guard let identifier = named.first else { return nil }
        guard named.count == 1 else { throw .repeatedShortcutAction(named) }
        guard let type = DesktopActionIdentifier.type(fromIdentifier: identifier), !type.isEmpty else {
            throw .invalidShortcutAction(identifier)
        }
        let item = shortcutItems.first { $0.type == type } ?? UIApplicationShortcutItem(type: type, localizedTitle: type)
        return [.shortcutItem: item]
    }

    /// `arguments` without the quick-action option, for an app that parses the rest itself.
    public static func remainingArguments(_ arguments: [String]) -> [String] {
        arguments.filter { !$0.hasPrefix(DesktopEntry.shortcutActionOption) }
    }
}

/// Why a command line's quick action could not be read (no UIKit counterpart).
public enum DesktopLaunchError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// The identifier after `--shortcut-action=` was not made from a quick action's type.
    case invalidShortcutAction(String)
    /// `--shortcut-action=` appears more than once.
    case repeatedShortcutAction([String])

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case .invalidShortcutAction(let identifier):
            "--shortcut-action=\(identifier) names no quick action (identifiers come from the desktop entry's Actions= key)"
        case .repeatedShortcutAction(let identifiers):
            "--shortcut-action is given \(identifiers.count) times (\(identifiers.joined(separator: ", "))); a launch has one quick action"
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
