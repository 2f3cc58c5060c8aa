import Foundation

/// What went wrong talking to a D-Bus bus.
///
/// No UIKit counterpart: libdbus reports these through `DBusError` (a name and a message). Tactile keeps the
/// cases apart, so a program can tell "there is no bus here" (``isBusUnavailable``: run without remote control)
/// from "the bus went away" (``disconnected(reason:)``: reconnect later) from an error reply
/// (``remote(name:message:)``).
public enum DBusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither `DBUS_SESSION_BUS_ADDRESS` nor a socket at `$XDG_RUNTIME_DIR/bus` tells where the session bus is.
    case noSessionBus
    /// A bus address cannot be parsed.
    case invalidAddress(String, reason: String)
    /// No entry of the address uses a transport Tactile can connect to (it speaks `unix:path=` and
    /// `unix:abstract=`).
    case unsupportedTransport(String)
    /// Connecting the socket failed (no daemon listening, permission denied, …).
    case connectionFailed(address: String, reason: String)
    /// The daemon rejected the `EXTERNAL` authentication, or the handshake broke off.
    case authenticationFailed(String)
    /// The connection closed, or was closed with ``DBusConnection/close()``; pending calls fail with this.
    case disconnected(reason: String)
    /// No reply arrived in time.
    case timedOut(member: String, seconds: Double)
    /// The awaiting task was cancelled.
    case cancelled
    /// A message could not be encoded, or the incoming byte stream could not be framed.
    case protocolViolation(DBusWireError)
    /// The peer answered with an error reply.
    case remote(name: String, message: String)
    /// A reply had an unexpected shape (a bus method returned the wrong types, say).
    case unexpectedReply(String)
    /// A well-known name is not valid (`org.mpris.MediaPlayer2.` followed by something that is not a name).
    case invalidBusName(String)
    /// Another connection owns the well-known name this one asked for.
    case nameTaken(String)

    /// Whether the error means there is no usable bus at all: no address, an unsupported transport, nothing
    /// listening, or authentication refused. Programs report it once and go on without D-Bus.
    public var isBusUnavailable: Bool {
        switch self {
        case .noSessionBus, .invalidAddress, .unsupportedTransport, .connectionFailed, .authenticationFailed: true
        default: false
        }
    }

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .noSessionBus:
            "no D-Bus session bus: DBUS_SESSION_BUS_ADDRESS is not set and $XDG_RUNTIME_DIR/bus does not exist"
                + " (start one with `dbus-run-session -- <command>`)"
        case .invalidAddress(let text, let reason): "invalid D-Bus address \"\(text)\": \(reason)"
        case .unsupportedTransport(let text):
            "no supported transport in D-Bus address \"\(text)\" (Tactile connects to unix:path= and unix:abstract=)"
        case .connectionFailed(let address, let reason): "cannot connect to the D-Bus bus at \(address): \(reason)"
        case .authenticationFailed(let reason): "D-Bus authentication failed: \(reason)"
        case .disconnected(let reason): "disconnected from the D-Bus bus: \(reason)"
        case .timedOut(let member, let seconds): "no reply to \(member) within \(seconds) s"
        case .cancelled: "the D-Bus call was cancelled"
        case .protocolViolation(let error): "D-Bus protocol error: \(error)"
        case .remote(let name, let message): message.isEmpty ? name : "\(name): \(message)"
        case .unexpectedReply(let text): "unexpected D-Bus reply: \(text)"
        case .invalidBusName(let name): "\"\(name)\" is not a valid D-Bus bus name"
        case .nameTaken(let name): "another program already owns the D-Bus name \(name)"
        }
    }
}

extension DBusError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
