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
