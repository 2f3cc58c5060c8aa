import Foundation
import Testing
import Tactile
import TactileExamples
import TactilePlayground
import TactileTrace

/// Recording, replay, refusals, the rate limit and scene switches.
@MainActor
@Suite struct PlaygroundSessionTests {
    /// The JSON text of a `replay` message carrying `trace`.
    private func replayMessage(_ trace: String) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: ["kind": "replay", "trace": trace])
        return String(decoding: data, as: UTF8.self)
    }

    /// What a page draws from a session, without times: the touches, recognizers, actions, decisions and view
    /// deliveries, in order.
    private func observed(_ events: [PlaygroundEvent]) -> [String] {
        events.compactMap { event in
            switch event {
            case .touch(let t): "touch \(t.pointerId) \(t.phase) \(t.x),\(t.y) \(t.view ?? "-")"
            case .recognizer(let r): "recognizer \(r.recognizer) \(r.from)→\(r.to)"
            case .action(let a): "action \(a.recognizer) \(a.state) \(a.values["x"] ?? -1),\(a.values["y"] ?? -1)"
            case .arbitration(let a): "arbitration \(a.recognizer ?? "-") \(a.event) \(a.others) \(a.message)"
            case .viewTouches(let v): "view \(v.view) \(v.phase ?? "-") \(v.pointerIds) \(v.delivery)"
            default: nil
            }
        }
    }

    /// A double tap on the photo viewer, recorded: the trace and what the page was sent meanwhile.
    private func recordedDoubleTap() throws -> (trace: String, observed: [String]) {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.receive(#"{"kind":"record","action":"start"}"#)
        h.clear()
        h.tap(200, 300)
        h.wait(120)
        h.tap(201, 302, id: 2)
        h.wait(1000)
        let live = h.sent
        h.receive(#"{"kind":"record","action":"stop"}"#)
        #expect(h.sent.count == live.count + 2)
        #expect(h.sent[live.count] == .recording(false))
        guard case .trace(let text) = try #require(h.sent.last) else {
            Issue.record("no trace after stop: \(String(describing: h.sent.last))")
            return ("", [])
        }
        return (text, observed(live))
    }

    @Test func recordingProducesATraceThatTactileTraceReads() throws {
        let (text, observed) = try recordedDoubleTap()
        let header = try #require(TraceFile.header(of: text))
        #expect(header.scene == "photos")
        #expect(header.screen == CGSize(width: 390, height: 844))
        let lines = try TraceFile.parse(text)
        let frames = lines.compactMap { if case .input(.digitizer(let f)) = $0 { f } else { nil } }
        #expect(frames.count == 4)
        #expect(frames.map { $0.contacts.map(\.id) } == [[1], [1], [2], [2]])
        let records = lines.compactMap { if case .log(let r) = $0 { r } else { nil } }
        #expect(records.contains { $0.recognizer == "double tap" && $0.arbitration == .action(.ended) })
        #expect(records.contains { $0.recognizer == "single tap" && $0.arbitration == .waiting(for: ["double tap"]) })
        #expect(observed.contains("recognizer double tap possible→ended"))
    }

    @Test func tactileReplaysEnginePlaysARecordedTraceOnThePhotoViewer() throws {
        let (text, _) = try recordedDoubleTap()
        let header = try #require(TraceFile.header(of: text))
        let scene = try #require(RecordingReplay.Scene(rawValue: header.scene ?? ""))
        #expect(scene == .photos)
        let frames = try TraceFile.parse(text).compactMap { if case .input(.digitizer(let f)) = $0 { f } else { nil } }
        let (narration, _) = RecordingReplay.run(
            frames: frames, device: header.device, size: header.screen, scene: scene, verbose: false, recordsTrace: false)
        #expect(narration.count == 1)
        #expect(narration.first?.contains("double tap ended") == true)
    }

    @Test func aReplayedTraceSendsTheSameMessages() throws {
        let (text, live) = try recordedDoubleTap()
        let h = PlaygroundHarness()
        h.hello("canvas")
        h.clear()
        h.receive(try replayMessage(text))
        // The trace names its scene: the session switches to it at the recorded size.
        #expect(h.scenes.map(\.name) == ["photos"])
        #expect(h.scenes.first?.width == 390)
        // Pointers are refused while it plays.
        h.batch([(5, "down", 10, 10)])
        #expect(h.errors.map(\.reason) == [.refused])
        h.scheduler.advance(by: 2)
        #expect(observed(h.sent) == live)
        // Once it is over the page's pointers work again.
        h.clear()
        h.pageTime += 5000
        h.tap(100, 100, id: 7)
        #expect(h.errors.isEmpty)
        #expect(h.touches.map(\.phase) == ["began", "ended"])
    }

    @Test func aTraceThatDoesNotReadIsRefused() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.receive(try replayMessage("not a trace\n"))
        #expect(h.errors.first?.field == "trace")
        #expect(h.errors.first?.problem.contains("trace:1: line: expected a JSON object") == true)
        h.receive(try replayMessage(#"{"kind":"header","version":1,"device":"x","screen":[100,100]}"#))
        #expect(h.errors.count == 2)
    }

    @Test func anErrorFrameKeepsTheSessionWorking() throws {
        let h = PlaygroundHarness()
        h.batch([(1, "down", 10, 10)])
        #expect(h.errors.last?.problem == "expected hello before pointers, found pointers first")
        h.hello("photos")
        h.receive("{ not json")
        h.receive(#"{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"down","x":1e9,"y":0,"timeStamp":1}]}"#)
        h.receive(#"{"kind":"scene","name":"nowhere"}"#)
        h.receive(#"{"kind":"record","action":"stop"}"#)
        #expect(h.errors.map(\.reason) == [.refused, .malformed, .invalidValue, .refused, .refused])
        #expect(h.scenes.map(\.name) == ["photos"])
        h.tap(200, 300)
        h.wait(1000)
        #expect(h.actions(of: "single tap").count == 1)
        // Each error is a frame the page reads.
        let frame = PlaygroundEvent.error(h.errors[1]).json
        #expect(frame.hasPrefix(#"{"field":"message","kind":"error","message":"message: expected a JSON object"#))
        #expect(frame.hasSuffix(#","reason":"malformed"}"#))
    }

    @Test func aPointerDownTwiceAndTheTwentyFirstPointerAreRefused() throws {
        let h = PlaygroundHarness()
        h.hello("canvas")
        h.batch((0..<20).map { ($0, "down", Double(10 + $0 * 15), 100) })
        h.frame()
        h.batch([(20, "down", 5, 500), (3, "down", 40, 100)])
        #expect(h.errors.map(\.reason) == [.tooManyPointers, .refused])
        #expect(h.errors.first?.field == "samples[0].pointerId")
        // The refused pointer's later samples are ignored without more errors.
        h.frame()
        h.batch([(20, "move", 6, 500), (20, "up", 6, 500)])
        #expect(h.errors.count == 2)
        h.frame()
        h.batch((0..<20).map { ($0, "up", Double(10 + $0 * 15), 100) })
        #expect(h.touches.filter { $0.phase == "began" }.count == 20)
        #expect(h.touches.filter { $0.phase == "ended" }.count == 20)
        h.clear()
        h.frame()
        h.tap(100, 100, id: 30)
        #expect(h.errors.isEmpty && h.touches.count == 2)
    }

    @Test func aFloodIsRateLimitedWithOneErrorASecond() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        for _ in 0..<700 { h.receive(#"{"kind":"pointers","samples":[]}"#) }
        #expect(h.errors.map(\.reason) == [.rateLimited])
        h.wait(1000)
        h.tap(200, 300)
        h.wait(1000)
        #expect(h.errors.count == 1)
        #expect(h.actions(of: "single tap").count == 1)
    }

    @Test func switchingScenesCancelsTouchesAndEndsARecording() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.receive(#"{"kind":"record","action":"start"}"#)
        h.batch([(1, "down", 100, 100)])
        h.receive(#"{"kind":"scene","name":"canvas"}"#)
        #expect(h.touches.map(\.phase) == ["began", "cancelled"])
        #expect(h.sent.contains(.recording(false)))
        #expect(h.sent.contains { if case .trace = $0 { true } else { false } })
        #expect(h.scenes.map(\.name) == ["photos", "canvas"])
        #expect(h.session.isRecording == false)
        // The canvas takes the next touches; the photo viewer's window is gone.
        h.clear()
        h.frame()
        h.tap(100, 100, id: 2)
        #expect(h.touches.first?.view == "CanvasView")
        #expect(h.session.application.windows.count == 1)
    }

    @Test func aUsersOwnSceneThroughThePlaygroundSceneProtocol() throws {
        let h = PlaygroundHarness(scenes: [CardScene()])
        h.hello("card")
        let scene = try #require(h.scenes.first)
        #expect(scene.summary == "A card that a tap flips and a pan drags")
        #expect(scene.views.map(\.frame) == [.init(x: 40, y: 80, width: 240, height: 160)])
        #expect(scene.recognizers.map(\.name) == ["flip", "drag"])
        h.tap(100, 100)
        #expect(h.actions(of: "flip").count == 1)
        #expect(h.states(of: "drag") == ["failed", "possible"] || h.states(of: "drag").contains("failed"))
    }

    @Test func everyMessageKindEncodesWithItsKind() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.receive(#"{"kind":"record","action":"start"}"#)
        h.drag(from: (100, 300), by: (100, 0))
        h.receive(#"{"kind":"record","action":"stop"}"#)
        h.receive("nope")
        var kinds = Set<String>()
        for event in h.sent {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(event.json.utf8)) as? [String: Any], "\(event)")
            #expect(object["kind"] as? String == event.kind)
            kinds.insert(event.kind)
        }
        #expect(kinds == [
            "scene", "displayList", "touch", "recognizer", "action", "arbitration", "viewTouches", "recording", "trace",
            "error",
        ])
    }
}

/// The documentation's example scene.
private struct CardScene: PlaygroundScene {
    let name = "card"
    let summary = "A card that a tap flips and a pan drags"

    func build(in window: UIWindow) -> AnyObject? {
        let card = UIView(frame: CGRect(x: 40, y: 80, width: 240, height: 160))
        let tap = UITapGestureRecognizer()
        tap.name = "flip"
        let pan = UIPanGestureRecognizer()
        pan.name = "drag"
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(pan)
        window.addSubview(card)
        return nil
    }
}

/// Closing a session when its page goes away.
@MainActor
@Suite struct PlaygroundSessionClosingTests {
    /// A view that counts its cancelled touches.
    final class CountingView: UIView {
        var cancelled = 0
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += touches.count }
    }

    struct CountingScene: PlaygroundScene {
        let name = "counting"
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        func build(in window: UIWindow) -> AnyObject? {
            view.isMultipleTouchEnabled = true
            window.addSubview(view)
            return nil
        }
    }

    @Test func closingCancelsTouchesAndSendsNothingMore() {
        let scene = CountingScene()
        let h = PlaygroundHarness(scenes: [scene])
        h.hello("counting")
        h.batch([(1, "down", 50, 50), (2, "down", 80, 80)])
        h.clear()
        h.session.close()
        #expect(scene.view.cancelled == 2)
        #expect(h.session.window == nil && h.session.isClosed)
        h.receive(#"{"kind":"scene","name":"counting"}"#)
        h.batch([(3, "down", 50, 50)])
        #expect(h.sent.isEmpty)
    }
}

/// What a view's touches carry when a pen, a finger or a mouse drives the session.
@MainActor
@Suite struct PlaygroundSessionPointerTypeTests {
    final class ProbeView: UIView {
        var seen: [(type: UITouch.TouchType, force: CGFloat, altitude: CGFloat)] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            for t in touches { seen.append((t.type, t.force, t.altitudeAngle)) }
        }
    }

    struct ProbeScene: PlaygroundScene {
        let name = "probe"
        let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var size: CGSize? { CGSize(width: 300, height: 300) }
        func build(in window: UIWindow) -> AnyObject? {
            window.addSubview(view)
            return nil
        }
    }

    @Test func aPenReachesTheViewAsAPencilWithForceAndTilt() throws {
        let scene = ProbeScene()
        let h = PlaygroundHarness(scenes: [scene])
        h.hello("probe")
        h.batch([(1, "down", 50, 50)], type: "pen", extra: #","pressure":0.25,"tiltX":45,"tiltY":0"#)
        h.frame()
        h.batch([(1, "up", 50, 50)], type: "pen")
        h.frame()
        h.tap(80, 80, id: 2)
        h.frame()
        h.batch([(3, "down", 90, 90)], type: "mouse", extra: #","pressure":0.5"#)
        #expect(h.errors.isEmpty)
        let seen = scene.view.seen
        #expect(seen.map(\.type) == [.pencil, .direct, .indirectPointer])
        #expect(seen.map(\.force) == [1, 0, 0])
        #expect(abs(seen[0].altitude - .pi / 4) < 1e-9)
        #expect(seen[1].altitude == .pi / 2)
        #expect(h.scenes.first?.width == 300)
    }

    @Test func aTraceNamingAnUnknownSceneReplaysOnTheSceneShowing() throws {
        let scene = ProbeScene()
        let h = PlaygroundHarness(scenes: [scene])
        h.hello("probe")
        let trace = [
            #"{"device":"elsewhere","kind":"header","scene":"nowhere","screen":[300,300],"version":1}"#,
            #"{"contacts":[{"force":0,"id":4,"radius":0,"state":"touching","type":"direct","x":10,"y":20}],"kind":"digitizer","t":7}"#,
            #"{"contacts":[{"force":0,"id":4,"radius":0,"state":"lifted","type":"direct","x":10,"y":20}],"kind":"digitizer","t":7.05}"#,
        ].joined(separator: "\n")
        let data = try JSONSerialization.data(withJSONObject: ["kind": "replay", "trace": trace])
        h.receive(String(decoding: data, as: UTF8.self))
        h.scheduler.advance(by: 1)
        #expect(h.errors.isEmpty)
        #expect(h.scenes.map(\.name) == ["probe", "probe"])
        #expect(h.touches.map(\.phase) == ["began", "ended"])
        #expect(h.touches.first?.x == 10 && h.touches.first?.view == "ProbeView")
        #expect(scene.view.seen.count == 1)
    }
}
