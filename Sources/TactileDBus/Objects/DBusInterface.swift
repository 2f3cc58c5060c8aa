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
