import Tactile
import TactileMedia

/// How commands arrive at ``MediaPlayerDemo``: the handlers of a MediaPlayer app, and the remote-control
/// `UIEvent`s of commands without one.
extension MediaPlayerDemo {
    /// The handlers of a MediaPlayer app: each command with a target goes here.
    func registerHandlers() {
        commands.playCommand.addTarget { [weak self] _ in
            self?.play("playCommand handler")
            return .success
        }
        commands.pauseCommand.addTarget { [weak self] _ in
            self?.pause("pauseCommand handler")
            return .success
        }
        commands.togglePlayPauseCommand.addTarget { [weak self] _ in
            guard let self else { return .commandFailed }
            if self.state == .playing { self.pause("togglePlayPauseCommand handler") } else { self.play("togglePlayPauseCommand handler") }
            return .success
        }
        // No stopCommand handler: stop arrives as a .remoteControlStop UIEvent at the first responder.
        commands.nextTrackCommand.addTarget { [weak self] _ in
            guard let self else { return .commandFailed }
            self.startTrack(at: self.slot + 1, playing: self.state == .playing, reason: "nextTrackCommand handler")
            return .success
        }
        commands.previousTrackCommand.addTarget { [weak self] _ in
            guard let self else { return .commandFailed }
            self.startTrack(at: self.slot - 1, playing: self.state == .playing, reason: "previousTrackCommand handler")
            return .success
        }
        commands.changePlaybackPositionCommand.addTarget { [weak self] event in
            guard let self, let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
            self.setPosition(event.positionTime)
            self.publish()
            self.log("  ▸ changePlaybackPositionCommand handler: at \(Self.clock(self.position))")
            return .success
        }
        commands.skipForwardCommand.preferredIntervals = [15]
        commands.skipBackwardCommand.preferredIntervals = [15]
        for (command, sign) in [(commands.skipForwardCommand, 1.0), (commands.skipBackwardCommand, -1.0)] {
            command.addTarget { [weak self] event in
                guard let self, let event = event as? MPSkipIntervalCommandEvent else { return .commandFailed }
                self.setPosition(self.position + sign * event.interval)
                self.publish()
                self.log("  ▸ skip handler: \(sign > 0 ? "+" : "−")\(Int(event.interval)) s, at \(Self.clock(self.position))")
                return .success
            }
        }
        commands.changePlaybackRateCommand.supportedPlaybackRates = [0.5, 1, 1.5, 2]
        commands.changePlaybackRateCommand.addTarget { [weak self] event in
            guard let self, let event = event as? MPChangePlaybackRateCommandEvent else { return .commandFailed }
            self.setPosition(self.position)
            self.rate = Double(event.playbackRate)
            self.publish()
            self.log("  ▸ changePlaybackRateCommand handler: rate \(self.rate)")
            return .success
        }
        commands.changeRepeatModeCommand.addTarget { [weak self] event in
            guard let self, let event = event as? MPChangeRepeatModeCommandEvent else { return .commandFailed }
            self.commands.changeRepeatModeCommand.currentRepeatType = event.repeatType
            self.log("  ▸ changeRepeatModeCommand handler: repeat \(event.repeatType)")
            return .success
        }
        commands.changeShuffleModeCommand.addTarget { [weak self] event in
            guard let self, let event = event as? MPChangeShuffleModeCommandEvent else { return .commandFailed }
            let current = self.order[self.slot]
            self.order = event.shuffleType == .off ? Array(self.playlist.indices) : self.playlist.indices.shuffled()
            self.slot = self.order.firstIndex(of: current) ?? 0
            self.commands.changeShuffleModeCommand.currentShuffleType = event.shuffleType
            self.publish()
            self.log("  ▸ changeShuffleModeCommand handler: shuffle \(event.shuffleType == .off ? "off" : "on")")
            return .success
        }
    }

    /// Commands without a handler, as UIKit delivers them: `remoteControlReceived(with:)` on the first responder.
    func remoteControl(_ subtype: UIEvent.EventSubtype) {
        let how = "remoteControlReceived(.\(subtype)) at the first responder"
        switch subtype {
        case .remoteControlPlay: play(how)
        case .remoteControlPause: pause(how)
        case .remoteControlTogglePlayPause: state == .playing ? pause(how) : play(how)
        case .remoteControlStop: stop(reason: how)
        case .remoteControlNextTrack: startTrack(at: slot + 1, playing: state == .playing, reason: how)
        case .remoteControlPreviousTrack: startTrack(at: slot - 1, playing: state == .playing, reason: how)
        default: log("  ▸ \(how): ignored")
        }
    }
}
