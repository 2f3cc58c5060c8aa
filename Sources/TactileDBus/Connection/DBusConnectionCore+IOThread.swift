import Foundation
import Logging
#if canImport(Glibc)
import Glibc
import TactilePOSIX
#endif

/// The I/O thread: it owns the socket, writes queued messages, reads and decodes incoming ones, resumes the
/// callers waiting for replies, expires calls that ran out of time, and ends the connection.
extension DBusConnectionCore {
    func run() {
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
                currentLogger?.warning(
                    "Dropped a malformed D-Bus message", metadata: ["dbus.error": "\(failure.error)"])
                events.yield(.malformedMessage(failure.error))
            }
        }
    }

    private func dispatch(_ message: DBusMessage) {
        let logger = currentLogger
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
        logger?.trace(
            "Received a D-Bus message",
            metadata: [
                "dbus.kind": "\(message.kind)", "dbus.member": "\(message.member ?? "")",
                "dbus.sender": "\(message.sender ?? "")",
            ])
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
        if !expired.isEmpty, let logger = currentLogger {
            for p in expired {
                logger.debug(
                    "A D-Bus call timed out", metadata: ["dbus.member": "\(p.member)", "dbus.timeout": "\(p.timeout)"])
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
        let (reason, pending, requested) = state.withLock { s -> (DBusError, [Pending], Bool) in
            let reason = s.failure ?? ending ?? .disconnected(reason: "the connection ended")
            s.failure = reason
            let pending = Array(s.pending.values)
            for serial in s.pending.keys { s.results[serial] = .failure(reason) }
            s.pending.removeAll()
            s.outgoing.removeAll()
            s.outgoingOffset = 0
            return (reason, pending, s.closeRequested)
        }
        let why: String
        if case .disconnected(let text) = reason { why = text } else { why = "\(reason)" }
        if requested {
            currentLogger?.info("Closed the D-Bus connection", metadata: ["dbus.reason": "\(why)"])
        } else {
            currentLogger?.warning("Lost the D-Bus connection", metadata: ["dbus.reason": "\(why)"])
        }
        for p in pending { p.continuation.resume() }
        events.yield(.disconnected(reason))
        events.finish()
        #if canImport(Glibc)
        Glibc.close(fd)
        #endif
    }
}
