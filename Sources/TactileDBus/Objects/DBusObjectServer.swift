import Foundation

/// Serves objects on a ``DBusConnection``, on the main actor: routes method calls to ``DBusInterface`` handlers,
/// implements `org.freedesktop.DBus.Properties` (`Get`, `GetAll`, `Set`), `Introspectable` and `Peer` for every
/// object, and answers everything it cannot handle with the standard error.
///
/// No UIKit counterpart: libdbus's object-path registration (`dbus_connection_register_object_path`) plus what
/// GDBus adds on top (properties and introspection from a description).
///
/// Every method call gets exactly one reply (unless the caller said it wants none): the handler's values, the
/// handler's ``DBusMethodError``, or `UnknownObject`, `UnknownInterface`, `UnknownMethod`, `UnknownProperty`,
/// `PropertyReadOnly` or `InvalidArgs` (arguments whose signature is not the method's). Nothing a caller sends
/// can crash the server.
///
/// ```swift
/// let server = DBusObjectServer(connection: connection)
/// server.export([DBusInterface("org.example.Counter", methods: [
///     DBusMethod("Increment", out: "i") { _ in count += 1; return [.int32(count)] },
/// ])], at: "/org/example/Counter")
/// ```
@MainActor
public final class DBusObjectServer {
    /// The connection served.
    public let connection: DBusConnection
    /// Called once when the connection ends, with the reason.
    public var onDisconnect: ((DBusError) -> Void)?
    /// Called with every signal and unclaimed message that arrives (for logging or for signals subscribed to
    /// with ``DBusConnection/addMatch(_:)``).
    public var onMessage: ((DBusMessage) -> Void)?
    /// Called with every method call before it is handled (for logging).
    public var onCall: ((DBusMessage) -> Void)?

    private var table = DBusObjectTable()
    private var task: Task<Void, Never>?

    /// Starts serving: from now on every incoming call is answered.
    public init(connection: DBusConnection) {
        self.connection = connection
        let events = connection.events
        task = Task { @MainActor [weak self] in
            for await event in events {
                guard let self else { return }
                self.handle(event)
            }
        }
    }

    deinit {
        task?.cancel()
    }

    /// Exports interfaces at a path (replacing what was there).
    public func export(_ interfaces: [DBusInterface], at path: DBusObjectPath) {
        table.objects[path] = interfaces
    }

    /// Removes the object at a path.
    public func unexport(_ path: DBusObjectPath) {
        table.objects[path] = nil
    }

    /// The exported paths.
    public var exportedPaths: [DBusObjectPath] { Array(table.objects.keys) }

    /// Emits a signal from an object.
    public func emit(
        _ member: String, interface: String, from path: DBusObjectPath, body: [DBusValue] = []
    ) throws(DBusError) {
        try connection.send(.signal(path: path, interface: interface, member: member, body: body))
    }

    /// Emits `org.freedesktop.DBus.Properties.PropertiesChanged` for an interface of an object.
    public func emitPropertiesChanged(
        _ interface: String, from path: DBusObjectPath, changed: [String: DBusValue], invalidated: [String] = []
    ) throws(DBusError) {
        try emit(
            "PropertiesChanged", interface: Self.properties, from: path,
            body: [.string(interface), .dictionary(changed), .strings(invalidated)])
    }

    // MARK: - Dispatch

    static let properties = "org.freedesktop.DBus.Properties"
    static let introspectable = "org.freedesktop.DBus.Introspectable"
    static let peer = "org.freedesktop.DBus.Peer"

    private var reportedDisconnect = false

    private func handle(_ event: DBusConnection.Event) {
        switch event {
        case .message(let message):
            if message.kind == .methodCall {
                onCall?(message)
                let reply = respond(to: message)
                if message.expectsReply { _ = try? connection.send(reply) }
            } else {
                onMessage?(message)
            }
        case .malformedMessage:
            break  // framing was intact; the message is dropped (the bus never forwards invalid messages)
        case .disconnected(let error):
            guard !reportedDisconnect else { return }
            reportedDisconnect = true
            onDisconnect?(error)
        }
    }

    /// The reply (return or error) to a method call.
    func respond(to call: DBusMessage) -> DBusMessage {
        table.respond(to: call)
    }

    /// The machine's D-Bus ID (`/etc/machine-id`), or a fixed stand-in when there is none.
    static func machineID() -> String {
        for file in ["/etc/machine-id", "/var/lib/dbus/machine-id"] {
            if let text = try? String(contentsOfFile: file, encoding: .utf8) {
                let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if id.count == 32 { return id }
            }
        }
        return String(repeating: "0", count: 32)
    }
}
