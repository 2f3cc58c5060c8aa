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
