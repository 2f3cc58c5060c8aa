import Foundation
import Tactile

/// A photo viewer: one full-screen photo that pans, pinches and rotates together, zooms with a double tap, and
/// shows or hides its controls with a single tap that waits for the double tap to fail.
///
/// No UIKit counterpart; ordinary UIKit-style code, as a photo app would have it. The viewer keeps its zoom, angle
/// and offset as numbers (``zoom``, ``angle``, ``offset``) rather than moving the view, so that the photo stays
/// where the playground's page draws it. Its recognizers are named `single tap`, `double tap`, `pan`, `pinch` and
/// `rotation`.
@MainActor
public final class PhotoViewerScene {
    /// The photo (no UIKit counterpart; a `UIView` subclass, named for the logs).
    public final class PhotoView: UIView {}

    /// Lets the pan, the pinch and the rotation recognize together, as a photo viewer's do (UIKit: a
    /// `UIGestureRecognizerDelegate`).
    final class Together: UIGestureRecognizerDelegate {
        var group: [UIGestureRecognizer] = []
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
            group.contains { $0 === g } && group.contains { $0 === o }
        }
    }

    /// The photo, filling the window.
    public let photo: PhotoView
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
    public private(set) var zoom: CGFloat = 1
    /// The angle in radians, added to by each rotation.
    public private(set) var angle: CGFloat = 0
    /// How far the photo was moved, in points.
    public private(set) var offset: CGPoint = .zero
    /// Whether the controls show; a single tap toggles it.
    public private(set) var controlsVisible = true
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
        photo.isMultipleTouchEnabled = true
        window.addSubview(photo)
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
}
