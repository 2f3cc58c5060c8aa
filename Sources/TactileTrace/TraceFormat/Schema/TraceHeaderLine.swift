import Foundation
import Tactile

/// `{"kind":"header","version":1,"device":"…","screen":[w,h]}`: the first line of a trace.
struct TraceHeaderLine: Codable {
    static let kind = "header"

    /// The format version the trace was written in; a reader refuses newer ones.
    var version: Int
    /// The device's name (empty when a trace has none).
    var device: String
    /// The screen's width and height in points.
    var screen: [Double]

    enum CodingKeys: String, CodingKey {
        case kind, version, device, screen
    }

    init(version: Int, device: String, screen: CGSize) {
        self.version = version
        self.device = device
        self.screen = [Double(screen.width), Double(screen.height)]
    }

    /// Reads the header; a version newer than ``TraceFile/version`` is an error, a missing or unreadable screen
    /// reads as zero by zero, a screen of other than two numbers is an error.
    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        version = try fields.integer(.version)
        guard version <= TraceFile.version else {
            throw TraceFieldError(field: "version", expected: "at most \(TraceFile.version)", found: "\(version)")
        }
        screen = fields.lenient([Double].self, .screen) ?? [0, 0]
        guard screen.count == 2 else { throw fields.fail(.screen, "[width, height]") }
        device = fields.lenient(String.self, .device) ?? ""
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(version, forKey: .version)
        try c.encode(device, forKey: .device)
        try c.encode(screen, forKey: .screen)
    }

    var line: TraceFile.Line { .header(device: device, screen: CGSize(width: screen[0], height: screen[1])) }
}
