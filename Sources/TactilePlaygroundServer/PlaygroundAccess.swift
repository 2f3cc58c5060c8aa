import Foundation

/// Who may load the playground's page and open its WebSocket (no UIKit counterpart).
///
/// On loopback (the default) only this machine can connect, and the checks are against other web sites: the
/// `Host` header must name this machine and this server's port, and a WebSocket's `Origin`, when a browser sends
/// one, must be the page's own. A page of another site that rebinds its name to 127.0.0.1 sends its own name as
/// `Host` (`127.evil.example`, `evil.example`) and is refused with 421. The names that pass are one of
/// ``hostNames`` (`localhost`, in any case, with or without the trailing dot of its fully qualified form), a
/// 127.0.0.0/8 address written as four decimal numbers (`127.0.0.1`), and `[::1]`; each followed by `:` and the
/// port the server listens on, which only a server on port 80 may leave out (browsers leave out the default port).
/// Other spellings of a loopback address (`127.1`, `0x7f.0.0.1`, `2130706433`, `[::ffff:127.0.0.1]`) are refused:
/// browsers write an address they are given in its usual form, so only other software sends them.
///
/// On any other address a phone or tablet on the network can connect, and so could anyone else on it: every
/// request must carry the random access token the server printed (`?token=`), and a WebSocket must come from the
/// page itself (`Origin` equal to `http://` and the `Host` header).
///
/// FlyingFox, the server underneath, keeps the last of repeated header lines, so a request with two `Host` lines
/// is judged by its last one. Browsers send one.
public struct PlaygroundAccess: Sendable, Equatable {
    /// The token every request must carry, or `nil` on loopback.
    public let token: String?
    /// Whether the server listens on a loopback address only.
    public let isLoopback: Bool
    /// The host names a `Host` header may give on loopback, besides the loopback addresses: `localhost` and
    /// `localhost.` by default. Compared without regard to case. Add a name of your own (one your hosts file maps
    /// to this machine) before the server starts; a name another site controls would let it rebind to the server.
    public var hostNames: Set<String> = ["localhost", "localhost."]

    /// Access for a server listening on `host`: a loopback address needs no token; any other gets `token`.
    public init(host: String, token: String = PlaygroundAccess.makeToken()) {
        isLoopback = Self.isLoopback(host)
        self.token = isLoopback ? nil : token
    }

    /// Why a request is refused (no UIKit counterpart): the HTTP status and a sentence for the response body.
    public struct Refusal: Sendable, Equatable, Error {
        /// 403 for a missing or wrong token or a foreign origin, 421 for a `Host` that is not this server.
        public var status: Int
        /// What was expected and what was found.
        public var message: String
    }

    /// Checks a request to the server listening on `port`: its `token` query value, its `Host` header and, for a
    /// WebSocket, its `Origin` header. Returns `nil` when it may go on.
    public func refusal(token given: String?, host: String?, origin: String?, isWebSocket: Bool, port: UInt16) -> Refusal? {
        if let token {
            guard let given, Self.constantTimeEqual(given, token) else {
                return Refusal(status: 403, message: "this playground listens on the network: open the address it printed, with its ?token=")
            }
        }
        guard let host, !host.isEmpty else {
            return Refusal(status: 421, message: "expected a Host header naming this server, found none")
        }
        if isLoopback, let refusal = loopbackHostRefusal(host, port: port) { return refusal }
        guard isWebSocket else { return nil }
        guard let origin else {
            // Browsers always send Origin with a WebSocket; a local tool may not.
            return isLoopback ? nil : Refusal(status: 403, message: "expected an Origin header from the playground's page, found none")
        }
        guard origin.lowercased() == "http://" + host.lowercased() else {
            return Refusal(status: 403, message: "expected the playground's own page (Origin http://\(host)), found Origin \"\(origin)\"")
        }
        return nil
    }

    /// 128 random bits as 32 hexadecimal digits, from the system's cryptographic generator.
    public static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }

    /// Whether `host` is a loopback name or address: `localhost` (in any case, with or without its trailing dot),
    /// a 127.0.0.0/8 address as four decimal numbers, or `::1` (with or without brackets).
    public static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        return name == "localhost" || name == "localhost." || name == "::1" || name == "[::1]"
            || isLoopbackIPv4(name)
    }

    /// The refusal of a `Host` header that does not name this loopback server, or `nil`.
    private func loopbackHostRefusal(_ header: String, port: UInt16) -> Refusal? {
        let expected = "expected a Host of localhost:\(port), 127.0.0.1:\(port) or [::1]:\(port)"
        guard let parsed = HostHeader(header) else {
            return Refusal(status: 421, message: "\(expected), found \"\(header.prefix(100))\", which is not a host name and port")
        }
        let name = parsed.name.lowercased()
        let named = parsed.isBracketed
            ? name == "::1"
            : Self.isLoopbackIPv4(name) || hostNames.contains { $0.lowercased() == name }
        guard named else {
            return Refusal(status: 421, message: "\(expected), found \"\(header.prefix(100))\", which does not name this machine")
        }
        guard parsed.port.map({ $0 == String(port) }) ?? (port == 80) else {
            return Refusal(status: 421, message: "\(expected), found \"\(header.prefix(100))\", which names another port")
        }
        return nil
    }

    /// Whether `text` is an address of 127.0.0.0/8 written as four decimal numbers from 0 to 255, without leading
    /// zeros (which some readers take for octal).
    static func isLoopbackIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
                part == "0" || part.first != "0", let value = Int(part)
            else { return false }
            return value <= 255
        }
    }

    /// Compares without stopping at the first difference, so that the time taken does not tell how much of a
    /// guessed token was right.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var difference = UInt8(x.count == y.count ? 0 : 1)
        for i in 0..<max(x.count, y.count) {
            difference |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0)
        }
        return difference == 0
    }
}

/// A `Host` header's value: a name or a bracketed IPv6 address, then optionally `:` and a port (RFC 9110's
/// `uri-host [ ":" port ]`).
struct HostHeader: Equatable {
    /// The name, or the IPv6 address without its brackets.
    var name: String
    /// Whether the name was an IPv6 address in brackets.
    var isBracketed: Bool
    /// The digits after the colon, or `nil` when there is no colon.
    var port: String?

    /// Splits `value`, or `nil` when it is not a name and an optional port: an empty name, a character outside
    /// RFC 3986's `reg-name` (letters, digits, `-._~`, `!$&'()*+,;=` and `%`), a second colon, a port that is
    /// empty or not 1 to 5 decimal digits.
    init?(_ value: String) {
        var rest = Substring(value)
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            name = String(rest[rest.index(after: rest.startIndex)..<close])
            isBracketed = true
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == ":" || $0 == ".") }) else {
                return nil
            }
            rest = rest[rest.index(after: close)...]
        } else {
            let end = rest.firstIndex(of: ":") ?? rest.endIndex
            name = String(rest[..<end])
            isBracketed = false
            let allowed = Set("-._~!$&'()*+,;=%")
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || allowed.contains($0)) }) else {
                return nil
            }
            rest = rest[end...]
        }
        if rest.isEmpty {
            port = nil
            return
        }
        guard rest.first == ":" else { return nil }
        let digits = rest.dropFirst()
        guard (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        port = String(digits)
    }
}
