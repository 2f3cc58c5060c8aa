import Foundation
import Testing

/// The example app in a real X server (Xvfb), driven by xdotool: a click, a drag, a double click and keys reach the
/// app through GTK, GDK and the host, the photo viewer reports its actions, and screenshots of the window show the
/// picture moved by the drag.
@Suite struct XvfbInputTests {
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

    /// The scene of `tactile demo` in a window: the Share button's own action wins over its toolbar's tap
    /// recognizer, a tap beside it reaches the toolbar, and a single click on the photo is a single tap once the
    /// double tap fails. The window shows the scene's colours: the toolbar's and the button's.
    @Test(.enabled(if: XvfbSession.missingTool == nil, "\(XvfbSession.missingTool ?? "")"))
    func theDemoSceneRunsInAWindowAndIsDrawn() throws {
        let session = try XvfbSession()
        defer { session.close() }
        let app = try session.launch(Tools.built("tactile-photos"), ["--scene", "demo", "--log-actions"], title: "Tactile Demo")
        try app.waitForLine { $0 == "ready 360x640" }
        let w = session.windowID

        try session.xdotool(["mousemove", "--window", w, "55", "30", "click", "1"])
        try app.waitForLine { $0 == "ShareButton: touchUpInside → share sheet" }
        #expect(!app.output.contains { $0.hasPrefix("toolbar tap ended") }, "the toolbar's recognizer fired for the button")

        var seen = app.output.count
        try session.xdotool(["mousemove", "--window", w, "250", "30", "click", "1"])
        try app.waitForLine(after: seen) { $0 == "toolbar tap ended: at (250, 30)" }

        seen = app.output.count
        try session.xdotool(["mousemove", "--window", w, "180", "230", "click", "1"])
        try app.waitForLine(after: seen) { $0 == "single tap ended: at (180, 170)" }

        let shot = try session.screenshot()
        let toolbar = shot.centroid(of: DemoColours.toolbar)
        #expect(toolbar.count > 5_000, "the toolbar's colour covers \(toolbar.count) pixels")
        let button = shot.centroid(of: DemoColours.shareButton)
        #expect(button.count > 1_000 && abs(button.x - 55) < 8 && abs(button.y - 30) < 8,
            "the Share button's colour: \(button)")
    }

    /// The GTK window gaining and losing the keyboard focus (`GtkWindow:is-active`) reaches the host's window state
    /// and the application's state. Minimizing (under openbox) and closing are driven in ``WindowLifecycleTests``.
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
        // Losing the focus makes the app inactive, as UIKit's willResignActive says; a click in the window makes it
        // active again before the click is delivered, and the click is a tap.
        try app.waitForLine(after: seen) { $0 == "app willResignActive" }
        let clicked = app.output.count
        try session.xdotool(["mousemove", "--window", session.windowID, "240", "320", "click", "1"])
        try app.waitForLine(after: clicked) { $0 == "app didBecomeActive" }
        try app.waitForLine(after: clicked) { $0.hasPrefix("single tap") }
    }

    /// At GTK's scale factor 2 (`GDK_SCALE=2`), `UIScreen.main.scale` is 2 and the window is drawn with twice the
    /// pixels: the sun is four times the pixels it is at scale 1, and a drag of 40 points moves it 80 pixels.
    @Test(.enabled(if: XvfbSession.missingTool == nil, "\(XvfbSession.missingTool ?? "")"))
    func atScaleFactorTwoTheWindowIsDrawnWithTwiceThePixels() throws {
        let session = try XvfbSession(screen: "1400x1400x24")
        defer { session.close() }
        let app = try session.launch(
            Tools.built("tactile-photos"), ["--log-actions", "--size", "300x400"], title: "Tactile Photos",
            environment: ["GDK_SCALE": "2"])
        try app.waitForLine { $0 == "frame 300x400 scale=2.0" }
        // The frame is drawn; X shows it a moment later (later still on a loaded machine): look until it does.
        let sunColor = (255, 214, 51)
        var shot = try session.screenshot()
        var before = shot.centroid(of: sunColor)
        let shown = Date().addingTimeInterval(5)
        while before.count == 0 && Date() < shown {
            shot = try session.screenshot()
            before = shot.centroid(of: sunColor)
        }
        #expect(shot.width == 600 && shot.height == 800)
        // The picture is 240 × 180 points; its sun 0.18 × 240 = 43.2 points wide: about 1,466 points², 5,863 pixels.
        #expect(abs(Double(before.count) - 5863) < 600, "the sun covers \(before.count) pixels")
        let w = session.windowID
        try session.xdotool(["mousemove", "--window", w, "300", "400", "mousedown", "1"])
        for step in 1...8 { try session.xdotool(["mousemove", "--window", w, "\(300 + step * 10)", "400"]) }
        try session.xdotool(["mouseup", "1"])
        // xdotool moves in X's pixels: 80 pixels are 40 points.
        try app.waitForLine { $0 == "pan ended translation=40.00,0.00" }
        var after = before
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            after = try session.screenshot().centroid(of: sunColor)
            if abs(after.x - before.x - 80) < 2 { break }
        }
        #expect(abs(after.x - before.x - 80) < 2 && abs(after.y - before.y) < 2, "the sun moved from \(before) to \(after)")
    }

    /// A mouse moving over the window with no button down hovers (for `UIHoverGestureRecognizer`), and leaving the
    /// window ends the hover.
    @Test(.enabled(if: XvfbSession.missingTool == nil, "\(XvfbSession.missingTool ?? "")"))
    func aMouseMovingWithoutAButtonHoversAndLeavingEndsIt() throws {
        let session = try XvfbSession()
        defer { session.close() }
        let app = try session.launch(
            Tools.built("tactile-photos"), ["--log-actions", "--log-input", "--size", "480x640"], title: "Tactile Photos")
        try app.waitForLine { $0.hasPrefix("frame ") }
        try session.xdotool(["mousemove", "--window", session.windowID, "100", "120"])
        try app.waitForLine { $0 == "input hover 100,120" }
        try session.xdotool(["mousemove", "--window", session.windowID, "130", "150"])
        try app.waitForLine { $0 == "input hover 130,150" }
        try session.xdotool(["mousemove", "780", "690"])
        try app.waitForLine { $0 == "input hover ended" }
        #expect(!app.output.contains { $0.hasPrefix("input frame") }, "hovering made a touch")
    }

    /// Resizing the GTK window resizes the `UIWindow` and its root view controller's view, which lays out again: the
    /// picture, 80 % of the smaller side, grows with the window.
    @Test(.enabled(if: XvfbSession.missingTool == nil, "\(XvfbSession.missingTool ?? "")"))
    func resizingTheGTKWindowResizesTheUIWindowAndItsLayout() throws {
        let session = try XvfbSession(screen: "1000x900x24")
        defer { session.close() }
        let app = try session.launch(Tools.built("tactile-photos"), ["--log-actions", "--size", "300x400"], title: "Tactile Photos")
        try app.waitForLine { $0 == "frame 300x400 scale=1.0" }
        let sunColor = (255, 214, 51)
        let small = try session.screenshot().centroid(of: sunColor)
        try session.xdotool(["windowsize", session.windowID, "700", "500"])
        try app.waitForLine { $0 == "frame 700x500 scale=1.0" }
        var large = small
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            large = try session.screenshot().centroid(of: sunColor)
            if large.count > small.count * 2 { break }
        }
        // The picture's side goes from 240 to 400 points: the sun's area grows (400 / 240)² ≈ 2.8 times.
        let ratio = Double(large.count) / Double(max(small.count, 1))
        #expect(abs(ratio - 2.78) < 0.2, "the sun went from \(small.count) to \(large.count) pixels")
    }

    /// A mouse wheel scrolls (discrete scrolls of 40 points a click, which the pan recognizer takes as its
    /// `allowedScrollTypesMask` allows), and a right click is a pointer touch with the secondary button, which a tap
    /// recognizer (primary button only) ignores.
    @Test(.enabled(if: XvfbSession.missingTool == nil, "\(XvfbSession.missingTool ?? "")"))
    func aWheelScrollsThePictureAndARightClickIsNotATap() throws {
        let session = try XvfbSession()
        defer { session.close() }
        let app = try session.launch(
            Tools.built("tactile-photos"), ["--log-actions", "--log-input", "--size", "480x640"], title: "Tactile Photos")
        try app.waitForLine { $0.hasPrefix("frame ") }
        let w = session.windowID
        // X's buttons 5 and 4 are the wheel turned down and up; GDK makes them scroll events.
        try session.xdotool(["mousemove", "--window", w, "240", "320", "click", "--repeat", "3", "--delay", "20", "5"])
        try app.waitForLine { $0 == "input scroll discrete changed 0,-40" }
        try app.waitForLine { $0 == "pan ended translation=0.00,-120.00" }
        let seen = app.output.count
        try session.xdotool(["click", "3"])
        try app.waitForLine(after: seen) { $0.hasPrefix("input frame") && $0.hasSuffix(":lifted:buttons=2") }
        // Past the double tap's wait, no single tap came of it.
        try session.xdotool(["click", "1"])
        try app.waitForLine(after: seen) { $0.hasPrefix("single tap") }
        #expect(app.output.dropFirst(seen).filter { $0.hasPrefix("single tap") }.count == 1)
    }
}

/// The colours of the demo scene's toolbar and Share button (Sources/TactileExamples/DemoScene.swift), in 8-bit RGB.
enum DemoColours {
    static let toolbar = (41, 46, 56)
    static let shareButton = (0, 122, 255)
}
