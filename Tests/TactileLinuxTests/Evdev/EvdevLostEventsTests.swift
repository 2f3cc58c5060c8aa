import Foundation
import SharedTestData
import Tactile
import TactileLinux
import TactileTesting
import TactileTrace
import Testing

/// Events the kernel dropped (`SYN_DROPPED`) in the middle of strokes, on the Linux input path
/// (`EvdevEventTranslator`) and through the pipeline to a view: the contacts in progress are cancelled at the loss,
/// and those still reported afterwards begin again as new touches and reach their end.
@MainActor
@Suite("evdev: contacts after lost events")
struct EvdevLostEventsTests {
    /// What a view heard, one entry per touch, in the order the touches began: its phases in order. A touch object
    /// may be used again for a later touch, so a began starts a new entry.
    final class Recorder: UIView {
        var touches: [[UITouch.Phase]] = []
        var current: [ObjectIdentifier: Int] = [:]
        func note(_ set: Set<UITouch>, _ phase: UITouch.Phase) {
            for t in set.sorted(by: { $0.location(in: nil).x < $1.location(in: nil).x }) {
                let id = ObjectIdentifier(t)
                if phase == .began || current[id] == nil {
                    current[id] = touches.count
                    touches.append([])
                }
                touches[current[id]!].append(phase)
            }
        }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(t, .began) }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(t, .moved) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(t, .ended) }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { note(t, .cancelled) }

        /// Each touch's first and last phase, e.g. "began→cancelled".
        var lives: [String] { touches.map { "\($0.first!)→\($0.last!)" } }
        /// Each touch's number of moves.
        var movesAfterBegan: [Int] { touches.map { $0.filter { $0 == .moved }.count } }
    }

    /// Translates `events` as the live reader does and replays the result onto a full-screen recorder.
    static func replay(_ events: [LinuxInputEvent], description: EvdevDeviceDescription, screen: CGSize) -> Recorder {
        var translator = EvdevEventTranslator(description: description, mapping: TouchscreenMapping(screenSize: screen))
        var input = events.flatMap { translator.feed($0) }
        input += translator.finish()
        let sim = TouchSimulator(start: 0)
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: screen))
        let view = Recorder(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        sim.replay(input.compactMap { if case .digitizer(let f) = $0 { f } else { nil } })
        sim.advance(by: 1)
        return view
    }

    static func ev(_ t: Double, _ type: UInt16, _ code: UInt16, _ value: Int32) -> LinuxInputEvent {
        LinuxInputEvent(
            seconds: Int64(t), microseconds: Int64(((t - Double(Int64(t))) * 1_000_000).rounded()), type: type,
            code: code, value: value)
    }
    static func dropped(at t: Double) -> LinuxInputEvent { ev(t, EvdevCode.evSyn, EvdevCode.synDropped, 0) }
    static func report(at t: Double) -> LinuxInputEvent { ev(t, EvdevCode.evSyn, EvdevCode.synReport, 0) }

    // MARK: Synthetic strokes

    @Test("five fingers still down after a loss are cancelled at it, begin again and lift at the end of their strokes")
    func fiveFingers() throws {
        let description = try EvdevDeviceDescription.parseEvemu(EvdevFixtures.touchscreenEvemu)
        var events: [LinuxInputEvent] = []
        func abs(_ t: Double, _ code: UInt16, _ v: Int32) { events.append(Self.ev(t, EvdevCode.evAbs, code, v)) }
        // Down at t = 0, then a frame every 10 ms moving each finger 5 units down, for 40 frames.
        for step in 0...40 {
            let t = Double(step) * 0.01
            for f in Int32(0)..<5 {
                abs(t, EvdevCode.absMTSlot, f)
                if step == 0 {
                    abs(t, EvdevCode.absMTTrackingID, 100 + f)
                    abs(t, EvdevCode.absMTPositionX, 100 + 150 * f)
                }
                abs(t, EvdevCode.absMTPositionY, 100 + Int32(step) * 5)
            }
            events.append(Self.report(at: t))
            if step == 10 {
                // Lost events, then the rest of an incomplete frame, discarded up to its report.
                events.append(Self.dropped(at: 0.105))
                abs(0.105, EvdevCode.absMTPositionY, 999)
                events.append(Self.report(at: 0.105))
            }
        }
        for f in Int32(0)..<5 {
            abs(0.41, EvdevCode.absMTSlot, f)
            abs(0.41, EvdevCode.absMTTrackingID, -1)
        }
        events.append(Self.report(at: 0.41))
        let view = Self.replay(events, description: description, screen: CGSize(width: 1000, height: 1000))
        #expect(view.lives == Array(repeating: "began→cancelled", count: 5) + Array(repeating: "began→ended", count: 5))
        // The new touches move for every frame after the first one that reported them again.
        #expect(view.movesAfterBegan.suffix(5) == Array(repeating: 29, count: 5))
    }

    @Test("a contact whose lift was lost with the events does not come back; one still reported does")
    func liftLostWithTheEvents() throws {
        let description = try EvdevDeviceDescription.parseEvemu(EvdevFixtures.touchscreenEvemu)
        var s: [LinuxInputEvent] = []
        func abs(_ t: Double, _ code: UInt16, _ v: Int32) { s.append(Self.ev(t, EvdevCode.evAbs, code, v)) }
        abs(0, EvdevCode.absMTSlot, 0); abs(0, EvdevCode.absMTTrackingID, 1)
        abs(0, EvdevCode.absMTPositionX, 100); abs(0, EvdevCode.absMTPositionY, 100)
        abs(0, EvdevCode.absMTSlot, 1); abs(0, EvdevCode.absMTTrackingID, 2)
        abs(0, EvdevCode.absMTPositionX, 600); abs(0, EvdevCode.absMTPositionY, 100)
        s.append(Self.report(at: 0))
        s.append(Self.dropped(at: 0.05))  // slot 0's lift is among the lost events
        s.append(Self.report(at: 0.05))
        abs(0.1, EvdevCode.absMTPositionY, 150)  // slot 1 is still selected and moves on
        s.append(Self.report(at: 0.1))
        abs(0.2, EvdevCode.absMTTrackingID, -1)
        s.append(Self.report(at: 0.2))
        let view = Self.replay(s, description: description, screen: CGSize(width: 1000, height: 1000))
        #expect(view.lives == ["began→cancelled", "began→cancelled", "began→ended"])
    }

    @Test("a pen still pressing after a loss is cancelled at it, touches again and lifts at the end of its stroke")
    func penStillPressing() throws {
        let description = EvdevDeviceDescription(
            name: "Synthetic pen display", properties: [1],
            codes: [
                0: [EvdevCode.evSyn, EvdevCode.evKey, EvdevCode.evAbs],
                EvdevCode.evKey: [EvdevCode.btnToolPen, EvdevCode.btnTouch],
                EvdevCode.evAbs: [EvdevCode.absX, EvdevCode.absY, EvdevCode.absPressure],
            ],
            absInfo: [
                EvdevCode.absX: .init(minimum: 0, maximum: 1000), EvdevCode.absY: .init(minimum: 0, maximum: 1000),
                EvdevCode.absPressure: .init(minimum: 0, maximum: 2047),
            ])
        #expect(EvdevEventTranslator(description: description).decodesTouches)
        var s: [LinuxInputEvent] = []
        func add(_ t: Double, _ type: UInt16, _ code: UInt16, _ v: Int32) { s.append(Self.ev(t, type, code, v)) }
        add(0, EvdevCode.evKey, EvdevCode.btnToolPen, 1)
        add(0, EvdevCode.evKey, EvdevCode.btnTouch, 1)
        add(0, EvdevCode.evAbs, EvdevCode.absX, 100); add(0, EvdevCode.evAbs, EvdevCode.absY, 100)
        add(0, EvdevCode.evAbs, EvdevCode.absPressure, 500)
        s.append(Self.report(at: 0))
        for step in 1...60 {
            let t = Double(step) * 0.005
            add(t, EvdevCode.evAbs, EvdevCode.absX, 100 + Int32(step) * 10)
            add(t, EvdevCode.evAbs, EvdevCode.absPressure, 500 + Int32(step))
            s.append(Self.report(at: t))
            if step == 20 {
                s.append(Self.dropped(at: 0.101))
                add(0.101, EvdevCode.evAbs, EvdevCode.absY, 120)
                s.append(Self.report(at: 0.101))
            }
        }
        add(0.31, EvdevCode.evKey, EvdevCode.btnTouch, 0)
        add(0.31, EvdevCode.evAbs, EvdevCode.absPressure, 0)
        s.append(Self.report(at: 0.31))
        add(0.32, EvdevCode.evKey, EvdevCode.btnToolPen, 0)
        s.append(Self.report(at: 0.32))
        let view = Self.replay(s, description: description, screen: CGSize(width: 1000, height: 1000))
        #expect(view.lives == ["began→cancelled", "began→ended"])
        #expect(view.movesAfterBegan == [20, 39])
    }

    // MARK: Real recordings with a loss inserted

    /// `name`'s events with a loss inserted after the `frame`th report: `SYN_DROPPED`, the next frame's events
    /// (discarded as the rest of an incomplete frame) and its report.
    static func withLoss(_ recording: EvemuRecording, afterFrame frame: Int) -> [LinuxInputEvent] {
        var out: [LinuxInputEvent] = []
        var reports = 0
        var inserted = false
        for e in recording.events {
            if !inserted, reports == frame {
                out.append(Self.dropped(at: e.timestamp))
                inserted = true
            }
            out.append(e)
            if e.type == EvdevCode.evSyn && e.code == EvdevCode.synReport { reports += 1 }
        }
        return out
    }

    static func load(_ name: String) throws -> EvemuRecording {
        try EvemuRecording.load(EvemuData.folder!.appendingPathComponent(name))
    }

    /// The frame (by report count) in the middle of the span where the most contacts are down.
    static func middleOfMostContacts(_ recording: EvemuRecording, screen: CGSize) -> (frame: Int, contacts: Int) {
        let frames = EvdevTouchDecoder.frames(of: recording, mapping: TouchscreenMapping(screenSize: screen))
        let counts = frames.map { $0.contacts.filter { $0.state == .touching }.count }
        let most = counts.max() ?? 0
        let at = counts.indices.filter { counts[$0] == most }
        return (at[at.count / 2], most)
    }

    @Test(
        "real multi-finger recordings with a loss mid-stroke: the fingers are cancelled, begin again and lift",
        .enabled(if: EvemuData.folder != nil, "../shared/data/evemu not found (optional research data, not part of the repository: the README's \"Optional research data\" says where to get it)"),
        arguments: [
            "Atmel_maXTouch_Touchscreen.4-finger-drag-down.events", "EP0430M09.2-finger-scroll-down.events",
        ])
    func realFingers(_ name: String) throws {
        let recording = try Self.load(name)
        let description = EvdevDeviceDescription(recording)
        let xs = try #require(recording.absInfo[EvdevCode.absMTPositionX])
        let ys = try #require(recording.absInfo[EvdevCode.absMTPositionY])
        let screen = CGSize(width: Double(xs.maximum - xs.minimum), height: Double(ys.maximum - ys.minimum))
        let (frame, fingers) = Self.middleOfMostContacts(recording, screen: screen)
        let view = Self.replay(Self.withLoss(recording, afterFrame: frame), description: description, screen: screen)
        let lives = view.lives
        #expect(lives.filter { $0 == "began→cancelled" }.count == fingers, "\(name): \(lives)")
        // Every finger down at the loss begins again and ends with its stroke: nothing is left hanging.
        #expect(lives.filter { $0 == "began→ended" }.count >= fingers, "\(name): \(lives)")
        #expect(!lives.contains { !$0.hasSuffix("ended") && !$0.hasSuffix("cancelled") }, "\(name): \(lives)")
        #expect(view.movesAfterBegan.suffix(fingers).allSatisfy { $0 > 0 }, "\(name): \(view.movesAfterBegan)")
    }

    @Test(
        "the Cintiq 13HD pen with a loss mid-stroke: the stroke is cancelled, touches again and lifts",
        .enabled(if: EvemuData.folder != nil, "../shared/data/evemu not found (optional research data, not part of the repository: the README's \"Optional research data\" says where to get it)"))
    func realPen() throws {
        let recording = try Self.load("Wacom_Cintiq_13HD_touch_Pen.events")
        let description = EvdevDeviceDescription(recording)
        let screen = CGSize(width: 1885, height: 1060)
        let frames = EvdevTouchDecoder.frames(of: recording, mapping: TouchscreenMapping(screenSize: screen))
        // The frame in the middle of the longest stroke.
        var strokes: [(down: Int, up: Int)] = []
        var start: Int?
        for (i, f) in frames.enumerated() {
            let touching = f.contacts.contains { $0.state == .touching }
            if touching, start == nil { start = i }
            if !touching, let s = start {
                strokes.append((s, i))
                start = nil
            }
        }
        let (down, up) = try #require(strokes.max { $0.up - $0.down < $1.up - $1.down })
        #expect(up - down > 10)
        // Frame indices count reports that made a frame; find the report count of the middle frame's time.
        let middle = frames[(down + up) / 2].timestamp
        let t0 = recording.events.first?.timestamp ?? 0
        var reports = 0
        for e in recording.events where e.timestamp - t0 < middle {
            if e.type == EvdevCode.evSyn && e.code == EvdevCode.synReport { reports += 1 }
        }
        let view = Self.replay(Self.withLoss(recording, afterFrame: reports), description: description, screen: screen)
        let lives = view.lives
        // One more touch than the strokes: the stroke with the loss is cancelled, and the pen touching again after it
        // is a new touch that moves and lifts at the stroke's end.
        #expect(lives.count == strokes.count + 1, "\(lives)")
        let cancelled = try #require(lives.firstIndex(of: "began→cancelled"), "\(lives)")
        #expect(lives.filter { $0 == "began→cancelled" }.count == 1, "\(lives)")
        #expect(cancelled + 1 < lives.count && lives[cancelled + 1] == "began→ended", "\(lives)")
        #expect(cancelled + 1 < lives.count && view.movesAfterBegan[cancelled + 1] > 0, "\(view.movesAfterBegan)")
    }
}
