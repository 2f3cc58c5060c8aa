import Foundation
import Tactile

/// The scene of `tactile demo`: a small photo app whose regions each show one part of UIKit's event handling.
///
/// No UIKit counterpart; it is ordinary UIKit-style code, the kind an iOS developer would write, so it doubles as
/// an example. The window is 360 × 640 points:
///
/// | region | frame | what it shows |
/// |---|---|---|
/// | ``ToolbarView`` | y 0–60 | a tap recognizer on the toolbar and a ``ShareButton`` inside it: the button's own action wins over its parent's recognizer, as in UIKit |
/// | ``PhotoView`` | y 60–400 | single tap that requires the double tap to fail, long press, one-finger pan with velocity, pinch and rotation together |
/// | ``StripView`` | y 400–520 | a swipe and a pan that requires the swipe to fail: a flick swipes, a slow drag pans |
/// | ``CheckPadView`` | y 520–640 | the custom ``CheckmarkGestureRecognizer`` of Apple's *Event Handling Guide for iOS* |
///
/// The ``PlayerViewController`` is the first responder: it receives shakes (`motionEnded`) and remote-control
/// events (`remoteControlReceived`). Everything the app does is reported to ``narrate``.
@MainActor
public final class DemoScene {
    /// The toolbar across the top (no UIKit counterpart; a plain `UIView` subclass, named for the logs).
    public final class ToolbarView: UIView {}
    /// The photo in the middle (no UIKit counterpart; a plain `UIView` subclass).
    public final class PhotoView: UIView {}
    /// The strip of thumbnails near the bottom (no UIKit counterpart; a plain `UIView` subclass).
    public final class StripView: UIView {}
    /// The pad at the bottom where a checkmark is drawn (no UIKit counterpart; a plain `UIView` subclass).
    public final class CheckPadView: UIView {}
    /// The Share button in the toolbar (UIKit: a `UIButton`; a subclass only so the logs can name it).
    public final class ShareButton: UIButton {}

    /// The root view controller, first responder for shakes and remote-control events (UIKit:
    /// `UIViewController`, as in the motion and remote-control listings of Apple's *Event Handling Guide for iOS*).
    public final class PlayerViewController: UIViewController {
        /// Where the controller reports what it did.
        var narrate: (String) -> Void = { _ in }
        /// Whether playback is running; toggled by the remote-control events.
        public private(set) var isPlaying = false
        /// The current track number.
        public private(set) var track = 1

        /// It becomes first responder, as the guide's listings ask, to receive motion and remote-control events.
        public override var canBecomeFirstResponder: Bool { true }

        /// A shake begins.
        public override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { narrate("PlayerViewController.motionBegan(.motionShake)") }
        }

