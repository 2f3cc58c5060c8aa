/// The objects a ``DBusObjectServer`` exports, and the reply each method call gets (internal).
///
/// The routing is kept apart from the connection so that it is a pure main-actor function of the exported objects
/// and the call: the fuzzer (`Fuzz/`) answers arbitrary decoded calls with it, without a bus, and checks that every
/// reply can be encoded.
@MainActor
struct DBusObjectTable {
    /// The exported objects and their interfaces.
    var objects: [DBusObjectPath: [DBusInterface]] = [:]

    /// The reply (return or error) to a method call.
    func respond(to call: DBusMessage) -> DBusMessage {
        guard let path = call.path, let member = call.member else {
            return call.makeError(DBusErrorName.invalidArgs, "a method call needs a path and a member")
        }
        // Peer works on every path, exported or not, as in libdbus.
        if call.interface == DBusObjectServer.peer || (call.interface == nil && (member == "Ping" || member == "GetMachineId")) {
            switch (member, call.signature.text) {
            case ("Ping", ""): return call.makeReturn()
            case ("GetMachineId", ""): return call.makeReturn([.string(DBusObjectServer.machineID())])
            case ("Ping", _), ("GetMachineId", _):
                return call.makeError(DBusErrorName.invalidArgs, "\(member) takes no arguments")
            default:
                return call.makeError(DBusErrorName.unknownMethod, "no method \(member) on \(DBusObjectServer.peer)")
            }
        }
        guard let interfaces = objects[path] else {
            if (call.interface == DBusObjectServer.introspectable || call.interface == nil) && member == "Introspect" {
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
        case DBusObjectServer.introspectable?:
            guard member == "Introspect" else {
                return call.makeError(DBusErrorName.unknownMethod, "no method \(member) on \(DBusObjectServer.introspectable)")
            }
            guard call.body.isEmpty else {
                return call.makeError(DBusErrorName.invalidArgs, "Introspect takes no arguments")
            }
            return call.makeReturn([
                .string(DBusIntrospection.document(interfaces: interfaces, children: childNames(of: path), standard: true))
            ])
        case DBusObjectServer.properties?:
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
            return call.makeError(DBusErrorName.unknownMethod, "no method \(member) on \(DBusObjectServer.properties)")
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
            } else if ![DBusObjectServer.properties, DBusObjectServer.introspectable, DBusObjectServer.peer].contains(interfaceName) {
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

}
