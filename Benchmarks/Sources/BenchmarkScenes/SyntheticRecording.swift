// A synthetic ten-finger touchscreen recording, written as evemu text and as libinput record YAML, for the decoder
// and replay benchmarks: the same events in both formats, so that the two decoders' figures compare directly.
//
// The device is a 4096 × 4096 multitouch panel (protocol B: slots, tracking ids). Ten fingers land together, turn
// and pinch about the centre at `rate` Hz, lift, land again after a short gap, and so on: every frame moves every
// finger (slot, x, y, and the single-touch x and y for slot 0), as a real panel reports a ten-finger gesture.

import Foundation

/// The events of a synthetic ten-finger recording, and their text in evemu's and libinput's formats.
public struct SyntheticRecording: Sendable {
    /// One evdev event: seconds, microseconds, type, code, value.
    public typealias Event = (seconds: Int, microseconds: Int, type: Int, code: Int, value: Int)

    /// The events, in order.
    public let events: [Event]
    /// The recording's length in seconds (from the first event to the last).
    public let duration: Double
    /// The number of frames (`SYN_REPORT`s).
    public let frames: Int
    /// The fingers down at once.
    public let fingers: Int

    /// `seconds` of `fingers` fingers at `rate` frames a second, lifting every `strokeLength` seconds for one frame
    /// interval.
    public init(fingers: Int = 10, seconds: Double = 5, rate: Double = 240, strokeLength: Double = 1) {
        self.fingers = fingers
        var events: [Event] = []
        var frames = 0
        let frameCount = Int(seconds * rate)
        let framesPerStroke = max(2, Int(strokeLength * rate))
        var nextTrackingID = 1
        var t = 0.0
        func add(_ type: Int, _ code: Int, _ value: Int) {
            let micros = Int((t * 1_000_000).rounded())
            events.append((micros / 1_000_000, micros % 1_000_000, type, code, value))
        }
        for f in 0..<frameCount {
            t = Double(f) / rate
            let inStroke = f % framesPerStroke
            let angle = Double(f) * 0.01
            let radius = 900 + 400 * sin(Double(f) * 0.02)
            for finger in 0..<fingers {
                add(3, 47, finger)  // ABS_MT_SLOT
                if inStroke == 0 {
                    add(3, 57, nextTrackingID)  // ABS_MT_TRACKING_ID: the finger lands
                    nextTrackingID += 1
                } else if inStroke == framesPerStroke - 1 {
                    add(3, 57, -1)  // the finger lifts
                    continue
                }
                let a = angle + Double(finger) * 2 * Double.pi / Double(fingers)
                let x = Int(2048 + radius * cos(a)), y = Int(2048 + radius * sin(a))
                add(3, 53, x)  // ABS_MT_POSITION_X
                add(3, 54, y)  // ABS_MT_POSITION_Y
                if finger == 0 {
                    add(3, 0, x)  // ABS_X
                    add(3, 1, y)  // ABS_Y
                }
            }
            if inStroke == 0 { add(1, 330, 1) }  // BTN_TOUCH
            if inStroke == framesPerStroke - 1 { add(1, 330, 0) }
            add(0, 0, 0)  // SYN_REPORT
            frames += 1
        }
        self.events = events
        self.frames = frames
        duration = Double(frameCount - 1) / rate
    }

    /// The recording as evemu text (version 1.3, as `evemu-record` writes it).
    public var evemuText: String {
        var out = """
            # EVEMU 1.3
            # Input device name: "Synthetic ten-finger touchscreen"
            N: Synthetic ten-finger touchscreen
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
            A: 00 0 4095 0 0 0
            A: 01 0 4095 0 0 0
            A: 2f 0 9 0 0 0
            A: 35 0 4095 0 0 0
            A: 36 0 4095 0 0 0
            A: 39 0 65535 0 0 0

            """
        out.reserveCapacity(events.count * 30)
        for e in events {
            let usec = String(e.microseconds)
            out += "E: \(e.seconds).\(String(repeating: "0", count: 6 - usec.count))\(usec) "
            out += hex(e.type) + " " + hex(e.code) + " "
            let value = String(e.value)
            out += (e.value < 0 ? value : String(repeating: "0", count: max(0, 4 - value.count)) + value) + "\n"
        }
        return out
    }

    /// The recording as libinput record YAML (version 1), laid out as `libinput record` writes it: one flow
    /// sequence of five decimal numbers a line, with a comment.
    public var libinputText: String {
        var out = """
            version: 1
            ndevices: 1
            libinput:
              version: "1.23.0"
              git: "unknown"
            system:
              os: "synthetic:1"
              kernel: "6.1.0"
              dmi: "dmi:synthetic"
            devices:
            - node: /dev/input/event5
              evdev:
                # Name: Synthetic ten-finger touchscreen
                # ID: bus 0x18 vendor 0x1234 product 0x5678 version 0x1
                name: "Synthetic ten-finger touchscreen"
                id: [24, 4660, 22136, 1]
                codes:
                  0: [0, 1, 3] # EV_SYN
                  1: [330] # EV_KEY
                  3: [0, 1, 47, 53, 54, 57] # EV_ABS
                absinfo:
                  0: [0, 4095, 0, 0, 0]
                  1: [0, 4095, 0, 0, 0]
                  47: [0, 9, 0, 0, 0]
                  53: [0, 4095, 0, 0, 0]
                  54: [0, 4095, 0, 0, 0]
                  57: [0, 65535, 0, 0, 0]
                properties: [1]
              hid: []
              udev:
                properties:
                - ID_INPUT=1
                - ID_INPUT_TOUCHSCREEN=1
              quirks:
              events:
              # Current time is 12:00:00

            """
        out.reserveCapacity(events.count * 70)
        var frameOpen = false
        for e in events {
            if !frameOpen {
                out += "  - evdev:\n"
                frameOpen = true
            }
            out += "    - [" + pad(e.seconds, 3) + ", " + pad(e.microseconds, 6) + ", " + pad(e.type, 2) + ", "
                + pad(e.code, 3) + ", " + pad(e.value, 6) + "]"
            out += e.type == 0 ? " # ------------ SYN_REPORT (0) ----------\n" : " # EV_\(e.type) / \(e.code)\n"
            if e.type == 0 { frameOpen = false }
        }
        return out
    }

    private func hex(_ v: Int) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func pad(_ v: Int, _ width: Int) -> String {
        let s = String(v)
        return String(repeating: " ", count: max(0, width - s.count)) + s
    }
}
