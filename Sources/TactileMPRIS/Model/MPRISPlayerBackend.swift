import TactileDBus

/// What an ``MPRISPlayer`` publishes and controls: the application side of the bridge.
///
/// No UIKit counterpart: on iOS the system reads `MPNowPlayingInfoCenter` and calls `MPRemoteCommandCenter`
/// itself. ``MPRISMediaPlayerBridge`` is the implementation over those two; tests and other apps can supply their
/// own.
@MainActor
public protocol MPRISPlayerBackend: AnyObject {
    /// The state now (``MPRISPlayerState/position`` as of now).
    var state: MPRISPlayerState { get }
    /// Whether the app is the "Now Playing" app (on iOS, the app that plays audio); with ``MPRISPlayer/NameOwnership/whileNowPlaying`` the
    /// player owns its bus name only while this is true.
    var isNowPlaying: Bool { get }
    /// Carries out a client's request.
    ///
    /// - Throws: `DBusMethodError`, sent to the client as the error reply.
    func perform(_ command: MPRISCommand) throws(DBusMethodError)
    /// Set by ``MPRISPlayer``: the backend calls it whenever ``state`` or ``isNowPlaying`` may have changed, and
    /// the player announces what did (`PropertiesChanged`, `Seeked`, taking or releasing the name).
    var onChange: (@MainActor () -> Void)? { get set }
}
