import Tactile

/// A finger-painting canvas: every touch draws a stroke that follows the finger.
///
/// Finished strokes are kept as bezier paths; `draw(_:)` strokes all of them plus the one in progress.
class DrawingCanvasView: UIView {

    struct Stroke {
        let path: UIBezierPath
        let color: UIColor
    }

    var strokeColor: UIColor = .black
    var lineWidth: CGFloat = 4

    private(set) var strokes: [Stroke] = []
    private var currentPath: UIBezierPath?

    /// Called whenever a stroke is finished, for example to enable an Undo button.
    var onStrokesChanged: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .white
        isMultipleTouchEnabled = false
        contentMode = .redraw
    }

    // MARK: - Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let path = UIBezierPath()
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.move(to: touch.location(in: self))
        currentPath = path
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let path = currentPath else { return }
        path.addLine(to: touch.location(in: self))
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let path = currentPath else { return }
        path.addLine(to: touch.location(in: self))
        strokes.append(Stroke(path: path, color: strokeColor))
        currentPath = nil
        setNeedsDisplay()
        onStrokesChanged?()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentPath = nil
        setNeedsDisplay()
    }

    // MARK: - Drawing

    override func draw(_ rect: CGRect) {
        for stroke in strokes {
            stroke.color.setStroke()
            stroke.path.stroke()
        }
        if let path = currentPath {
            strokeColor.setStroke()
            path.stroke()
        }
    }

    // MARK: - Editing

    func undo() {
        guard !strokes.isEmpty else { return }
        strokes.removeLast()
        setNeedsDisplay()
        onStrokesChanged?()
    }

    func clear() {
        strokes.removeAll()
        currentPath = nil
        setNeedsDisplay()
        onStrokesChanged?()
    }
}
