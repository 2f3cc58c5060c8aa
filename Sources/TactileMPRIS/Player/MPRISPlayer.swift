import Foundation
import Logging
import Tactile
import TactileDBus

/// Publishes a media player on the D-Bus session bus as an MPRIS2 player (`org.mpris.MediaPlayer2.<name>`, object
/// `/org/mpris/MediaPlayer2`), so that desktop media controls, media keys handled by the desktop, `playerctl` and
/// KDE Connect can see what is playing and control it.
///
/// No UIKit counterpart; the MPRIS2 spec's `org.mpris.MediaPlayer2` and `org.mpris.MediaPlayer2.Player`
/// interfaces. It plays the role of iOS's Now Playing controls: on iOS the system reads `MPNowPlayingInfoCenter`
/// and calls `MPRemoteCommandCenter`; here ``MPRISMediaPlayerBridge`` does both for this object.
///
/// ```swift
/// let bridge = MPRISMediaPlayerBridge(application: application)      // MediaPlayer's model → MPRIS
/// let player = try MPRISPlayer(name: "myplayer", identity: "My Player", backend: bridge)
/// try await player.connect()                                         // the session bus
/// // playerctl -p myplayer play-pause  →  togglePlayPauseCommand's handler, or else a UIEvent
/// ```
///
/// **What is served.** The root interface (`Identity`, `CanQuit`/`CanRaise`/`HasTrackList` false, no URI schemes or
/// MIME types, `Raise` and `Quit` accepted and ignored), the Player interface (every property and method of the
/// spec; `OpenUri` answers `NotSupported`), `org.freedesktop.DBus.Properties` (`Get`, `GetAll`, `Set` for
/// `LoopStatus`, `Shuffle`, `Rate` and `Volume`), `Introspectable` and `Peer`. Calls with the wrong arguments get
/// `InvalidArgs`, unknown members `UnknownMethod` or `UnknownProperty`.
///
/// **Announcing changes.** Whenever the backend reports a change (``MPRISPlayerBackend/onChange``), and after every
/// request, the player compares the properties with what it last announced and emits one
/// `org.freedesktop.DBus.Properties.PropertiesChanged` with those that differ. `Position` is never in it (it moves
/// with time; the spec says so); instead `Seeked(x)` is emitted after a `Seek` or `SetPosition` that moved the
/// position, and whenever the position jumps by more than half a second from where the rate would have taken it.
///
/// **The bus name and "Now Playing".** With ``NameOwnership/whileNowPlaying`` (the default) the object is
/// exported as soon as the player connects, but the well-known name is requested only while the backend is the
/// "Now Playing" app and released when it stops being it, so controllers see the app exactly while iOS would
/// route remote commands to it. ``NameOwnership/always`` owns the name for the whole connection.
///
/// **When the bus goes away** the player reports ``Status/disconnected(_:)`` through ``onStatusChange``; everything
/// else keeps working. Call ``connect(to:timeout:)`` again (to the same or a new bus), or set
/// ``reconnectInterval`` to retry by itself.
///
/// **Logging.** Set ``logger`` (or pass one to the initializer) to have the player report to a swift-log back end;
/// without one, nothing is logged. Every entry carries `mpris.bus-name`, and the player's D-Bus connection logs to
/// the same logger (see `DBusConnection`):
/// - `info`: the player was published on a bus (with `dbus.unique-name`); it took or released its bus name; it was
///   disconnected; it reconnected by itself;
/// - `warning`: the connection was lost (with `dbus.reason`) and whether the player will retry; another program
///   owns the bus name; a signal could not be emitted;
/// - `error`: ``connect(to:timeout:)`` failed (the error is also thrown);
/// - `debug`: each request a client makes and each one the backend refused; each failed reconnection attempt.
@MainActor
public final class MPRISPlayer {
    /// When the player owns its bus name (no UIKit counterpart).
    public enum NameOwnership: Sendable, Equatable {
        /// From connecting until disconnecting.
        case always
        /// Only while ``MPRISPlayerBackend/isNowPlaying`` is true.
        case whileNowPlaying
    }

    /// The connection as the player sees it (no UIKit counterpart).
    public enum Status: Sendable, Equatable {
        /// Not connected; the error says why when the connection was lost or could not be made.
        case disconnected(DBusError?)
        /// Connecting.
        case connecting
        /// Connected; `ownsName` says whether the well-known name is this player's right now.
        case connected(ownsName: Bool)
    }

    /// One request a client made: what ``onCommand`` and ``onCommandFailed`` receive (no UIKit counterpart).
    public struct Call: Sendable {
        /// The request.
        public let command: MPRISCommand
        /// The caller's unique bus name (`:1.42`).
        public let sender: String?
    }

