import Foundation

/// Who may load the playground's page and open its WebSocket (no UIKit counterpart).
///
/// On loopback (the default) only this machine can connect, and the checks are against other web sites: the
/// `Host` header must name this machine (a page of another site that rebinds its name to 127.0.0.1 is refused)
/// and a WebSocket's `Origin`, when a browser sends one, must be the page's own. On any other address a phone or
/// tablet on the network can connect, and so could anyone else on it: every request must carry the random access
/// token the server printed (`?token=`), and a WebSocket must come from the page itself (`Origin` equal to
/// `http://` and the `Host` header).
public struct PlaygroundAccess: Sendable, Equatable {
    /// The token every request must carry, or `nil` on loopback.
    public let token: String?
    /// Whether the server listens on a loopback address only.
    public let isLoopback: Bool

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

    /// Checks a request: its `token` query value, its `Host` header and, for a WebSocket, its `Origin` header.
    /// Returns `nil` when it may go on.
    public func refusal(token given: String?, host: String?, origin: String?, isWebSocket: Bool) -> Refusal? {
        if let token {
            guard let given, Self.constantTimeEqual(given, token) else {
                return Refusal(status: 403, message: "this playground listens on the network: open the address it printed, with its ?token=")
            }
        }
        guard let host, !host.isEmpty else {
            return Refusal(status: 421, message: "expected a Host header naming this server, found none")
        }
        if isLoopback && !Self.isLoopback(Self.hostName(host)) {
            return Refusal(status: 421, message: "expected a Host of localhost or a loopback address, found \"\(host)\"")
        }
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

    /// Whether `host` is a loopback name or address: `localhost`, 127.0.0.0/8 or `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        let h = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return h == "localhost" || h.hasSuffix(".localhost") || h == "::1" || h.hasPrefix("127.")
    }

    /// The name in a `Host` header, without its port (`[::1]:8765` → `::1`, `localhost:80` → `localhost`).
    static func hostName(_ header: String) -> String {
        if header.hasPrefix("["), let close = header.firstIndex(of: "]") {
            return String(header[header.index(after: header.startIndex)..<close])
        }
        return String(header.split(separator: ":", maxSplits: 1).first ?? "")
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
