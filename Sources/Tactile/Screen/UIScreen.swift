import Foundation

/// The display the windows are on: its size in points, its scale, and its coordinate spaces.
///
/// UIKit counterpart: `UIScreen`. A window's ``UIView/frame`` is in its ``UIWindow/screen``'s coordinates.
///
/// Deliberate differences from UIKit:
/// - There is no hardware to ask, so a screen is created with its size and scale (``init(bounds:scale:)``), and
///   ``main`` is a 390 × 844-point, scale-3 screen (a common iPhone size) until ``setMain(_:)`` replaces it; set it
///   to the size of your display. In tests, a `TouchSimulator` has a screen of its own (390 × 844 at scale 3 unless
///   the test gives another), which is ``main`` while the simulator's application is the shared one, so that a
///   view controller's default view is the size of the simulator's windows, as on a device.
/// - Tactile has no interface rotation: ``fixedCoordinateSpace`` (portrait-up) converts exactly as
///   ``coordinateSpace`` does.
@MainActor
open class UIScreen {
    /// The main screen: the one set with ``setMain(_:)`` (held strongly) and the one a test simulator lends while
    /// its application is the shared one (held weakly, and returned first while it lives). Behind a lock, because
    /// image contexts read the main screen's scale from any thread.
    private struct MainScreen {
        var strong: UIScreen?
        var strongScale: CGFloat = UIScreen.defaultMainScale
        weak var lent: UIScreen?
        var lentScale: CGFloat = UIScreen.defaultMainScale

        var current: UIScreen? { lent ?? strong }
        var scale: CGFloat { lent != nil ? lentScale : strongScale }
    }

    private nonisolated static let mainStorage = LockedValue(MainScreen())

    /// The size in points of ``main`` until ``setMain(_:)`` sets another screen: 390 × 844.
    package nonisolated static let defaultMainBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The scale of ``main`` until ``setMain(_:)`` sets another screen: 3.
    package nonisolated static let defaultMainScale: CGFloat = 3

    /// The main screen (UIKit: `UIScreen.main`): 390 × 844 points at scale 3 unless ``setMain(_:)`` set another.
    /// While a `TouchSimulator`'s application is the shared one, it is that simulator's screen.
    public static var main: UIScreen {
        if let screen = mainStorage.withLock({ $0.current }) { return screen }
        let screen = UIScreen(bounds: defaultMainBounds, scale: defaultMainScale)
        return mainStorage.withLock { stored in
            if let current = stored.current { return current }
            stored.strong = screen
            stored.strongScale = screen.scale
            return screen
        }
    }

    /// Makes `screen` the one returned by ``main`` (Tactile addition; UIKit's main screen is the device's). It
    /// replaces a screen a test simulator lent too, until a simulator is made shared again.
    public static func setMain(_ screen: UIScreen) {
        let scale = screen.scale
        mainStorage.withLock {
            $0.strong = screen
            $0.strongScale = scale
            $0.lent = nil
        }
    }

    /// Makes `screen` the one returned by ``main`` while something else keeps it alive (a test simulator's screen);
    /// once it is gone, ``main`` is again the screen ``setMain(_:)`` set, or the default one.
    package static func setMain(weakly screen: UIScreen) {
        let scale = screen.scale
        mainStorage.withLock {
            $0.lent = screen
            $0.lentScale = scale
        }
    }

    /// The main screen's scale, readable from any thread, for image contexts (which UIKit lets any thread draw
    /// into) given a scale of 0.
    nonisolated static var mainScale: CGFloat { mainStorage.withLock { $0.scale } }

    /// The screens (UIKit: `UIScreen.screens`): the main screen.
    public static var screens: [UIScreen] { [main] }

    /// The screen's rectangle in points; its origin is zero.
    public let bounds: CGRect
    /// Points to pixels: 1, 2 or 3 on iOS devices.
    public let scale: CGFloat
    /// Whether the screen's touch surface reports pressure (Tactile addition: UIKit asks the hardware, and reports
    /// it as the `forceTouchCapability` of ``traitCollection``). Default ``UIForceTouchCapability/unknown``; set it
    /// from what the input device says (`EvdevCapabilities.forceTouchCapability` in TactileLinux) or in a test.
    public var forceTouchCapability: UIForceTouchCapability = .unknown
    /// The kind of interface reported by ``traitCollection`` (Tactile addition: UIKit knows the device). Default
    /// ``UIUserInterfaceIdiom/unspecified``.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    /// The physical scale; the same as ``scale``.
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels, portrait-up: ``bounds`` times ``scale``.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen's coordinate space: the coordinates windows' frames are given in.
    public private(set) lazy var coordinateSpace: any UICoordinateSpace = UIScreenCoordinateSpace(screen: self)
    /// The screen's fixed, portrait-up coordinate space. Tactile does not rotate the interface, so it converts as
    /// ``coordinateSpace`` does.
    public private(set) lazy var fixedCoordinateSpace: any UICoordinateSpace = UIScreenCoordinateSpace(screen: self)

    /// Creates a screen of `bounds` points (its origin is made zero) and `scale` pixels per point (Tactile
    /// addition: UIKit's screens come from the hardware).
    public init(bounds: CGRect, scale: CGFloat = 1) {
        self.bounds = CGRect(origin: .zero, size: bounds.standardized.size)
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }
}

/// A screen's coordinate space (UIKit returns a private class for `UIScreen.coordinateSpace`).
@MainActor
final class UIScreenCoordinateSpace: UICoordinateSpace {
    private unowned let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }

    func toScreen(_ point: CGPoint) -> CGPoint { point }
    func fromScreen(_ point: CGPoint) -> CGPoint { point }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        ScreenSpace.fromScreen(toScreen(point), to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        fromScreen(ScreenSpace.toScreen(point, from: coordinateSpace))
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        ScreenSpace.boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        ScreenSpace.boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}
