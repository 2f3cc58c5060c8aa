/// A D-Bus object path such as `/org/mpris/MediaPlayer2`, validated.
///
/// No UIKit counterpart: the D-Bus specification's `OBJECT_PATH` (libdbus's `DBUS_TYPE_OBJECT_PATH`). A path is
/// `/`, or `/` followed by elements of `[A-Za-z0-9_]` separated by single slashes, with no trailing slash.
public struct DBusObjectPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path text.
    public let rawValue: String

    /// The root path, `/`.
    public static let root = DBusObjectPath(validated: "/")

    /// Validates a path.
    ///
    /// - Throws: ``DBusWireError/invalidObjectPath(_:)`` when `text` is not a valid object path.
    public init(_ text: String) throws(DBusWireError) {
        guard DBusNames.isValidObjectPath(text) else { throw .invalidObjectPath(text) }
        rawValue = text
    }

    /// A path written in the source; an invalid literal is a programming error and stops the program. Note that
    /// `DBusObjectPath("/a")` with a literal argument is this initializer too (Swift treats `T("literal")` as a
    /// literal); to validate text at run time, pass a `String` value to ``init(_:)``.
    public init(stringLiteral value: String) {
        precondition(DBusNames.isValidObjectPath(value), "invalid D-Bus object path literal \"\(value)\"")
        rawValue = value
    }

    init(validated text: String) {
        rawValue = text
    }

    /// The path text.
    public var description: String { rawValue }

    /// The path's elements (`["org", "mpris", "MediaPlayer2"]`); empty for `/`.
    public var elements: [Substring] { rawValue.split(separator: "/") }
}
