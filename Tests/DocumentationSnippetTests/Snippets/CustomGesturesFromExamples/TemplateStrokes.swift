import Tactile
import TactileStrokes

/// The article's first recognizer, attached in a view controller.
final class StrokesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let strokes = TemplateStrokeGestureRecognizer(templates: BuiltInStrokeTemplates.dollarOneSet)
        strokes.addAction { recognizer in
            let r = recognizer as! TemplateStrokeGestureRecognizer
            print(r.match!.name, r.match!.score)      // "star" 0.91
            print(r.matches.prefix(3))                // the N-best list: [star 0.910, x 0.702, triangle 0.655]
        }
        view.addGestureRecognizer(strokes)
    }
}

/// The article's recording of a new template, saved with the others.
@MainActor func recordZigzag(into strokes: TemplateStrokeGestureRecognizer) {
    strokes.recordTemplate(named: "zigzag") { template in
        try? strokes.templates.write(to: URL(fileURLWithPath: "gestures.strokes"))
    }
}
