import Foundation

/// What a scene is for, and the scene itself while it is connected: the part of a scene that outlives it.
///
/// UIKit counterpart: [`UISceneSession`](https://developer.apple.com/documentation/uikit/uiscenesession). Tactile
/// creates one session for the scene it connects when an app that uses scenes launches
/// (``UIApplication/openSessions``). Deliberate difference: sessions are not kept across launches, since a desktop
/// restores no scenes; ``stateRestorationActivity`` is kept for the life of the application.
@MainActor
public final class UISceneSession: Hashable {
    /// The kind of scene a session is for (UIKit: `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The Info.plist name of the role.
        public let rawValue: String
        /// A role with this Info.plist name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive windows: `UIWindowSceneSessionRoleApplication`, the role of the scene Tactile
        /// connects at launch.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display that takes no input: `UIWindowSceneSessionRoleExternalDisplayNonInteractive`.
        /// Tactile connects no such scene.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// An identifier of the session, unique for the life of the application.
    public let persistentIdentifier: String
    /// The configuration the scene was created with.
    public internal(set) var configuration: UISceneConfiguration
    /// The scene while it is connected, otherwise `nil`.
    public internal(set) weak var scene: UIScene?
    /// An activity to restore the scene's state from when it connects again. Default `nil`.
    public var stateRestorationActivity: NSUserActivity?
    /// Information of the app's own about the session. Default `nil`.
    public var userInfo: [String: Any]?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    /// Whether `lhs` and `rhs` are the same session (UIKit: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the session's identity (UIKit: `NSObject.hash`).
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
