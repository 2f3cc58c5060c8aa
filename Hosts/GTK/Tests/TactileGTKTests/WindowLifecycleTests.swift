import Foundation
import Testing

/// Closing the GTK window terminates the hosted app as iOS does: it resigns active, enters the background, then
/// gets `willTerminate` (`tactile-gtk-probe close`, in Xvfb, calls `gtk_window_close`, which emits
/// `close-request` as a window manager's close button does). Focus changes are driven by xdotool in
/// ``XvfbInputTests``; minimizing needs a window manager, which Xvfb lacks.
@Suite struct WindowLifecycleTests {
    @Test(.enabled(if: XvfbSession.missingTool == nil, "\(XvfbSession.missingTool ?? "")"))
    func closingTheWindowTerminatesTheAppThroughTheBackground() throws {
        let session = try XvfbSession()
        defer { session.close() }
        let output = try Tools.run(Tools.built("tactile-gtk-probe"), ["close"], environment: ["DISPLAY": session.display, "GDK_BACKEND": "x11"], seconds: 20)
        let report = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        #expect(report["stateBefore"] as? String == "active")
        #expect(report["closeRequested"] as? Bool == true)
        let notifications = try #require(report["notifications"] as? [String])
        #expect(Array(notifications.suffix(3)) == ["willResignActive", "didEnterBackground", "willTerminate"])
        #expect(report["stateAfter"] as? String == "background")
    }
}
