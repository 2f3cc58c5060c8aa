import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// The custom recognizer subclass: one finger circling the view's centre turns it; touches near the centre,
/// outside the outer radius, or with two fingers fail it.
@MainActor
@Suite("Corpus: OneFingerRotationGestureRecognizer")
struct OneFingerRotationGestureRecognizerTests {
    let stage = CorpusStage()
    let wheel = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
    let recognizer = OneFingerRotationGestureRecognizer()
    /// (state, rotation) at each action message.
    let log = Log()

    @MainActor
    final class Log {
        var entries: [(UIGestureRecognizer.State, CGFloat)] = []
    }

    init() {
        stage.window.addSubview(wheel)
        wheel.addGestureRecognizer(recognizer)
        let log = self.log
        recognizer.addAction { recognizer in
            guard let rotation = recognizer as? OneFingerRotationGestureRecognizer else { return }
            log.entries.append((rotation.state, rotation.rotation))
        }
    }

    @Test("a quarter turn clockwise: began, changed…, ended with a rotation of pi/2; reset afterwards")
    func quarterTurn() {
        stage.makeCurrent()
        stage.sim.perform([arcPath(center: CGPoint(x: 160, y: 240), radius: 80, from: -.pi / 2, to: 0)])
        let states = log.entries.map(\.0)
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(isClose(log.entries.last?.1 ?? 0, .pi / 2, within: 0.001))
        #expect(recognizer.rotation == 0, "reset() clears the rotation once the gesture is over")
        #expect(recognizer.state == .possible)
    }

    @Test("counter-clockwise across the negative x axis accumulates without jumping a full turn")
    func acrossTheSeam() {
        stage.makeCurrent()
        stage.sim.perform([arcPath(center: CGPoint(x: 160, y: 240), radius: 60, from: .pi * 3 / 4, to: .pi * 5 / 4)])
        // On screen, angles from 3pi/4 to 5pi/4 pass through pi (the seam of atan2): +pi/2 clockwise in total.
        #expect(isClose(log.entries.last?.1 ?? 0, .pi / 2, within: 0.001))
        stage.sim.advance(by: 1)
        log.entries.removeAll()
        stage.sim.perform([arcPath(center: CGPoint(x: 160, y: 240), radius: 60, from: .pi * 5 / 4, to: .pi * 3 / 4)])
        #expect(isClose(log.entries.last?.1 ?? 0, -.pi / 2, within: 0.001))
    }

    @Test("a touch that starts within the inner radius fails the gesture: no action")
    func nearTheCentreFails() {
        stage.makeCurrent()
        stage.sim.drag(from: CGPoint(x: 165, y: 240), to: CGPoint(x: 240, y: 300))
        #expect(log.entries.isEmpty)
    }

    @Test("leaving the outer radius before the gesture began fails it; after, cancels it")
    func outerRadius() {
        stage.makeCurrent()
        recognizer.outerRadius = 90
        stage.sim.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 110))  // 140 from the centre
        #expect(log.entries.isEmpty)
        stage.sim.advance(by: 1)
        stage.sim.perform([
            TouchPath(
                keyframes: [
                    .init(time: 0, location: CGPoint(x: 160, y: 180)),
                    .init(time: 0.1, location: CGPoint(x: 200, y: 190)),
                    .init(time: 0.3, location: CGPoint(x: 300, y: 190)),
                ])
        ])
        #expect(log.entries.first?.0 == .began)
        #expect(log.entries.last?.0 == .cancelled)
    }

    @Test("two fingers at once fail the gesture")
    func twoFingersFail() {
        stage.makeCurrent()
        stage.sim.perform([
            arcPath(center: CGPoint(x: 160, y: 240), radius: 80, from: -.pi / 2, to: 0),
            arcPath(center: CGPoint(x: 160, y: 240), radius: 80, from: .pi / 2, to: .pi),
        ])
        #expect(log.entries.isEmpty)
    }
}
