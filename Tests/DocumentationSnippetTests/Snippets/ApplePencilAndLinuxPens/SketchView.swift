import Tactile
import TactileTesting
import TactileTrace

final class SketchView: UIView {
    private(set) var widths: [CGFloat] = []
    private(set) var hoverStates: [UIGestureRecognizer.State] = []

    func showsHover() {
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: SketchView.hovered))
    }

    func hovered(_ recognizer: UIHoverGestureRecognizer) {
        hoverStates.append(recognizer.state)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.type == .pencil else { return }
        // Press harder for a wider line; lean the pencil over for a broader, shading stroke.
        let lean = 1 + (.pi / 2 - touch.altitudeAngle)
        widths.append(max(touch.force, 0.2) * 2 * lean)
    }
}

@MainActor func sketch(_ recording: EvemuRecording, on screen: CGSize) -> SketchView {
    let sim = TouchSimulator()
    let window = sim.makeWindow(frame: CGRect(origin: .zero, size: screen))
    let view = SketchView(frame: window.bounds)
    view.showsHover()
    window.addSubview(view)
    let mapping = TouchscreenMapping(screenSize: screen)
    sim.replay(EvdevTouchDecoder.inputEvents(of: recording, mapping: mapping, start: sim.now))
    return view
}
