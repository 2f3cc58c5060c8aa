import Foundation
import Tactile
import Testing
import SharedTestData
@testable import TactileTrace
import TactileTesting
import TactileTrace

@Suite("evdev touch decoding")
struct EvdevTouchDecoderTests {
    static let mtAxes: [UInt16: EvemuRecording.AbsInfo] = [
        EvdevCode.absMTSlot: .init(minimum: 0, maximum: 9),
        EvdevCode.absMTPositionX: .init(minimum: 0, maximum: 1000),
        EvdevCode.absMTPositionY: .init(minimum: 0, maximum: 500),
        EvdevCode.absMTTrackingID: .init(minimum: 0, maximum: 65535),
        EvdevCode.absMTPressure: .init(minimum: 0, maximum: 255),
        EvdevCode.absMTTouchMajor: .init(minimum: 0, maximum: 100),
    ]
    static let mapping = TouchscreenMapping(screenSize: CGSize(width: 500, height: 250))

    static func ev(_ t: Double, _ type: UInt16, _ code: UInt16, _ value: Int32) -> LinuxInputEvent {
        LinuxInputEvent(
            seconds: Int64(t), microseconds: Int64(((t - Double(Int64(t))) * 1_000_000).rounded()), type: type,
            code: code, value: value)
    }
    static func abs(_ t: Double, _ code: UInt16, _ v: Int32) -> LinuxInputEvent { ev(t, EvdevCode.evAbs, code, v) }
    static func syn(_ t: Double) -> LinuxInputEvent { ev(t, EvdevCode.evSyn, EvdevCode.synReport, 0) }

    func decode(_ events: [LinuxInputEvent], axes: [UInt16: EvemuRecording.AbsInfo] = mtAxes) -> [DigitizerFrame] {
        var d = EvdevTouchDecoder(absInfo: axes, mapping: Self.mapping)
        var frames = events.compactMap { d.feed($0) }
        if let f = d.finish(at: 99) { frames.append(f) }
        return frames
    }

    @Test("protocol B: slots, tracking ids, scaled positions, pressure as force, touch major as radius")
    func protocolB() {
        let frames = decode([
            Self.abs(0, EvdevCode.absMTSlot, 0), Self.abs(0, EvdevCode.absMTTrackingID, 7),
            Self.abs(0, EvdevCode.absMTPositionX, 500), Self.abs(0, EvdevCode.absMTPositionY, 250),
            Self.abs(0, EvdevCode.absMTPressure, 255), Self.abs(0, EvdevCode.absMTTouchMajor, 10), Self.syn(0),
            Self.abs(0.01, EvdevCode.absMTSlot, 1), Self.abs(0.01, EvdevCode.absMTTrackingID, 8),
            Self.abs(0.01, EvdevCode.absMTPositionX, 0), Self.abs(0.01, EvdevCode.absMTPositionY, 0), Self.syn(0.01),
            Self.abs(0.02, EvdevCode.absMTSlot, 0), Self.abs(0.02, EvdevCode.absMTTrackingID, -1), Self.syn(0.02),
        ])
        #expect(frames.count == 4)  // the last one cancels the finger still down at the end
        let first = frames[0].contacts[0]
        #expect(first.id == 7 && first.location == CGPoint(x: 250, y: 125))
        #expect(first.force == 4 && first.maximumPossibleForce == 4)
        #expect(first.majorRadius == 2.5)  // 10 units × 0.5 pt per unit / 2
        #expect(frames[1].contacts.map(\.id) == [7, 8])
        #expect(frames[2].contacts.map { "\($0.id) \($0.state)" } == ["7 lifted", "8 touching"])
        #expect(frames[3].contacts.map { "\($0.id) \($0.state)" } == ["8 cancelled"])
    }

    @Test("protocol B keeps a slot's values across contacts and implies slot 0 when none is sent")
    func unchangedValuesKept() {
        let frames = decode([
            Self.abs(0, EvdevCode.absMTTrackingID, 1), Self.abs(0, EvdevCode.absMTPositionX, 200),
            Self.abs(0, EvdevCode.absMTPositionY, 100), Self.syn(0),
            Self.abs(0.1, EvdevCode.absMTTrackingID, -1), Self.syn(0.1),
            Self.abs(0.2, EvdevCode.absMTTrackingID, 2), Self.syn(0.2),  // no position: same place
        ])
        #expect(frames[2].contacts.first?.id == 2)
        #expect(frames[2].contacts.first?.location == CGPoint(x: 100, y: 50))
    }

