import Foundation
import Tactile

/// A window, one view in it, and the simulator that drives them: the scene most touch and gesture tests start
/// from.
///
/// No UIKit counterpart. UIKit test code builds the same scene by hand in `setUp()` and cannot put a finger down
/// on it outside a UI test:
///
/// ```swift
/// window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// view = UIView(frame: window.bounds)
/// view.isMultipleTouchEnabled = true
/// window.addSubview(view)
/// window.makeKeyAndVisible()
/// ```
///
/// With Tactile the scene is one line, and ``simulator`` drives it on virtual time:
///
/// ```swift
/// let scene = SingleViewScene(isMultipleTouchEnabled: true)
/// scene.simulator.tap(at: CGPoint(x: 100, y: 200), in: scene.view)
/// ```
///
/// The window is made by ``TouchSimulator/makeWindow(frame:)``: shown, key, and its application is
/// `UIApplication.shared`. Give your own view class with ``init(simulator:windowFrame:view:)``; a
/// ``RecordingView`` that logs every handler call comes with
/// ``init(simulator:windowFrame:recordingAs:log:viewFrame:isMultipleTouchEnabled:)``.
@MainActor
public struct SingleViewScene<View: UIView> {
    /// The simulator whose application and virtual clock run the scene.
    public let simulator: TouchSimulator
    /// The window, shown and key.
    public let window: UIWindow
    /// The view, a subview of ``window``.
    public let view: View

    /// Makes a window of `windowFrame` (screen coordinates) for `simulator`'s application and adds the view that
    /// `makeView` returns for the window's bounds.
    public init(
        simulator: TouchSimulator = TouchSimulator(),
        windowFrame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
        view makeView: (_ windowBounds: CGRect) -> View
    ) {
        self.simulator = simulator
        window = simulator.makeWindow(frame: windowFrame)
        view = makeView(window.bounds)
        window.addSubview(view)
    }

    /// Adds `recognizer` to `target` (the scene's view when `nil`) and returns a recorder of its action messages,
    /// timed by the simulator's virtual clock; `values` samples the recognizer at each message.
    ///
    /// UIKit test code writes `view.addGestureRecognizer(recognizer)` and a target object whose `@objc` action
    /// method appends what it reads from the recognizer to an array.
    @discardableResult
    public func attach<Recognizer: UIGestureRecognizer>(
        _ recognizer: Recognizer,
        to target: UIView? = nil,
        values: @escaping @MainActor (Recognizer) -> [CGFloat] = { _ in [] }
    ) -> GestureActionRecorder {
        (target ?? view).addGestureRecognizer(recognizer)
        return GestureActionRecorder(recognizer, clock: simulator.scheduler, values: values)
    }
}

extension SingleViewScene where View == UIView {
    /// A plain `UIView` of `viewFrame` (the window's bounds when `nil`) in a window of `windowFrame`.
    ///
    /// UIKit test code writes `UIView(frame:)`, sets `isMultipleTouchEnabled` and adds it to a window by hand.
    public init(
        simulator: TouchSimulator = TouchSimulator(),
        windowFrame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
        viewFrame: CGRect? = nil,
        isMultipleTouchEnabled: Bool = false
    ) {
        self.init(simulator: simulator, windowFrame: windowFrame) { bounds in
            let view = UIView(frame: viewFrame ?? bounds)
            view.isMultipleTouchEnabled = isMultipleTouchEnabled
            return view
        }
    }
}

extension SingleViewScene where View == RecordingView {
    /// A ``RecordingView`` named `name`, of `viewFrame` (the window's bounds when `nil`), that records every
    /// handler call into `log`.
    ///
    /// UIKit test code writes a `UIView` subclass whose `touchesBegan(_:with:)` … `touchesCancelled(_:with:)`
    /// append to an array, and adds an instance to a window by hand.
    public init(
        simulator: TouchSimulator = TouchSimulator(),
        windowFrame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
        recordingAs name: String,
        log: EventLog = EventLog(),
        viewFrame: CGRect? = nil,
        isMultipleTouchEnabled: Bool = false
    ) {
        self.init(simulator: simulator, windowFrame: windowFrame) { bounds in
            let view = RecordingView(name, frame: viewFrame ?? bounds, log: log)
            view.isMultipleTouchEnabled = isMultipleTouchEnabled
            return view
        }
    }

    /// The log the recording view writes to.
    public var log: EventLog { view.log }
}
