import Foundation
import Testing

/// Closing the GTK window terminates the hosted app as iOS does: it resigns active, enters the background, then
/// gets `willTerminate` (`tactile-gtk-probe close`, in Xvfb, calls `gtk_window_close`, which emits
/// `close-request` as a window manager's close button does). Minimizing sends it to the background and restoring brings
/// it back, in a real window manager (openbox, started on the Xvfb display). Focus changes are driven by xdotool in
/// ``XvfbInputTests``.
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

    /// Why the minimize test cannot run here, or nil.
    static var missingWindowManager: String? {
        if let tool = XvfbSession.missingTool { return tool }
        return Tools.path("openbox") == nil ? "openbox is not installed (Debian: apt-get install openbox)" : nil
    }

    @Test(.enabled(if: missingWindowManager == nil, "\(missingWindowManager ?? "")"))
    func minimizingSendsTheAppToTheBackgroundAndRestoringBringsItBack() throws {
        let session = try XvfbSession()
        defer { session.close() }
        let manager = try ChildProcess(
            Tools.path("openbox")!, ["--sm-disable"], environment: ["DISPLAY": session.display])
        defer { manager.stop() }
        // openbox owns the screen once it has set the EWMH support property on the root window.
        let deadline = Date().addingTimeInterval(10)
        while (try? Tools.run(
            Tools.path("xprop") ?? "/usr/bin/xprop", ["-root", "_NET_SUPPORTING_WM_CHECK"],
            environment: ["DISPLAY": session.display]))
            .map({ String(decoding: $0, as: UTF8.self).contains("window id") }) != true
        {
            if Date() > deadline { break }
            usleep(50_000)
        }
        let output = try Tools.run(
            Tools.built("tactile-gtk-probe"), ["minimize"],
            environment: ["DISPLAY": session.display, "GDK_BACKEND": "x11"], seconds: 40)
        let report = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        #expect(report["activated"] as? Bool == true)
        #expect(report["stateBefore"] as? String == "active")
        #expect(report["minimized"] as? Bool == true)
        #expect(report["stateWhileMinimized"] as? String == "background")
        #expect(report["notificationsWhenMinimized"] as? [String] == ["willResignActive", "didEnterBackground"])
        #expect(report["restored"] as? Bool == true)
        #expect(report["stateAfter"] as? String == "active")
        #expect(report["notificationsWhenRestored"] as? [String] == ["willEnterForeground", "didBecomeActive"])
    }
}
