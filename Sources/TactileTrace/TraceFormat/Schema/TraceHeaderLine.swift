import Foundation
import Tactile

/// `{"kind":"header","version":1,"device":"…","screen":[w,h],"scene":"…"}`: the first line of a trace. `scene`
/// is optional (added compatibly to version 1): it is written only when the recorder names one, so traces without
/// it read and write as before.
struct TraceHeaderLine: Codable {
    static let kind = "header"

    /// The format version the trace was written in; a reader refuses newer ones.
    var version: Int
    /// The device's name (empty when a trace has none).
    var device: String
    /// The screen's width and height in points.
    var screen: [Double]
    /// The scene the trace was recorded on (`canvas`, `demo`), or `nil` when the trace does not say.
    var scene: String?

    enum CodingKeys: String, CodingKey {
        case kind, version, device, screen, scene
    }

    init(version: Int, device: String, screen: CGSize, scene: String? = nil) {
        self.version = version
        self.device = device
        self.screen = [Double(screen.width), Double(screen.height)]
        self.scene = scene
    }

    /// Reads the header; a version newer than ``TraceFile/version`` is an error, a missing screen reads as zero
    /// by zero, a screen of other than two numbers, or with a side outside 1…100,000 points, is an error.
    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        version = try fields.integer(.version)
        guard version <= TraceFile.version else {
            throw TraceFieldError(field: "version", expected: "at most \(TraceFile.version)", found: "\(version)")
        }
        screen = fields.lenient([Double].self, .screen) ?? [0, 0]
        guard screen.count == 2 else { throw fields.fail(.screen, "[width, height]") }
        // A screen that is given must be one: a side of 0, a negative one or 1e300 is refused, not replaced.
        let sides = TouchscreenPlacement.screenSideRange
        if fields.has(.screen), !screen.allSatisfy(sides.contains) {
            throw fields.fail(.screen, "[width, height], each side 1 to 100000 points")
        }
        device = fields.lenient(String.self, .device) ?? ""
        scene = try fields.string(.scene)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(version, forKey: .version)
        try c.encode(device, forKey: .device)
        // A screen of zero by zero is one the recorder did not know: it is left out, as a reader takes a missing screen
        // for zero by zero, and refuses a written one with a side under 1 point.
        if screen != [0, 0] { try c.encode(screen, forKey: .screen) }
        try c.encodeIfPresent(scene, forKey: .scene)
    }

    var line: TraceFile.Line { .header(device: device, screen: CGSize(width: screen[0], height: screen[1])) }
}
