import Foundation
import Testing

/// The example app in a real X server (Xvfb), driven by xdotool: a click, a drag, a double click and keys reach the
/// app through GTK, GDK and the host, the photo viewer reports its actions, and screenshots of the window show the
/// picture moved by the drag.
@Suite(.serialized) struct XvfbInputTests {
    @Test(.enabled(if: XvfbSession.missingTool == nil, "\(XvfbSession.missingTool ?? "")"))
    func aClickADragADoubleClickAndKeysReachTheAppAndTheDragMovesThePicture() throws {
        let session = try XvfbSession()
        defer { session.close() }
        let app = try session.launch(
            Tools.built("tactile-photos"), ["--log-actions", "--size", "480x640"], title: "Tactile Photos")
        try app.waitForLine { $0.hasPrefix("ready") }
        let w = session.windowID

        try session.xdotool(["mousemove", "--window", w, "240", "320", "click", "1"])
        try app.waitForLine { $0 == "single tap controls=hidden" }

        // The drag moves the picture: its sun (the only yellow) moves by the drag in the window's pixels.
        let sunColor = (255, 214, 51)
        let before = try session.screenshot().centroid(of: sunColor)
        #expect(before.count > 500, "no sun in the first screenshot")
        var seen = app.output.count
        try session.xdotool(["mousemove", "--window", w, "200", "300", "mousedown", "1"])
        for step in 1...10 {
            try session.xdotool(["mousemove", "--window", w, "\(200 + step * 8)", "\(300 + step * 4)"])
        }
        try session.xdotool(["mouseup", "1"])
        let ended = try app.waitForLine(after: seen) { $0.hasPrefix("pan ended") }
        #expect(ended == "pan ended translation=80.00,40.00")
        // The frame follows the action: look until the sun has moved (up to 5 s).
        var after = before
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            after = try session.screenshot().centroid(of: sunColor)
            if abs(after.x - before.x - 80) < 2 && abs(after.y - before.y - 40) < 2 { break }
        }
        #expect(abs(after.x - before.x - 80) < 2 && abs(after.y - before.y - 40) < 2,
            "the sun moved from \(before) to \(after), expected by (80, 40)")
        #expect(abs(after.count - before.count) < before.count / 20, "the sun changed size: \(before.count) → \(after.count) pixels")

        seen = app.output.count
        try session.xdotool(["mousemove", "--window", w, "240", "320", "click", "--repeat", "2", "--delay", "80", "1"])
        try app.waitForLine(after: seen) { $0 == "double tap zoom=2.00" }
        #expect(!app.output.dropFirst(seen).contains { $0.hasPrefix("single tap") }, "the double click also tapped once")

        seen = app.output.count
        try session.xdotool(["key", "--window", w, "a", "shift+b", "Left"])
        try app.waitForLine(after: seen) { $0.contains("usage=0x50") }
        let keys = app.output.dropFirst(seen).filter { $0.hasPrefix("key down") }
        #expect(keys.contains("key down usage=0x4 characters=\"a\" modifiers=0"))
        #expect(keys.contains("key down usage=0x5 characters=\"b\" modifiers=2"))  // shift: 1 << 17
        #expect(keys.contains("key down usage=0x50 characters=\"UIKeyInputLeftArrow\" modifiers=0"))
    }

    /// The GTK window gaining and losing the keyboard focus (`GtkWindow:is-active`) reaches the host's window state.
    /// Xvfb has no window manager, so minimizing and closing cannot be driven here.
    @Test(.enabled(if: XvfbSession.missingTool == nil && Tools.path("xwininfo") != nil, "needs Xvfb, xdotool, import and xwininfo"))
    func focusInAndOutReachTheHostsWindowState() throws {
        let session = try XvfbSession()
        defer { session.close() }
        let app = try session.launch(Tools.built("tactile-photos"), ["--log-actions"], title: "Tactile Photos")
        try app.waitForLine { $0.hasPrefix("ready") }
        try session.xdotool(["windowfocus", session.windowID])
        try app.waitForLine { $0 == "window active=true minimized=false close-requested=false" }
        let root = String(decoding: try Tools.run(Tools.path("xwininfo")!, ["-root"], environment: ["DISPLAY": session.display]), as: UTF8.self)
            .split(separator: "\n").first { $0.contains("Window id:") }?.split(separator: " ").dropFirst(3).first
        let seen = app.output.count
        // With the focus on the root window, X gives the keys to the window under the pointer: move it off ours.
        try session.xdotool(["mousemove", "780", "690"])
        try session.xdotool(["windowfocus", String(try #require(root))])
        try app.waitForLine(after: seen) { $0 == "window active=false minimized=false close-requested=false" }
    }
}
