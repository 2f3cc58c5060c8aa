import Foundation
import Tactile
import TactileStrokes
import TactileTesting

/// Turns recorded gestures into stroke templates, "draw once and save" (no UIKit counterpart):
/// `tactile strokes-template`'s engine.
@MainActor
public enum StrokeTemplateRecorder {
    /// Replays `frames` on virtual time onto a full-screen view of `size` points whose
    /// `TemplateStrokeGestureRecognizer` records every gesture as a template named `name`: each finger-down to
    /// finger-up is one stroke, and up to `maximumStrokes` strokes less than the recognizer's stroke interval
    /// apart make one template. Input shorter than the recognizer's minimum (a tap) is skipped.
    public static func templates(
        from frames: [DigitizerFrame], size: CGSize, name: String, maximumStrokes: Int
    ) -> [StrokeTemplate] {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: size))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let recognizer = TemplateStrokeGestureRecognizer()
        recognizer.maximumNumberOfStrokes = maximumStrokes
        view.addGestureRecognizer(recognizer)
        var templates: [StrokeTemplate] = []
        func arm() {
            recognizer.recordTemplate(named: name) { template in
                templates.append(template)
                arm()
            }
        }
        arm()
        sim.replay(frames)
        sim.advance(by: recognizer.strokeInterval + 0.1)  // a last multistroke gesture waits for its next stroke
        return templates
    }
}
