/// Cuts a byte stream from the bus into whole messages (internal).
///
/// The connection's I/O thread appends whatever `recv(2)` returned; ``next()`` hands out one message's bytes as
/// soon as they are all there (``DBusMessage/frameLength(_:)`` reads the length from the first 16 bytes). It is a
/// pure value, so the fuzzer drives it with arbitrary streams exactly as the I/O thread does.
///
/// A prefix that cannot start a message (a bad endianness byte, a length over the specification's limits) is a
/// ``DBusWireError``: the stream can no longer be framed, and the connection ends. Bytes of messages already
/// handed out are dropped, so a long-lived connection does not keep its whole history.
struct DBusFrameReader {
    private var inbox: [UInt8] = []
    private var start = 0

    /// Bytes received but not yet handed out as a message.
    var buffered: Int { inbox.count - start }

    /// Appends received bytes.
    mutating func append(_ bytes: some Collection<UInt8>) {
        inbox.append(contentsOf: bytes)
    }

    /// The next whole message's bytes, or `nil` until more bytes arrive.
    ///
    /// - Throws: ``DBusWireError`` when the next message's first 16 bytes cannot start a message.
    mutating func next() throws(DBusWireError) -> [UInt8]? {
        guard inbox.count - start >= 16 else {
            compact()
            return nil
        }
        guard let length = try DBusMessage.frameLength(inbox[start..<(start + 16)]) else { return nil }
        guard inbox.count - start >= length else {
            compact()
            return nil
        }
        let bytes = Array(inbox[start..<(start + length)])
        start += length
        return bytes
    }

    /// Drops the bytes already handed out (all of them when nothing is pending, or once they pass 1 MiB).
    private mutating func compact() {
        if start == inbox.count {
            inbox.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 20 {
            inbox.removeFirst(start)
            start = 0
        }
    }
}
