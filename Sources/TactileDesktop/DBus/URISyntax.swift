/// The syntax of an absolute URI as RFC 3986 gives it (section 3 and appendix A), checked before a URI reaches the
/// app: `Open` of `org.freedesktop.Application` refuses what does not match, where Foundation's `URL(string:)`
/// would percent-encode it into something that parses.
///
/// ```
/// URI       = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// scheme    = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
/// hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
/// authority = [ userinfo "@" ] host [ ":" port ]
/// ```
///
/// Only ASCII is allowed: an IRI's other characters must come percent-encoded, as desktops send them.
enum URISyntax {
    /// Why `text` is not an absolute URI, in a sentence naming the part at fault, or `nil` when it is one.
    static func problem(in text: String) -> String? {
        guard !text.isEmpty else { return "it is empty" }
        let characters = Array(text.unicodeScalars)
        if let index = characters.firstIndex(where: { !$0.isASCII || $0.value < 0x21 || $0.value == 0x7F }) {
            return "the character \(describe(characters[index])) at position \(index + 1) is not allowed in a URI "
                + "(it must be percent-encoded)"
        }
        let chars = characters.map { UInt8($0.value) }
        guard let colon = chars.firstIndex(of: UInt8(ascii: ":")) else {
            return "it has no scheme (such as file: or https:)"
        }
        let scheme = chars[..<colon]
        if scheme.contains(where: { $0 == slash || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            return "it has no scheme (such as file: or https:)"
        }
        guard let first = scheme.first, isAlpha(first) else {
            return scheme.isEmpty
                ? "it has no scheme before its first colon (such as file: or https:)"
                : "its scheme \"\(string(scheme))\" does not start with a letter"
        }
        if let bad = scheme.first(where: { !(isAlpha($0) || isDigit($0) || $0 == plus || $0 == minus || $0 == dot) }) {
            return "its scheme \"\(string(scheme))\" holds \"\(string([bad]))\"; a scheme holds only letters, digits, +, - and ."
        }
        var rest = chars[(colon + 1)...]
        var fragment: ArraySlice<UInt8>?
        var query: ArraySlice<UInt8>?
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            fragment = rest[(hash + 1)...]
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            query = rest[(question + 1)...]
            rest = rest[..<question]
        }
        var path = rest
        if rest.starts(with: [slash, slash]) {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex(of: slash) ?? rest.endIndex
            if let problem = authorityProblem(rest[afterSlashes..<end]) { return problem }
            path = rest[end...]
        }
        if let problem = charactersProblem(path, "its path", allowed: { isPathCharacter($0) || $0 == slash }) {
            return problem
        }
        let queryCharacter: (UInt8) -> Bool = { isPathCharacter($0) || $0 == slash || $0 == UInt8(ascii: "?") }
        if let query, let problem = charactersProblem(query, "its query", allowed: queryCharacter) { return problem }
        if let fragment, let problem = charactersProblem(fragment, "its fragment", allowed: queryCharacter) {
            return problem
        }
        return nil
    }

    // MARK: - The authority

    /// `[ userinfo "@" ] host [ ":" port ]`.
    private static func authorityProblem(_ authority: ArraySlice<UInt8>) -> String? {
        var hostAndPort = authority
        if let at = authority.firstIndex(of: UInt8(ascii: "@")) {
            let userinfo = authority[..<at]
            let allowed: (UInt8) -> Bool = { isUnreserved($0) || isSubDelimiter($0) || $0 == UInt8(ascii: ":") }
            if let problem = charactersProblem(userinfo, "its user information", allowed: allowed) { return problem }
            hostAndPort = authority[(at + 1)...]
        }
        var port: ArraySlice<UInt8> = []
        if hostAndPort.first == UInt8(ascii: "[") {
            guard let close = hostAndPort.firstIndex(of: UInt8(ascii: "]")) else {
                return "its host \"\(string(hostAndPort))\" opens a bracket it does not close"
            }
            let literal = hostAndPort[(hostAndPort.startIndex + 1)..<close]
            guard isIPv6(literal) || isIPvFuture(literal) else {
                return "its host \"[\(string(literal))]\" is not an IPv6 address"
            }
            let after = hostAndPort[(close + 1)...]
            if let first = after.first {
                guard first == UInt8(ascii: ":") else {
                    return "its host \"\(string(hostAndPort[...close]))\" is followed by \"\(string(after))\", not a port"
                }
                port = after.dropFirst()
            }
        } else {
            let colon = hostAndPort.firstIndex(of: UInt8(ascii: ":")) ?? hostAndPort.endIndex
            let allowed: (UInt8) -> Bool = { isUnreserved($0) || isSubDelimiter($0) }
            if let problem = charactersProblem(hostAndPort[..<colon], "its host", allowed: allowed) { return problem }
            port = colon < hostAndPort.endIndex ? hostAndPort[(colon + 1)...] : []
        }
        guard port.allSatisfy(isDigit) else { return "its port \"\(string(port))\" is not a number" }
        return nil
    }

