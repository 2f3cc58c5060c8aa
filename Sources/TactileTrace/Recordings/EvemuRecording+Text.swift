import Foundation

extension EvemuRecording {
    /// The recording as evemu text, version 1.3, as `evemu-record` writes it (no UIKit counterpart): `comments`
    /// as `#` lines after the version line, then `N:`, `I:`, `P:`, `B:` (eight bytes a line), `A:` and `E:` lines.
    /// ``parse(_:file:)`` reads it back to an equal recording.
    public func text(comments: [String] = []) -> String {
        var out = "# EVEMU 1.3\n"
        for c in comments { out += c.isEmpty ? "#\n" : "# \(c)\n" }
        out += "N: \(name)\n"
        out += "I: " + [id.bus, id.vendor, id.product, id.version].map { Self.hex(Int($0), 4) }.joined(separator: " ") + "\n"
        for row in Self.rows(properties.map { $0 }) { out += "P: " + row + "\n" }
        var types = codes
        types[0] = (types[0] ?? []).union(codes.keys.filter { $0 != 0 }).union(absInfo.isEmpty ? [] : [3])
        if !absInfo.isEmpty { types[3] = (types[3] ?? []).union(absInfo.keys) }
        for type in types.keys.sorted() {
            for row in Self.rows(types[type, default: []].map(Int.init)) {
                out += "B: \(Self.hex(Int(type), 2)) " + row + "\n"
            }
        }
        for code in absInfo.keys.sorted() {
            let a = absInfo[code]!
            out += "A: \(Self.hex(Int(code), 2)) \(a.minimum) \(a.maximum) \(a.fuzz) \(a.flat) \(a.resolution)\n"
        }
        for e in events {
            let usec = String(e.microseconds), value = String(e.value)
            out += "E: \(e.seconds).\(String(repeating: "0", count: max(0, 6 - usec.count)))\(usec) "
                + "\(Self.hex(Int(e.type), 4)) \(Self.hex(Int(e.code), 4)) "
                + (e.value < 0 ? value : String(repeating: "0", count: max(0, 4 - value.count)) + value) + "\n"
        }
        return out
    }

    /// The bits as hex bytes, eight to a row (at least one row).
    private static func rows(_ bits: [Int]) -> [String] {
        let count = max(8, ((bits.max() ?? 0) / 64 + 1) * 8)
        var bytes = [UInt8](repeating: 0, count: count)
        for b in bits where b >= 0 { bytes[b / 8] |= 1 << (b % 8) }
        return stride(from: 0, to: count, by: 8).map { start in
            bytes[start..<start + 8].map { hex(Int($0), 2) }.joined(separator: " ")
        }
    }

    /// `v` in lowercase hex, zero-padded to `width` digits.
    private static func hex(_ v: Int, _ width: Int) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
