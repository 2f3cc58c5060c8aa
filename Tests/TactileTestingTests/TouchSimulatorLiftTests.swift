import Foundation
import Testing
import TactileTesting

/// Apple's incremental pan handler: on `.changed` it moves the view by `translation(in:)` and resets the
/// translation to zero, so that every call applies only the movement since the last one.
@MainActor
private final class PhotoMover {
    var changedCalls = 0
    var endedTranslation: CGPoint?

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let view = recognizer.view, let superview = view.superview else { return }
        switch recognizer.state {
        case .began, .changed:
            changedCalls += 1
            let translation = recognizer.translation(in: superview)
            view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
            recognizer.setTranslation(.zero, in: superview)
        case .ended:
            endedTranslation = recognizer.translation(in: superview)
        default:
            break
        }
    }
}

@MainActor
@Suite("TouchSimulator lifts")
struct TouchSimulatorLiftTests {
    @Test("an incremental pan handler dragging a view by (40, 60) ends exactly there: the lift carries no movement")
    func incrementalPanEndsAtTheTarget() {
        let sim = TouchSimulator()
        let photo = SingleViewScene(simulator: sim, viewFrame: CGRect(x: 100, y: 100, width: 100, height: 100)).view
        let mover = PhotoMover()
        let pan = UIPanGestureRecognizer(target: mover, action: PhotoMover.handlePan)
        photo.addGestureRecognizer(pan)

        sim.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 210))

        #expect(mover.changedCalls > 1)
        #expect(photo.center == CGPoint(x: 190, y: 210))
        #expect(photo.frame.origin == CGPoint(x: 140, y: 160))
        // Nothing was left over for `.ended`: the last movement came in a frame of its own.
        #expect(mover.endedTranslation == .zero)
    }

    @Test("perform: the lift is a frame of its own at the last position and time, after the last move")
    func liftFrameOfItsOwn() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = RecordingView("V", frame: window.bounds, log: log)
        window.addSubview(view)
        var frames: [RawInputEvent] = []
        sim.application.inputObserver = { frames.append($0) }
        let t0 = sim.now
        sim.sampleInterval = 0.125
        sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 90), duration: 0.25)
        let digitizer = frames.compactMap { event -> DigitizerFrame? in
            if case .digitizer(let frame) = event { return frame }
            return nil
        }
        #expect(digitizer.map { $0.contacts.map(\.state) } == [[.touching], [.touching], [.touching], [.lifted]])
        #expect(digitizer.map { $0.timestamp - t0 } == [0, 0.125, 0.25, 0.25])
        #expect(digitizer.last?.contacts.first?.location == CGPoint(x: 50, y: 90))
        #expect(digitizer[2].contacts.first?.location == CGPoint(x: 50, y: 90))
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)"])
    }
}
