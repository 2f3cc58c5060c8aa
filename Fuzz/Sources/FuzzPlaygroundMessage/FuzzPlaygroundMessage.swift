// libFuzzer target: the playground's message decoder (`PlaygroundMessage.decode(_:)`) and a session fed what it
// accepts. The input is one or more WebSocket text frames separated by the byte 0x1E (record separator). Bad
// input must be a `PlaygroundProtocolError` naming a field and a problem, and its `error` frame must read back as
// JSON with the same text; an accepted message must hold only values inside `PlaygroundLimits`. The accepted
// messages go, in order, to a session on virtual time that said `hello`; every answer must encode as a JSON object
// with its `kind`, and the session must still take a touch afterwards.
//
// One session serves every input (making one per input cost about 9 ms a run under the sanitizers). An input whose
// frames are all refused never reaches it (a session would only answer each with its error). An input that does
// finds the session as a page that just said hello would: the previous input's pointers are up or cancelled, its
// timers have fired, the page's clock starts over (`PointerInputSource.startOver()`), and the window and viewport
// are 300 × 300 with no recording going on; when the previous input left a recording, another size or a refused
// hello's size behind, a `hello` first puts them back. After the input, pointers still down are cancelled as a
// page cancels them (a `cancel` sample each), a replay is stopped by a scene switch, and the check touch goes
// down and is cancelled in one batch (no timer to wait for). What stays from input to input is the virtual
// clock, which only moves on (a new clock and session once it passes 10^6 s).

import Foundation
import FuzzSupport
import Tactile
import TactilePlayground

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlaygroundMessage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let frames = fuzzFrames(data, size)
    MainActor.assumeIsolated { FuzzSession.shared.check(frames) }
    return 0
}

/// The input's frames: its bytes split at each 0x1E (found with `memchr`: a byte-by-byte loop cost more than
/// reading the frames).
private func fuzzFrames(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [String] {
    guard let data, size > 0 else { return [""] }
    var frames: [String] = []
    var start = data, left = size
    while let found = memchr(start, 0x1E, left) {
        let end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
        frames.append(String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self))
        left -= end - start + 1
        start = end + 1
    }
    frames.append(String(decoding: UnsafeBufferPointer(start: start, count: left), as: UTF8.self))
    return frames
}

/// A scene with the recognizers whose arbitration the playground shows: a single tap that waits for a double tap,
/// a pan, a pinch.
private struct FuzzScene: PlaygroundScene {
    let name = "fuzz"
    func build(in window: UIWindow) -> AnyObject? {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        for (r, name) in [(single, "single"), (double, "double"), (UIPanGestureRecognizer(), "pan"),
                          (UIPinchGestureRecognizer(), "pinch")] as [(UIGestureRecognizer, String)] {
            r.name = name
            view.addGestureRecognizer(r)
        }
        window.addSubview(view)
        return nil
    }
}

@MainActor
private func checkAccepted(_ message: PlaygroundMessage) {
    guard case .pointers(let samples) = message else { return }
    fuzzCheck(samples.count <= PlaygroundLimits.maximumSamplesPerBatch, "too many samples: \(samples.count)")
    var last: [Int: Double] = [:]
    for s in samples {
        let values = [s.x, s.y, s.timeStamp, s.pressure, s.tiltX, s.tiltY, s.width, s.height]
        fuzzCheck(values.allSatisfy(\.isFinite), "a non-finite value was accepted: \(s)")
        fuzzCheck(abs(s.x) <= PlaygroundLimits.maximumCoordinate && abs(s.y) <= PlaygroundLimits.maximumCoordinate, "\(s)")
        fuzzCheck((0...1).contains(s.pressure) && abs(s.tiltX) <= 90 && abs(s.tiltY) <= 90, "\(s)")
        fuzzCheck((0...PlaygroundLimits.maximumPointerID).contains(s.pointerID), "pointer id \(s.pointerID)")
        if let previous = last[s.pointerID] { fuzzCheck(s.timeStamp >= previous, "pointer \(s.pointerID) goes back") }
        last[s.pointerID] = s.timeStamp
    }
    fuzzCheck(last.count <= PlaygroundLimits.maximumActivePointers, "\(last.count) pointers in one batch")
}

