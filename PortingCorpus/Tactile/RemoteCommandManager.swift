import Foundation
import TactileMedia

/// Connects a simple audio player to the lock screen, Control Centre and headset buttons.
///
/// Keep one instance alive for as long as the player is; call `activate()` once playback starts.
final class RemoteCommandManager {

    /// The player the commands drive.
    final class Player {
        var isPlaying = false
        var trackIndex = 0
        var elapsed: TimeInterval = 0
        let tracks = ["Intro", "Verse", "Chorus"]
        let duration: TimeInterval = 180
    }

    let player: Player
    private let commandCenter = MPRemoteCommandCenter.shared()
    private var targets: [(MPRemoteCommand, Any)] = []

    init(player: Player) {
        self.player = player
    }

    func activate() {
        add(commandCenter.playCommand) { [unowned self] _ in
            guard !self.player.isPlaying else { return .commandFailed }
            self.player.isPlaying = true
            self.updateNowPlaying()
            return .success
        }
        add(commandCenter.pauseCommand) { [unowned self] _ in
            guard self.player.isPlaying else { return .commandFailed }
            self.player.isPlaying = false
            self.updateNowPlaying()
            return .success
        }
        add(commandCenter.nextTrackCommand) { [unowned self] _ in
            guard self.player.trackIndex + 1 < self.player.tracks.count else { return .noSuchContent }
            self.player.trackIndex += 1
            self.player.elapsed = 0
            self.updateNowPlaying()
            return .success
        }
        commandCenter.skipForwardCommand.preferredIntervals = [15]
        add(commandCenter.skipForwardCommand) { [unowned self] event in
            guard let event = event as? MPSkipIntervalCommandEvent else { return .commandFailed }
            self.player.elapsed = min(self.player.duration, self.player.elapsed + event.interval)
            self.updateNowPlaying()
            return .success
        }
        commandCenter.previousTrackCommand.isEnabled = false
        updateNowPlaying()
    }

    /// Call when playback starts, pauses or seeks from the app's own controls.
    func playbackStateDidChange() {
        updateNowPlaying()
    }

    func deactivate() {
        for (command, target) in targets {
            command.removeTarget(target)
        }
        targets.removeAll()
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
    }

    private func add(_ command: MPRemoteCommand,
                     handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) {
        let target = command.addTarget(handler: handler)
        targets.append((command, target))
    }

    private func updateNowPlaying() {
        var info: [String: Any] = [:]
        info[MPMediaItemPropertyTitle] = player.tracks[player.trackIndex]
        info[MPMediaItemPropertyPlaybackDuration] = player.duration
        info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = player.elapsed
        info[MPNowPlayingInfoPropertyPlaybackRate] = player.isPlaying ? 1.0 : 0.0
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
    }
}