    /// `IPv6address` of RFC 3986: eight groups of one to four hexadecimal digits, the last two of which may be an
    /// IPv4 address, with one `::` standing for one or more groups of zeros.
    static func isIPv6(_ text: ArraySlice<UInt8>) -> Bool {
        let doubleColons = text.indices.dropLast().filter { text[$0] == colonByte && text[$0 + 1] == colonByte }
        guard doubleColons.count <= 1 else { return false }
        var groups: [ArraySlice<UInt8>]
        if let split = doubleColons.first {
            let left = text[..<split], right = text[(split + 2)...]
            groups = (left.isEmpty ? [] : left.split(separator: colonByte, omittingEmptySubsequences: false))
                + (right.isEmpty ? [] : right.split(separator: colonByte, omittingEmptySubsequences: false))
        } else {
            groups = text.split(separator: colonByte, omittingEmptySubsequences: false)
        }
        var count = groups.count
        if let last = groups.last, last.contains(dot) {
            // Only the address's last 32 bits may be written as IPv4.
            guard text.last != colonByte, isIPv4(last) else { return false }
            groups.removeLast()
            count += 1
        }
        guard groups.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(isHexDigit) }) else { return false }
        return doubleColons.isEmpty ? count == 8 : count <= 7
    }

    /// `IPv4address`: four decimal numbers from 0 to 255, without leading zeros.
    static func isIPv4(_ text: ArraySlice<UInt8>) -> Bool {
        let parts = text.split(separator: dot, omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy(isDigit), part.count == 1 || part.first != UInt8(ascii: "0")
            else { return false }
            return part.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= 255
        }
    }

    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`.
    private static func isIPvFuture(_ text: ArraySlice<UInt8>) -> Bool {
        guard let first = text.first, first | 0x20 == UInt8(ascii: "v"), let point = text.firstIndex(of: dot) else {
            return false
        }
        let version = text[(text.startIndex + 1)..<point], rest = text[(point + 1)...]
        return !version.isEmpty && version.allSatisfy(isHexDigit) && !rest.isEmpty
            && rest.allSatisfy { isUnreserved($0) || isSubDelimiter($0) || $0 == colonByte }
    }

    // MARK: - Characters

    /// Why `part` holds a character `allowed` refuses or a `%` not followed by two hexadecimal digits, or `nil`.
    private static func charactersProblem(
        _ part: ArraySlice<UInt8>, _ name: String, allowed: (UInt8) -> Bool
    ) -> String? {
        var index = part.startIndex
        while index < part.endIndex {
            let byte = part[index]
            if byte == UInt8(ascii: "%") {
                let digits = part[index..<min(index + 3, part.endIndex)]
                guard digits.count == 3, digits.dropFirst().allSatisfy(isHexDigit) else {
                    return "\(name) holds \"\(string(digits))\", where a % must be followed by two hexadecimal digits"
                }
                index += 3
                continue
            }
            guard allowed(byte) else {
                return "\(name) \"\(string(part))\" holds \"\(string([byte]))\", which must be percent-encoded there"
            }
            index += 1
        }
        return nil
    }

    /// `pchar` without `pct-encoded` (checked apart): `unreserved / sub-delims / ":" / "@"`.
    private static func isPathCharacter(_ c: UInt8) -> Bool {
        isUnreserved(c) || isSubDelimiter(c) || c == colonByte || c == UInt8(ascii: "@")
    }

    /// `ALPHA / DIGIT / "-" / "." / "_" / "~"`.
    private static func isUnreserved(_ c: UInt8) -> Bool {
        isAlpha(c) || isDigit(c) || c == minus || c == dot || c == UInt8(ascii: "_") || c == UInt8(ascii: "~")
    }

    /// `"!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`.
    private static func isSubDelimiter(_ c: UInt8) -> Bool {
        Array("!$&'()*+,;=".utf8).contains(c)
    }

    private static func isAlpha(_ c: UInt8) -> Bool { (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) }
    private static func isDigit(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) }
    private static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (0x41...0x46).contains(c) || (0x61...0x66).contains(c) }

    private static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: "."), plus = UInt8(ascii: "+")
    private static let minus = UInt8(ascii: "-"), colonByte = UInt8(ascii: ":")

    private static func string(_ bytes: some Sequence<UInt8>) -> String {
        let text = String(decoding: Array(bytes), as: UTF8.self)
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    /// A character as a message shows it: itself, or its code point when it does not show (a space, a control).
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.value <= 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
            ? "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            : "\"\(scalar)\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
