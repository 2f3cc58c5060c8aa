import Foundation
import Tactile

/// The photo viewer: a drawn picture that pans, pinches and rotates together, zooms to 2× and back with a double
/// tap, and shows or hides its controls with a single tap that waits for the double tap to fail. A mouse wheel or a
/// touchpad scrolls it, and a touchpad pinch zooms and turns it. Arrow keys nudge the picture by 20 points; Escape
/// puts it back.
///
/// No UIKit counterpart: ordinary UIKit-style code, an example app's view controller. Each action is reported to
/// ``log`` as one line (`--log-actions` prints them), which the host's tests read.
@MainActor
public final class PhotoViewer: UIViewController {
    /// The picture: a landscape drawn with `draw(_:)`.
    final class Picture: UIView {
        override func draw(_ rect: CGRect) {
            let b = bounds
            UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1).setFill()
            UIBezierPath(rect: b).fill()
            UIColor(red: 1, green: 0.84, blue: 0.2, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: b.width * 0.68, y: b.height * 0.12, width: b.width * 0.18, height: b.width * 0.18)).fill()
            let mountains = UIBezierPath()
            mountains.move(to: CGPoint(x: 0, y: b.height * 0.75))
            mountains.addLine(to: CGPoint(x: b.width * 0.3, y: b.height * 0.35))
            mountains.addLine(to: CGPoint(x: b.width * 0.5, y: b.height * 0.6))
            mountains.addLine(to: CGPoint(x: b.width * 0.7, y: b.height * 0.4))
            mountains.addLine(to: CGPoint(x: b.width, y: b.height * 0.75))
            mountains.close()
            UIColor(red: 0.35, green: 0.42, blue: 0.5, alpha: 1).setFill()
            mountains.fill()
            UIColor(red: 0.3, green: 0.62, blue: 0.3, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: b.height * 0.75, width: b.width, height: b.height * 0.25)).fill()
        }
    }

    /// Lets the pan, the pinch and the rotation recognize together (a `UIGestureRecognizerDelegate`).
    final class Together: UIGestureRecognizerDelegate {
        var group: [UIGestureRecognizer] = []
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
            group.contains { $0 === g } && group.contains { $0 === o }
        }
    }

    let picture: Picture = {
        let picture = Picture()
        picture.contentMode = .redraw  // drawn again at each size, not stretched
        return picture
    }()
    let toolbar = UIView()
    let titleLabel = UILabel()
    let singleTap = UITapGestureRecognizer()
    let doubleTap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()
    private let together = Together()

    private(set) var zoom: CGFloat = 1
    private(set) var angle: CGFloat = 0
    private(set) var offset: CGPoint = .zero
    private var zoomAtStart: CGFloat = 1
    private var angleAtStart: CGFloat = 0
    private var offsetAtStart: CGPoint = .zero
    /// Receives one line per action (a tap, a double tap, the start and end of a pan, pinch or rotation, a key).
    public var log: (String) -> Void = { _ in }
    /// Called after every action, including each change of a pan, pinch or rotation (for latency measurements).
    public var onAction: () -> Void = {}

    /// `true`: the viewer takes key presses (arrows move the picture, Escape puts it back).
    public override var canBecomeFirstResponder: Bool { true }

    /// Builds the picture, the toolbar and the recognizers.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 1)
        view.isMultipleTouchEnabled = true
        view.addSubview(picture)
        toolbar.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.55)
        titleLabel.text = "Photos"
        titleLabel.textColor = .white
        titleLabel.font = .boldSystemFont(ofSize: 17)
        toolbar.addSubview(titleLabel)
        view.addSubview(toolbar)
        doubleTap.numberOfTapsRequired = 2
        pan.allowedScrollTypesMask = .all  // a wheel or a touchpad's two-finger scroll moves the picture too
        singleTap.require(toFail: doubleTap)
        together.group = [pan, pinch, rotation]
        for (r, name) in [(singleTap, "single tap"), (doubleTap, "double tap"), (pan, "pan"), (pinch, "pinch"), (rotation, "rotation")]
            as [(UIGestureRecognizer, String)]
        {
            r.name = name
            r.delegate = together
            view.addGestureRecognizer(r)
            r.addAction { [unowned self] g in
                self.apply(g)
                self.onAction()
            }
        }
    }

    /// Places the toolbar and the picture.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        toolbar.frame = CGRect(x: 0, y: 0, width: b.width, height: 48)
        titleLabel.frame = CGRect(x: 16, y: 12, width: b.width - 32, height: 24)
        placePicture()
    }

    /// The picture fills 80 % of the smaller side, then moves, turns and scales with the gestures.
    private func placePicture() {
        let b = view.bounds
        let side = min(b.width, b.height) * 0.8
        picture.transform = .identity
        picture.bounds = CGRect(x: 0, y: 0, width: side, height: side * 0.75)
        picture.center = CGPoint(x: b.midX + offset.x, y: b.midY + offset.y)
        picture.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: zoom, y: zoom)
    }

    private func apply(_ g: UIGestureRecognizer) {
        if g === singleTap {
            toolbar.isHidden.toggle()
            log("single tap controls=\(toolbar.isHidden ? "hidden" : "shown")")
        } else if g === doubleTap {
            zoom = zoom > 1 ? 1 : 2
            log("double tap zoom=\(format(zoom))")
        } else if g === pinch {
            if pinch.state == .began { zoomAtStart = zoom }
            zoom = zoomAtStart * pinch.scale
            report(g, "scale=\(format(pinch.scale)) zoom=\(format(zoom))")
        } else if g === rotation {
            if rotation.state == .began { angleAtStart = angle }
            angle = angleAtStart + rotation.rotation
            report(g, "rotation=\(format(rotation.rotation)) angle=\(format(angle))")
        } else if g === pan {
            if pan.state == .began { offsetAtStart = offset }
            let t = pan.translation(in: view)
            offset = CGPoint(x: offsetAtStart.x + t.x, y: offsetAtStart.y + t.y)
            report(g, "translation=\(format(t.x)),\(format(t.y))")
        }
        placePicture()
    }

    /// Logs a continuous gesture's beginning and end (not each change).
    private func report(_ g: UIGestureRecognizer, _ values: String) {
        guard g.state != .changed else { return }
        log("\(g.name ?? "gesture") \(Self.name(of: g.state)) \(values)")
    }

    /// Logs each key, and moves the picture for the arrows and Escape.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key else { continue }
            log("key down usage=0x\(String(key.keyCode.rawValue, radix: 16)) characters=\(key.charactersIgnoringModifiers.debugDescription) modifiers=\(key.modifierFlags.rawValue >> 16)")
            switch key.charactersIgnoringModifiers {
            case UIKeyCommand.inputLeftArrow: offset.x -= 20
            case UIKeyCommand.inputRightArrow: offset.x += 20
            case UIKeyCommand.inputUpArrow: offset.y -= 20
            case UIKeyCommand.inputDownArrow: offset.y += 20
            case UIKeyCommand.inputEscape: (zoom, angle, offset) = (1, 0, .zero)
            default: continue
            }
            placePicture()
        }
    }

    private func format(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }

    private static func name(of state: UIGestureRecognizer.State) -> String {
        switch state {
        case .began: "began"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        case .changed: "changed"
        default: "possible"
        }
    }
}