    /// `/org/mpris/MediaPlayer2`.
    public static let objectPath: DBusObjectPath = "/org/mpris/MediaPlayer2"
    /// `org.mpris.MediaPlayer2`, the root interface.
    public static let rootInterface = "org.mpris.MediaPlayer2"
    /// `org.mpris.MediaPlayer2.Player`.
    public static let playerInterface = "org.mpris.MediaPlayer2.Player"

    /// The well-known name, `org.mpris.MediaPlayer2.<name>`.
    public let busName: String
    /// `Identity`, the name controllers show.
    public let identity: String
    /// `DesktopEntry`, the basename of the app's `.desktop` file, when it has one.
    public let desktopEntry: String?
    /// What is published and controlled.
    public let backend: any MPRISPlayerBackend
    /// When the name is owned.
    public let ownership: NameOwnership

    /// Where the connection stands.
    public internal(set) var status: Status = .disconnected(nil) {
        didSet { if status != oldValue { onStatusChange?(status) } }
    }
    /// Called whenever ``status`` changes.
    public var onStatusChange: ((Status) -> Void)?
    /// Called with every request a client makes (a Player or root method, or setting a property), before the
    /// backend carries it out (for logging).
    public var onCommand: ((Call) -> Void)?
    /// Called when the backend refused a request, with the error the client gets.
    public var onCommandFailed: ((Call, DBusMethodError) -> Void)?
    /// Called when something the player does by itself fails: taking the name when the app becomes Now Playing
    /// (`DBusError.nameTaken(_:)`: another program has it), or emitting a signal.
    public var onError: ((DBusError) -> Void)?
    /// Called with every method call that reaches the player's connection, before it is answered, including
    /// `GetAll`, `Get` and `Introspect` (for verbose logging).
    public var onMethodCall: ((DBusMessage) -> Void)?
    /// When set, a lost connection is retried every this many seconds until it is back (at the address last
    /// given to ``connect(to:timeout:)``, or the session bus read again from the environment).
    public var reconnectInterval: Double?
    /// Where the player, and the D-Bus connections it makes, report what happens (see "Logging" above); `nil`
    /// logs nothing. A logger set while connected is used from the next connection on for the connection's own
    /// entries, and at once for the player's.
    public var logger: Logger?

    /// The connection, while connected.
    public internal(set) var connection: DBusConnection?
    /// Whether this player owns ``busName`` now.
    public var ownsBusName: Bool { ownsName }

    var server: DBusObjectServer?
    /// The sender of the call being answered (property setters do not see the message).
    var currentCaller: String?
    var generation = 0
    var ownsName = false
    /// The last of the serialized name requests and releases, and how many are running or waiting.
    var nameTask: Task<Result<Void, DBusError>, Never>?
    var nameTasksQueued = 0
    var requestedAddress: DBusAddress?
    var reconnectTask: Task<Void, Never>?
    /// The Player properties last announced (without `Position` and `CanControl`).
    var announced: [String: DBusValue] = [:]
    var lastSample: (position: Int64, sampledAt: Double, rate: Double, trackID: DBusObjectPath?, length: Int64?)?

    /// A player named `org.mpris.MediaPlayer2.<name>`.
    ///
    /// - Parameters:
    ///   - name: the last part of the bus name (`tactile`, `vlc.instance42`).
    ///   - identity: the `Identity` property.
    ///   - desktopEntry: the `DesktopEntry` property (omitted when `nil`).
    ///   - backend: the state to publish and the handler of requests.
    ///   - ownership: when to own the name.
    ///   - logger: where the player reports what happens (``logger``); `nil`, the default, logs nothing.
    /// - Throws: `DBusError.invalidBusName(_:)` when `name` cannot end a bus name.
    public init(
        name: String = "tactile", identity: String = "Tactile", desktopEntry: String? = nil,
        backend: any MPRISPlayerBackend, ownership: NameOwnership = .whileNowPlaying, logger: Logger? = nil
    ) throws(DBusError) {
        let busName = "org.mpris.MediaPlayer2." + name
        guard DBusNames.isValidBusNameSuffix(name), DBusNames.isValidBusName(busName) else {
            throw .invalidBusName(busName)
        }
        self.busName = busName
        self.identity = identity
        self.desktopEntry = desktopEntry
        self.backend = backend
        self.ownership = ownership
        self.logger = logger
    }

    /// ``logger`` with the player's `mpris.bus-name` metadata, or `nil`.
    var log: Logger? {
        guard var logger else { return nil }
        logger[metadataKey: "mpris.bus-name"] = "\(busName)"
        return logger
    }
}
