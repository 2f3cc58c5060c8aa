import Foundation

/// A D-Bus server address such as `unix:path=/run/user/1000/bus` or
/// `unix:abstract=/tmp/dbus-XYZ,guid=…;unix:path=/tmp/fallback`.
///
/// No UIKit counterpart: the D-Bus specification's "Server Addresses" (libdbus's `dbus_parse_address`). An address
/// is one or more `transport:key=value,…` entries separated by `;`, tried in order; values are percent-escaped.
/// Tactile connects to `unix:path=` and `unix:abstract=` entries (what `dbus-daemon`, `dbus-run-session` and
/// systemd's user bus publish) and skips the others.
public struct DBusAddress: Sendable, Hashable, CustomStringConvertible {
    /// One `transport:key=value,…` entry (no UIKit counterpart).
    public struct Entry: Sendable, Hashable {
        /// The transport (`unix`, `tcp`, …).
        public let transport: String
        /// The key-value pairs, unescaped.
        public let parameters: [String: String]
    }

    /// The entries, in the order to try them.
    public let entries: [Entry]
    /// The address as written.
    public let text: String

    /// Parses an address.
    ///
    /// - Throws: ``DBusError/invalidAddress(_:reason:)`` for an empty address, an entry without `:`, a pair without
    ///   `=`, a repeated key or a bad `%` escape.
    public init(_ text: String) throws(DBusError) {
        var entries: [Entry] = []
        for part in text.split(separator: ";", omittingEmptySubsequences: true) {
            guard let colon = part.firstIndex(of: ":") else {
                throw .invalidAddress(text, reason: "entry \"\(part)\" has no transport")
            }
            let transport = String(part[..<colon])
            guard !transport.isEmpty else { throw .invalidAddress(text, reason: "empty transport") }
            var parameters: [String: String] = [:]
            for pair in part[part.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: true) {
                guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                    throw .invalidAddress(text, reason: "\"\(pair)\" is not key=value")
                }
                let key = String(pair[..<equals])
                guard let value = Self.unescape(pair[pair.index(after: equals)...]) else {
                    throw .invalidAddress(text, reason: "bad %-escape in \"\(pair)\"")
                }
                guard parameters.updateValue(value, forKey: key) == nil else {
                    throw .invalidAddress(text, reason: "key \"\(key)\" repeated")
                }
            }
            entries.append(Entry(transport: transport, parameters: parameters))
        }
        guard !entries.isEmpty else { throw .invalidAddress(text, reason: "empty") }
        self.entries = entries
        self.text = text
    }

    /// The address as written.
    public var description: String { text }

    /// The session bus: `DBUS_SESSION_BUS_ADDRESS`, or else `unix:path=$XDG_RUNTIME_DIR/bus` when that socket
    /// exists (systemd's user bus, as libdbus and sd-bus do).
    ///
    /// - Parameter environment: the environment to read (default: the process's).
    /// - Throws: ``DBusError/noSessionBus`` when neither is there, ``DBusError/invalidAddress(_:reason:)`` when the
    ///   variable cannot be parsed.
    public static func session(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(DBusError) -> DBusAddress {
        if let text = environment["DBUS_SESSION_BUS_ADDRESS"], !text.isEmpty {
            return try DBusAddress(text)
        }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            let path = runtime.hasSuffix("/") ? runtime + "bus" : runtime + "/bus"
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFSOCK {
                return try DBusAddress("unix:path=" + escape(path))
            }
        }
        throw .noSessionBus
    }

    /// The system bus: `DBUS_SYSTEM_BUS_ADDRESS`, or the well-known `/var/run/dbus/system_bus_socket`.
    public static func system(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(DBusError) -> DBusAddress {
        if let text = environment["DBUS_SYSTEM_BUS_ADDRESS"], !text.isEmpty {
            return try DBusAddress(text)
        }
        return try DBusAddress("unix:path=/var/run/dbus/system_bus_socket")
    }

    /// Escapes a value for an address: bytes outside `[-0-9A-Za-z_/.\*]` become `%xx`.
    public static func escape(_ value: String) -> String {
        var out = ""
        for b in value.utf8 {
            let c = Character(Unicode.Scalar(b))
            if b < 0x80, c.isLetter || c.isNumber || "-_/.\\*".contains(c) {
                out.append(c)
            } else {
                out += "%" + (b < 16 ? "0" : "") + String(b, radix: 16)
            }
        }
        return out
    }

    private static func unescape(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let b = iterator.next() {
            if b == UInt8(ascii: "%") {
                guard let h = iterator.next(), let l = iterator.next(), let hi = hexValue(h), let lo = hexValue(l)
                else { return nil }
                bytes.append(hi << 4 | lo)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
