import Foundation
import Tactile

/// A touch recording in any of the formats Tactile reads, as digitizer frames on a screen (no UIKit
/// counterpart): an evemu recording (`evemu-record`; .events), a libinput record file (`libinput record`; .yml)
/// or a Tactile trace (.jsonl). `tactile replay` and `tactile strokes-template` read their input with it.
public struct TouchRecording: Sendable {
    /// An evemu device description to read an evemu recording with (no UIKit counterpart): a `.desc` file, or any
    /// evemu recording whose header describes the device.
    public struct DeviceDescription: Sendable {
        /// The description's text.
        public var text: String
        /// Its file name, for messages.
        public var file: String
        /// Whether it replaces the recording's own header. When `false` it is used only if the recording has no
        /// touch axes of its own (a description found beside the recording, say).
        public var replacesRecordingHeader: Bool

        /// A description.
        public init(text: String, file: String, replacesRecordingHeader: Bool) {
            self.text = text
            self.file = file
            self.replacesRecordingHeader = replacesRecordingHeader
        }
    }

    /// The frames, in points on a screen of ``screenSize``.
    public var frames: [DigitizerFrame]
    /// The recorded device's name (for a trace without a header, the file name).
    public var device: String
    /// What was read, for a report: "120 events" or "42 trace lines".
    public var source: String
    /// The screen the frames are on, in points.
    public var screenSize: CGSize
    /// How the screen size was chosen (for a report of the mapping used).
    public var sizing: TouchscreenSizing
    /// The scene a trace's header names (`canvas`, `demo`); `nil` for other formats and older traces.
    public var scene: String?
    /// The description file the device was read from, when it was not the recording's own header.
    public var descriptionFile: String?
    /// A pen's hover over the screen, in order (evemu and libinput recordings of pens; see `EvdevTouchDecoder`).
    public var hoverEvents: [RawHoverEvent] = []
    /// Set when every touch of the recording lies off-screen along an axis (a wrong axis range, rotation or
    /// calibration), with the ranges that show it.
    public var offScreen: OffScreenTouches?

    /// Reads `text`, the contents of the file named `file`. The format is told by the file's extension or the
    /// text's start. The device's axes are mapped onto the screen as `placement` says, sized as
    /// ``TouchscreenSizing`` explains; a trace is already in points and is read as recorded (only its screen size
    /// comes from `placement`, when given). An evemu recording's device may come from `description`.
    /// - Throws: `FileParseError` for text that is not a recording (with the file and line), and
    ///   ``TouchRecordingError`` for an empty file or a recording without touch axes.
    public init(
        _ text: String, file: String, description: DeviceDescription? = nil, placement: TouchscreenPlacement
    ) throws {
        if text.allSatisfy(\.isWhitespace) { throw TouchRecordingError.empty(file: file) }
        let pathExtension = URL(fileURLWithPath: file).pathExtension
        if pathExtension == "jsonl" || text.hasPrefix("{") {
            self = try Self.trace(text, file: file, placement: placement)
            return
        }
        let isYAML = pathExtension == "yml" || pathExtension == "yaml" || text.hasPrefix("version:")
        var recording = isYAML
            ? try LibinputRecording.parse(text, file: file)
            : try EvemuRecording.parse(text, file: file)
        var descriptionFile: String?
        if let description, description.replacesRecordingHeader || Self.touchAxes(recording) == nil {
            var device = try EvemuRecording.parse(description.text, file: description.file)
            device.events = recording.events
            recording = device
            descriptionFile = description.file
        }
        guard let axes = Self.touchAxes(recording) else {
            if let descriptionFile { throw TouchRecordingError.noTouchAxesInDescription(file: file, description: descriptionFile) }
            if recording.name.isEmpty && recording.absInfo.isEmpty && recording.codes.isEmpty {
                throw TouchRecordingError.noDeviceDescription(file: file)
            }
            throw TouchRecordingError.noTouchAxes(file: file)
        }
        let sizing = placement.sizing(xAxis: axes.0, yAxis: axes.1)
        let input = EvdevTouchDecoder.inputEvents(of: recording, mapping: placement.mapping(screen: sizing.screenSize))
        self.init(
            frames: input.compactMap { if case .digitizer(let f) = $0 { f } else { nil } },
            device: recording.name, source: "\(recording.events.count) events", screenSize: sizing.screenSize)
        hoverEvents = input.compactMap { if case .hover(let h) = $0 { h } else { nil } }
        self.sizing = sizing
        self.descriptionFile = descriptionFile
        offScreen = OffScreenTouches(frames: frames, screen: sizing.screenSize, recording: recording)
    }