        /// In UIKit an unhandled shake offers Undo; this controller handles it and resets the photo instead.
        public override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { narrate("PlayerViewController.motionEnded(.motionShake): photo reset") }
        }

        /// Play, pause and track changes from headset buttons, media keys or Now Playing controls.
        public override func remoteControlReceived(with event: UIEvent?) {
            guard let event, event.type == .remoteControl else { return }
            switch event.subtype {
            case .remoteControlPlay: isPlaying = true
            case .remoteControlPause, .remoteControlStop: isPlaying = false
            case .remoteControlTogglePlayPause: isPlaying.toggle()
            case .remoteControlNextTrack: track += 1
            case .remoteControlPreviousTrack: track = max(1, track - 1)
            default: break
            }
            narrate("PlayerViewController.remoteControlReceived(\(event.subtype)): "
                + "\(isPlaying ? "playing" : "paused"), track \(track)")
        }
    }

    /// Lets the pinch and the rotation recognize together, and nothing else (UIKit: a
    /// `UIGestureRecognizerDelegate`).
    final class Simultaneous: UIGestureRecognizerDelegate {
        weak var pinch: UIGestureRecognizer?
        weak var rotation: UIGestureRecognizer?
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            let pair = [gestureRecognizer, otherGestureRecognizer]
            return pair.contains { $0 === pinch } && pair.contains { $0 === rotation }
        }
    }

    /// The window.
    public let window: UIWindow
    /// The root view controller.
    public let controller = PlayerViewController()
    /// The regions.
    public let toolbar = ToolbarView(frame: CGRect(x: 0, y: 0, width: 360, height: 60))
    /// The Share button inside ``toolbar``.
    public let shareButton = ShareButton(frame: CGRect(x: 10, y: 10, width: 90, height: 40))
    /// The photo.
    public let photo = PhotoView(frame: CGRect(x: 0, y: 60, width: 360, height: 340))
    /// The strip.
    public let strip = StripView(frame: CGRect(x: 0, y: 400, width: 360, height: 120))
    /// The checkmark pad.
    public let checkPad = CheckPadView(frame: CGRect(x: 0, y: 520, width: 360, height: 120))

    /// The recognizers, by the names the logs use.
    public let toolbarTap = UITapGestureRecognizer()
    /// A single tap on the photo; it waits for ``doubleTap`` to fail.
    public let singleTap = UITapGestureRecognizer()
    /// A double tap on the photo.
    public let doubleTap = UITapGestureRecognizer()
    /// A long press on the photo.
    public let longPress = UILongPressGestureRecognizer()
    /// A one-finger pan on the photo.
    public let pan = UIPanGestureRecognizer()
    /// A pinch on the photo, simultaneous with ``rotation``.
    public let pinch = UIPinchGestureRecognizer()
    /// A rotation on the photo, simultaneous with ``pinch``.
    public let rotation = UIRotationGestureRecognizer()
    /// A left swipe on the strip.
    public let swipe = UISwipeGestureRecognizer()
    /// A pan on the strip that requires ``swipe`` to fail.
    public let stripPan = UIPanGestureRecognizer()
    /// The checkmark on the pad.
    public let checkmark = CheckmarkGestureRecognizer()

    /// Receives one line per thing the app did (an action, a responder call), as it happens.
    public var narrate: (String) -> Void = { _ in } {
        didSet { controller.narrate = narrate }
    }

    /// Whether continuous recognizers' `.changed` actions are narrated too. Default `false`: only began, ended,
    /// recognized and cancelled, which keeps the narration readable.
    public var narratesChanges = false

    private let simultaneous = Simultaneous()

    /// Builds the scene in `window`, which should be 360 × 640 points, and makes the controller first responder.
    public init(window: UIWindow) {
        self.window = window
        window.rootViewController = controller
        let root = controller.view!
        root.addSubview(toolbar)
        toolbar.addSubview(shareButton)
        root.addSubview(photo)
        root.addSubview(strip)
        root.addSubview(checkPad)
        photo.isMultipleTouchEnabled = true
        dress()

        func add(_ r: UIGestureRecognizer, _ name: String, to view: UIView) {
            r.name = name
            view.addGestureRecognizer(r)
            r.addAction { [unowned self] g in self.report(g) }
        }
        add(toolbarTap, "toolbar tap", to: toolbar)
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        add(singleTap, "single tap", to: photo)
        add(doubleTap, "double tap", to: photo)
        add(longPress, "long press", to: photo)
        pan.maximumNumberOfTouches = 1
        add(pan, "pan", to: photo)
        simultaneous.pinch = pinch
        simultaneous.rotation = rotation
        pinch.delegate = simultaneous
        rotation.delegate = simultaneous
        add(pinch, "pinch", to: photo)
        add(rotation, "rotation", to: photo)
        swipe.direction = .left
        stripPan.require(toFail: swipe)
        add(swipe, "swipe", to: strip)
        add(stripPan, "strip pan", to: strip)
        add(checkmark, "checkmark", to: checkPad)

        shareButton.addAction(for: .touchUpInside) { [unowned self] _, _ in
            self.narrate("ShareButton: touchUpInside → share sheet")
        }
        window.makeKeyAndVisible()
        _ = controller.becomeFirstResponder()
    }

    /// Colours and captions, so that a window or the playground shows each region. The captions are labels, which
    /// take no touches (as in UIKit), so every touch still reaches the region under it.
    private func dress() {
        controller.view.backgroundColor = .white
        toolbar.backgroundColor = UIColor(red: 41 / 255, green: 46 / 255, blue: 56 / 255, alpha: 1)
        shareButton.backgroundColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        shareButton.setTitle("Share", for: .normal)
        shareButton.setTitleColor(.white, for: .normal)
        shareButton.layer.cornerRadius = 8
        photo.backgroundColor = UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1)
        strip.backgroundColor = UIColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
        checkPad.backgroundColor = UIColor(red: 1, green: 0.97, blue: 0.88, alpha: 1)
        func caption(_ text: String, in view: UIView) {
            let label = UILabel(frame: CGRect(x: 12, y: 8, width: view.bounds.width - 24, height: 20))
            label.text = text
            label.font = .systemFont(ofSize: 13)
            label.textColor = UIColor(white: 0.3, alpha: 1)
            view.addSubview(label)
        }
        caption("Tap, double tap, hold, drag, pinch or rotate the photo", in: photo)
        caption("Flick left to swipe, or drag slowly to pan", in: strip)
        caption("Draw a checkmark here", in: checkPad)
    }

    /// One narrated line per action, skipping `.changed` unless ``narratesChanges``.
    private func report(_ g: UIGestureRecognizer) {
        if g.state == .changed && !narratesChanges { return }
        narrate(GestureNarration.describe(g))
    }
}
