import Foundation

/// Where a remote-control command from the system's media controls goes: to a command handler of the app, or to
/// the responder chain as a `.remoteControl` `UIEvent`.
///
/// No UIKit counterpart: on iOS, MediaPlayer's `MPRemoteCommandCenter` sits between the system and UIKit. A command
/// whose `MPRemoteCommand` is enabled and has handlers goes to them; otherwise the app receives a `UIEvent` of type
/// `.remoteControl` in `remoteControlReceived(with:)`. The core cannot know MediaPlayer's types, so `TactileMedia`
/// installs a router into each application that has a command center (`UIApplication.installRemoteCommandRouter(_:)`),
/// and the application's queue asks it. Not for apps.
package protocol RemoteCommandRouter: AnyObject, Sendable {
    /// Decides where `command` goes in `application`, and delivers it to the command handlers when they take it.
    /// Called on the main actor by the application's queue, only while the application is the Now Playing app.
    @MainActor
    func route(_ command: RawRemoteControlEvent, in application: UIApplication) -> RemoteCommandRoute
}

/// What a ``RemoteCommandRouter`` decided for a remote-control command (not for apps).
package enum RemoteCommandRoute: Sendable, Equatable {
    /// Done: a command handler took the command, or it cannot be delivered (its command is disabled, or nothing
    /// takes it); no `UIEvent` follows.
    case finished
    /// No handler took it: it becomes a `.remoteControl` `UIEvent` for the key window's first responder.
    case remoteControlEvent
}
