import Foundation

/// A scene that shows the app's windows.
///
/// UIKit counterpart: [`UIWindowScene`](https://developer.apple.com/documentation/uikit/uiwindowscene). The scene
/// an app that uses scenes connects at launch; its delegate (a ``UIWindowSceneDelegate``) creates the scene's
/// window with ``UIWindow/init(windowScene:)``.
@MainActor
open class UIWindowScene: UIScene {
    /// The windows created for this scene or attached to it with ``UIWindow/windowScene``, visible or not, in the
    /// order they were attached.
    public var windows: [UIWindow] {
        attachedWindows.compactMap(\.window).filter { $0.windowSceneStorage === self }
    }

    /// The scene's window that is the application's key window, or `nil`.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene is on: ``UIScreen/main``.
    public var screen: UIScreen { UIScreen.main }

    /// The scene's windows, held weakly.
    var attachedWindows: [WeakWindow] = []

    func attach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
        attachedWindows.append(WeakWindow(window: window))
    }
}
