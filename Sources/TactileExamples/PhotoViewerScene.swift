import Foundation
import Tactile

/// A photo viewer: one full-screen photo that pans, pinches and rotates together, zooms with a double tap, and
/// shows or hides its controls with a single tap that waits for the double tap to fail.
///
/// No UIKit counterpart; ordinary UIKit-style code, as a photo app would have it. The recognizers sit on the
/// full-window ``photo`` view, which clips; inside it the ``picture`` (a view that draws a landscape with
/// `draw(_:)`, so every backend shows it) takes the zoom, angle and offset as its `transform`, so it moves under the
/// fingers. The controls are a title bar and a bottom bar with a Like button, inside the photo view so that the
/// photo's recognizers still see touches on them; a single tap on the photo hides or shows them. The recognizers are
/// named `single tap`, `double tap`, `pan`, `pinch` and `rotation`.
@MainActor
public final class PhotoViewerScene {
    /// The photo's frame: it clips the picture and holds the recognizers and the controls (no UIKit counterpart; a
    /// `UIView` subclass, named for the logs). It lays its subviews out from its bounds.
    public final class PhotoView: UIView {
        weak var scene: PhotoViewerScene?

        public override func layoutSubviews() {
            scene?.layout()
        }
    }

    /// The picture: a landscape drawn with `draw(_:)` (no UIKit counterpart; stands in for an image).
    public final class PictureView: UIView {
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            contentMode = .redraw
        }

        /// Not made from archives (UIKit: `init?(coder:)`): returns `nil`.
        public required init?(coder: NSCoder) { nil }

