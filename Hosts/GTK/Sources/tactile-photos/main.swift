import CGtk
import Foundation
import DemoSceneExample
import PhotoViewerExample
import Tactile
import TactileGTK

// tactile-photos: the photo viewer in a GTK window.
//
//     swift run --package-path Hosts/GTK tactile-photos [--scene photos|demo] [--log-actions] [--size WxH]
//
// --scene demo shows the scene of `tactile demo` (a toolbar with a Share button, a photo with taps, a long press,
// pan, pinch and rotation, a strip that swipes or pans, a pad for a drawn checkmark) at 360 × 640 points, and
// --log-actions then prints its narration; the default is the photo viewer.
// --log-actions prints one line per action on standard output (the host's tests read them), flushed at once, and
// one line per change of the GTK window's state (active, minimized, asked to close) and one per notification of
// the application's state that it causes ("app willResignActive");
// --log-input one line per raw input event the host posts; --log-latency, for each action, the milliseconds from
// the GDK event that caused it to the action ("latency action 1.2") and to the end of the next frame drawn
// ("latency frame 9.8"). GDK's event times are the X server's (or Wayland compositor's) CLOCK_MONOTONIC
// milliseconds, the clock GLib's monotonic time reads, so the figures include the way through the server.

let arguments = Array(CommandLine.arguments.dropFirst())
let logsActions = arguments.contains("--log-actions")
let logsInput = arguments.contains("--log-input")
let logsLatency = arguments.contains("--log-latency")
var scene = "photos"
if let i = arguments.firstIndex(of: "--scene") {
    guard i + 1 < arguments.count, ["photos", "demo"].contains(arguments[i + 1]) else {
        let found = i + 1 < arguments.count ? arguments[i + 1] : "nothing"
        FileHandle.standardError.write(Data("tactile-photos: --scene expects photos or demo, found \(found)\n".utf8))
        exit(2)
    }
    scene = arguments[i + 1]
}
if scene == "demo" && logsLatency {
    FileHandle.standardError.write(Data("tactile-photos: --log-latency measures the photo viewer only; leave out --scene demo\n".utf8))
    exit(2)
}
var size = scene == "demo" ? CGSize(width: 360, height: 640) : CGSize(width: 480, height: 640)
if let i = arguments.firstIndex(of: "--size"), i + 1 < arguments.count {
    let parts = arguments[i + 1].split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 >= 50 && $0 <= 8000 }) else {
        FileHandle.standardError.write(Data("tactile-photos: --size expects WIDTHxHEIGHT in points, each 50…8000, found \(arguments[i + 1])\n".utf8))
        exit(2)
    }
    size = CGSize(width: parts[0], height: parts[1])
}
for argument in arguments where argument.hasPrefix("--") && !["--log-actions", "--log-input", "--log-latency", "--size", "--scene"].contains(argument) {
    FileHandle.standardError.write(Data("tactile-photos: unknown option \(argument) (expected --scene photos|demo, --log-actions, --log-input, --log-latency or --size WxH)\n".utf8))
    exit(2)
}

/// One line on standard output, written at once (not buffered), so a test reading the pipe sees it now.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// A raw input event in one line: a frame's contacts (id, type, x, y, state), a hover or a key.
func describe(_ event: RawInputEvent) -> String {
    switch event {
    case .digitizer(let frame):
        return "frame " + frame.contacts.map { c in
            "\(c.id):\(c.type.rawValue):\(Int(c.location.x)),\(Int(c.location.y)):\(c.state):buttons=\(c.buttonMask.rawValue)"
        }.joined(separator: " ")
    case .hover(let h):
        return "hover " + (h.location.map { "\(Int($0.x)),\(Int($0.y))" } ?? "ended")
    case .scroll(let e):
        return "scroll \(e.type) \(e.phase) \(Int(e.translation.dx)),\(Int(e.translation.dy))"
    case .transform(let e):
        return String(format: "transform %@ scale=%.2f rotation=%.2f", "\(e.phase)", Double(e.scale), Double(e.rotation))
    case .key(let k):
        return "key 0x\(String(k.keyCode.rawValue, radix: 16)) \(k.isDown ? "down" : "up")"
    default:
        return "\(event)"
    }
}

/// Measures the example's latency (see --log-latency above).
@MainActor
enum LatencyLog {
    static var lastInput: UInt32?
    static var awaitingFrame: UInt32?

    static func nowMilliseconds() -> Double { Double(g_get_monotonic_time()) / 1000 }

    static func attach(to host: TactileHostWidget, viewer: PhotoViewer) {
        let previous = host.onInput
        host.onInput = { event, time in
            previous?(event, time)
            lastInput = time
        }
        viewer.onAction = {
            guard let input = lastInput else { return }
            say(String(format: "latency action %.2f", nowMilliseconds() - Double(input)))
            awaitingFrame = input
            host.setNeedsDraw()
        }
        let previousFrame = host.onFrame
        host.onFrame = {
            previousFrame?()
            guard let input = awaitingFrame else { return }
            awaitingFrame = nil
            say(String(format: "latency frame %.2f", nowMilliseconds() - Double(input)))
        }
    }
}

/// The scene of `tactile demo`, kept alive for the life of the app.
@MainActor enum Kept {
    static var demoScene: DemoScene?
}

let status = MainActor.assumeIsolated {
    TactileGTKApplication.run(id: "org.tactile.Photos", title: scene == "demo" ? "Tactile Demo" : "Tactile Photos", size: size) { host in
        if logsActions {
            host.onWindowStateChange = { state in
                say("window active=\(state.isActive) minimized=\(state.isMinimized) close-requested=\(state.isCloseRequested)")
            }
        }
        if logsInput { host.onInput = { event, _ in say("input \(describe(event))") } }
        if logsActions {
            // The application's state, as UIKit code observes it: one line per notification.
            let names: [(Notification.Name, String)] = [
                (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
                (UIApplication.willResignActiveNotification, "willResignActive"),
                (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
                (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
                (UIApplication.willTerminateNotification, "willTerminate"),
            ]
            for (name, text) in names {
                _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in say("app \(text)") }
            }
            // The window's size and the screen's scale, at the first frame and at each frame where either changed.
            var shown = ""
            host.onFrame = {
                let b = host.window.bounds
                let now = "frame \(Int(b.width))x\(Int(b.height)) scale=\(UIScreen.main.scale)"
                if now != shown { say(now) }
                shown = now
            }
        }
        if scene == "demo" {
            // DemoScene sets the root view controller, shows the window and makes its controller first responder.
            let demo = DemoScene(window: host.window)
            if logsActions { demo.narrate = say }
            Kept.demoScene = demo
        } else {
            let viewer = PhotoViewer()
            if logsActions { viewer.log = say }
            if logsLatency { LatencyLog.attach(to: host, viewer: viewer) }
            host.window.rootViewController = viewer
            host.window.makeKeyAndVisible()
            viewer.becomeFirstResponder()
        }
        if logsActions { say("ready \(Int(size.width))x\(Int(size.height))") }
    }
}
exit(status)
