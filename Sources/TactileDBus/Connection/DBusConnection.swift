import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// A connection to a D-Bus message bus (the session bus, the system bus, or a private `dbus-daemon`), spoken in
/// pure Swift over the bus's Unix socket.
///
/// No UIKit counterpart: libdbus's `DBusConnection` (`dbus_bus_get`, `dbus_connection_send`, …). iOS delivers
/// remote commands through its own private channels; on Linux, desktops send them to media players over D-Bus
/// (MPRIS), so Tactile needs a D-Bus client.
///
/// **Why the wire protocol in Swift, not libdbus through `dlopen`.** Tactile must build and run on a machine with
/// only the Swift toolchain, so it cannot link libdbus at build time. Loading `libdbus-1.so.3` at run time would
/// work on most desktops, but every call would go through hand-declared `dlsym` function pointers with no type
/// checking, libdbus's own threading rules (`dbus_threads_init_default`, a connection shared by every library in
/// the process) would apply, and tests could not feed it malformed input. The protocol Tactile needs is small and
/// fully specified (the `EXTERNAL` handshake, little-endian marshalling with alignment, four message kinds), so
/// speaking it directly costs little code, has no run-time dependency at all, and every parser
/// (``DBusMessage/decode(_:)``, ``DBusSignature``, ``DBusAddress``) is a pure function that tests and fuzzers can
/// call with any bytes: bad input is a typed ``DBusWireError``, never a crash.
///
/// **Threads.** Each connection has one I/O thread that owns the socket: it writes queued messages, reads and
/// decodes incoming ones, resumes the callers of ``call(_:timeout:)`` and yields everything else to ``events``.
/// Nothing here blocks the caller, and nothing runs on the main actor; consume ``events`` in a main-actor task to
/// handle calls and signals there (``DBusObjectServer`` does).
///
/// ```swift
/// let connection = try await DBusConnection.connect(to: .session())
/// print(connection.uniqueName)                      // ":1.42"
/// let reply = try await connection.call(.methodCall(
///     destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
///     interface: "org.freedesktop.DBus", member: "ListNames"))
/// ```
///
/// When the bus goes away, pending calls fail with ``DBusError/disconnected(reason:)``, ``events`` yields
/// ``Event/disconnected(_:)`` and ends; connect again with ``connect(to:timeout:logger:)``.
///
/// **Logging.** Pass a swift-log `Logger` to ``connect(to:timeout:logger:)`` to have the connection report what
/// happens to it (without one, nothing is logged). Every entry carries the metadata `dbus.address`, and once the
/// bus named the connection, `dbus.unique-name`:
/// - `info`: connected; closed by the application;
/// - `warning`: the connection was lost (the bus went away, the socket failed), with `dbus.reason`; a malformed
///   message was dropped, with `dbus.error`;
/// - `debug`: connecting, and why a connection attempt failed (the error is also thrown); a call that timed out;
/// - `trace`: every incoming message that is not a reply (kind, member, sender).
/// Nothing is logged per message above `trace`.
public final class DBusConnection: Sendable {
    /// Something the bus sent that is not a reply to one of this connection's calls (no UIKit counterpart).
    public enum Event: Sendable {
        /// A method call for one of our objects, a signal, or a reply that nobody waits for any more.
        case message(DBusMessage)
        /// A message whose framing was intact but whose content was invalid; it was dropped (a method call whose
        /// header could still be read was answered with `org.freedesktop.DBus.Error.InvalidArgs`).
        case malformedMessage(DBusWireError)
        /// The connection ended (the last event).
        case disconnected(DBusError)
    }

    /// The address connected to.
    public let address: DBusAddress
    /// The server's GUID, from the handshake.
    public let serverGUID: String
    /// The unique name the bus gave this connection (`:1.42`), from `Hello`.
    public let uniqueName: String
    /// Incoming calls and signals, in arrival order, then ``Event/disconnected(_:)``. Iterate it once.
    public let events: AsyncStream<Event>
    /// Where the connection reports what happens to it (see "Logging" above), with its `dbus.address` and
    /// `dbus.unique-name` metadata; `nil` when nothing is logged.
    public let logger: Logger?

    let core: DBusConnectionCore

    private init(
        address: DBusAddress, serverGUID: String, uniqueName: String, events: AsyncStream<Event>,
        core: DBusConnectionCore, logger: Logger?
    ) {
        self.address = address
        self.serverGUID = serverGUID
        self.uniqueName = uniqueName
        self.events = events
        self.core = core
        self.logger = logger
    }

