import Foundation
import Tactile
import TactileExamples
import TactilePlayground

/// A session on virtual time with the example scenes, collecting what it sends, and a page that sends pointer
/// batches as a browser would (one batch per 60 Hz animation frame, times in milliseconds).
@MainActor
final class PlaygroundHarness {
    let scheduler: VirtualScheduler
    var sent: [PlaygroundEvent] = []
    private(set) var session: PlaygroundSession!
    /// The page's clock, in milliseconds (it starts far from the scheduler's, as a page's does).
    var pageTime: Double = 52_000

    init(scenes: [any PlaygroundScene] = ExamplePlaygroundScenes.all, start: TimeInterval = 1000) {
        scheduler = VirtualScheduler(start: start)
        session = PlaygroundSession(scenes: scenes, scheduler: scheduler) { [unowned self] in self.sent.append($0) }
    }

    func receive(_ text: String) { session.receive(text) }

    func hello(_ scene: String, width: Double = 390, height: Double = 844) {
        receive(#"{"kind":"hello","viewport":{"width":\#(width),"height":\#(height)},"devicePixelRatio":2,"scene":"\#(scene)"}"#)
    }

    /// Sends one batch; each pointer is (id, phase, x, y), all at the page's current time.
    func batch(_ pointers: [(Int, String, Double, Double)], type: String = "touch", extra: String = "") {
        let samples = pointers.map { id, phase, x, y in
            #"{"pointerId":\#(id),"pointerType":"\#(type)","phase":"\#(phase)","x":\#(x),"y":\#(y),"timeStamp":\#(pageTime)\#(extra)}"#
        }
        receive(#"{"kind":"pointers","samples":[\#(samples.joined(separator: ","))]}"#)
    }

    /// Lets `milliseconds` pass on both clocks (timers due in between fire).
    func wait(_ milliseconds: Double) {
        pageTime += milliseconds
        scheduler.advance(by: milliseconds / 1000)
    }

    /// Moves the page's clock one 60 Hz frame; the session moves the virtual clock when the batch arrives.
    func frame() { pageTime += 1000.0 / 60 }

    func tap(_ x: Double, _ y: Double, id: Int = 1) {
        batch([(id, "down", x, y)])
        frame()
        frame()
        batch([(id, "up", x, y)])
    }

    /// A one-finger drag of `steps` frames.
    func drag(id: Int = 1, from a: (Double, Double), by d: (Double, Double), steps: Int = 12, type: String = "touch") {
        batch([(id, "down", a.0, a.1)], type: type)
        for i in 1...steps {
            frame()
            let f = Double(i) / Double(steps)
            batch([(id, "move", a.0 + d.0 * f, a.1 + d.1 * f)], type: type)
        }
        frame()
        batch([(id, "up", a.0 + d.0, a.1 + d.1)], type: type)
    }

    /// Two fingers around `center`, spreading from `r0` to `r1` points apart and turning by `turn` radians.
    func twoFingers(center c: (Double, Double), from r0: Double, to r1: Double, turn: Double, steps: Int = 16) {
        func points(_ f: Double) -> [(Double, Double)] {
            let r = r0 + (r1 - r0) * f, a = turn * f
            return [(c.0 - r * cos(a), c.1 - r * sin(a)), (c.0 + r * cos(a), c.1 + r * sin(a))]
        }
        let p0 = points(0)
        batch([(10, "down", p0[0].0, p0[0].1), (11, "down", p0[1].0, p0[1].1)])
        for i in 1...steps {
            frame()
            let p = points(Double(i) / Double(steps))
            batch([(10, "move", p[0].0, p[0].1), (11, "move", p[1].0, p[1].1)])
        }
        frame()
        let p = points(1)
        batch([(10, "up", p[0].0, p[0].1), (11, "up", p[1].0, p[1].1)])
    }

    // MARK: Reading what was sent

    var errors: [PlaygroundProtocolError] { sent.compactMap { if case .error(let e) = $0 { e } else { nil } } }
    var transitions: [PlaygroundRecognizerChange] {
        sent.compactMap { if case .recognizer(let r) = $0 { r } else { nil } }
    }
    var actions: [PlaygroundAction] { sent.compactMap { if case .action(let a) = $0 { a } else { nil } } }
    var decisions: [PlaygroundArbitration] { sent.compactMap { if case .arbitration(let a) = $0 { a } else { nil } } }
    var touches: [PlaygroundTouch] { sent.compactMap { if case .touch(let t) = $0 { t } else { nil } } }
    var viewTouches: [PlaygroundViewTouches] { sent.compactMap { if case .viewTouches(let v) = $0 { v } else { nil } } }
    var scenes: [PlaygroundSceneDescription] { sent.compactMap { if case .scene(let s) = $0 { s } else { nil } } }

    /// `"name: from→to"` for each state change.
    var transitionLines: [String] { transitions.map { "\($0.recognizer): \($0.from)→\($0.to)" } }
    /// The transitions of one recognizer, as `to` states.
    func states(of name: String) -> [String] { transitions.filter { $0.recognizer == name }.map(\.to) }
    func actions(of name: String) -> [PlaygroundAction] { actions.filter { $0.recognizer == name } }

    func clear() { sent = [] }
}
