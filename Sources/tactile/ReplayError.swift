import Foundation
import Tactile
import TactileExamples
import TactileTrace

/// Why `tactile replay` (or another command reading a recording) cannot go on: each case names the file and
/// what was expected, and says what to do.
enum ReplayError: LocalizedError, CustomStringConvertible, Equatable {
    /// The recording does not exist.
    case noSuchFile(path: String)
    /// The path is a folder.
    case isDirectory(path: String)
    /// The file exists but cannot be read as text.
    case unreadable(path: String, reason: String)
    /// The file is empty.
    case empty(path: String)
    /// `--description` names a file that does not exist or cannot be read.
    case descriptionUnreadable(path: String, reason: String)
    /// `--description` was given for a trace or a libinput recording, which carry their own device.
    case descriptionNotApplicable(path: String)
    /// An evemu recording without a device description, and none beside it.
    case noDeviceDescription(path: String, lookedFor: [String])
    /// The recording reads but holds no touches.
    case noTouches(path: String, source: String)
    /// Any other reason the recording cannot be replayed (no touch axes, a description without them).
    case recording(TouchRecordingError)
    /// The text is not a recording: the file, line and field, and what was expected.
    case parse(FileParseError)
    /// The trace of the replay could not be written.
    case traceNotWritten(path: String, reason: String)

    /// The samples the repository ships, for hints.
    static var samples: String {
        "Examples/Recordings/ in the Tactile repository has samples: "
            + SampleRecordings.Sample.allCases.map(\.fileName).joined(separator: ", ")
            + " (tactile replay Examples/Recordings/tap.jsonl)"
    }

    var description: String {
        switch self {
        case .noSuchFile(let path):
            "\(path): no such file. Give an evemu recording (.events), a libinput record file (.yml) or a Tactile "
                + "trace (.jsonl). \(Self.samples)."
        case .isDirectory(let path):
            "\(path) is a folder; give a recording file in it. \(Self.samples)."
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason). Give a readable recording file."
        case .empty(let path):
            "\(path) is empty: there is nothing to replay. Record a session with tactile record, or replay a sample: "
                + "\(Self.samples)."
        case .descriptionUnreadable(let path, let reason):
            "cannot read the description \(path) (--description): \(reason). Give an evemu .desc file or an evemu "
                + "recording of the same device."
        case .descriptionNotApplicable(let path):
            "--description applies to evemu recordings; \(path) is a Tactile trace or a libinput record file, which "
                + "carries its device description itself."
        case .noDeviceDescription(let path, let lookedFor):
            "\(URL(fileURLWithPath: path).lastPathComponent) has events but no device description (no N:, B: or A: "
                + "lines), so its touch axes are unknown, and no description was found beside it (looked for "
                + lookedFor.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
                + "). Give it with --description DEVICE.desc."
        case .noTouches(let path, let source):
            "\(path) has no touches to replay (\(source), no touch frames). Is it a recording of a touchscreen?"
        case .recording(let error):
            error.description
        case .parse(let error):
            "cannot read the recording: \(error)"
        case .traceNotWritten(let path, let reason):
            "could not write the trace to \(path): \(reason). Pass another path to --trace-out."
        }
    }

    var errorDescription: String? { description }
}
