import Foundation
import Tactile

extension TouchSimulator {
    /// The largest force a simulated pencil reports (its `maximumPossibleForce`): 4, as Tactile gives Linux pens.
    public static let pencilMaximumPossibleForce: CGFloat = 4

    /// Puts an Apple Pencil down: a `.pencil` touch with `force` (UIKit's scale, 1.0 an average touch),
    /// `altitudeAngle` (π/2 perpendicular to the screen) and `azimuthAngle` (radians, the direction the pencil's
    /// top points, in `view`'s coordinates, or the screen's when `view` is `nil`). Processes the frame.
    @discardableResult
    public func pencilDown(
        at point: CGPoint, in view: UIView? = nil, force: CGFloat = 1, altitudeAngle: CGFloat = .pi / 2,
        azimuthAngle: CGFloat = 0
    ) -> Finger {
        let id = nextID
        nextID += 1
        down.append(
            (id, DigitizerContact(
                id: id, location: screenPoint(point, in: view), type: .pencil, force: force,
                maximumPossibleForce: Self.pencilMaximumPossibleForce, altitudeAngle: altitudeAngle,
                azimuthAngle: screenAzimuth(azimuthAngle, from: view))))
        emit()
        return Finger(id: id)
    }

    /// Moves a pencil put down with ``pencilDown(at:in:force:altitudeAngle:azimuthAngle:)``; a `nil` force or
    /// angle keeps its value. Processes the frame.
    public func movePencil(
        _ pencil: Finger, to point: CGPoint, in view: UIView? = nil, force: CGFloat? = nil,
        altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil
    ) {
        guard let i = down.firstIndex(where: { $0.id == pencil.id }) else { return }
        down[i].contact.location = screenPoint(point, in: view)
        if let force { down[i].contact.force = force }
        if let altitudeAngle { down[i].contact.altitudeAngle = altitudeAngle }
        if let azimuthAngle { down[i].contact.azimuthAngle = screenAzimuth(azimuthAngle, from: view) }
        emit()
    }

    /// Moves a hovering pencil to `point` (screen coordinates, or `view`'s), `zOffset` above the screen (0 at the
    /// screen, 1 the farthest it is detected), at these angles (the azimuth in `view`'s coordinates); a hover
    /// recognizer reads them as `zOffset`, `altitudeAngle` and `azimuthAngle(in:)`. ``hoverExit()`` ends it.
    public func pencilHover(
        at point: CGPoint, in view: UIView? = nil, zOffset: CGFloat, altitudeAngle: CGFloat = .pi / 2,
        azimuthAngle: CGFloat = 0
    ) {
        application.enqueue(
            .hover(
                RawHoverEvent(
                    timestamp: scheduler.now, location: screenPoint(point, in: view), zOffset: zOffset,
                    altitudeAngle: altitudeAngle, azimuthAngle: screenAzimuth(azimuthAngle, from: view))))
        scheduler.runDueActions()
    }

    /// A pencil stroke in a straight line from `start` to `end` over `duration`, sampled every ``sampleInterval``:
    /// the pencil hovers over `start` first when `hoversFirst` (its hover ends as it touches down), presses with
    /// `force` along the line at constant angles, and lifts; after the lift it hovers over `end` and leaves when
    /// `hoversFirst`.
    public func pencilStroke(
        from start: CGPoint, to end: CGPoint, in view: UIView? = nil, duration: TimeInterval = 0.25,
        force: CGFloat = 1, altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0, hoversFirst: Bool = false
    ) {
        if hoversFirst {
            hover(at: start, in: view)
            advance(by: sampleInterval)
            hoverExit()
        }
        let pencil = pencilDown(
            at: start, in: view, force: force, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle)
        let steps = max(1, Int((duration / sampleInterval).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(step) / CGFloat(steps)
            movePencil(pencil, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f), in: view)
        }
        lift(pencil)
        if hoversFirst {
            hover(at: end, in: view)
            advance(by: sampleInterval)
            hoverExit()
        }
    }

    /// Replays decoded input in order, such as a pen recording's frames and hover from
    /// `EvdevTouchDecoder.inputEvents(of:mapping:start:)`: the virtual clock moves to each event's time first, and
    /// events older than the clock are sent at the current time, as the replay of frames alone does.
    public func replay(_ input: [RawInputEvent]) {
        for event in input {
            if event.timestamp > scheduler.now { scheduler.advance(to: event.timestamp) }
            switch event {
            case .digitizer(var frame):
                frame.timestamp = scheduler.now
                application.enqueue(.digitizer(frame))
            case .hover(var hover):
                hover.timestamp = scheduler.now
                application.enqueue(.hover(hover))
            default:
                application.enqueue(event)
            }
            scheduler.runDueActions()
        }
    }

    /// An azimuth in `view`'s coordinates turned into the screen's.
    private func screenAzimuth(_ angle: CGFloat, from view: UIView?) -> CGFloat {
        guard view != nil else { return angle }
        let origin = screenPoint(.zero, in: view)
        let tip = screenPoint(CGPoint(x: cos(angle), y: sin(angle)), in: view)
        return atan2(tip.y - origin.y, tip.x - origin.x)
    }
}
