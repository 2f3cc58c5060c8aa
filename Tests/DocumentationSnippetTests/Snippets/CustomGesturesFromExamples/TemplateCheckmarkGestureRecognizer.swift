import Tactile
import TactileStrokes

public final class TemplateCheckmarkGestureRecognizer: TemplateStrokeGestureRecognizer {
    public private(set) var midPoint = CGPoint.zero

    public override init(target: Any?, action: Selector?) {      // init() and the typed forms call it
        super.init(target: target, action: action)
        templates = BuiltInStrokeTemplates.dollarOneSet              // a check, and 15 gestures to reject
        targetTemplateNames = ["check"]
        orientation = .sensitive                                     // upright, ±30°, like the listing
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)                     // matches and decides
        guard state == .recognized, let bottom = lastStrokes.first?.max(by: { $0.y < $1.y }) else { return }
        midPoint = view.map { $0.convert(bottom, from: $0.window) } ?? bottom
    }

    public override func reset() {
        super.reset()
        midPoint = .zero
    }
}