/// Every frame the session sends is encoded as the server encodes it, and must be a JSON object whose `kind` is its
/// kind (a frame the encoder could not write comes out as an `error` frame).
private func checkSent(_ events: [PlaygroundEvent]) {
    for event in events {
        let json = event.json
        fuzzCheck(
            json.hasPrefix("{") && json.hasSuffix("}") && json.contains(#""kind":"\#(event.kind)""#),
            "a frame that is not a JSON object with its kind: \(json)")
    }
}

/// The `error` frame the server answers a refused frame with holds the page's own text (a kind, a scene name): it
/// must read back as JSON with the same field and message.
private func checkErrorFrame(_ error: PlaygroundProtocolError) {
    let json = PlaygroundEvent.error(error).json
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    fuzzCheck(
        object?["kind"] as? String == "error" && object?["field"] as? String == error.field
            && object?["message"] as? String == error.description && object?["reason"] as? String == error.reason.rawValue,
        "an error frame that does not read back: \(json)")
}

/// The session every input shares, and what it sent.
@MainActor
private final class FuzzSession {
    static let shared = FuzzSession()

    private(set) var clock = VirtualScheduler(start: 100)
    var sent: [PlaygroundEvent] = []
    private var session: PlaygroundSession!
    /// Whether the last input left more than pointers behind (a scene, a size, a recording, a replay): the next
    /// one starts with a `hello`.
    private var needsHello = true

    private init() { renew() }

    /// A new clock and session. An input's samples may span 10^12 ms, which moves the clock 10^9 s on; far enough
    /// on, a `Double` of seconds would no longer tell one millisecond from the next.
    private func renew() {
        clock = VirtualScheduler(start: 100)
        session?.close()
        session = PlaygroundSession(scenes: [FuzzScene()], scheduler: clock) { [unowned self] in sent.append($0) }
        needsHello = true
    }

    /// The `hello` that puts the session back as a page that just said hello finds it: pointers cancelled and
    /// forgotten with the page's clock, a replay stopped, a recording ended, the scene built anew at 300 × 300.
    private static let hello = PlaygroundMessage.hello(viewportWidth: 300, viewportHeight: 300, devicePixelRatio: 1, scene: nil)

    func check(_ frames: [String]) {
        var accepted: [PlaygroundMessage] = []
        for frame in frames {
            do {
                let message = try PlaygroundMessage.decode(frame)
                checkAccepted(message)
                accepted.append(message)
            } catch {
                fuzzCheck(!error.field.isEmpty && !error.problem.isEmpty, "an empty field or problem: \(error)")
                fuzzCheck(error.localizedDescription == "\(error.field): \(error.problem)", "message: \(error)")
                checkErrorFrame(error)
            }
        }
        // A session answers a frame it refuses with that error and nothing else: inputs with nothing accepted need
        // no session.
        guard !accepted.isEmpty else { return }
        if clock.now > 1e6 { renew() }
        // The last input's pointers are up or cancelled and its timers have fired; unless it left more behind, the
        // page's clock is all that needs starting over.
        if needsHello {
            session.handle(Self.hello)
        } else {
            session.input.startOver()
        }
        sent = []
        for message in accepted {
            session.handle(message)
            clock.advance(by: 0.05)
        }
        clock.advance(by: 30)
        checkSent(sent)
        // After whatever came, the page's pointers still work. A replay still playing refuses them: a scene switch
        // ends it (unless a scene switch was refused, the session shows the fuzz scene). Pointers still down are
        // cancelled as a page cancels them, at their last time.
        if accepted.contains(where: { $0.kind == "replay" }) {
            session.handle(.scene("fuzz"))
        } else if !session.input.active.isEmpty {
            var last: [Int: PointerSample] = [:]
            for case .pointers(let samples) in accepted { for s in samples { last[s.pointerID] = s } }
            let cancels = session.input.active.keys.sorted().compactMap { id -> PointerSample? in
                guard var s = last[id] else { return nil }
                s.phase = .cancel
                return s
            }
            session.handle(.pointers(cancels))
        }
        fuzzCheck(session.input.active.isEmpty, "pointers still down after they were cancelled: \(session.input.active)")
        sent = []
        // The touch is on a page clock of its own.
        session.input.startOver()
        let tt = 1e11
        session.handle(.pointers([
            PointerSample(pointerID: 77, phase: .down, x: 150, y: 150, timeStamp: tt),
            PointerSample(pointerID: 77, phase: .cancel, x: 150, y: 150, timeStamp: tt + 40),
        ]))
        clock.advance(by: 1)
        let phases = sent.compactMap { if case .touch(let touch) = $0, touch.pointerId == 77 { touch.phase } else { nil } }
        let began = phases == ["began", "cancelled"]
        // What stays for the next input: a session as a page that said hello finds it, unless the window or the
        // viewport are not 300 × 300 or a recording goes on.
        let canonical = CGSize(width: 300, height: 300)
        needsHello = session.isRecording || session.viewport != canonical || session.window?.bounds.size != canonical
        fuzzCheck(began, "the session no longer takes a touch: \(sent.map(\.json))")
    }
}
