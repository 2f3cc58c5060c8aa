/// One D-Bus message: a method call, a method return, an error or a signal, with its header fields and body.
///
/// No UIKit counterpart: libdbus's `DBusMessage`. Tactile marshals messages itself (little-endian on the way
/// out, either byte order on the way in); ``encoded(serial:)`` and ``decode(_:)`` are the whole wire format.
///
/// ```swift
/// let call = DBusMessage.methodCall(
///     destination: "org.mpris.MediaPlayer2.tactile", path: "/org/mpris/MediaPlayer2",
///     interface: "org.freedesktop.DBus.Properties", member: "Get",
///     body: [.string("org.mpris.MediaPlayer2.Player"), .string("PlaybackStatus")])
/// let reply = try await connection.call(call)     // reply.body == [.variant(.string("Playing"))]
/// ```
public struct DBusMessage: Sendable, Equatable, CustomStringConvertible {
    /// The four kinds of message (no UIKit counterpart; the specification's message types).
    public enum Kind: UInt8, Sendable {
        /// A method call (1).
        case methodCall = 1
        /// A method's successful reply (2).
        case methodReturn = 2
        /// A method's error reply (3).
        case error = 3
        /// A signal (4).
        case signal = 4
    }

    /// Header flags (no UIKit counterpart; the specification's `NO_REPLY_EXPECTED`, `NO_AUTO_START` and
    /// `ALLOW_INTERACTIVE_AUTHORIZATION`).
    public struct Flags: OptionSet, Sendable, Hashable {
        /// The flag bits.
        public let rawValue: UInt8
        /// Flags from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The caller does not want a reply; the callee sends none.
        public static let noReplyExpected = Flags(rawValue: 0x1)
        /// The bus must not start a service to receive the call.
        public static let noAutoStart = Flags(rawValue: 0x2)
        /// The caller may wait for interactive authorization.
        public static let allowInteractiveAuthorization = Flags(rawValue: 0x4)
    }

    /// What kind of message this is.
    public var kind: Kind
    /// Header flags.
    public var flags: Flags
    /// The sender's serial (0 until the message is sent; ``DBusConnection`` assigns it).
    public var serial: UInt32
    /// `PATH`: the object a call is made on or a signal is emitted from.
    public var path: DBusObjectPath?
    /// `INTERFACE`: the interface of the method or signal.
    public var interface: String?
    /// `MEMBER`: the method or signal name.
    public var member: String?
    /// `ERROR_NAME`: the name of an error (`org.freedesktop.DBus.Error.UnknownMethod`).
    public var errorName: String?
    /// `REPLY_SERIAL`: the serial of the call a return or error answers.
    public var replySerial: UInt32?
    /// `DESTINATION`: the bus name the message is for.
    public var destination: String?
    /// `SENDER`: the unique name of the sender (set by the bus).
    public var sender: String?
    /// `UNIX_FDS`: how many file descriptors accompany the message.
    public var unixFDs: UInt32?
    /// The arguments.
    public var body: [DBusValue]

    /// The body's signature.
    public var signature: DBusSignature { DBusSignature(types: body.map(\.type)) }

    /// A message of any kind; prefer the factory methods.
    public init(
        kind: Kind, flags: Flags = [], serial: UInt32 = 0, path: DBusObjectPath? = nil, interface: String? = nil,
        member: String? = nil, errorName: String? = nil, replySerial: UInt32? = nil, destination: String? = nil,
        sender: String? = nil, unixFDs: UInt32? = nil, body: [DBusValue] = []
    ) {
        self.kind = kind
        self.flags = flags
        self.serial = serial
        self.path = path
        self.interface = interface
        self.member = member
        self.errorName = errorName
        self.replySerial = replySerial
        self.destination = destination
        self.sender = sender
        self.unixFDs = unixFDs
        self.body = body
    }