    @Test("SYN_DROPPED discards events up to the next SYN_REPORT and cancels the contacts in progress")
    func synDropped() {
        let frames = decode([
            Self.abs(0, EvdevCode.absMTTrackingID, 1), Self.abs(0, EvdevCode.absMTPositionX, 200), Self.syn(0),
            Self.ev(0.1, EvdevCode.evSyn, EvdevCode.synDropped, 0),
            Self.abs(0.1, EvdevCode.absMTPositionX, 900), Self.syn(0.1),
            Self.abs(0.2, EvdevCode.absMTTrackingID, 3), Self.abs(0.2, EvdevCode.absMTPositionX, 300), Self.syn(0.2),
        ])
        #expect(frames[1].contacts.map { "\($0.id) \($0.state)" } == ["1 cancelled"])
        #expect(frames[2].contacts.map(\.id) == [3])
        #expect(frames[2].contacts.first?.location.x == 150)
    }

    @Test("after SYN_DROPPED the contacts still reported begin again under their ids; one never reported does not")
    func contactsStartAnewAfterLoss() {
        let dropped = Self.ev(0.05, EvdevCode.evSyn, EvdevCode.synDropped, 0)
        let frames = decode([
            Self.abs(0, EvdevCode.absMTSlot, 0), Self.abs(0, EvdevCode.absMTTrackingID, 1),
            Self.abs(0, EvdevCode.absMTPositionX, 200), Self.abs(0, EvdevCode.absMTSlot, 1),
            Self.abs(0, EvdevCode.absMTTrackingID, 2), Self.abs(0, EvdevCode.absMTPositionX, 600), Self.syn(0),
            // The rest of an incomplete frame: its slot selection is kept, its value is not.
            dropped, Self.abs(0.05, EvdevCode.absMTSlot, 0), Self.abs(0.05, EvdevCode.absMTPositionX, 999),
            Self.syn(0.05),
            Self.abs(0.1, EvdevCode.absMTPositionY, 100), Self.syn(0.1),  // slot 0 moves: it begins again
            Self.abs(0.2, EvdevCode.absMTSlot, 1), Self.abs(0.2, EvdevCode.absMTTrackingID, -1), Self.syn(0.2),
            Self.abs(0.3, EvdevCode.absMTSlot, 0), Self.abs(0.3, EvdevCode.absMTTrackingID, -1), Self.syn(0.3),
        ])
        #expect(frames.map { $0.contacts.map { "\($0.id) \($0.state)" } } == [
            ["1 touching", "2 touching"], ["1 cancelled", "2 cancelled"], ["1 touching"], ["1 touching"],
            ["1 lifted"],
        ])
        #expect(frames[2].contacts.first?.location == CGPoint(x: 100, y: 50))
    }

    @Test("a new tracking id after SYN_DROPPED begins a contact at once; protocol A contacts begin again at once")
    func newContactsAfterLoss() {
        let frames = decode([
            Self.abs(0, EvdevCode.absMTTrackingID, 1), Self.abs(0, EvdevCode.absMTPositionX, 200), Self.syn(0),
            Self.ev(0.05, EvdevCode.evSyn, EvdevCode.synDropped, 0), Self.syn(0.05),
            Self.abs(0.1, EvdevCode.absMTTrackingID, 5), Self.syn(0.1),
        ])
        #expect(frames.map { $0.contacts.map { "\($0.id) \($0.state)" } } == [
            ["1 touching"], ["1 cancelled"], ["5 touching"], ["5 cancelled"],
        ])
        let axes: [UInt16: EvemuRecording.AbsInfo] = [
            EvdevCode.absMTPositionX: .init(minimum: 0, maximum: 1000),
            EvdevCode.absMTPositionY: .init(minimum: 0, maximum: 500),
        ]
        let mt = { (t: Double) in Self.ev(t, EvdevCode.evSyn, EvdevCode.synMTReport, 0) }
        let a = decode([
            Self.abs(0, EvdevCode.absMTPositionX, 100), mt(0), Self.syn(0),
            Self.ev(0.05, EvdevCode.evSyn, EvdevCode.synDropped, 0), Self.syn(0.05),
            Self.abs(0.1, EvdevCode.absMTPositionX, 120), mt(0.1), Self.syn(0.1), mt(0.2), Self.syn(0.2),
        ], axes: axes)
        #expect(a.map { $0.contacts.map { "\($0.id) \($0.state)" } } == [
            ["0 touching"], ["0 cancelled"], ["0 touching"], [],
        ])
    }

    @Test("protocol A frames keep at most 64 contacts, as slots do")
    func protocolAContactsAreBounded() {
        let axes: [UInt16: EvemuRecording.AbsInfo] = [
            EvdevCode.absMTPositionX: .init(minimum: 0, maximum: 1000),
            EvdevCode.absMTPositionY: .init(minimum: 0, maximum: 500),
        ]
        var events: [LinuxInputEvent] = []
        for i in 0..<100 {
            events += [Self.abs(0, EvdevCode.absMTPositionX, Int32(i + 1)), Self.ev(0, EvdevCode.evSyn, EvdevCode.synMTReport, 0)]
        }
        events.append(Self.syn(0))
        #expect(decode(events, axes: axes).first?.contacts.count == 64)
    }

    @Test("protocol A: contacts separated by SYN_MT_REPORT, numbered by order")
    func protocolA() {
        let axes: [UInt16: EvemuRecording.AbsInfo] = [
            EvdevCode.absMTPositionX: .init(minimum: 0, maximum: 1000),
            EvdevCode.absMTPositionY: .init(minimum: 0, maximum: 500),
        ]
        let mt = { (t: Double) in Self.ev(t, EvdevCode.evSyn, EvdevCode.synMTReport, 0) }
        let frames = decode([
            Self.abs(0, EvdevCode.absMTPositionX, 100), Self.abs(0, EvdevCode.absMTPositionY, 100), mt(0),
            Self.abs(0, EvdevCode.absMTPositionX, 900), Self.abs(0, EvdevCode.absMTPositionY, 400), mt(0), Self.syn(0),
            mt(0.1), Self.syn(0.1),
        ], axes: axes)
        #expect(frames[0].contacts.map(\.location) == [CGPoint(x: 50, y: 50), CGPoint(x: 450, y: 200)])
        #expect(frames[1].contacts.isEmpty)  // every finger lifted
    }

    @Test("single-touch devices: ABS_X/ABS_Y with BTN_TOUCH")
    func singleTouch() {
        let axes: [UInt16: EvemuRecording.AbsInfo] = [
            EvdevCode.absX: .init(minimum: 0, maximum: 1000), EvdevCode.absY: .init(minimum: 0, maximum: 500),
        ]
        let frames = decode([
            Self.ev(0, EvdevCode.evKey, EvdevCode.btnTouch, 1), Self.abs(0, EvdevCode.absX, 1000),
            Self.abs(0, EvdevCode.absY, 500), Self.syn(0),
            Self.ev(0.1, EvdevCode.evKey, EvdevCode.btnTouch, 0), Self.syn(0.1),
        ], axes: axes)
        #expect(frames.map { "\($0.contacts[0].state) \($0.contacts[0].location)" } == [
            "touching CGPoint(x: 500.0, y: 250.0)", "lifted CGPoint(x: 500.0, y: 250.0)",
        ])
    }

    @Test("a single-touch pen (BTN_TOOL_PEN, or the eraser's BTN_TOOL_RUBBER) is a pencil touch; a finger stays direct")
    func singleTouchPen() {
        let axes: [UInt16: EvemuRecording.AbsInfo] = [
            EvdevCode.absX: .init(minimum: 0, maximum: 1000), EvdevCode.absY: .init(minimum: 0, maximum: 500),
        ]
        func stroke(tool: UInt16?) -> [DigitizerFrame] {
            let inRange = tool.map { [Self.ev(0, EvdevCode.evKey, $0, 1)] } ?? []
            let outOfRange = tool.map { [Self.ev(0.2, EvdevCode.evKey, $0, 0), Self.syn(0.2)] } ?? []
            return decode(inRange + [
                Self.ev(0, EvdevCode.evKey, EvdevCode.btnTouch, 1), Self.abs(0, EvdevCode.absX, 100),
                Self.abs(0, EvdevCode.absY, 100), Self.syn(0),
                Self.ev(0.1, EvdevCode.evKey, EvdevCode.btnTouch, 0), Self.syn(0.1),
            ] + outOfRange, axes: axes)
        }
        #expect(stroke(tool: EvdevCode.btnToolPen).map { "\($0.contacts[0].state) \($0.contacts[0].type)" }
            == ["touching pencil", "lifted pencil"])
        #expect(stroke(tool: EvdevCode.btnToolRubber).map(\.contacts[0].type) == [.pencil, .pencil])
        #expect(stroke(tool: nil).map(\.contacts[0].type) == [.direct, .direct])
    }

    @Test("the mapping rotates, flips and applies a calibration matrix")
    func mapping() {
        let x = EvemuRecording.AbsInfo(minimum: 0, maximum: 100), y = EvemuRecording.AbsInfo(minimum: 0, maximum: 100)
        let size = CGSize(width: 200, height: 100)
        #expect(TouchscreenMapping(screenSize: size).point(x: 25, y: 0, xAxis: x, yAxis: y) == CGPoint(x: 50, y: 0))
        #expect(TouchscreenMapping(screenSize: size, rotation: 1).point(x: 25, y: 0, xAxis: x, yAxis: y)
            == CGPoint(x: 200, y: 25))
        #expect(TouchscreenMapping(screenSize: size, flipX: true).point(x: 25, y: 0, xAxis: x, yAxis: y)
            == CGPoint(x: 150, y: 0))
        #expect(TouchscreenMapping(screenSize: size, calibration: [0.5, 0, 0.5, 0, 1, 0])
            .point(x: 100, y: 0, xAxis: x, yAxis: y) == CGPoint(x: 200, y: 0))
    }
}

