import Foundation
import TactileMotion
import TactileStrokes

/// Why a BROAD CSV recording could not be read, naming the file, line and field (No Core Motion counterpart).
///
/// Lines are numbered from 1 as in an editor (line 1 is the `#` comment, line 2 the header). `description` reads
/// like a compiler diagnostic: `02_trial.csv:17: field 'gyr_y': "0.1x" is not a number`.
public struct BROADCSVError: Error, Equatable, CustomStringConvertible {
    /// What went wrong (No Core Motion counterpart).
    public enum Kind: Sendable, Equatable {
        /// The file could not be read (missing, unreadable); the operating system's reason.
        case unreadable(String)
        /// The file is not UTF-8/ASCII text or has no header line.
        case missingHeader
        /// The header lacks a required column (`field` names it).
        case missingColumn
        /// The header names a column twice (`field` names it).
        case duplicateColumn
        /// A data line has the wrong number of fields.
        case wrongFieldCount(expected: Int, found: Int)
        /// A required field is empty.
        case emptyField
        /// A field is not a finite decimal number; the text found.
        case invalidNumber(String)
        /// Some but not all of `quat_w … quat_z` are empty (all four empty means "no reference").
        case incompleteReference
        /// The reference quaternion has zero length.
        case zeroReference
        /// `movement` is neither 0 nor 1; the text found.
        case invalidMovementFlag(String)
        /// `t` does not increase from the previous line.
        case timeNotIncreasing
        /// The comment's `sampling_rate_hz=` value is not a positive number; the text found.
        case invalidSamplingRate(String)
        /// The file has a header but no data lines.
        case noSamples
    }

    /// The file's name as given to the reader (a path, or a name for in-memory text).
    public var file: String
    /// The 1-based line number, or `nil` for errors about the whole file.
    public var line: Int?
    /// The column name, or `nil` for errors about a whole line or file.
    public var field: String?
    /// What went wrong.
    public var kind: Kind

    /// Creates an error.
    public init(file: String, line: Int? = nil, field: String? = nil, kind: Kind) {
        self.file = file
        self.line = line
        self.field = field
        self.kind = kind
    }

    /// `file:line: field 'name': problem`.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        let prefix = field.map { "\(location): field '\($0)': " } ?? "\(location): "
        switch kind {
        case .unreadable(let reason): return prefix + "cannot read the file: \(reason)"
        case .missingHeader: return prefix + "no CSV header line (expected t,gyr_x,gyr_y,… after the # comment)"
        case .missingColumn: return prefix + "the header lacks this required column"
        case .duplicateColumn: return prefix + "the header names this column twice"
        case .wrongFieldCount(let expected, let found):
            return prefix + "expected \(expected) comma-separated fields, found \(found)"
        case .emptyField: return prefix + "empty, but this field is required"
        case .invalidNumber(let text): return prefix + "\"\(text)\" is not a finite number"
        case .incompleteReference:
            return prefix
                + "some reference quaternion fields are empty and others are not (all four empty = no reference)"
        case .zeroReference: return prefix + "the reference quaternion has zero length"
        case .invalidMovementFlag(let text): return prefix + "\"\(text)\" is not 0 or 1"
        case .timeNotIncreasing: return prefix + "time does not increase from the previous line"
        case .invalidSamplingRate(let text): return prefix + "sampling_rate_hz=\"\(text)\" is not a positive number"
        case .noSamples: return prefix + "the file has no data lines"
        }
    }
}

extension BROADCSVError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
