import Foundation
#if canImport(Glibc)
import Glibc
import TactilePOSIX
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
/// ``Event/disconnected(_:)`` and ends; connect again with ``connect(to:timeout:)``.
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

    let core: DBusConnectionCore

    private init(address: DBusAddress, serverGUID: String, uniqueName: String, events: AsyncStream<Event>, core: DBusConnectionCore) {
        self.address = address
        self.serverGUID = serverGUID
        self.uniqueName = uniqueName
        self.events = events
        self.core = core
    }

    /// Connects, authenticates and registers with the bus (`Hello`).
    ///
    /// - Parameters:
    ///   - address: where the bus listens (``DBusAddress/session(environment:)`` for the session bus).
    ///   - timeout: seconds allowed for connecting, the handshake and `Hello`.
    /// - Throws: ``DBusError`` (``DBusError/isBusUnavailable`` when there is no bus to talk to).
    public static func connect(to address: DBusAddress, timeout: Double = 5) async throws(DBusError) -> DBusConnection {
        let timeout = sanitized(timeout)
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
        guard let core = DBusConnectionCore(fd: fd, events: continuation) else {
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
        return DBusConnection(address: address, serverGUID: guid, uniqueName: name, events: stream, core: core)
    }

    /// A timeout the clocks can use: NaN is the default 25 s, and the value is kept within 0 … one year.
    static func sanitized(_ timeout: Double) -> Double {
        timeout.isNaN ? 25 : min(max(timeout, 0), 365 * 86_400)
    }

    /// Connects to the session bus (``DBusAddress/session(environment:)``).
    public static func session(timeout: Double = 5) async throws(DBusError) -> DBusConnection {
        try await connect(to: try DBusAddress.session(), timeout: timeout)
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

    // MARK: - The bus's own methods

    /// `org.freedesktop.DBus`, the bus's name.
    public static let busName = "org.freedesktop.DBus"
    /// `/org/freedesktop/DBus`, the bus's object.
    public static let busPath: DBusObjectPath = "/org/freedesktop/DBus"

    /// What `RequestName` answered (no UIKit counterpart; the specification's `DBUS_REQUEST_NAME_REPLY_*`).
    public enum RequestNameReply: UInt32, Sendable {
        /// This connection now owns the name.
        case primaryOwner = 1
        /// Another connection owns it; this one waits in the queue.
        case inQueue = 2
        /// Another connection owns it and `doNotQueue` was given.
        case exists = 3
        /// This connection already owned it.
        case alreadyOwner = 4
    }

    /// `RequestName` flags (no UIKit counterpart; the specification's `DBUS_NAME_FLAG_*`).
    public struct NameFlags: OptionSet, Sendable {
        /// The flag bits.
        public let rawValue: UInt32
        /// Flags from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Let a later request with ``replaceExisting`` take the name.
        public static let allowReplacement = NameFlags(rawValue: 0x1)
        /// Take the name from its owner if the owner allowed replacement.
        public static let replaceExisting = NameFlags(rawValue: 0x2)
        /// Fail instead of waiting in the queue.
        public static let doNotQueue = NameFlags(rawValue: 0x4)
    }

    /// Asks the bus for a well-known name (`org.mpris.MediaPlayer2.tactile`).
    public func requestName(_ name: String, flags: NameFlags = [.doNotQueue]) async throws(DBusError) -> RequestNameReply {
        let reply = try await busCall("RequestName", [.string(name), .uint32(flags.rawValue)])
        guard case .uint32(let code)? = reply.body.first, let result = RequestNameReply(rawValue: code) else {
            throw .unexpectedReply("RequestName returned \(reply.body)")
        }
        return result
    }

    /// Gives a well-known name back; returns whether this connection owned it.
    @discardableResult
    public func releaseName(_ name: String) async throws(DBusError) -> Bool {
        let reply = try await busCall("ReleaseName", [.string(name)])
        guard case .uint32(let code)? = reply.body.first else {
            throw .unexpectedReply("ReleaseName returned \(reply.body)")
        }
        return code == 1
    }

    /// The unique name of a name's owner, or `nil` when nobody owns it.
    public func nameOwner(of name: String) async throws(DBusError) -> String? {
        do {
            let reply = try await busCall("GetNameOwner", [.string(name)])
            return reply.body.first?.stringValue
        } catch {
            if case .remote(name: "org.freedesktop.DBus.Error.NameHasNoOwner", _) = error { return nil }
            throw error
        }
    }

    /// Subscribes to signals matching a rule (`type='signal',interface='org.freedesktop.DBus.Properties'`).
    public func addMatch(_ rule: String) async throws(DBusError) {
        _ = try await busCall("AddMatch", [.string(rule)])
    }

    private func busCall(_ member: String, _ body: [DBusValue]) async throws(DBusError) -> DBusMessage {
        try await call(.methodCall(
            destination: Self.busName, path: Self.busPath, interface: Self.busName, member: member, body: body))
    }
}

/// A value behind a lock. A `pthread_mutex_t` (through `NSLock`) rather than `Synchronization.Mutex`: both are
/// correct, but ThreadSanitizer sees the pthread lock's ordering and not the standard library's futex, so with
/// this one `swift test --sanitize thread` checks the connection for real races instead of reporting false ones.
final class DBusLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// The state shared by the I/O thread and the callers, behind one lock.
final class DBusConnectionCore: Sendable {
    struct Pending {
        let continuation: CheckedContinuation<Void, Never>
        let deadline: Double
        let member: String
        let timeout: Double
    }

    struct State {
        var nextSerial: UInt32 = 1
        var outgoing: [UInt8] = []
        var outgoingOffset = 0
        var pending: [UInt32: Pending] = [:]
        /// The outcome of calls that are no longer pending, until their callers collect them.
        var results: [UInt32: Result<DBusMessage, DBusError>] = [:]
        /// Set when the connection ends (or is asked to); never cleared.
        var failure: DBusError?
        var closeRequested = false

        mutating func takeSerial() -> UInt32 {
            let serial = nextSerial
            nextSerial = nextSerial == .max ? 1 : nextSerial + 1
            return serial
        }
    }

    let fd: Int32
    let wake: WakePipe
    let events: AsyncStream<DBusConnection.Event>.Continuation
    let state = DBusLocked(State())

    init?(fd: Int32, events: AsyncStream<DBusConnection.Event>.Continuation) {
        guard let wake = WakePipe() else { return nil }
        self.fd = fd
        self.wake = wake
        self.events = events
    }

    var isOpen: Bool { state.withLock { $0.failure == nil } }
    var failure: DBusError? { state.withLock { $0.failure } }

    func start() {
        let thread = Thread { [self] in self.run() }
        thread.name = "Tactile D-Bus I/O"
        thread.start()
    }

    func close(reason: String) {
        let first = state.withLock { s -> Bool in
            guard s.failure == nil, !s.closeRequested else { return false }
            s.closeRequested = true
            s.failure = .disconnected(reason: reason)
            return true
        }
        if first { wake.signal() }
    }

    func send(_ message: DBusMessage) throws(DBusError) -> UInt32 {
        let serial = try state.withLock { s throws(DBusError) -> UInt32 in
            if let failure = s.failure { throw failure }
            return s.takeSerial()
        }
        let bytes: [UInt8]
        do { bytes = try message.encoded(serial: serial) } catch { throw .protocolViolation(error) }
        try enqueue(bytes)
        return serial
    }

    private func enqueue(_ bytes: [UInt8]) throws(DBusError) {
        try state.withLock { s throws(DBusError) in
            if let failure = s.failure { throw failure }
            s.outgoing.append(contentsOf: bytes)
        }
        wake.signal()
    }

    func call(_ message: DBusMessage, timeout: Double) async throws(DBusError) -> DBusMessage {
        var message = message
        message.flags.remove(.noReplyExpected)
        let serial = try state.withLock { s throws(DBusError) -> UInt32 in
            if let failure = s.failure { throw failure }
            return s.takeSerial()
        }
        let bytes: [UInt8]
        do { bytes = try message.encoded(serial: serial) } catch { throw .protocolViolation(error) }
        let member = message.member ?? "?"
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let pending = Pending(
                    continuation: continuation, deadline: dbusMonotonicNow() + timeout, member: member, timeout: timeout)
                let refused = state.withLock { s -> Bool in
                    if let failure = s.failure {
                        s.results[serial] = .failure(failure)
                        return true
                    }
                    s.pending[serial] = pending
                    s.outgoing.append(contentsOf: bytes)
                    return false
                }
                if refused {
                    continuation.resume()
                    return
                }
                wake.signal()  // the I/O thread writes it and watches the new deadline
                if Task.isCancelled { resolve(serial, with: .failure(.cancelled)) }
            }
        } onCancel: {
            resolve(serial, with: .failure(.cancelled))
        }
        // The outcome is handed over under the lock: whoever resolved the call stored it before resuming.
        let result = state.withLock { $0.results.removeValue(forKey: serial) }
        return try (result ?? .failure(.disconnected(reason: "the call was lost"))).get()
    }

    /// Resumes a pending call once: whoever removes it from the table resumes it.
    private func resolve(_ serial: UInt32, with result: Result<DBusMessage, DBusError>) {
        let pending = state.withLock { s -> Pending? in
            guard let p = s.pending.removeValue(forKey: serial) else { return nil }
            s.results[serial] = result
            return p
        }
        pending?.continuation.resume()
    }

    // MARK: - The I/O thread

    private func run() {
        #if canImport(Glibc)
        var inbox = DBusFrameReader()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var ending: DBusError?
        loop: while true {
            let (wantsWrite, deadline, closing) = state.withLock { s in
                (s.outgoingOffset < s.outgoing.count, s.pending.values.map(\.deadline).min(), s.closeRequested)
            }
            if closing {
                flushBeforeClosing()
                break loop
            }
            var timeoutMs: Int32 = -1
            if let deadline {
                timeoutMs = Int32(clamping: max(0, Int(((deadline - dbusMonotonicNow()) * 1000).rounded(.up))))
            }
            var revents: Int16 = 0
            switch wake.wait(for: fd, events: Int16(POLLIN) | (wantsWrite ? Int16(POLLOUT) : 0), timeoutMs: timeoutMs) {
            case .woken: wake.drain()
            case .interrupted: continue
            case .failed(let code):
                ending = .disconnected(reason: "poll failed: \(String(cString: strerror(code)))")
                break loop
            case .ready(let r): revents = r
            }
            expireCalls()
            if revents & Int16(POLLOUT) != 0, let failure = writeQueued() {
                ending = failure
                break
            }
            if revents & (Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)) != 0 {
                let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                if n == 0 {
                    ending = .disconnected(reason: "the bus closed the connection")
                    break
                }
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                    ending = .disconnected(reason: String(cString: strerror(errno)))
                    break
                }
                inbox.append(chunk[0..<n])
                if let failure = deliverFrames(&inbox) {
                    ending = failure
                    break
                }
            } else if revents & Int16(POLLNVAL) != 0 {
                ending = .disconnected(reason: "the socket is no longer valid")
                break
            }
        }
        finish(ending)
        #endif
    }

    #if canImport(Glibc)
    /// Decodes every complete message in the inbox; returns a failure when the stream can no longer be framed.
    private func deliverFrames(_ inbox: inout DBusFrameReader) -> DBusError? {
        while true {
            let bytes: [UInt8]
            do {
                guard let frame = try inbox.next() else { return nil }
                bytes = frame
            } catch {
                return .protocolViolation(error)
            }
            switch Self.incoming(bytes) {
            case .success(let message):
                dispatch(message)
            case .failure(let failure):
                if let reply = failure.reply { _ = try? send(reply) }
                events.yield(.malformedMessage(failure.error))
            }
        }
    }

    private func dispatch(_ message: DBusMessage) {
        if message.kind == .methodReturn || message.kind == .error, let replySerial = message.replySerial {
            let pending = state.withLock { s -> Pending? in
                guard let p = s.pending.removeValue(forKey: replySerial) else { return nil }
                s.results[replySerial] = .success(message)
                return p
            }
            if let pending {
                pending.continuation.resume()
                return
            }
        }
        events.yield(.message(message))
    }

    /// Writes as much queued output as the socket takes; returns a failure when the socket is broken.
    private func writeQueued() -> DBusError? {
        state.withLock { s -> DBusError? in
            guard s.outgoingOffset < s.outgoing.count else { return nil }
            let n = s.outgoing[s.outgoingOffset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if n < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
                return .disconnected(reason: String(cString: strerror(errno)))
            }
            s.outgoingOffset += n
            if s.outgoingOffset == s.outgoing.count {
                s.outgoing.removeAll(keepingCapacity: true)
                s.outgoingOffset = 0
            }
            return nil
        }
    }

    /// On ``close(reason:)``: one last non-blocking attempt to write what is queued (a reply, a signal).
    private func flushBeforeClosing() {
        for _ in 0..<8 {
            let remaining = state.withLock { $0.outgoing.count - $0.outgoingOffset }
            guard remaining > 0, writeQueued() == nil else { return }
            let after = state.withLock { $0.outgoing.count - $0.outgoingOffset }
            if after == remaining { return }
        }
    }

    private func expireCalls() {
        let now = dbusMonotonicNow()
        let expired = state.withLock { s -> [Pending] in
            let keys = s.pending.filter { $0.value.deadline <= now }.map(\.key)
            return keys.compactMap { key in
                guard let p = s.pending.removeValue(forKey: key) else { return nil }
                s.results[key] = .failure(.timedOut(member: p.member, seconds: p.timeout))
                return p
            }
        }
        for p in expired { p.continuation.resume() }
    }
    #endif

    /// What the I/O thread makes of one framed message: the message, or the error and, for a call whose header
    /// is intact and that wants a reply, the `InvalidArgs` error reply to send (a pure function, fuzzed as is).
    static func incoming(_ bytes: [UInt8]) -> Result<DBusMessage, MalformedIncoming> {
        do {
            return .success(try DBusMessage.decode(bytes))
        } catch {
            var reply: DBusMessage?
            if let header = try? DBusMessage.decodeHeader(bytes), header.expectsReply {
                reply = header.makeError(DBusErrorName.invalidArgs, "malformed message: \(error)")
            }
            return .failure(MalformedIncoming(error: error, reply: reply))
        }
    }

    /// A framed message that did not decode, and the reply it gets, if any.
    struct MalformedIncoming: Error {
        let error: DBusWireError
        let reply: DBusMessage?
    }

    /// Ends the connection: fails every pending call, reports the reason once and closes the socket.
    private func finish(_ ending: DBusError?) {
        let (reason, pending) = state.withLock { s -> (DBusError, [Pending]) in
            let reason = s.failure ?? ending ?? .disconnected(reason: "the connection ended")
            s.failure = reason
            let pending = Array(s.pending.values)
            for serial in s.pending.keys { s.results[serial] = .failure(reason) }
            s.pending.removeAll()
            s.outgoing.removeAll()
            s.outgoingOffset = 0
            return (reason, pending)
        }
        for p in pending { p.continuation.resume() }
        events.yield(.disconnected(reason))
        events.finish()
        #if canImport(Glibc)
        Glibc.close(fd)
        #endif
    }
}
