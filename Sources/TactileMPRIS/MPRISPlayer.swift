import Foundation
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
/// // playerctl -p myplayer play-pause  →  togglePlayPauseCommand's handler, or a UIEvent (GAP-03)
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
/// **The bus name and "Now Playing" (RC-02).** With ``NameOwnership/whileNowPlaying`` (the default) the object is
/// exported as soon as the player connects, but the well-known name is requested only while the backend is the
/// "Now Playing" app and released when it stops being it, so controllers see the app exactly while iOS would
/// route remote commands to it. ``NameOwnership/always`` owns the name for the whole connection.
///
/// **When the bus goes away** the player reports ``Status/disconnected(_:)`` through ``onStatusChange``; everything
/// else keeps working. Call ``connect(to:timeout:)`` again (to the same or a new bus), or set
/// ``reconnectInterval`` to retry by itself.
@MainActor
public final class MPRISPlayer {
    /// When the player owns its bus name (no UIKit counterpart).
    public enum NameOwnership: Sendable, Equatable {
        /// From connecting until disconnecting.
        case always
        /// Only while ``MPRISPlayerBackend/isNowPlaying`` is true (RC-02).
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
    public private(set) var status: Status = .disconnected(nil) {
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
    /// (``DBusError/nameTaken(_:)``: another program has it), or emitting a signal.
    public var onError: ((DBusError) -> Void)?
    /// Called with every method call that reaches the player's connection, before it is answered, including
    /// `GetAll`, `Get` and `Introspect` (for verbose logging).
    public var onMethodCall: ((DBusMessage) -> Void)?
    /// When set, a lost connection is retried every this many seconds until it is back (at the address last
    /// given to ``connect(to:timeout:)``, or the session bus read again from the environment).
    public var reconnectInterval: Double?

    /// The connection, while connected.
    public private(set) var connection: DBusConnection?
    /// Whether this player owns ``busName`` now.
    public var ownsBusName: Bool { ownsName }

    private var server: DBusObjectServer?
    /// The sender of the call being answered (property setters do not see the message).
    private var currentCaller: String?
    private var generation = 0
    private var ownsName = false
    /// The last of the serialized name requests and releases, and how many are running or waiting.
    private var nameTask: Task<Result<Void, DBusError>, Never>?
    private var nameTasksQueued = 0
    private var requestedAddress: DBusAddress?
    private var reconnectTask: Task<Void, Never>?
    /// The Player properties last announced (without `Position` and `CanControl`).
    private var announced: [String: DBusValue] = [:]
    private var lastSample: (position: Int64, sampledAt: Double, rate: Double, trackID: DBusObjectPath?, length: Int64?)?

    /// A player named `org.mpris.MediaPlayer2.<name>`.
    ///
    /// - Parameters:
    ///   - name: the last part of the bus name (`tactile`, `vlc.instance42`).
    ///   - identity: the `Identity` property.
    ///   - desktopEntry: the `DesktopEntry` property (omitted when `nil`).
    ///   - backend: the state to publish and the handler of requests.
    ///   - ownership: when to own the name.
    /// - Throws: ``DBusError/invalidBusName(_:)`` when `name` cannot end a bus name.
    public init(
        name: String = "tactile", identity: String = "Tactile", desktopEntry: String? = nil,
        backend: any MPRISPlayerBackend, ownership: NameOwnership = .whileNowPlaying
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
    }

    // MARK: - Connecting

    /// Connects to a bus, exports the object and, as ``ownership`` says, takes the name. A player already
    /// connected disconnects first.
    ///
    /// - Parameters:
    ///   - address: the bus; `nil` is the session bus (``DBusAddress/session(environment:)``, read anew on every
    ///     call).
    ///   - timeout: seconds allowed for connecting and for each bus call.
    /// - Throws: ``DBusError``: ``DBusError/isBusUnavailable`` when there is no bus,
    ///   ``DBusError/nameTaken(_:)`` when another program owns the name.
    public func connect(to address: DBusAddress? = nil, timeout: Double = 5) async throws(DBusError) {
        disconnect(stopReconnecting: false)
        requestedAddress = address
        generation += 1
        let myGeneration = generation
        status = .connecting
        let connection: DBusConnection
        do throws(DBusError) {
            let target: DBusAddress
            if let address { target = address } else { target = try DBusAddress.session() }
            connection = try await DBusConnection.connect(to: target, timeout: timeout)
        } catch {
            if myGeneration == generation { status = .disconnected(error) }
            throw error
        }
        guard myGeneration == generation else {
            connection.close()
            throw .disconnected(reason: "superseded by another connect or disconnect")
        }
        self.connection = connection
        let server = DBusObjectServer(connection: connection)
        server.onDisconnect = { [weak self] error in self?.connectionLost(error, generation: myGeneration) }
        server.onCall = { [weak self] message in
            self?.currentCaller = message.sender
            self?.onMethodCall?(message)
        }
        server.export([rootInterfaceDescription(), playerInterfaceDescription()], at: Self.objectPath)
        self.server = server
        announced = playerProperties(backend.state)
        lastSample = nil
        recordSample(backend.state)
        backend.onChange = { [weak self] in self?.refresh() }
        status = .connected(ownsName: false)
        do throws(DBusError) {
            try await reconcileName()
        } catch {
            if myGeneration == generation { disconnect(stopReconnecting: false) }
            status = .disconnected(error)
            throw error
        }
    }

    /// Releases the name and closes the connection; stops reconnecting.
    public func disconnect() {
        disconnect(stopReconnecting: true)
    }

    private func disconnect(stopReconnecting: Bool) {
        if stopReconnecting {
            reconnectTask?.cancel()
            reconnectTask = nil
        }
        generation += 1
        // Closing the connection releases the name too (the bus drops a closed connection's names).
        connection?.close()
        connection = nil
        server = nil
        ownsName = false
        if case .disconnected = status {} else { status = .disconnected(nil) }
    }

    private func connectionLost(_ error: DBusError, generation lost: Int) {
        guard lost == generation else { return }
        generation += 1
        connection = nil
        server = nil
        ownsName = false
        status = .disconnected(error)
        scheduleReconnect()
    }

    private func scheduleReconnect() {
        guard let interval = reconnectInterval, interval > 0, reconnectTask == nil else { return }
        reconnectTask = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
                guard let self, !Task.isCancelled else { return }
                if case .connected = self.status { break }
                do {
                    try await self.connect(to: self.requestedAddress)
                    break
                } catch {
                    continue
                }
            }
            self?.reconnectTask = nil
        }
    }

