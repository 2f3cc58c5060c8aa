import Foundation
import Tactile
import TactileMedia

extension TouchSimulator {
    /// Sends a remote command as a headset button, a media key or the system's media controls do, and processes
    /// what it posts (no UIKit counterpart; on iOS the system sends it).
    ///
    /// It takes the real path, `MPRemoteCommandCenter.dispatch(_:timestamp:)` of the simulator's application: a
    /// command with a handler (`MPRemoteCommandCenter.shared().playCommand.addTarget …`) goes to the handler;
    /// without one, play, pause, stop, toggle, next, previous and seeking become a `.remoteControl` `UIEvent` for
    /// the key window's first responder (`remoteControlReceived(with:)`) once the app called
    /// `beginReceivingRemoteControlEvents()`. As on iOS, nothing reaches an app that is not the "Now Playing" app:
    /// report playback first (`MPNowPlayingInfoCenter.default().playbackState = .playing`).
    ///
    /// ```swift
    /// MPNowPlayingInfoCenter.default().playbackState = .playing
    /// sim.sendRemoteCommand(.togglePlayPause)
    /// ```
    /// - Returns: the status the handlers returned, or what dispatch reports (`.noActionableNowPlayingItem` when
    ///   the app is not Now Playing, `.commandFailed` when nothing could take the command).
    @discardableResult
    public func sendRemoteCommand(_ request: MPRemoteCommandCenter.Request) -> MPRemoteCommandHandlerStatus {
        let status = MPRemoteCommandCenter.shared(for: application).dispatch(request, timestamp: now)
        scheduler.runDueActions()
        return status
    }

    /// Sends the remote command of a UIKit remote-control subtype (`.remoteControlTogglePlayPause`, …), as a media
    /// key does; see ``sendRemoteCommand(_:)``. Subtypes that are not remote-control ones send nothing and return
    /// `.commandFailed`.
    @discardableResult
    public func sendRemoteControl(_ subtype: UIEvent.EventSubtype) -> MPRemoteCommandHandlerStatus {
        guard let request = MPRemoteCommandCenter.Request(remoteControlSubtype: subtype) else { return .commandFailed }
        return sendRemoteCommand(request)
    }
}
