/// An error a method or property handler answers with: a D-Bus error name and a message.
///
/// No UIKit counterpart: libdbus's `dbus_message_new_error`. Handlers throw it; ``DBusObjectServer`` turns it
/// into the error reply.
public struct DBusMethodError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error name (`org.freedesktop.DBus.Error.InvalidArgs`, or an application's own).
    public let name: String
    /// A sentence for the caller.
    public let message: String

    /// An error; an invalid `name` is replaced by `org.freedesktop.DBus.Error.Failed`, so the reply can always be
    /// sent.
    public init(name: String, message: String) {
        self.name = DBusNames.isValidErrorName(name) ? name : DBusErrorName.failed
        self.message = message
    }

    /// `org.freedesktop.DBus.Error.InvalidArgs`.
    public static func invalidArgs(_ message: String) -> DBusMethodError {
        DBusMethodError(name: DBusErrorName.invalidArgs, message: message)
    }

    /// `org.freedesktop.DBus.Error.NotSupported`.
    public static func notSupported(_ message: String) -> DBusMethodError {
        DBusMethodError(name: DBusErrorName.notSupported, message: message)
    }

    /// `org.freedesktop.DBus.Error.Failed`.
    public static func failed(_ message: String) -> DBusMethodError {
        DBusMethodError(name: DBusErrorName.failed, message: message)
    }

    /// `name: message`.
    public var description: String { "\(name): \(message)" }
}

/// One method of an exported interface: its name, argument signatures and names, and the handler.
///
/// No UIKit counterpart: what libdbus leaves to the application's message filter, and what an introspection
/// `<method>` element describes.
public struct DBusMethod: Sendable {
    /// The member name (`PlayPause`).
    public let name: String
    /// The arguments' signature; calls with any other signature get `InvalidArgs` without reaching the handler.
    public let inSignature: DBusSignature
    /// The reply's signature.
    public let outSignature: DBusSignature
    /// Names of the arguments, for introspection.
    public let inNames: [String]
    /// Names of the results, for introspection.
    public let outNames: [String]
    /// Runs the method on the main actor with the call; returns the reply's values.
    public let handler: @MainActor @Sendable (DBusMessage) throws(DBusMethodError) -> [DBusValue]

    /// Describes a method.
    public init(
        _ name: String, in inSignature: DBusSignature = .empty, inNames: [String] = [],
        out outSignature: DBusSignature = .empty, outNames: [String] = [],
        handler: @escaping @MainActor @Sendable (DBusMessage) throws(DBusMethodError) -> [DBusValue]
    ) {
        self.name = name
        self.inSignature = inSignature
        self.outSignature = outSignature
        self.inNames = inNames
        self.outNames = outNames
        self.handler = handler
    }
}

/// One property of an exported interface: its type, whether it can be written, and how it is read and written.
///
/// No UIKit counterpart: what `org.freedesktop.DBus.Properties` serves and an introspection `<property>` element
/// describes.
public struct DBusProperty: Sendable {
    /// How `PropertiesChanged` treats the property, the `org.freedesktop.DBus.Property.EmitsChangedSignal`
    /// annotation (no UIKit counterpart).
    public enum ChangeSignal: String, Sendable {
        /// Changes are announced with their new value.
        case emitsValue = "true"
        /// Changes are announced without the value.
        case invalidates = "invalidates"
        /// Changes are not announced (a position that moves with time).
        case none = "false"
    }

    /// The property name (`PlaybackStatus`).
    public let name: String
    /// Its type.
    public let type: DBusType
    /// How changes are announced.
    public let changeSignal: ChangeSignal
    /// Reads the property on the main actor.
    public let get: @MainActor @Sendable () -> DBusValue
    /// Writes it on the main actor; `nil` for a read-only property (`Set` gets `PropertyReadOnly`). The value
    /// already has the property's type.
    public let set: (@MainActor @Sendable (DBusValue) throws(DBusMethodError) -> Void)?

    /// Describes a property.
    public init(
        _ name: String, type: DBusType, changeSignal: ChangeSignal = .emitsValue,
        get: @escaping @MainActor @Sendable () -> DBusValue,
        set: (@MainActor @Sendable (DBusValue) throws(DBusMethodError) -> Void)? = nil
    ) {
        self.name = name
        self.type = type
        self.changeSignal = changeSignal
        self.get = get
        self.set = set
    }
}

/// A signal an interface may emit, for introspection.
///
/// No UIKit counterpart: an introspection `<signal>` element.
public struct DBusSignalDescription: Sendable {
    /// The member name (`Seeked`).
    public let name: String
    /// The arguments' names and types.
    public let arguments: [(name: String, type: DBusType)]

    /// Describes a signal.
    public init(_ name: String, arguments: [(name: String, type: DBusType)] = []) {
        self.name = name
        self.arguments = arguments
    }
}

