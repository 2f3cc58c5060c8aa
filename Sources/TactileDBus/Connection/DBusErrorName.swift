/// The standard error names of the D-Bus specification, for error replies.
///
/// No UIKit counterpart: libdbus's `DBUS_ERROR_*` constants.
public enum DBusErrorName {
    /// A generic failure.
    public static let failed = "org.freedesktop.DBus.Error.Failed"
    /// The arguments do not match the method's signature, or a value is out of range.
    public static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
    /// No method of that name on the object and interface.
    public static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
    /// No object at that path.
    public static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
    /// The object has no such interface.
    public static let unknownInterface = "org.freedesktop.DBus.Error.UnknownInterface"
    /// The interface has no such property.
    public static let unknownProperty = "org.freedesktop.DBus.Error.UnknownProperty"
    /// The property cannot be written.
    public static let propertyReadOnly = "org.freedesktop.DBus.Error.PropertyReadOnly"
    /// The operation is not supported.
    public static let notSupported = "org.freedesktop.DBus.Error.NotSupported"
    /// The caller may not do this.
    public static let accessDenied = "org.freedesktop.DBus.Error.AccessDenied"
    /// No reply arrived in time.
    public static let noReply = "org.freedesktop.DBus.Error.NoReply"
}