    /// A method call.
    public static func methodCall(
        destination: String?, path: DBusObjectPath, interface: String?, member: String, body: [DBusValue] = [],
        flags: Flags = []
    ) -> DBusMessage {
        DBusMessage(
            kind: .methodCall, flags: flags, path: path, interface: interface, member: member,
            destination: destination, body: body)
    }

    /// A signal.
    public static func signal(
        path: DBusObjectPath, interface: String, member: String, body: [DBusValue] = [], destination: String? = nil
    ) -> DBusMessage {
        DBusMessage(kind: .signal, path: path, interface: interface, member: member, destination: destination, body: body)
    }

    /// The successful reply to this call.
    public func makeReturn(_ body: [DBusValue] = []) -> DBusMessage {
        DBusMessage(
            kind: .methodReturn, flags: .noReplyExpected, replySerial: serial, destination: sender, body: body)
    }

    /// An error reply to this call, with a human-readable message as its only argument.
    public func makeError(_ name: String, _ message: String) -> DBusMessage {
        DBusMessage(
            kind: .error, flags: .noReplyExpected, errorName: name, replySerial: serial, destination: sender,
            body: [.string(message)])
    }

    /// Whether the caller wants a reply (a method call without `NO_REPLY_EXPECTED`).
    public var expectsReply: Bool { kind == .methodCall && !flags.contains(.noReplyExpected) }

    /// The first argument of an error, by convention its message.
    public var errorMessage: String? {
        guard kind == .error, case .string(let s)? = body.first else { return nil }
        return s
    }

    /// A one-line summary (`method call :1.5 → org.mpris…: /org/mpris/MediaPlayer2 org.mpris….Player.Play()`).
    public var description: String {
        let kindText: String =
            switch kind {
            case .methodCall: "method call"
            case .methodReturn: "method return"
            case .error: "error \(errorName ?? "?")"
            case .signal: "signal"
            }
        var text = "\(kindText) serial=\(serial)"
        if let replySerial { text += " reply_serial=\(replySerial)" }
        if let sender { text += " sender=\(sender)" }
        if let destination { text += " destination=\(destination)" }
        if let path { text += " path=\(path)" }
        if let member { text += " member=\([interface, member].compactMap { $0 }.joined(separator: "."))" }
        if !body.isEmpty { text += " (" + body.map(\.description).joined(separator: ", ") + ")" }
        return text
    }

    // MARK: - Wire format

    /// Header field codes.
    enum Field: UInt8 {
        case path = 1, interface, member, errorName, replySerial, destination, sender, signature, unixFDs
    }

    /// The message's bytes, little-endian, with `serial` in the header.
    ///
    /// - Throws: ``DBusWireError`` when the message lacks a header field its kind needs, holds an invalid name,
    ///   or has a body value that is not well formed (``DBusValue/isWellFormed``).
    public func encoded(serial: UInt32) throws(DBusWireError) -> [UInt8] {
        guard serial != 0 else { throw .zeroSerial }
        try validateHeader()
        for value in body where !value.isWellFormed {
            throw .unencodableValue("body value \(value) is not well formed")
        }
        _ = try DBusSignature(signature.text)  // at most 255 bytes, nesting within the limits
        var bodyWriter = DBusWriter()
        for value in body { try bodyWriter.write(value) }

        var fields: [DBusValue] = []
        func field(_ code: Field, _ value: DBusValue) {
            fields.append(.structure([.byte(code.rawValue), .variant(value)]))
        }
        if let path { field(.path, .objectPath(path)) }
        if let interface { field(.interface, .string(interface)) }
        if let member { field(.member, .string(member)) }
        if let errorName { field(.errorName, .string(errorName)) }
        if let replySerial { field(.replySerial, .uint32(replySerial)) }
        if let destination { field(.destination, .string(destination)) }
        if let sender { field(.sender, .string(sender)) }
        if !body.isEmpty { field(.signature, .signature(signature)) }
        if let unixFDs { field(.unixFDs, .uint32(unixFDs)) }

        var writer = DBusWriter()
        writer.writeByte(UInt8(ascii: "l"))
        writer.writeByte(kind.rawValue)
        writer.writeByte(flags.rawValue)
        writer.writeByte(1)
        writer.write(UInt32(bodyWriter.bytes.count))
        writer.write(serial)
        try writer.write(.array(.structure([.byte, .variant]), fields))
        writer.pad(to: 8)
        let total = writer.bytes.count + bodyWriter.bytes.count
        guard total <= DBusReader.maximumMessageLength else { throw .messageTooLong(total) }
        return writer.bytes + bodyWriter.bytes
    }