/// An interface exported on an object: methods, properties and signals.
///
/// No UIKit counterpart: an introspection `<interface>` element together with its implementation.
public struct DBusInterface: Sendable {
    /// The interface name (`org.mpris.MediaPlayer2.Player`).
    public let name: String
    /// The methods, in introspection order.
    public let methods: [DBusMethod]
    /// The properties, in introspection order.
    public let properties: [DBusProperty]
    /// The signals.
    public let signals: [DBusSignalDescription]

    /// Describes an interface.
    public init(
        _ name: String, methods: [DBusMethod] = [], properties: [DBusProperty] = [],
        signals: [DBusSignalDescription] = []
    ) {
        self.name = name
        self.methods = methods
        self.properties = properties
        self.signals = signals
    }

    /// The method with this name.
    public func method(_ name: String) -> DBusMethod? { methods.first { $0.name == name } }

    /// The property with this name.
    public func property(_ name: String) -> DBusProperty? { properties.first { $0.name == name } }

    /// The interface's introspection XML (`<interface name="…">…</interface>`), indented by `indent` spaces.
    public func introspectionXML(indent: Int = 2) -> String {
        let pad = String(repeating: " ", count: indent)
        var xml = "\(pad)<interface name=\"\(DBusIntrospection.escape(name))\">\n"
        for m in methods {
            xml += "\(pad)  <method name=\"\(DBusIntrospection.escape(m.name))\">\n"
            for (i, t) in m.inSignature.types.enumerated() {
                let n = i < m.inNames.count ? " name=\"\(DBusIntrospection.escape(m.inNames[i]))\"" : ""
                xml += "\(pad)    <arg\(n) type=\"\(DBusIntrospection.escape(t.signature))\" direction=\"in\"/>\n"
            }
            for (i, t) in m.outSignature.types.enumerated() {
                let n = i < m.outNames.count ? " name=\"\(DBusIntrospection.escape(m.outNames[i]))\"" : ""
                xml += "\(pad)    <arg\(n) type=\"\(DBusIntrospection.escape(t.signature))\" direction=\"out\"/>\n"
            }
            xml += "\(pad)  </method>\n"
        }
        for s in signals {
            xml += "\(pad)  <signal name=\"\(DBusIntrospection.escape(s.name))\">\n"
            for a in s.arguments {
                xml += "\(pad)    <arg name=\"\(DBusIntrospection.escape(a.name))\" type=\"\(DBusIntrospection.escape(a.type.signature))\"/>\n"
            }
            xml += "\(pad)  </signal>\n"
        }
        for p in properties {
            let access = p.set == nil ? "read" : "readwrite"
            let head = "\(pad)  <property name=\"\(DBusIntrospection.escape(p.name))\" type=\"\(DBusIntrospection.escape(p.type.signature))\" access=\"\(access)\""
            if p.changeSignal == .emitsValue {
                xml += head + "/>\n"
            } else {
                xml += head + ">\n"
                xml += "\(pad)    <annotation name=\"org.freedesktop.DBus.Property.EmitsChangedSignal\" value=\"\(p.changeSignal.rawValue)\"/>\n"
                xml += "\(pad)  </property>\n"
            }
        }
        xml += "\(pad)</interface>\n"
        return xml
    }
}

/// Introspection documents (`org.freedesktop.DBus.Introspectable.Introspect`).
enum DBusIntrospection {
    static let doctype = """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">

        """

    /// The standard interfaces every exported object has.
    static let standardInterfacesXML = """
          <interface name="org.freedesktop.DBus.Peer">
            <method name="Ping"/>
            <method name="GetMachineId">
              <arg name="machine_uuid" type="s" direction="out"/>
            </method>
          </interface>
          <interface name="org.freedesktop.DBus.Introspectable">
            <method name="Introspect">
              <arg name="xml_data" type="s" direction="out"/>
            </method>
          </interface>
          <interface name="org.freedesktop.DBus.Properties">
            <method name="Get">
              <arg name="interface_name" type="s" direction="in"/>
              <arg name="property_name" type="s" direction="in"/>
              <arg name="value" type="v" direction="out"/>
            </method>
            <method name="GetAll">
              <arg name="interface_name" type="s" direction="in"/>
              <arg name="properties" type="a{sv}" direction="out"/>
            </method>
            <method name="Set">
              <arg name="interface_name" type="s" direction="in"/>
              <arg name="property_name" type="s" direction="in"/>
              <arg name="value" type="v" direction="in"/>
            </method>
            <signal name="PropertiesChanged">
              <arg name="interface_name" type="s"/>
              <arg name="changed_properties" type="a{sv}"/>
              <arg name="invalidated_properties" type="as"/>
            </signal>
          </interface>

        """

    static func document(interfaces: [DBusInterface], children: [String], standard: Bool) -> String {
        var xml = doctype + "<node>\n"
        if standard { xml += standardInterfacesXML }
        for i in interfaces { xml += i.introspectionXML() }
        for c in children { xml += "  <node name=\"\(escape(c))\"/>\n" }
        return xml + "</node>\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }
}