    /// Connects, authenticates and registers with the bus (`Hello`).
    ///
    /// - Parameters:
    ///   - address: where the bus listens (``DBusAddress/session(environment:)`` for the session bus).
    ///   - timeout: seconds allowed for connecting, the handshake and `Hello`.
    ///   - logger: where the connection reports what happens to it (see "Logging" above); `nil`, the default, logs
    ///     nothing.
    /// - Throws: ``DBusError`` (``DBusError/isBusUnavailable`` when there is no bus to talk to).
    public static func connect(
        to address: DBusAddress, timeout: Double = 5, logger: Logger? = nil
    ) async throws(DBusError) -> DBusConnection {
        var logger = logger
        logger?[metadataKey: "dbus.address"] = "\(address.text)"
        logger?.debug("Connecting to the D-Bus bus")
        do throws(DBusError) {
            let connection = try await open(address, timeout: sanitized(timeout), logger: logger)
            connection.logger?.info("Connected to the D-Bus bus")
            return connection
        } catch {
            logger?.debug("Could not connect to the D-Bus bus", metadata: ["dbus.error": "\(error)"])
            throw error
        }
    }

    private static func open(
        _ address: DBusAddress, timeout: Double, logger: Logger?
    ) async throws(DBusError) -> DBusConnection {
        // The socket calls block, so they run on a thread of their own.
        // The result travels through a lock, which ThreadSanitizer understands, rather than inside the
        // continuation (resumed from a thread that is not Swift concurrency's).
        let box = DBusLocked<Result<(fd: Int32, guid: String), DBusError>?>(nil)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                let result = DBusSocket.open(address, timeout: timeout)
                box.withLock { $0 = result }
                continuation.resume()
            }
            thread.name = "Tactile D-Bus connect"
            thread.start()
        }
        let opened = box.withLock { $0 } ?? .failure(.connectionFailed(address: address.text, reason: "no result"))
        let (fd, guid) = try opened.get()
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        guard let core = DBusConnectionCore(fd: fd, events: continuation, logger: logger) else {
            #if canImport(Glibc)
            Glibc.close(fd)
            #endif
            throw .connectionFailed(address: address.text, reason: "cannot create the wake-up pipe")
        }
        core.start()
        let hello = DBusMessage.methodCall(
            destination: DBusConnection.busName, path: DBusConnection.busPath, interface: DBusConnection.busName,
            member: "Hello")
        let reply: DBusMessage
        do {
            reply = try await core.call(hello, timeout: timeout)
        } catch {
            core.close(reason: "Hello failed")
            throw error
        }
        guard case .string(let name)? = reply.body.first else {
            core.close(reason: "Hello returned no name")
            throw .unexpectedReply("Hello returned \(reply.body)")
        }
        var named = logger
        named?[metadataKey: "dbus.unique-name"] = "\(name)"
        core.logger.withLock { $0 = named }
        return DBusConnection(
            address: address, serverGUID: guid, uniqueName: name, events: stream, core: core, logger: named)
    }

    /// A timeout the clocks can use: NaN is the default 25 s, and the value is kept within 0 … one year.
    static func sanitized(_ timeout: Double) -> Double {
        timeout.isNaN ? 25 : min(max(timeout, 0), 365 * 86_400)
    }

    /// Connects to the session bus (``DBusAddress/session(environment:)``), logging to `logger` as
    /// ``connect(to:timeout:logger:)`` does.
    public static func session(timeout: Double = 5, logger: Logger? = nil) async throws(DBusError) -> DBusConnection {
        try await connect(to: try DBusAddress.session(), timeout: timeout, logger: logger)
    }

    deinit {
        core.close(reason: "the connection was released")
    }

    /// Whether the connection is still open.
    public var isConnected: Bool { core.isOpen }

    /// Why the connection ended, once it has.
    public var disconnectReason: DBusError? { core.failure }

    /// Sends a method call and awaits its reply.
    ///
    /// `timeout` is in seconds; NaN means the default, and values are kept within 0 … one year.
    ///
    /// - Returns: the method return.
    /// - Throws: ``DBusError/remote(name:message:)`` for an error reply, ``DBusError/timedOut(member:seconds:)``,
    ///   ``DBusError/disconnected(reason:)``, ``DBusError/cancelled`` when the task is cancelled, or
    ///   ``DBusError/protocolViolation(_:)`` when the message cannot be encoded.
    public func call(_ message: DBusMessage, timeout: Double = 25) async throws(DBusError) -> DBusMessage {
        let reply = try await core.call(message, timeout: Self.sanitized(timeout))
        if reply.kind == .error {
            throw .remote(name: reply.errorName ?? DBusErrorName.failed, message: reply.errorMessage ?? "")
        }
        return reply
    }

    /// Queues a message without waiting for any reply (a signal, a reply to a call, a call with
    /// `NO_REPLY_EXPECTED`), and returns the serial it was given.
    ///
    /// - Throws: ``DBusError/disconnected(reason:)`` or ``DBusError/protocolViolation(_:)``.
    @discardableResult
    public func send(_ message: DBusMessage) throws(DBusError) -> UInt32 {
        try core.send(message)
    }

    /// Closes the connection: queued messages are written if the socket takes them, pending calls fail with
    /// ``DBusError/disconnected(reason:)``, and ``events`` ends. Any thread, any number of times.
    public func close() {
        core.close(reason: "closed by the application")
    }
}
