// libFuzzer target: IIO scan types (`IIOScanType(parsing:)`), mount matrices, `_available` lists, the scan layout,
// reassembly of scans from reads of any size, and scan decoding into motion samples.
//
// Input: text lines up to the first NUL byte, then the raw scan bytes. A line `M …` is a mount matrix, `A …` an
// `_available` attribute; other lines are scan types, given in turn to the channels below (accelerometer,
// gyroscope, magnetometer axes and the timestamp), with `_index` in reverse order of the lines when the line
// starts with a blank.
import Foundation
import FuzzSupport
import Tactile
import TactileLinux

private let channelNames = [
    "in_accel_x", "in_accel_y", "in_accel_z", "in_timestamp", "in_anglvel_x", "in_anglvel_y", "in_anglvel_z",
    "in_magn_x", "in_magn_y", "in_magn_z",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIIO(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let text = String(decoding: bytes[..<split], as: UTF8.self)
    let scanBytes = Array(bytes[min(split + 1, bytes.count)...])

    var matrix = IIOMountMatrix.identity
    var elements: [IIOScanElement] = []
    for (i, line) in text.split(separator: "\n").prefix(24).enumerated() {
        if line.hasPrefix("M ") {
            if let m = try? IIOMountMatrix.parse(String(line.dropFirst(2))) {
                fuzzCheck(m.rows.joined().allSatisfy(\.isFinite), "mount matrix \(m) is not finite")
                let again = try? IIOMountMatrix.parse(m.description)
                fuzzCheck(again != nil, "mount matrix \(m) does not read back")
                matrix = m
            }
            continue
        }
        if line.hasPrefix("A ") {
            if let values = try? IIOAvailableValues.parse(String(line.dropFirst(2)), path: "fuzz") {
                for wanted in [-1e300, -1, 0, 0.5, 12.5, 100, 1e300, .infinity, .nan] {
                    _ = values.smallest(atLeast: wanted)
                }
            }
            continue
        }
        do throws(IIOScanTypeError) {
            let type = try IIOScanType(parsing: String(line))
            let again = try? IIOScanType(parsing: type.description)
            fuzzCheck(again == type, "scan type \(type) does not read back from \"\(type.description)\"")
            fuzzCheck(type.size > 0 && type.size <= 8 << 16, "scan type \(type) has size \(type.size)")
            guard elements.count < channelNames.count else { continue }
            let index = line.first == " " ? 100 - i : i
            elements.append(IIOScanElement(channel: channelNames[elements.count], index: index, type: type))
        } catch {
            _ = error.description
        }
    }
    let layout = IIOScanLayout(elements)
    var end = 0
    for e in layout.elements {
        fuzzCheck(e.offset >= end, "element \(e.channel) overlaps the one before: \(layout)")
        fuzzCheck(e.offset % e.type.size == 0, "element \(e.channel) is not aligned: \(layout)")
        end = e.offset + e.type.size
    }
    fuzzCheck(end <= layout.scanSize, "elements end at \(end), past the scan size \(layout.scanSize)")
    guard layout.scanSize > 0 else { return 0 }

    let channels = [RawMotionSample.Sensor.accelerometer, .gyroscope, .magnetometer].map {
        IIOMotionChannels(sensor: $0, devicePath: "/fuzz", mountMatrix: matrix, hasRawAttributes: false, hasScanElements: true)
    }
    let decoder = IIOMotionScanDecoder(
        layout: layout, channels: channels, timestamps: IIOTimestampConverter(clock: .realtime, offsetNanoseconds: -1))
    // Reassembly: the bytes in reads of uneven sizes, as a pipe delivers them.
    var assembler = IIOScanAssembler(scanSize: layout.scanSize)
    var scans = 0
    var samples: [RawMotionSample] = []
    var position = 0
    var step = 1
    while position < scanBytes.count {
        let chunk = Array(scanBytes[position..<min(scanBytes.count, position + step)])
        for scan in assembler.append(chunk) {
            fuzzCheck(scan.count == layout.scanSize, "a scan of \(scan.count) bytes, not \(layout.scanSize)")
            scans += 1
            samples += decoder.samples(in: scan, arrival: 1)
            _ = layout.values(in: scan)
            for e in layout.elements { _ = scan.withUnsafeBytes { e.type.integer(in: $0, at: e.offset) } }
        }
        position += chunk.count
        step = step * 3 % 97 + 1
    }
    fuzzCheck(scans == scanBytes.count / layout.scanSize, "\(scans) scans from \(scanBytes.count) bytes")
    fuzzCheck(assembler.pending.count == scanBytes.count % layout.scanSize, "pending \(assembler.pending.count)")
    fuzzCheck(samples.count == scans * decoder.sensors.count, "\(samples.count) samples from \(scans) scans")
    // A scan shorter than the layout (a truncated read) decodes with the missing bytes as zero.
    _ = decoder.samples(in: Array(scanBytes.prefix(layout.scanSize / 2)), arrival: 2)
    return 0
}
