import Foundation
import Logging
#if canImport(Glibc)
import TactilePOSIX
#endif

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
    /// The connection's logger; it gains the unique name once `Hello` returned it.
    let logger: DBusLocked<Logger?>

    init?(fd: Int32, events: AsyncStream<DBusConnection.Event>.Continuation, logger: Logger?) {
        guard let wake = WakePipe() else { return nil }
        self.fd = fd
        self.wake = wake
        self.events = events
        self.logger = DBusLocked(logger)
    }

    /// The logger now (read under its lock, from any thread).
    var currentLogger: Logger? { logger.withLock { $0 } }

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
}
