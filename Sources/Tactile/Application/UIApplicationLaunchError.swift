import Foundation

/// Why an app could not be launched as `UIApplicationMain` launches it: an Info.plist that cannot be read or has a
/// value of the wrong type, or a class it names that cannot be found or created.
///
/// No UIKit counterpart: iOS checks an app's Info.plist when the app is built and installed, and stops the app when
/// a class it names is missing. Tactile reads the Info.plist at run time and reports each problem with this error.
public enum UIApplicationLaunchError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// The Info.plist at `file` could not be read, or is not a property list whose top level is a dictionary.
    case unreadableInfoPropertyList(file: String, reason: String)
    /// The value at `keyPath` (keys joined with `/`, array items by index) has the wrong type; `expected` names
    /// the right one.
    case invalidInfoPropertyList(file: String, keyPath: String, expected: String)
    /// The Info.plist's `UIApplicationShortcutItems` are not valid quick actions.
    case shortcutItems(ShortcutItemsPropertyListError)
    /// No class has the name `className`, given by `key` (`UISceneDelegateClassName`, `UISceneClassName`, or
    /// `UIApplicationMain`'s principal or delegate class name).
    case classNotFound(className: String, key: String)
    /// The class `className`, given by `key`, is not what it must be; `expected` says what.
    case unsuitableClass(className: String, key: String, expected: String)
    /// The class `className` could not be created: its `init?(coder:)` returned `nil`.
    case classNotCreated(className: String)
    /// The application has already launched: an app launches once.
    case alreadyLaunched

    /// A sentence saying what was wrong and where.
    public var description: String {
        switch self {
        case .unreadableInfoPropertyList(let file, let reason):
            "\(file): cannot read the Info.plist: \(reason)"
        case .invalidInfoPropertyList(let file, let keyPath, let expected):
            "\(file): \(keyPath): expected \(expected)"
        case .shortcutItems(let error):
            error.description
        case .classNotFound(let className, let key):
            "\(key) names \(className), and no class has that name (on Linux a class is found by name only when it is"
                + " declared at the top level of its file and named with its module, as in MyApp.SceneDelegate; set"
                + " the class in code otherwise, for example UISceneConfiguration.delegateClass)"
        case .unsuitableClass(let className, let key, let expected):
            "\(key) names \(className), which is not \(expected)"
        case .classNotCreated(let className):
            "\(className)'s init?(coder:) returned nil, so Tactile could not create it"
        case .alreadyLaunched:
            "the application has already launched; an app launches once"
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
