import Logging
import TactileDBus

/// The D-Bus interfaces served: the root and Player interfaces, whose methods and property setters become
/// requests to the backend.
extension MPRISPlayer {
    private func perform(_ command: MPRISCommand, sender: String?) throws(DBusMethodError) {
        let call = Call(command: command, sender: sender ?? currentCaller)
        onCommand?(call)
        log?.debug("A client made a request", metadata: ["mpris.command": "\(command)", "dbus.sender": "\(call.sender ?? "")"])
        do {
            try backend.perform(command)
        } catch {
            log?.debug(
                "The backend refused a request",
                metadata: ["mpris.command": "\(command)", "dbus.error-name": "\(error.name)"])
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
}
