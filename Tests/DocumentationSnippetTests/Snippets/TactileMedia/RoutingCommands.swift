import Tactile
import TactileMedia

/// The article's first step: the app becomes the Now Playing app, so remote commands reach it.
func becomeNowPlaying() {
    MPNowPlayingInfoCenter.default().playbackState = .playing   // or nowPlayingInfo with a playback rate > 0
}

/// The article's routing of commands from other sources (MPRIS, media keys) through the command center; returns
/// the status of the first.
@MainActor
@discardableResult
func routeCommands(
    application: UIApplication, subtype: UIEvent.EventSubtype, keyTime: TimeInterval
) -> MPRemoteCommandHandlerStatus {
    let center = MPRemoteCommandCenter.shared(for: application)
    let status = center.dispatch(.nextTrack)                      // MPRIS Next
    center.dispatch(.changePlaybackPosition(42))                  // MPRIS SetPosition
    if let request = MPRemoteCommandCenter.Request(remoteControlSubtype: subtype) {
        center.dispatch(request, timestamp: keyTime)              // a media key
    }
    return status
}