    /// Takes or releases the name until ownership matches what ``ownership`` and the backend ask for. Calls are
    /// serialized: each runs after the previous one, and reads the state when it runs.
    private func reconcileName() async throws(DBusError) {
        let previous = nameTask
        nameTasksQueued += 1
        let task = Task { @MainActor [weak self] () -> Result<Void, DBusError> in
            _ = await previous?.value
            guard let self else { return .success(()) }
            defer { self.nameTasksQueued -= 1 }
            do throws(DBusError) {
                try await self.reconcileNameOnce()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        nameTask = task
        try await task.value.get()
    }

    private func reconcileNameOnce() async throws(DBusError) {
        // A few rounds: "Now Playing" may change while a request is on its way.
        for _ in 0..<4 {
            guard let connection else { return }
            let myGeneration = generation
            let wanted = ownership == .always || backend.isNowPlaying
            if wanted && !ownsName {
                let reply = try await connection.requestName(busName, flags: [.doNotQueue])
                guard myGeneration == generation else { return }
                switch reply {
                case .primaryOwner, .alreadyOwner: ownsName = true
                case .exists, .inQueue: throw .nameTaken(busName)
                }
            } else if !wanted && ownsName {
                _ = try await connection.releaseName(busName)
                guard myGeneration == generation else { return }
                ownsName = false
            }
            status = .connected(ownsName: ownsName)
            if (ownership == .always || backend.isNowPlaying) == ownsName { return }
        }
    }

    // MARK: - Announcing changes

    /// Compares the backend's state with what was last announced and emits `PropertiesChanged` (and `Seeked` for
    /// a jump in position); takes or releases the name when "Now Playing" changed. The backend's
    /// ``MPRISPlayerBackend/onChange`` calls this; call it yourself after changes the backend cannot see.
    public func refresh() {
        refresh(seekThreshold: 500_000)
    }

    /// - Returns: whether `Seeked` was emitted.
    @discardableResult
    private func refresh(seekThreshold: Int64) -> Bool {
        guard let server, connection?.isConnected == true else { return false }
        let state = backend.state
        let properties = playerProperties(state)
        let changed = properties.filter { announced[$0.key] != $0.value }
        if !changed.isEmpty {
            announced = properties
            do throws(DBusError) {
                try server.emitPropertiesChanged(Self.playerInterface, from: Self.objectPath, changed: changed)
            } catch {
                onError?(error)
            }
        }
        var seeked = false
        if let last = lastSample, last.trackID == state.metadata?.trackID {
            // In doubles: a backend's odd values (a huge position, an infinite rate) must not trap.
            var expected = Double(last.position) + (state.sampledAt - last.sampledAt) * last.rate * 1_000_000
            if let length = last.length { expected = min(expected, Double(length)) }
            let jump = abs(Double(state.position) - expected)
            if jump > Double(seekThreshold) {
                do throws(DBusError) {
                    try server.emit("Seeked", interface: Self.playerInterface, from: Self.objectPath, body: [.int64(state.position)])
                } catch {
                    onError?(error)
                }
                seeked = true
            }
        }
        recordSample(state)
        let wanted = ownership == .always || backend.isNowPlaying
        if wanted != ownsName && nameTasksQueued < 2 {  // one running and one waiting see every change
            Task { @MainActor [weak self] in
                do throws(DBusError) {
                    try await self?.reconcileName()
                } catch {
                    self?.onError?(error)
                }
            }
        }
        return seeked
    }

    private func recordSample(_ state: MPRISPlayerState) {
        lastSample = (
            state.position, state.sampledAt, state.playbackStatus == .playing ? state.rate : 0,
            state.metadata?.trackID, state.metadata?.length
        )
    }

    // MARK: - Requests

    private func perform(_ command: MPRISCommand, sender: String?) throws(DBusMethodError) {
        let call = Call(command: command, sender: sender ?? currentCaller)
        onCommand?(call)
        do {
            try backend.perform(command)
        } catch {
            onCommandFailed?(call, error)
            refresh()
            throw error
        }
        switch command {
        case .seek, .setPosition:
            // A seek announces where it landed even when it moved less than the jump threshold (1 ms absorbs
            // rounding).
            refresh(seekThreshold: 1_000)
        default:
            refresh()
        }
    }

    // MARK: - The interfaces

    func rootInterfaceDescription() -> DBusInterface {
        var properties = [
            DBusProperty("CanQuit", type: .boolean) { .boolean(false) },
            DBusProperty("CanRaise", type: .boolean) { .boolean(false) },
            DBusProperty("HasTrackList", type: .boolean) { .boolean(false) },
            DBusProperty("Identity", type: .string) { [identity] in .string(identity) },
            DBusProperty("SupportedUriSchemes", type: .array(.string)) { .strings([]) },
            DBusProperty("SupportedMimeTypes", type: .array(.string)) { .strings([]) },
        ]
        if let desktopEntry {
            properties.append(DBusProperty("DesktopEntry", type: .string) { .string(desktopEntry) })
        }
        return DBusInterface(
            Self.rootInterface,
            methods: [
                DBusMethod("Raise") { [weak self] call throws(DBusMethodError) in
                    try self?.perform(.raise, sender: call.sender)
                    return []
                },
                DBusMethod("Quit") { [weak self] call throws(DBusMethodError) in
                    try self?.perform(.quit, sender: call.sender)
                    return []
                },
            ],
            properties: properties)
    }

    func playerInterfaceDescription() -> DBusInterface {
        func simple(_ name: String, _ command: MPRISCommand) -> DBusMethod {
            DBusMethod(name) { [weak self] call throws(DBusMethodError) in
                try self?.perform(command, sender: call.sender)
                return []
            }
        }
        func read(_ name: String, _ type: DBusType, _ signal: DBusProperty.ChangeSignal = .emitsValue) -> DBusProperty {
            DBusProperty(name, type: type, changeSignal: signal) { [weak self] in
                guard let self else { return .boolean(false) }
                return self.property(name, of: self.backend.state) ?? .boolean(false)
            }
        }
        func write(
            _ name: String, _ type: DBusType,
            _ command: @escaping @MainActor @Sendable (DBusValue) throws(DBusMethodError) -> MPRISCommand
        ) -> DBusProperty {
            DBusProperty(
                name, type: type,
                get: { [weak self] in
                    guard let self else { return .boolean(false) }
                    return self.property(name, of: self.backend.state) ?? .boolean(false)
                },
                set: { [weak self] value throws(DBusMethodError) in
                    try self?.perform(try command(value), sender: nil)
                })
        }
        return DBusInterface(
            Self.playerInterface,
            methods: [
                simple("Next", .next), simple("Previous", .previous), simple("Pause", .pause),
                simple("PlayPause", .playPause), simple("Stop", .stop), simple("Play", .play),
                DBusMethod("Seek", in: "x", inNames: ["Offset"]) { [weak self] call throws(DBusMethodError) in
                    guard case .int64(let offset) = call.body[0] else { throw .invalidArgs("Seek takes an offset (x)") }
                    try self?.perform(.seek(offset: offset), sender: call.sender)
                    return []
                },
                DBusMethod("SetPosition", in: "ox", inNames: ["TrackId", "Position"]) {
                    [weak self] call throws(DBusMethodError) in
                    guard case .objectPath(let id) = call.body[0], case .int64(let position) = call.body[1] else {
                        throw .invalidArgs("SetPosition takes a track id (o) and a position (x)")
                    }
                    try self?.perform(.setPosition(trackID: id, position: position), sender: call.sender)
                    return []
                },
                DBusMethod("OpenUri", in: "s", inNames: ["Uri"]) { [weak self] call throws(DBusMethodError) in
                    guard case .string(let uri) = call.body[0] else { throw .invalidArgs("OpenUri takes a URI (s)") }
                    try self?.perform(.openURI(uri), sender: call.sender)
                    return []
                },
            ],
            properties: [
                read("PlaybackStatus", .string),
                write("LoopStatus", .string) { value throws(DBusMethodError) in
                    guard case .string(let text) = value, let status = MPRISLoopStatus(rawValue: text) else {
                        throw .invalidArgs("LoopStatus is None, Track or Playlist, not \(value)")
                    }
                    return .setLoopStatus(status)
                },
                write("Rate", .double) { value throws(DBusMethodError) in
                    guard case .double(let rate) = value, rate.isFinite, rate >= 0 else {
                        throw .invalidArgs("Rate must be a finite, non-negative number")
                    }
                    return .setRate(rate)
                },
                write("Shuffle", .boolean) { value throws(DBusMethodError) in
                    guard case .boolean(let on) = value else { throw .invalidArgs("Shuffle is a boolean") }
                    return .setShuffle(on)
                },
                read("Metadata", DBusType.stringVariantDictionary),
                write("Volume", .double) { value throws(DBusMethodError) in
                    guard case .double(let volume) = value, volume.isFinite else {
                        throw .invalidArgs("Volume must be a finite number")
                    }
                    return .setVolume(max(0, volume))
                },
                read("Position", .int64, .none),
                read("MinimumRate", .double),
                read("MaximumRate", .double),
                read("CanGoNext", .boolean),
                read("CanGoPrevious", .boolean),
                read("CanPlay", .boolean),
                read("CanPause", .boolean),
                read("CanSeek", .boolean),
                read("CanControl", .boolean, .none),
            ],
            signals: [DBusSignalDescription("Seeked", arguments: [("Position", .int64)])])
    }

    /// The Player properties that `PropertiesChanged` announces.
    private func playerProperties(_ state: MPRISPlayerState) -> [String: DBusValue] {
        var d: [String: DBusValue] = [:]
        for name in [
            "PlaybackStatus", "LoopStatus", "Rate", "Shuffle", "Metadata", "Volume", "MinimumRate", "MaximumRate",
            "CanGoNext", "CanGoPrevious", "CanPlay", "CanPause", "CanSeek",
        ] {
            d[name] = property(name, of: state)
        }
        return d
    }

    private func property(_ name: String, of s: MPRISPlayerState) -> DBusValue? {
        switch name {
        case "PlaybackStatus": .string(s.playbackStatus.rawValue)
        case "LoopStatus": .string(s.loopStatus.rawValue)
        case "Rate": .double(s.rate)
        case "Shuffle": .boolean(s.shuffle)
        case "Metadata": s.metadata?.dbusValue ?? .dictionary(["mpris:trackid": .objectPath(MPRISMetadata.noTrack)])
        case "Volume": .double(s.volume)
        case "Position": .int64(s.position)
        case "MinimumRate": .double(s.minimumRate)
        case "MaximumRate": .double(s.maximumRate)
        case "CanGoNext": .boolean(s.canGoNext)
        case "CanGoPrevious": .boolean(s.canGoPrevious)
        case "CanPlay": .boolean(s.canPlay)
        case "CanPause": .boolean(s.canPause)
        case "CanSeek": .boolean(s.canSeek)
        case "CanControl": .boolean(s.canControl)
        default: nil
        }
    }
}
