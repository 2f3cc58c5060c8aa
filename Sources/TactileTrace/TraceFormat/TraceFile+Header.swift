import Foundation
import Tactile

extension TraceFile {
    /// A trace's header with every field it carries (no UIKit counterpart). ``Line/header(device:screen:)`` keeps
    /// the device and screen that every version-1 trace has; this adds the optional scene.
    public struct Header: Sendable, Equatable {
        /// The recorded device's name.
        public var device: String
        /// The screen, in points.
        public var screen: CGSize
        /// The scene the trace was recorded on (`canvas`, `demo`), or `nil` for a trace that does not say (traces
        /// written before the field existed, or by a recorder that names none).
        public var scene: String?

        /// A header.
        public init(device: String, screen: CGSize, scene: String? = nil) {
            self.device = device
            self.screen = screen
            self.scene = scene
        }
    }

    /// The header of the trace `text`: its first non-blank line when that is a valid header, else `nil`.
    public static func header(of text: String) -> Header? {
        for raw in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let trimmed = Substring(raw).trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            guard let schema = try? JSONDecoder().decode(TraceLineSchema.self, from: Data(trimmed.utf8)),
                case .header(let h) = schema, h.screen.count == 2
            else { return nil }
            return Header(device: h.device, screen: CGSize(width: h.screen[0], height: h.screen[1]), scene: h.scene)
        }
        return nil
    }
}
