import Foundation
import Tactile
import TactilePlayground

/// The scenes `tactile playground` offers: the demo's photo app, a photo viewer and the canvas (no UIKit
/// counterpart).
@MainActor
public enum ExamplePlaygroundScenes {
    /// The demo first (the default), then the photo viewer and the canvas.
    public static var all: [any PlaygroundScene] { [Demo(), Photos(), Canvas()] }

    /// ``DemoScene``, at its 360 × 640 points (no UIKit counterpart).
    public struct Demo: PlaygroundScene {
        /// `demo`.
        public let name = "demo"
        /// What it shows.
        public let summary = "The demo's photo app: a toolbar with a button, a photo with taps, long press, pan, pinch and rotation, a strip that swipes or pans, a checkmark pad"
        /// 360 × 640 points.
        public var size: CGSize? { CGSize(width: 360, height: 640) }
        /// Creates the scene.
        public init() {}
        /// Builds ``DemoScene``.
        public func build(in window: UIWindow) -> AnyObject? { DemoScene(window: window) }
    }

    /// ``PhotoViewerScene``, filling the page (no UIKit counterpart).
    public struct Photos: PlaygroundScene {
        /// `photos`.
        public let name = "photos"
        /// What it shows.
        public let summary = "A photo viewer: pan, pinch and rotate together, double tap to zoom, single tap (it waits for the double tap to fail) to show the controls"
        /// Creates the scene.
        public init() {}
        /// Builds ``PhotoViewerScene``.
        public func build(in window: UIWindow) -> AnyObject? { PhotoViewerScene(window: window) }
    }

    /// ``CanvasScene``, filling the page (no UIKit counterpart).
    public struct Canvas: PlaygroundScene {
        /// `canvas`.
        public let name = "canvas"
        /// What it shows.
        public let summary = "One multitouch canvas with a tap, a double tap, a pan and a pinch that recognize together"
        /// Creates the scene.
        public init() {}
        /// Builds ``CanvasScene``.
        public func build(in window: UIWindow) -> AnyObject? { CanvasScene(window: window) }
    }
}