/// Recordings from real touchscreens in `../shared/data/evemu/`; skipped when the folder is absent.
@Suite(
    "evdev decoding of real recordings",
    .enabled(
        if: EvemuData.folder != nil,
        "../shared/data/evemu not found (optional research data, not part of the repository: the README's \"Optional research data\" says where to get it) to run the recording tests"))
struct RealRecordings {
    func load(_ name: String) throws -> EvemuRecording {
        try EvemuRecording.load(EvemuData.folder!.appendingPathComponent(name))
    }

    @Test("3m.event: up to 10 fingers at once, 34 contacts, 2 still down at the end and cancelled")
    func threeM() throws {
        let r = try load("3m.event")
        #expect(r.version?.minor == 1)
        let frames = EvdevTouchDecoder.frames(
            of: r, mapping: TouchscreenMapping(screenSize: CGSize(width: 1024, height: 768)))
        let maxDown = frames.map { $0.contacts.filter { $0.state == .touching }.count }.max()
        #expect(maxDown == 10)
        #expect(Set(frames.flatMap { $0.contacts.map(\.id) }).count == 34)
        #expect(frames.last?.contacts.filter { $0.state == .cancelled }.count == 2)
    }

    @Test("Atmel fast taps replayed through the pipeline: nine taps counted 1…9 (trap: taps with no position)")
    @MainActor
    func atmelTaps() throws {
        let r = try load("Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events")
        let frames = EvdevTouchDecoder.frames(
            of: r, mapping: TouchscreenMapping(screenSize: CGSize(width: 800, height: 480)), start: 1000)
        let sim = TouchSimulator()
        final class Taps: UIView {
            var counts: [Int] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts += touches.map(\.tapCount)
            }
        }
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        let v = Taps(frame: window.bounds)
        window.addSubview(v)
        for f in frames {
            sim.scheduler.advance(to: max(sim.now, f.timestamp))
            sim.application.enqueue(.digitizer(f))
            sim.scheduler.runDueActions()
        }
        #expect(v.counts == Array(1...9))
    }

    /// Replays a recording onto a full-screen canvas with a tap and a pan recognizer; returns what they did and
    /// how many touches the canvas saw at once.
    @MainActor
    func replay(_ name: String) throws -> (actions: [String], maxConcurrent: Int, panTouches: Int, stuck: Int) {
        let r = try load(name)
        let xs = r.absInfo[EvdevCode.absMTPositionX]!, ys = r.absInfo[EvdevCode.absMTPositionY]!
        let size = CGSize(width: Double(xs.maximum - xs.minimum), height: Double(ys.maximum - ys.minimum))
        let sim = TouchSimulator(start: 0)
        final class Canvas: UIView {
            var down = 0, maxDown = 0
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { down += t.count; maxDown = max(maxDown, down) }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { down -= t.count }
            override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { down -= t.count }
        }
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: size))
        let canvas = Canvas(frame: window.bounds)
        canvas.isMultipleTouchEnabled = true
        window.addSubview(canvas)
        var actions: [String] = []
        var panTouches = 0
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesEnded = false
        tap.cancelsTouchesInView = false
        tap.addAction { _ in actions.append("tap") }
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        pan.addAction { g in
            let p = g as! UIPanGestureRecognizer
            panTouches = max(panTouches, p.numberOfTouches)
            if p.state == .ended {
                let t = p.translation(in: canvas)
                actions.append(abs(t.y) > abs(t.x) ? (t.y < 0 ? "pan up" : "pan down") : (t.x < 0 ? "pan left" : "pan right"))
            }
        }
        canvas.addGestureRecognizer(tap)
        canvas.addGestureRecognizer(pan)
        sim.replay(EvdevTouchDecoder.frames(of: r, mapping: TouchscreenMapping(screenSize: size)))
        sim.advance(by: 1)
        return (actions, canvas.maxDown, panTouches, canvas.down)
    }

    @Test("the 1-finger drag up and down gives a pan and no tap")
    @MainActor
    func oneFingerDrag() throws {
        let r = try replay("Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.events")
        #expect(r.actions.count == 1 && r.actions[0].hasPrefix("pan"))
        #expect(!r.actions.contains("tap"))
        let ep = try replay("EP0430M09.1-finger-drag-up-down.events")
        #expect(ep.actions.count == 1 && ep.actions[0].hasPrefix("pan") && !ep.actions.contains("tap"))
    }

    @Test("the fast taps give taps and no pan")
    @MainActor
    func fastTaps() throws {
        let r = try replay("Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events")
        #expect(r.actions == Array(repeating: "tap", count: 9))
    }

    @Test("the 2-finger touch-release gives two concurrent touches; the 4-finger drag four tracked touches, panning down")
    @MainActor
    func multiFinger() throws {
        let two = try replay("Atmel_maXTouch_Touchscreen.2-fingers-touch-release.events")
        #expect(two.maxConcurrent == 2)
        let four = try replay("Atmel_maXTouch_Touchscreen.4-finger-drag-down.events")
        #expect(four.maxConcurrent == 4)
        #expect(four.panTouches == 4)
        #expect(four.actions.last == "pan down")
    }

    @Test("the 2-finger scroll gives a two-touch pan upwards (content scrolls down)")
    @MainActor
    func twoFingerScroll() throws {
        let r = try replay("EP0430M09.2-finger-scroll-down.events")
        #expect(r.panTouches == 2)
        #expect(r.actions == ["pan up"])
    }

    @Test("the 3M recording replays with up to 10 touches and nothing lost or stuck")
    @MainActor
    func threeMReplay() throws {
        let r = try replay("3m.event")
        #expect(r.maxConcurrent == 10)
        #expect(r.stuck == 0)
    }
}