    /// How many bytes the message that starts with `prefix` has in all, once at least 16 bytes are known; `nil`
    /// while fewer are.
    ///
    /// - Throws: ``DBusWireError`` when the prefix cannot start a message (bad endianness, over-long lengths).
    public static func frameLength(_ prefix: some Collection<UInt8>) throws(DBusWireError) -> Int? {
        guard prefix.count >= 16 else { return nil }
        let head = Array(prefix.prefix(16))
        let bigEndian: Bool
        switch head[0] {
        case UInt8(ascii: "l"): bigEndian = false
        case UInt8(ascii: "B"): bigEndian = true
        default: throw .invalidEndianness(head[0])
        }
        var reader = DBusReader(bytes: head, bigEndian: bigEndian, offset: 4)
        let bodyLength = Int(try reader.read(UInt32.self))
        _ = try reader.read(UInt32.self)
        let fieldsLength = Int(try reader.read(UInt32.self))
        guard fieldsLength <= DBusReader.maximumArrayLength else { throw .arrayTooLong(fieldsLength) }
        let headerLength = (16 + fieldsLength + 7) / 8 * 8
        let total = headerLength + bodyLength
        guard total <= DBusReader.maximumMessageLength else { throw .messageTooLong(total) }
        return total
    }

    /// Decodes exactly one message.
    ///
    /// - Throws: ``DBusWireError`` for anything the specification calls invalid: truncation, bad padding, a bad
    ///   endianness or version byte, an unknown message type, header fields of the wrong type or repeated, missing
    ///   required fields, invalid names or signatures, a body that does not match its signature or length, or
    ///   trailing bytes.
    public static func decode(_ bytes: [UInt8]) throws(DBusWireError) -> DBusMessage {
        try decode(bytes, body: true)
    }

    /// Decodes a message's header only (kind, flags, serial and header fields), leaving ``body`` empty: enough to
    /// answer a call whose body is malformed with an error reply.
    ///
    /// - Throws: ``DBusWireError`` when the header itself is invalid.
    public static func decodeHeader(_ bytes: [UInt8]) throws(DBusWireError) -> DBusMessage {
        try decode(bytes, body: false)
    }