    /// A recording of `frames` on a screen of `screenSize` points.
    public init(frames: [DigitizerFrame], device: String, source: String, screenSize: CGSize) {
        self.frames = frames
        self.device = device
        self.source = source
        self.screenSize = screenSize
        sizing = TouchscreenSizing(screenSize: screenSize, basis: .given)
    }

    /// The number of touches (a contact that begins touching and later lifts, is cancelled or the recording ends)
    /// of each type, for a report such as "2 touches (direct)".
    public var touchTypes: [(type: UITouch.TouchType, count: Int)] {
        var counts: [UITouch.TouchType: Int] = [:]
        var down: Set<Int> = []
        for frame in frames {
            for c in frame.contacts {
                if c.state == .touching {
                    if down.insert(c.id).inserted { counts[c.type, default: 0] += 1 }
                } else {
                    down.remove(c.id)
                }
            }
        }
        return counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key, $0.value) }
    }

    /// The x and y axes a touch position is read from: the multitouch ones, else the single-touch ones.
    static func touchAxes(_ r: EvemuRecording) -> (EvemuRecording.AbsInfo, EvemuRecording.AbsInfo)? {
        guard let x = r.absInfo[EvdevCode.absMTPositionX] ?? r.absInfo[EvdevCode.absX],
            let y = r.absInfo[EvdevCode.absMTPositionY] ?? r.absInfo[EvdevCode.absY]
        else { return nil }
        return (x, y)
    }

    /// A Tactile trace: already in points.
    private static func trace(_ text: String, file: String, placement: TouchscreenPlacement) throws -> TouchRecording {
        let numbered = try TraceFile.numberedLines(text, file: file)
        let lines = numbered.map(\.line)
        try checkTimes(numbered, file: file)
        var size = placement.screenSize(surface: TouchscreenSizing.traceFallbackSize)
        var basis: TouchscreenSizing.Basis = placement.screenSize == nil ? .recorded : .given
        var device = file
        var frames: [DigitizerFrame] = []
        for line in lines {
            switch line {
            case .header(let name, let recorded):
                device = name
                if placement.screenSize == nil && recorded.width > 0 && recorded.height > 0 {
                    size = recorded
                    basis = .recorded
                }
            case .input(.digitizer(let f)):
                frames.append(f)
            default:
                break
            }
        }
        let source = "\(lines.count) trace line\(lines.count == 1 ? "" : "s")"
        var r = TouchRecording(frames: frames, device: device, source: source, screenSize: size)
        r.sizing = TouchscreenSizing(screenSize: size, basis: basis)
        r.scene = TraceFile.header(of: text)?.scene
        r.offScreen = OffScreenTouches(frames: frames, screen: size, recording: nil)
        return r
    }

    /// Refuses a trace whose touch frames go back in time: replayed, a later line would happen before an earlier
    /// one. Equal times are fine (frames of one moment).
    private static func checkTimes(_ lines: [(number: Int, line: TraceFile.Line)], file: String) throws {
        var previous: (number: Int, time: TimeInterval)?
        for (number, line) in lines {
            guard case .input(.digitizer(let frame)) = line else { continue }
            if let previous, frame.timestamp < previous.time {
                let expected = "a time at or after \(previous.time), the time of line \(previous.number) "
                    + "(a trace's times never go back)"
                throw FileParseError(file: file, line: number, field: "t", expected: expected, found: "\(frame.timestamp)")
            }
            previous = (number, frame.timestamp)
        }
    }
}

/// Why a recording cannot be replayed as touches (no UIKit counterpart).
public enum TouchRecordingError: LocalizedError, CustomStringConvertible, Equatable {
    /// The file is empty (or holds only blank lines).
    case empty(file: String)
    /// The recorded device has neither multitouch nor single-touch position axes: it is not a touchscreen.
    case noTouchAxes(file: String)
    /// The evemu recording has events but no device description (no `N:`, `B:` or `A:` lines), and none was given.
    case noDeviceDescription(file: String)
    /// The description read for the recording has no touch axes.
    case noTouchAxesInDescription(file: String, description: String)

    /// What went wrong and with which file.
    public var description: String {
        switch self {
        case .empty(let file):
            "\(file) is empty: there is nothing to replay."
        case .noTouchAxes(let file):
            "\(file) has no touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y): is it a touchscreen recording?"
        case .noDeviceDescription(let file):
            "\(file) has events but no device description (no N:, B: or A: lines), so its touch axes are unknown: "
                + "give the device's evemu description (a .desc file, or a recording of the same device)."
        case .noTouchAxesInDescription(let file, let description):
            "the description \(description) used for \(file) has no touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y): "
                + "is it the description of a touchscreen?"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
