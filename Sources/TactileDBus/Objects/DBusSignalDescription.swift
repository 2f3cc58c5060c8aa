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
