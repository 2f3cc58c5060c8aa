import Foundation
import Glibc
import Tactile
import TactileLinux

/// Builds binary `input_event` streams (24-byte little-endian records, as the kernel writes them on 64-bit
/// Linux) and feeds them to the real reader through pipes and files: this machine has no input devices.
struct InputEventStream {
    var bytes: [UInt8] = []

    /// One record at `usec` microseconds.
    mutating func add(_ usec: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) {
        func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        bytes += le(usec / 1_000_000) + le(usec % 1_000_000) + le(type) + le(code) + le(value)
    }
    mutating func abs(_ usec: Int64, _ code: UInt16, _ value: Int32) { add(usec, EvdevCode.evAbs, code, value) }
    mutating func key(_ usec: Int64, _ code: UInt16, _ value: Int32) { add(usec, EvdevCode.evKey, code, value) }
    mutating func syn(_ usec: Int64) { add(usec, EvdevCode.evSyn, EvdevCode.synReport, 0) }

    /// A protocol B contact going down (or moving) in `slot`; `id` nil moves without a new tracking id.
    mutating func contact(_ usec: Int64, slot: Int32, id: Int32?, x: Int32, y: Int32) {
        abs(usec, EvdevCode.absMTSlot, slot)
        if let id { abs(usec, EvdevCode.absMTTrackingID, id) }
        abs(usec, EvdevCode.absMTPositionX, x)
        abs(usec, EvdevCode.absMTPositionY, y)
    }
    /// A protocol B contact lifting from `slot`.
    mutating func lift(_ usec: Int64, slot: Int32) {
        abs(usec, EvdevCode.absMTSlot, slot)
        abs(usec, EvdevCode.absMTTrackingID, -1)
    }
    /// A key press or release (1, 0, or 2 for autorepeat) in a frame of its own.
    mutating func press(_ usec: Int64, _ code: UInt16, _ value: Int32) {
        key(usec, code, value)
        syn(usec)
    }
}

enum EvdevFixtures {
    /// A 10-slot protocol B touchscreen with axes 0…1000, as an evemu description (the format of `.desc` files
    /// and of recordings' headers). BTN_TOUCH is bit 2 of byte 41 of the key bitmask (sixth `B: 01` line).
    static let touchscreenEvemu = """
        # EVEMU 1.3
        # Input device name: "Tactile Test Touchscreen"
        N: Tactile Test Touchscreen
        I: 0018 1234 5678 0001
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 1000 0 0 0
        A: 01 0 1000 0 0 0
        A: 2f 0 9 0 0 0
        A: 35 0 1000 0 0 0
        A: 36 0 1000 0 0 0
        A: 39 0 65535 0 0 0
        """

    static var touchscreen: EvdevDeviceDescription {
        get throws { try EvdevDeviceDescription.parseEvemu(touchscreenEvemu, file: "touchscreen.desc") }
    }

    /// 1000 device units on a 100 pt screen: multiples of 125 units map to exact points (12.5, 25, …).
    static let mapping = TouchscreenMapping(screenSize: CGSize(width: 100, height: 100))

    /// A keyboard's media row plus one ordinary key (KEY_A).
    static let mediaKeys = EvdevDeviceDescription(
        name: "Tactile Test Media Keys",
        codes: [
            EvdevCode.evSyn: [EvdevCode.evSyn, EvdevCode.evKey],
            EvdevCode.evKey: [163, 164, 165, 166, 168, 200, 201, 207, 208, 226, 30],
        ])

    /// A pipe: `(read end, write end)`.
    static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        return (ends[0], ends[1])
    }

    /// Writes all of `bytes` to `fd`.
    static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            precondition(n > 0, "write to the test pipe failed: errno \(errno)")
            offset += n
        }
    }

    /// A reader of `bytes` through a pipe whose write end is closed after writing (so the stream ends at EOF).
    /// Streams stay under the pipe's 64 KiB buffer, so writing before reading cannot block.
    static func reader(
        _ bytes: [UInt8], description: EvdevDeviceDescription, readSize: Int = 64 * 24,
        pieces: [Int] = []
    ) throws -> EvdevReader {
        precondition(bytes.count < 65_536)
        let (r, w) = try pipe()
        var start = 0
        for cut in pieces + [bytes.count] {  // several write(2)s, split where asked
            write(w, Array(bytes[start..<cut]))
            start = cut
        }
        close(w)
        let device = try EvdevDevice(fileDescriptor: r, path: "test pipe", description: description)
        return EvdevReader(device: device, mapping: mapping, timeBase: .asRecorded, readSize: readSize)
    }

    /// Every event until the stream ends, and the error it ended with, if any.
    static func drain(_ reader: EvdevReader) async -> (events: [RawInputEvent], error: (any Error)?) {
        var events: [RawInputEvent] = []
        do {
            for try await e in reader.events { events.append(e) }
            return (events, nil)
        } catch {
            return (events, error)
        }
    }

    /// Frames as text: `t: id state (x, y), …`, the time to the millisecond.
    static func frames(_ events: [RawInputEvent]) -> [String] {
        events.compactMap { event in
            guard case .digitizer(let f) = event else { return nil }
            let contacts = f.contacts.sorted { $0.id < $1.id }.map {
                "\($0.id) \($0.state) (\($0.location.x), \($0.location.y))"
            }
            return String(format: "%.3f: ", f.timestamp) + contacts.joined(separator: ", ")
        }
    }

    /// The remote-control subtypes, in order.
    static func remotes(_ events: [RawInputEvent]) -> [UIEvent.EventSubtype] {
        events.compactMap { if case .remoteControl(let r) = $0 { r.subtype } else { nil } }
    }

    /// Two fingers, protocol B: finger 10 down in slot 0, finger 11 joins in slot 1, finger 10 moves, 11 lifts,
    /// 10 lifts.
    static var twoFingers: InputEventStream {
        var s = InputEventStream()
        s.contact(1_000_000, slot: 0, id: 10, x: 125, y: 250)
        s.syn(1_000_000)
        s.contact(1_010_000, slot: 1, id: 11, x: 750, y: 500)
        s.syn(1_010_000)
        s.contact(1_020_000, slot: 0, id: nil, x: 250, y: 375)
        s.syn(1_020_000)
        s.lift(1_030_000, slot: 1)
        s.syn(1_030_000)
        s.lift(1_040_000, slot: 0)
        s.syn(1_040_000)
        return s
    }

    static let twoFingerFrames = [
        "1.000: 10 touching (12.5, 25.0)",
        "1.010: 10 touching (12.5, 25.0), 11 touching (75.0, 50.0)",
        "1.020: 10 touching (25.0, 37.5), 11 touching (75.0, 50.0)",
        "1.030: 10 touching (25.0, 37.5), 11 lifted (75.0, 50.0)",
        "1.040: 10 lifted (25.0, 37.5)",
    ]
}