/// Hostile input never crashes the parser or the decoder (a taste of the fuzzing issue 9 asks for).
@Suite("evdev robustness")
struct EvdevRobustnessTests {
    @Test("random evemu text either parses or throws a FileParseError; random events decode without crashing")
    func randomInput() {
        var rng = SplitMix64(seed: 42)
        let alphabet = Array("NIPBAELS: 0123456789abcdef-.#\t\n")
        for _ in 0..<300 {
            let text = String((0..<Int(rng.next() % 200)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
            do {
                _ = try EvemuRecording.parse(text)
            } catch is FileParseError {
            } catch {
                Issue.record("unexpected error type \(error)")
            }
        }
        let extremes: [Int32] = [0, 1, -1, 9, 64, 65, 1000, .max, .min]
        let axes: [UInt16: EvemuRecording.AbsInfo] = [
            EvdevCode.absMTSlot: .init(minimum: 0, maximum: .max),
            EvdevCode.absMTPositionX: .init(minimum: .min, maximum: .max),
            EvdevCode.absMTPositionY: .init(minimum: 0, maximum: 0),
            EvdevCode.absMTPressure: .init(minimum: .max, maximum: .min),
        ]
        var decoder = EvdevTouchDecoder(absInfo: axes, mapping: TouchscreenMapping(screenSize: CGSize(width: 100, height: 100)))
        var frames = 0
        for i in 0..<5000 {
            let type = UInt16(rng.next() % 4)
            let code: UInt16 = [0, 1, 2, 3, 0x2f, 0x30, 0x35, 0x36, 0x39, 0x3a, 0x14a][Int(rng.next() % 11)]
            let value = extremes[Int(rng.next() % UInt64(extremes.count))]
            let e = LinuxInputEvent(seconds: Int64(i / 100), microseconds: Int64(i % 100), type: type, code: code, value: value)
            if let f = decoder.feed(e) {
                frames += 1
                #expect(f.contacts.allSatisfy { $0.location.x.isFinite && $0.location.y.isFinite })
            }
        }
        _ = decoder.finish(at: 100)
        #expect(frames > 0)
    }
}
