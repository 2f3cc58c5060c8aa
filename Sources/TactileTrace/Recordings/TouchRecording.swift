import Foundation
import Tactile

/// A touch recording in any of the formats Tactile reads, as digitizer frames on a screen (no UIKit
/// counterpart): an evemu recording (`evemu-record`; .events), a libinput record file (`libinput record`; .yml)
/// or a Tactile trace (.jsonl). `tactile replay` and `tactile strokes-template` read their input with it.
public struct TouchRecording: Sendable {
    /// The frames, in points on a screen of ``screenSize``.
    public var frames: [DigitizerFrame]
    /// The recorded device's name (for a trace without a header, the file name).
    public var device: String
    /// What was read, for a report: "120 events" or "42 trace lines".
    public var source: String
    /// The screen the frames are on, in points.
    public var screenSize: CGSize

    /// Reads `text`, the contents of the file named `file`. The format is told by the file's extension or the
    /// text's start. The device's axes are mapped onto the screen as `placement` says; a trace is already in
    /// points and is read as recorded (only its screen size comes from `placement`, when given).
    /// - Throws: `FileParseError` for text that is not a recording (with the file and line), and
    ///   ``TouchRecordingError`` for a recording of a device that has no touch axes.
    public init(_ text: String, file: String, placement: TouchscreenPlacement) throws {
        let pathExtension = URL(fileURLWithPath: file).pathExtension
        if pathExtension == "jsonl" || text.hasPrefix("{") {
            // A trace is already in points: it is replayed as recorded (the mapping options do not apply).
            let lines = try TraceFile.parse(text, file: file)
            var size = placement.screenSize(surface: CGSize(width: 320, height: 480))
            var device = file
            var frames: [DigitizerFrame] = []
            for line in lines {
                switch line {
                case .header(let name, let recorded):
                    device = name
                    if placement.screenSize == nil && recorded.width > 0 && recorded.height > 0 {
                        size = recorded
                    }
                case .input(.digitizer(let f)):
                    frames.append(f)
                default:
                    break
                }
            }
            self.init(frames: frames, device: device, source: "\(lines.count) trace lines", screenSize: size)
            return
        }
        let isYAML = pathExtension == "yml" || pathExtension == "yaml" || text.hasPrefix("version:")
        let recording = isYAML
            ? try LibinputRecording.parse(text, file: file)
            : try EvemuRecording.parse(text, file: file)
        guard let xAxis = recording.absInfo[EvdevCode.absMTPositionX] ?? recording.absInfo[EvdevCode.absX],
            let yAxis = recording.absInfo[EvdevCode.absMTPositionY] ?? recording.absInfo[EvdevCode.absY]
        else {
            throw TouchRecordingError.noTouchAxes(file: file)
        }
        let surface = CGSize(
            width: Double(xAxis.maximum) - Double(xAxis.minimum), height: Double(yAxis.maximum) - Double(yAxis.minimum))
        let size = placement.screenSize(surface: surface)
        self.init(
            frames: EvdevTouchDecoder.frames(of: recording, mapping: placement.mapping(screen: size)),
            device: recording.name, source: "\(recording.events.count) events", screenSize: size)
    }

    /// A recording of `frames` on a screen of `screenSize` points.
    public init(frames: [DigitizerFrame], device: String, source: String, screenSize: CGSize) {
        self.frames = frames
        self.device = device
        self.source = source
        self.screenSize = screenSize
    }
}

/// Why a recording cannot be replayed as touches (no UIKit counterpart).
public enum TouchRecordingError: LocalizedError, CustomStringConvertible, Equatable {
    /// The recorded device has neither multitouch nor single-touch position axes: it is not a touchscreen.
    case noTouchAxes(file: String)

    /// What went wrong and with which file.
    public var description: String {
        switch self {
        case .noTouchAxes(let file):
            "\(file) has no touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y): is it a touchscreen recording?"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
