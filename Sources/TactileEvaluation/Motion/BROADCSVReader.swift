#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TactileStrokes
import TactileMotion

/// The BROAD CSV parser behind ``BROADTrial/init(contentsOf:)`` (internal).
///
/// It works on the file's bytes: lines split on `\n` (a trailing `\r` is dropped), fields on `,`, surrounding
/// spaces trimmed, and numbers read with the C library's `strtod`, which must consume the whole field and give a
/// finite value. It keeps no per-line allocations beyond the growing columns.
enum BROADCSVReader {
    /// The columns a BROAD CSV must have, in the order the reader stores them.
    static let requiredColumns = [
        "t", "gyr_x", "gyr_y", "gyr_z", "acc_x", "acc_y", "acc_z", "mag_x", "mag_y", "mag_z",
        "quat_w", "quat_x", "quat_y", "quat_z", "movement",
    ]

    private static let comma = UInt8(ascii: ",")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let hash = UInt8(ascii: "#")

    static func read(_ input: [UInt8], file: String, name: String) throws(BROADCSVError) -> BROADTrial {
        var bytes = input
        bytes.append(0)  // strtod stops at the NUL written over each field's end; this keeps the last one safe.
        let result: Result<BROADTrial, BROADCSVError> = bytes.withUnsafeMutableBufferPointer { buffer in
            var parser = Parser(buffer: buffer, length: input.count, file: file, name: name)
            do throws(BROADCSVError) {
                return .success(try parser.parse())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct Parser {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        let length: Int
        let file: String
        let name: String
        var position = 0
        var lineNumber = 0
        var samplingRate: Double?
        /// Field boundaries of the current line, reused.
        var starts: [Int] = []
        var ends: [Int] = []
        var header: [String] = []

        init(buffer: UnsafeMutableBufferPointer<UInt8>, length: Int, file: String, name: String) {
            self.buffer = buffer
            self.length = length
            self.file = file
            self.name = name
        }

        func error(_ kind: BROADCSVError.Kind, field: String? = nil, wholeFile: Bool = false) -> BROADCSVError {
            BROADCSVError(file: file, line: wholeFile ? nil : lineNumber, field: field, kind: kind)
        }

        /// The next line as a byte range (without `\r\n`), or `nil` at the end.
        mutating func nextLine() -> Range<Int>? {
            guard position < length else { return nil }
            let start = position
            var end = start
            while end < length && buffer[end] != BROADCSVReader.newline { end += 1 }
            position = end + 1
            lineNumber += 1
            var trimmedEnd = end
            if trimmedEnd > start && buffer[trimmedEnd - 1] == BROADCSVReader.carriageReturn { trimmedEnd -= 1 }
            return start..<trimmedEnd
        }

        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
        }

        func isBlank(_ range: Range<Int>) -> Bool {
            range.allSatisfy { buffer[$0] == BROADCSVReader.space || buffer[$0] == BROADCSVReader.tab }
        }

        /// Splits `line` into trimmed fields (into `starts`/`ends`).
        mutating func split(_ line: Range<Int>) {
            starts.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            var fieldStart = line.lowerBound
            var i = line.lowerBound
            while true {
                if i == line.upperBound || buffer[i] == BROADCSVReader.comma {
                    var s = fieldStart
                    var e = i
                    while s < e && (buffer[s] == BROADCSVReader.space || buffer[s] == BROADCSVReader.tab) { s += 1 }
                    while e > s && (buffer[e - 1] == BROADCSVReader.space || buffer[e - 1] == BROADCSVReader.tab) {
                        e -= 1
                    }
                    starts.append(s)
                    ends.append(e)
                    if i == line.upperBound { break }
                    fieldStart = i + 1
                }
                i += 1
            }
        }

        /// The comment's `sampling_rate_hz=` value, if any.
        mutating func readComment(_ line: Range<Int>) throws(BROADCSVError) {
            let comment = text(line)
            guard let key = comment.range(of: "sampling_rate_hz=") else { return }
            let value = comment[key.upperBound...].prefix { !";, \t".contains($0) }
            guard let rate = Double(value), rate > 0, rate.isFinite else {
                throw error(.invalidSamplingRate(String(value)))
            }
            samplingRate = rate
        }

        /// Field `index` of the current line as a finite number, or `nil` if it is empty.
        func number(_ index: Int, column: String) throws(BROADCSVError) -> Double? {
            let s = starts[index]
            let e = ends[index]
            guard s < e else { return nil }
            let saved = buffer[e]
            buffer[e] = 0
            defer { buffer[e] = saved }
            let base = buffer.baseAddress! + s
            var endPointer: UnsafeMutablePointer<CChar>?
            let value = base.withMemoryRebound(to: CChar.self, capacity: e - s + 1) { pointer in
                strtod(pointer, &endPointer)
            }
            let consumed = endPointer.map { UnsafeMutableRawPointer($0) - UnsafeMutableRawPointer(base) } ?? 0
            guard consumed == e - s, value.isFinite else {
                throw error(.invalidNumber(text(s..<e)), field: column)
            }
            return value
        }

        func required(_ index: Int, column: String) throws(BROADCSVError) -> Double {
            guard let value = try number(index, column: column) else { throw error(.emptyField, field: column) }
            return value
        }

        mutating func parse() throws(BROADCSVError) -> BROADTrial {
            // Comments and the header.
            var headerLine: Range<Int>?
            while let line = nextLine() {
                if line.isEmpty || isBlank(line) { continue }
                if buffer[line.lowerBound] == BROADCSVReader.hash {
                    try readComment(line)
                    continue
                }
                headerLine = line
                break
            }
            guard let headerLine else { throw error(.missingHeader, wholeFile: true) }
            split(headerLine)
            header = zip(starts, ends).map { text($0..<$1) }
            var columns: [Int] = []
            for column in BROADCSVReader.requiredColumns {
                let matches = header.indices.filter { header[$0] == column }
                guard let index = matches.first else { throw error(.missingColumn, field: column) }
                guard matches.count == 1 else { throw error(.duplicateColumn, field: column) }
                columns.append(index)
            }

            // Data lines.
            let estimate = max(0, (length - position) / 120)
            var timestamps: [Double] = []
            var rotationRates: [CMRotationRate] = []
            var specificForces: [SpecificForce] = []
            var magneticFields: [CMMagneticField] = []
            var references: [CMQuaternion?] = []
            var isScored: [Bool] = []
            timestamps.reserveCapacity(estimate)
            rotationRates.reserveCapacity(estimate)
            specificForces.reserveCapacity(estimate)
            magneticFields.reserveCapacity(estimate)
            references.reserveCapacity(estimate)
            isScored.reserveCapacity(estimate)
            let names = BROADCSVReader.requiredColumns
            var values = [Double](repeating: 0, count: 10)
            var quaternion = [Double](repeating: 0, count: 4)
            while let line = nextLine() {
                if line.isEmpty || isBlank(line) || buffer[line.lowerBound] == BROADCSVReader.hash { continue }
                split(line)
                guard starts.count == header.count else {
                    throw error(.wrongFieldCount(expected: header.count, found: starts.count))
                }
                for k in 0..<10 { values[k] = try required(columns[k], column: names[k]) }
                if let previous = timestamps.last, !(values[0] > previous) {
                    throw error(.timeNotIncreasing, field: "t")
                }
                // The reference: all four fields, or none (lost by the cameras), never read as zero.
                var firstMissing: Int?
                var present = 0
                for k in 0..<4 {
                    if let value = try number(columns[10 + k], column: names[10 + k]) {
                        quaternion[k] = value
                        present += 1
                    } else if firstMissing == nil {
                        firstMissing = k
                    }
                }
                let reference: CMQuaternion?
                if present == 4 {
                    let q = CMQuaternion(x: quaternion[1], y: quaternion[2], z: quaternion[3], w: quaternion[0])
                    guard q.norm > 0 else { throw error(.zeroReference, field: "quat_w") }
                    reference = q
                } else if let firstMissing, present > 0 {
                    throw error(.incompleteReference, field: names[10 + firstMissing])
                } else {
                    reference = nil
                }
                let movement = try required(columns[14], column: "movement")
                guard movement == 0 || movement == 1 else {
                    throw error(.invalidMovementFlag(text(starts[columns[14]]..<ends[columns[14]])), field: "movement")
                }
                timestamps.append(values[0])
                rotationRates.append(CMRotationRate(x: values[1], y: values[2], z: values[3]))
                specificForces.append(SpecificForce(x: values[4], y: values[5], z: values[6]))
                magneticFields.append(CMMagneticField(x: values[7], y: values[8], z: values[9]))
                references.append(reference)
                isScored.append(movement == 1)
            }
            guard !timestamps.isEmpty else { throw error(.noSamples, wholeFile: true) }
            var rate = samplingRate
            if rate == nil, timestamps.count > 1 {
                rate = Double(timestamps.count - 1) / (timestamps[timestamps.count - 1] - timestamps[0])
            }
            guard let rate else { throw error(.invalidSamplingRate("(none given, and one sample)"), wholeFile: true) }
            return BROADTrial(
                name: name, samplingRate: rate, timestamps: timestamps, rotationRates: rotationRates,
                specificForces: specificForces, magneticFields: magneticFields, references: references,
                isScored: isScored)
        }
    }
}