    private static func decode(_ bytes: [UInt8], body decodeBody: Bool) throws(DBusWireError) -> DBusMessage {
        guard let total = try frameLength(bytes) else { throw .truncated(offset: bytes.count) }
        guard bytes.count >= total else { throw .truncated(offset: bytes.count) }
        guard bytes.count == total else { throw .bodyLengthMismatch(declared: total, decoded: bytes.count) }
        let bigEndian = bytes[0] == UInt8(ascii: "B")
        var reader = DBusReader(bytes: bytes, bigEndian: bigEndian, offset: 1)
        let typeByte = try reader.readByte()
        guard let kind = Kind(rawValue: typeByte) else { throw .unknownMessageType(typeByte) }
        let flags = Flags(rawValue: try reader.readByte())
        let version = try reader.readByte()
        guard version == 1 else { throw .unsupportedProtocolVersion(version) }
        let bodyLength = Int(try reader.read(UInt32.self))
        let serial = try reader.read(UInt32.self)
        guard serial != 0 else { throw .zeroSerial }
        let fieldsValue = try reader.read(.array(.structure([.byte, .variant])))
        try reader.align(to: 8)
        let bodyStart = reader.offset

        var message = DBusMessage(kind: kind, flags: flags, serial: serial)
        var seen = Set<UInt8>()
        var bodySignature = DBusSignature.empty
        for case .structure(let pair) in fieldsValue.arrayValue ?? [] {
            guard case .byte(let code) = pair[0], case .variant(let value) = pair[1] else { continue }
            guard let field = Field(rawValue: code) else { continue }  // unknown fields are ignored
            guard seen.insert(code).inserted else { throw .invalidHeaderField(code: code, reason: "repeated") }
            func wrongType() -> DBusWireError {
                .invalidHeaderField(code: code, reason: "\(field) has type \(value.type)")
            }
            switch field {
            case .path:
                guard case .objectPath(let p) = value else { throw wrongType() }
                message.path = p
            case .interface, .member, .errorName, .destination, .sender:
                guard case .string(let s) = value else { throw wrongType() }
                switch field {
                case .interface: message.interface = s
                case .member: message.member = s
                case .errorName: message.errorName = s
                case .destination: message.destination = s
                default: message.sender = s
                }
            case .replySerial, .unixFDs:
                guard case .uint32(let u) = value else { throw wrongType() }
                if field == .replySerial { message.replySerial = u } else { message.unixFDs = u }
            case .signature:
                guard case .signature(let g) = value else { throw wrongType() }
                bodySignature = g
            }
        }
        try message.validateHeader()
        guard decodeBody else { return message }

        var bodyReader = DBusReader(bytes: bytes, bigEndian: bigEndian, offset: bodyStart, end: bodyStart + bodyLength)
        var body: [DBusValue] = []
        for type in bodySignature.types { body.append(try bodyReader.read(type)) }
        guard bodyReader.offset == bodyStart + bodyLength else {
            throw .bodyLengthMismatch(declared: bodyLength, decoded: bodyReader.offset - bodyStart)
        }
        message.body = body
        return message
    }

    /// The header checks of the specification: required fields per kind, and valid names.
    func validateHeader() throws(DBusWireError) {
        switch kind {
        case .methodCall:
            guard path != nil else { throw .missingHeaderField("PATH") }
            guard member != nil else { throw .missingHeaderField("MEMBER") }
        case .signal:
            guard path != nil else { throw .missingHeaderField("PATH") }
            guard interface != nil else { throw .missingHeaderField("INTERFACE") }
            guard member != nil else { throw .missingHeaderField("MEMBER") }
        case .error:
            guard errorName != nil else { throw .missingHeaderField("ERROR_NAME") }
            guard replySerial != nil else { throw .missingHeaderField("REPLY_SERIAL") }
        case .methodReturn:
            guard replySerial != nil else { throw .missingHeaderField("REPLY_SERIAL") }
        }
        if let interface, !DBusNames.isValidInterfaceName(interface) {
            throw .invalidHeaderField(code: Field.interface.rawValue, reason: "invalid interface name \"\(interface)\"")
        }
        if let member, !DBusNames.isValidMemberName(member) {
            throw .invalidHeaderField(code: Field.member.rawValue, reason: "invalid member name \"\(member)\"")
        }
        if let errorName, !DBusNames.isValidErrorName(errorName) {
            throw .invalidHeaderField(code: Field.errorName.rawValue, reason: "invalid error name \"\(errorName)\"")
        }
        if let destination, !DBusNames.isValidBusName(destination) {
            throw .invalidHeaderField(
                code: Field.destination.rawValue, reason: "invalid bus name \"\(destination)\"")
        }
        if let sender, !DBusNames.isValidBusName(sender) {
            throw .invalidHeaderField(code: Field.sender.rawValue, reason: "invalid bus name \"\(sender)\"")
        }
        if replySerial == 0 {
            throw .invalidHeaderField(code: Field.replySerial.rawValue, reason: "reply serial is zero")
        }
    }
}
