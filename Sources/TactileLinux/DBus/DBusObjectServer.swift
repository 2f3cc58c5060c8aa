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

    private var objects: [DBusObjectPath: [DBusInterface]] = [:]
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
        objects[path] = interfaces
    }

    /// Removes the object at a path.
    public func unexport(_ path: DBusObjectPath) {
        objects[path] = nil
    }

    /// The exported paths.
    public var exportedPaths: [DBusObjectPath] { Array(objects.keys) }

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
        guard let path = call.path, let member = call.member else {
            return call.makeError(DBusErrorName.invalidArgs, "a method call needs a path and a member")
        }
        // Peer works on every path, exported or not, as in libdbus.
        if call.interface == Self.peer || (call.interface == nil && (member == "Ping" || member == "GetMachineId")) {
            switch (member, call.signature.text) {
            case ("Ping", ""): return call.makeReturn()
            case ("GetMachineId", ""): return call.makeReturn([.string(Self.machineID())])
            case ("Ping", _), ("GetMachineId", _):
                return call.makeError(DBusErrorName.invalidArgs, "\(member) takes no arguments")
            default:
                return call.makeError(DBusErrorName.unknownMethod, "no method \(member) on \(Self.peer)")
            }
        }
        guard let interfaces = objects[path] else {
            if (call.interface == Self.introspectable || call.interface == nil) && member == "Introspect" {
                let children = childNames(of: path)
                if !children.isEmpty || path == .root {
                    guard call.body.isEmpty else {
                        return call.makeError(DBusErrorName.invalidArgs, "Introspect takes no arguments")
                    }
                    return call.makeReturn([
                        .string(DBusIntrospection.document(interfaces: [], children: children, standard: false))
                    ])
                }
            }
            return call.makeError(DBusErrorName.unknownObject, "no object at \(path)")
        }
        switch call.interface {
        case Self.introspectable?:
            guard member == "Introspect" else {
                return call.makeError(DBusErrorName.unknownMethod, "no method \(member) on \(Self.introspectable)")
            }
            guard call.body.isEmpty else {
                return call.makeError(DBusErrorName.invalidArgs, "Introspect takes no arguments")
            }
            return call.makeReturn([
                .string(DBusIntrospection.document(interfaces: interfaces, children: childNames(of: path), standard: true))
            ])
        case Self.properties?:
            return properties(call, member: member, interfaces: interfaces)
        case let name?:
            guard let interface = interfaces.first(where: { $0.name == name }) else {
                return call.makeError(DBusErrorName.unknownInterface, "\(path) has no interface \(name)")
            }
            guard let method = interface.method(member) else {
                return call.makeError(DBusErrorName.unknownMethod, "no method \(member) on \(name)")
            }
            return invoke(method, call)
        case nil:
            if member == "Introspect" {
                return call.makeReturn([
                    .string(DBusIntrospection.document(interfaces: interfaces, children: childNames(of: path), standard: true))
                ])
            }
            guard let method = interfaces.lazy.compactMap({ $0.method(member) }).first else {
                return call.makeError(DBusErrorName.unknownMethod, "no method \(member) on \(path)")
            }
            return invoke(method, call)
        }
    }

    private func invoke(_ method: DBusMethod, _ call: DBusMessage) -> DBusMessage {
        guard call.signature == method.inSignature else {
            return call.makeError(
                DBusErrorName.invalidArgs,
                "\(method.name) takes arguments of type \"\(method.inSignature)\", not \"\(call.signature)\"")
        }
        do throws(DBusMethodError) {
            let values = try method.handler(call)
            let reply = call.makeReturn(values)
            guard reply.signature == method.outSignature else {
                return call.makeError(
                    DBusErrorName.failed, "\(method.name) produced \"\(reply.signature)\" instead of \"\(method.outSignature)\"")
            }
            return reply
        } catch {
            return call.makeError(error.name, error.message)
        }
    }

    private func properties(_ call: DBusMessage, member: String, interfaces: [DBusInterface]) -> DBusMessage {
        func find(_ name: String) -> DBusInterface? { interfaces.first { $0.name == name } }
        let expected = ["Get": "ss", "GetAll": "s", "Set": "ssv"]
        guard let signature = expected[member] else {
            return call.makeError(DBusErrorName.unknownMethod, "no method \(member) on \(Self.properties)")
        }
        guard call.signature.text == signature, case .string(let interfaceName) = call.body[0] else {
            return call.makeError(
                DBusErrorName.invalidArgs, "\(member) takes arguments of type \"\(signature)\", not \"\(call.signature)\"")
        }
        if member == "GetAll" {
            // An empty interface name means every interface; a standard interface has no properties.
            var all: [String: DBusValue] = [:]
            if interfaceName.isEmpty {
                for i in interfaces { for p in i.properties { all[p.name] = p.get() } }
            } else if ![Self.properties, Self.introspectable, Self.peer].contains(interfaceName) {
                guard let interface = find(interfaceName) else {
                    return call.makeError(DBusErrorName.unknownInterface, "no interface \(interfaceName)")
                }
                for p in interface.properties { all[p.name] = p.get() }
            }
            return call.makeReturn([.dictionary(all)])
        }
        guard case .string(let propertyName) = call.body[1] else {
            return call.makeError(DBusErrorName.invalidArgs, "the property name must be a string")
        }
        guard let interface = find(interfaceName) else {
            return call.makeError(DBusErrorName.unknownInterface, "no interface \(interfaceName)")
        }
        guard let property = interface.property(propertyName) else {
            return call.makeError(DBusErrorName.unknownProperty, "no property \(propertyName) on \(interfaceName)")
        }
        if member == "Get" {
            return call.makeReturn([.variant(property.get())])
        }
        guard let set = property.set else {
            return call.makeError(DBusErrorName.propertyReadOnly, "\(propertyName) is read-only")
        }
        guard case .variant(let value) = call.body[2], value.type == property.type else {
            return call.makeError(
                DBusErrorName.invalidArgs,
                "\(propertyName) has type \"\(property.type)\", not \"\(call.body[2].unwrapped.type)\"")
        }
        do throws(DBusMethodError) {
            try set(value)
            return call.makeReturn()
        } catch {
            return call.makeError(error.name, error.message)
        }
    }

    /// The next path element of every exported object below `path`.
    private func childNames(of path: DBusObjectPath) -> [String] {
        let prefix = path.elements
        var names = Set<String>()
        for exported in objects.keys {
            let elements = exported.elements
            guard elements.count > prefix.count, Array(elements.prefix(prefix.count)) == prefix else { continue }
            names.insert(String(elements[prefix.count]))
        }
        return names.sorted()
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