        public override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let b = bounds
            // Sky, sun, two hills, a lake.
            context.setFillColor(UIColor(red: 0.53, green: 0.76, blue: 0.95, alpha: 1).cgColor)
            context.fill(b)
            context.setFillColor(UIColor(red: 1, green: 0.82, blue: 0.29, alpha: 1).cgColor)
            context.fillEllipse(in: CGRect(x: b.width * 0.68, y: b.height * 0.12, width: b.width * 0.16, height: b.width * 0.16))
            let far = UIBezierPath()
            far.move(to: CGPoint(x: 0, y: b.height * 0.62))
            far.addQuadCurve(to: CGPoint(x: b.width, y: b.height * 0.55), controlPoint: CGPoint(x: b.width * 0.45, y: b.height * 0.25))
            far.addLine(to: CGPoint(x: b.width, y: b.height))
            far.addLine(to: CGPoint(x: 0, y: b.height))
            far.close()
            UIColor(red: 0.36, green: 0.6, blue: 0.36, alpha: 1).setFill()
            far.fill()
            let near = UIBezierPath()
            near.move(to: CGPoint(x: 0, y: b.height * 0.78))
            near.addQuadCurve(to: CGPoint(x: b.width, y: b.height * 0.8), controlPoint: CGPoint(x: b.width * 0.6, y: b.height * 0.55))
            near.addLine(to: CGPoint(x: b.width, y: b.height))
            near.addLine(to: CGPoint(x: 0, y: b.height))
            near.close()
            UIColor(red: 0.2, green: 0.45, blue: 0.25, alpha: 1).setFill()
            near.fill()
            context.setFillColor(UIColor(red: 0.25, green: 0.5, blue: 0.8, alpha: 1).cgColor)
            context.fillEllipse(in: CGRect(x: b.width * 0.1, y: b.height * 0.84, width: b.width * 0.4, height: b.height * 0.08))
        }
    }

    /// Lets the pan, the pinch and the rotation recognize together, as a photo viewer's do (UIKit: a
    /// `UIGestureRecognizerDelegate`).
    final class Together: UIGestureRecognizerDelegate {
        var group: [UIGestureRecognizer] = []
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
            group.contains { $0 === g } && group.contains { $0 === o }
        }
    }

    /// The photo's frame, filling the window.
    public let photo: PhotoView
    /// The picture, which moves, zooms and turns.
    public let picture: PictureView
    /// The title bar at the top (hidden with the controls).
    public let titleBar = UIView()
    /// The title.
    public let titleLabel = UILabel()
    /// The bar at the bottom (hidden with the controls).
    public let toolbar = UIView()
    /// Likes the photo, or unlikes it.
    public let likeButton = UIButton(type: .system)
    /// Whether the photo is liked; the Like button toggles it.
    public private(set) var isLiked = false
    /// Shows or hides the controls; waits for ``doubleTap`` to fail.
    public let singleTap = UITapGestureRecognizer()
    /// Zooms in to 2× or back to 1×.
    public let doubleTap = UITapGestureRecognizer()
    /// Moves the photo, with one or two fingers.
    public let pan = UIPanGestureRecognizer()
    /// Zooms the photo.
    public let pinch = UIPinchGestureRecognizer()
    /// Turns the photo.
    public let rotation = UIRotationGestureRecognizer()

    /// The zoom: 1 at first, multiplied by each pinch, toggled between 1 and 2 by a double tap.
    public private(set) var zoom: CGFloat = 1 {
        didSet { updatePicture() }
    }
    /// The angle in radians, added to by each rotation.
    public private(set) var angle: CGFloat = 0 {
        didSet { updatePicture() }
    }
    /// How far the photo was moved, in points.
    public private(set) var offset: CGPoint = .zero {
        didSet { updatePicture() }
    }
    /// Whether the controls show; a single tap toggles it.
    public private(set) var controlsVisible = true {
        didSet {
            titleBar.isHidden = !controlsVisible
            toolbar.isHidden = !controlsVisible
        }
    }
    /// Receives one line per action (``GestureNarration``); `.changed` only when ``narratesChanges``.
    public var narrate: (String) -> Void = { _ in }
    /// Whether `.changed` actions are narrated. Default `false`.
    public var narratesChanges = false

    private let together = Together()
    private var zoomAtStart: CGFloat = 1
    private var angleAtStart: CGFloat = 0
    private var offsetAtStart: CGPoint = .zero

    /// Fills `window` with the photo.
    public init(window: UIWindow) {
        photo = PhotoView(frame: window.bounds)
        picture = PictureView(frame: .zero)
        photo.isMultipleTouchEnabled = true
        photo.backgroundColor = .black
        photo.clipsToBounds = true
        window.addSubview(photo)
        photo.addSubview(picture)
        titleBar.backgroundColor = UIColor(white: 1, alpha: 0.85)
        titleLabel.text = "Hills at noon"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        titleBar.addSubview(titleLabel)
        toolbar.backgroundColor = UIColor(white: 1, alpha: 0.85)
        likeButton.setTitle("Like", for: .normal)
        likeButton.setTitle("Liked", for: .selected)
        likeButton.addAction(UIAction { [unowned self] _ in
            self.isLiked.toggle()
            self.likeButton.isSelected = self.isLiked
            self.narrate(self.isLiked ? "like button: liked" : "like button: unliked")
        }, for: .touchUpInside)
        toolbar.addSubview(likeButton)
        photo.addSubview(titleBar)
        photo.addSubview(toolbar)
        photo.scene = self
        layout()
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        together.group = [pan, pinch, rotation]
        for (r, name) in [(singleTap, "single tap"), (doubleTap, "double tap"), (pan, "pan"), (pinch, "pinch"), (rotation, "rotation")]
            as [(UIGestureRecognizer, String)]
        {
            r.name = name
            r.delegate = together
            photo.addGestureRecognizer(r)
            r.addAction { [unowned self] g in
                self.apply(g)
                if g.state != .changed || self.narratesChanges { self.narrate(GestureNarration.describe(g)) }
            }
        }
        window.makeKeyAndVisible()
    }

    private func apply(_ g: UIGestureRecognizer) {
        if g === singleTap {
            controlsVisible.toggle()
        } else if g === doubleTap {
            zoom = zoom > 1 ? 1 : 2
        } else if g === pinch {
            if pinch.state == .began { zoomAtStart = zoom }
            zoom = zoomAtStart * pinch.scale
        } else if g === rotation {
            if rotation.state == .began { angleAtStart = angle }
            angle = angleAtStart + rotation.rotation
        } else if g === pan {
            if pan.state == .began { offsetAtStart = offset }
            let t = pan.translation(in: photo)
            offset = CGPoint(x: offsetAtStart.x + t.x, y: offsetAtStart.y + t.y)
        }
    }

    /// Lays the picture and the bars out in the photo's bounds.
    func layout() {
        let b = photo.bounds
        let pictureSize = CGSize(width: b.width * 0.9, height: b.width * 0.9 * 0.75)
        picture.bounds = CGRect(origin: .zero, size: pictureSize)
        picture.center = CGPoint(x: b.midX, y: b.midY)
        let barHeight: CGFloat = 44
        titleBar.frame = CGRect(x: 0, y: 0, width: b.width, height: barHeight)
        titleLabel.frame = titleBar.bounds.insetBy(dx: 16, dy: 0)
        toolbar.frame = CGRect(x: 0, y: b.height - barHeight, width: b.width, height: barHeight)
        likeButton.frame = CGRect(x: b.width - 96, y: 0, width: 80, height: barHeight)
    }

    private func updatePicture() {
        picture.transform = CGAffineTransform(translationX: offset.x, y: offset.y).rotated(by: angle)
            .scaledBy(x: zoom, y: zoom)
    }
}
