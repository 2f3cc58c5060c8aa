import Foundation

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

extension DBusMethodError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
