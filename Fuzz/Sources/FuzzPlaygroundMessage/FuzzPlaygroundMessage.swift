// libFuzzer target: the playground's message decoder (`PlaygroundMessage.decode(_:)`) and a session fed what it
// accepts. The input is one or more WebSocket text frames separated by the byte 0x1E (record separator). Bad
// input must be a `PlaygroundProtocolError` naming a field and a problem; an accepted message must hold only
// values inside `PlaygroundLimits`; every frame goes to a fresh session on virtual time (after a `hello`), whose
// every answer must be a JSON object with its `kind`, and which must still take a tap afterwards.
import Foundation
import FuzzSupport
import Tactile
import TactilePlayground

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlaygroundMessage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let frames = fuzzBytes(data, size).split(separator: 0x1E, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    MainActor.assumeIsolated { check(frames) }
    return 0
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

@MainActor
private func check(_ frames: [String]) {
    let clock = VirtualScheduler(start: 100)
    var sent: [PlaygroundEvent] = []
    let session = PlaygroundSession(scenes: [FuzzScene()], scheduler: clock) { sent.append($0) }
    session.receive(#"{"kind":"hello","viewport":{"width":300,"height":300},"devicePixelRatio":1}"#)
    for frame in frames {
        do {
            checkAccepted(try PlaygroundMessage.decode(frame))
        } catch {
            fuzzCheck(!error.field.isEmpty && !error.problem.isEmpty, "an empty field or problem: \(error)")
            fuzzCheck(error.localizedDescription == "\(error.field): \(error.problem)", "message: \(error)")
        }
        session.receive(frame)
        clock.advance(by: 0.05)
    }
    clock.advance(by: 30)
    // After whatever came, the page's pointers still work (unless a scene switch was refused, the session shows
    // the fuzz scene).
    sent = []
    session.receive(#"{"kind":"scene","name":"fuzz"}"#)
    let t = 1e11
    session.receive(#"{"kind":"pointers","samples":[{"pointerId":77,"pointerType":"touch","phase":"down","x":150,"y":150,"timeStamp":\#(t)}]}"#)
    session.receive(#"{"kind":"pointers","samples":[{"pointerId":77,"pointerType":"touch","phase":"up","x":150,"y":150,"timeStamp":\#(t + 40)}]}"#)
    clock.advance(by: 2)
    for event in sent {
        let object = try? JSONSerialization.jsonObject(with: Data(event.json.utf8)) as? [String: Any]
        fuzzCheck(object?["kind"] as? String == event.kind, "a frame that is not a JSON object with its kind: \(event.json)")
    }
    let began = sent.contains { if case .touch(let touch) = $0 { touch.pointerId == 77 && touch.phase == "began" } else { false } }
    let rateLimited = sent.contains { if case .error(let e) = $0 { e.reason == .rateLimited } else { false } }
    fuzzCheck(began || rateLimited, "the session no longer takes a tap: \(sent.map(\.json))")
}
