import Foundation

/// The display the windows are on: its size in points, its scale, and its coordinate spaces.
///
/// UIKit counterpart: `UIScreen`. A window's ``UIView/frame`` is in its ``UIWindow/screen``'s coordinates.
///
/// Deliberate differences from UIKit:
/// - There is no hardware to ask, so a screen is created with its size and scale (``init(bounds:scale:)``), and
///   ``main`` is a 390 × 844-point, scale-3 screen (a common iPhone size) until ``setMain(_:)`` replaces it; set it
///   to the size of your display or your test's windows.
/// - Tactile has no interface rotation: ``fixedCoordinateSpace`` (portrait-up) converts exactly as
///   ``coordinateSpace`` does.
@MainActor
open class UIScreen {
    private static var mainStorage: UIScreen?

    /// The main screen (UIKit: `UIScreen.main`): 390 × 844 points at scale 3 unless ``setMain(_:)`` set another.
    public static var main: UIScreen {
        if let screen = mainStorage { return screen }
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        mainStorage = screen
        return screen
    }

    /// Makes `screen` the one returned by ``main`` (Tactile addition; UIKit's main screen is the device's).
    public static func setMain(_ screen: UIScreen) {
        mainStorage = screen
        mainScaleStorage.withLock { $0 = screen.scale }
    }

    /// The main screen's scale, readable from any thread, for image contexts (which UIKit lets any thread draw
    /// into) given a scale of 0.
    nonisolated static var mainScale: CGFloat { mainScaleStorage.withLock { $0 } }
    nonisolated private static let mainScaleStorage = LockedValue<CGFloat>(3)

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
