/// The bus's own methods (`org.freedesktop.DBus`): names and match rules.
extension DBusConnection {
    /// `org.freedesktop.DBus`, the bus's name.
    public static let busName = "org.freedesktop.DBus"
    /// `/org/freedesktop/DBus`, the bus's object.
    public static let busPath: DBusObjectPath = "/org/freedesktop/DBus"

    /// What `RequestName` answered (no UIKit counterpart; the specification's `DBUS_REQUEST_NAME_REPLY_*`).
    public enum RequestNameReply: UInt32, Sendable {
        /// This connection now owns the name.
        case primaryOwner = 1
        /// Another connection owns it; this one waits in the queue.
        case inQueue = 2
        /// Another connection owns it and `doNotQueue` was given.
        case exists = 3
        /// This connection already owned it.
        case alreadyOwner = 4
    }

    /// `RequestName` flags (no UIKit counterpart; the specification's `DBUS_NAME_FLAG_*`).
    public struct NameFlags: OptionSet, Sendable {
        /// The flag bits.
        public let rawValue: UInt32
        /// Flags from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Let a later request with ``replaceExisting`` take the name.
        public static let allowReplacement = NameFlags(rawValue: 0x1)
        /// Take the name from its owner if the owner allowed replacement.
        public static let replaceExisting = NameFlags(rawValue: 0x2)
        /// Fail instead of waiting in the queue.
        public static let doNotQueue = NameFlags(rawValue: 0x4)
    }

    /// Asks the bus for a well-known name (`org.mpris.MediaPlayer2.tactile`).
    public func requestName(_ name: String, flags: NameFlags = [.doNotQueue]) async throws(DBusError) -> RequestNameReply {
        let reply = try await busCall("RequestName", [.string(name), .uint32(flags.rawValue)])
        guard case .uint32(let code)? = reply.body.first, let result = RequestNameReply(rawValue: code) else {
            throw .unexpectedReply("RequestName returned \(reply.body)")
        }
        return result
    }

    /// Gives a well-known name back; returns whether this connection owned it.
    @discardableResult
    public func releaseName(_ name: String) async throws(DBusError) -> Bool {
        let reply = try await busCall("ReleaseName", [.string(name)])
        guard case .uint32(let code)? = reply.body.first else {
            throw .unexpectedReply("ReleaseName returned \(reply.body)")
        }
        return code == 1
    }

    /// The unique name of a name's owner, or `nil` when nobody owns it.
    public func nameOwner(of name: String) async throws(DBusError) -> String? {
        do {
            let reply = try await busCall("GetNameOwner", [.string(name)])
            return reply.body.first?.stringValue
        } catch {
            if case .remote(name: "org.freedesktop.DBus.Error.NameHasNoOwner", _) = error { return nil }
            throw error
        }
    }

    /// Subscribes to signals matching a rule (`type='signal',interface='org.freedesktop.DBus.Properties'`).
    public func addMatch(_ rule: String) async throws(DBusError) {
        _ = try await busCall("AddMatch", [.string(rule)])
    }

    private func busCall(_ member: String, _ body: [DBusValue]) async throws(DBusError) -> DBusMessage {
        try await call(.methodCall(
            destination: Self.busName, path: Self.busPath, interface: Self.busName, member: member, body: body))
    }
}
