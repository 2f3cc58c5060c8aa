import Foundation
import TactilePlaygroundServer

/// The playground's page in a headless Chromium tab: touches and mouse drags dispatched through the DevTools
/// Protocol's `Input` domain (as the browser's own input, so the page gets real Pointer Events), and the page's
/// state read back with `Runtime.evaluate`.
@MainActor
final class PlaygroundPageDriver {
    let browser: HeadlessChromium
    let session: String
    /// The stage's top-left corner in the page, in CSS pixels: scene point (x, y) is at origin + scale × (x, y).
    var origin = (x: 0.0, y: 0.0)
    /// CSS pixels per scene point: below 1 when the page draws a scene smaller to fit it.
    var scale = 1.0

    /// Starts `server`, opens its page in a new headless Chromium of `width` × `height` CSS pixels, runs `body`
    /// with the page, and closes the browser and stops the server whether `body` succeeds or throws.
    /// `mobile` emulates a phone (its viewport meta tag and overlay scroll bars), `scale` its device pixel ratio.
    static func withPage(
        of server: PlaygroundServer, width: Int, height: Int, mobile: Bool = false, scale: Double = 1,
        _ body: (PlaygroundPageDriver) async throws -> Void
    ) async throws {
        try await server.start()
        let browser = try HeadlessChromium(width: width, height: height)
        do {
            let page = try await PlaygroundPageDriver(
                browser: browser, url: server.url(), width: width, height: height, mobile: mobile, scale: scale)
            try await body(page)
            await browser.close()
        } catch {
            await browser.close()
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Opens `url` in a new tab of `width` × `height` CSS pixels with touch input, and waits for the page to show
    /// its scene.
    init(browser: HeadlessChromium, url: String, width: Int, height: Int, mobile: Bool = false, scale: Double = 1)
        async throws
    {
        self.browser = browser
        let target = try await browser.send("Target.createTarget", ["url": "about:blank"])
        let attached = try await browser.send(
            "Target.attachToTarget", ["targetId": target["targetId"] as? String ?? "", "flatten": true])
        session = attached["sessionId"] as? String ?? ""
        try await browser.send("Runtime.enable", session: session)
        try await browser.send("Page.enable", session: session)
        try await browser.send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile], session: session)
        try await browser.send("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 10], session: session)
        try await browser.send("Page.navigate", ["url": url], session: session)
        // The navigation replaces the document: ask until the new one answers that its scene is showing.
        var ready = false
        for _ in 0..<200 where !ready {
            ready = (try? await evaluate("window.playground ? window.playground.waitFor(() => window.playground.ready, 200) : new Promise((r) => setTimeout(() => r(false), 50))")) as? Bool ?? false
        }
        guard ready else { throw HeadlessChromium.Failure(description: "the page never showed its scene") }
        try await findStage()
    }

    /// Measures where the stage is now (after the page scrolled, or a scene of another size).
    func findStage() async throws {
        let rect = try await evaluate("(() => { const r = document.getElementById('stage').getBoundingClientRect(); return [r.left, r.top]; })()")
        let corner = rect as? [Double] ?? [0, 0]
        origin = (corner[0], corner[1])
        let stageScale = try await evaluate("window.playground.state.stageScale || 1")
        scale = (stageScale as? Double) ?? Double(stageScale as? Int ?? 1)
    }

    /// A finger dragged in the page's own coordinates (CSS pixels from the viewport's top left, not scene points),
    /// in `steps` moves: for touching outside the stage.
    func dragInPage(from a: (Double, Double), to b: (Double, Double), steps: Int = 10) async throws {
        func point(_ f: Double) -> [[String: Any]] {
            [["id": 1, "x": a.0 + (b.0 - a.0) * f, "y": a.1 + (b.1 - a.1) * f, "radiusX": 8, "radiusY": 8, "force": 0.5]]
        }
        try await browser.send("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": point(0), "timestamp": Self.now], session: session)
        for step in 1...steps {
            try await browser.send(
                "Input.dispatchTouchEvent",
                ["type": "touchMove", "touchPoints": point(Double(step) / Double(steps)), "timestamp": Self.now], session: session)
        }
        try await browser.send("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [], "timestamp": Self.now], session: session)
    }

    /// The value of a JavaScript expression (a promise's value once it settles), returned by value.
    func evaluate(_ expression: String) async throws -> Any? {
        let result = try await browser.send(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], session: session)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw HeadlessChromium.Failure(description: "\(expression): \(exception["text"] ?? exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits (in the page, up to `seconds`) until the JavaScript condition holds.
    func waitUntil(_ condition: String, seconds: Double = 5) async throws {
        _ = try await evaluate("window.playground.waitFor(() => \(condition), \(Int(seconds * 1000)))")
    }

    /// An input event's `timestamp`: now, in seconds since 1970, as the DevTools Protocol takes it. Chromium puts
    /// it on its own clock, so the page's `event.timeStamp` is the moment this test sent the event, and a latency
    /// measured from it includes the debugging pipe and the browser's own queue.
    static var now: Double { Date().timeIntervalSince1970 }

    /// Waits until the page has drawn its next frame: past its next animation frame, and the task after it.
    func nextFrame() async throws {
        _ = try await evaluate("new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true), 0)))")
    }

    /// One touch event with the given fingers (scene points), or none for a `touchEnd` of them all.
    func touch(_ type: String, _ points: [(id: Int, x: Double, y: Double)]) async throws {
        let touchPoints: [[String: Any]] = points.map {
            ["id": $0.id, "x": origin.x + $0.x * scale, "y": origin.y + $0.y * scale, "radiusX": 8, "radiusY": 8, "force": 0.5]
        }
        try await browser.send(
            "Input.dispatchTouchEvent", ["type": type, "touchPoints": touchPoints, "timestamp": Self.now], session: session)
    }

    /// One pen event at scene point (`x`, `y`): `mouseMoved` (hovering, or dragging while pressed),
    /// `mousePressed` (the tip touching the screen) or `mouseReleased` (lifting), with the tip's `force`.
    func pen(_ type: String, at x: Double, _ y: Double, pressed: Bool, force: Double = 0.5) async throws {
        try await browser.send(
            "Input.dispatchMouseEvent",
            [
                "type": type, "x": origin.x + x, "y": origin.y + y, "button": "left", "buttons": pressed ? 1 : 0,
                "clickCount": 1, "pointerType": "pen", "force": pressed ? force : 0, "timestamp": Self.now,
            ], session: session)
    }

    /// Fingers moving together from `from` to `to` (one position per finger) in `steps` moves, then lifting.
    func gesture(from: [(Double, Double)], to: [(Double, Double)], steps: Int = 12) async throws {
        func points(_ f: Double) -> [(id: Int, x: Double, y: Double)] {
            from.indices.map { i in
                (i + 1, from[i].0 + (to[i].0 - from[i].0) * f, from[i].1 + (to[i].1 - from[i].1) * f)
            }
        }
        try await touch("touchStart", points(0))
        for step in 1...steps { try await touch("touchMove", points(Double(step) / Double(steps))) }
        try await touch("touchEnd", [])
    }

    /// A quick tap of one finger.
    func tap(at x: Double, _ y: Double) async throws {
        try await touch("touchStart", [(1, x, y)])
        try await touch("touchEnd", [])
    }

    /// A left-button mouse drag in `steps` moves.
    func mouseDrag(from: (Double, Double), to: (Double, Double), steps: Int = 12) async throws {
        func send(_ type: String, _ f: Double, buttons: Int) async throws {
            let x = origin.x + from.0 + (to.0 - from.0) * f, y = origin.y + from.1 + (to.1 - from.1) * f
            try await browser.send(
                "Input.dispatchMouseEvent",
                ["type": type, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1, "timestamp": Self.now],
                session: session)
        }
        try await send("mouseMoved", 0, buttons: 0)
        try await send("mousePressed", 0, buttons: 1)
        for step in 1...steps { try await send("mouseMoved", Double(step) / Double(steps), buttons: 1) }
        try await send("mouseReleased", 1, buttons: 0)
    }

    /// A pen stroke in `steps` moves: a pen hovering at `from`, pressed with `force` (0…1, the Pointer Event's
    /// `pressure`) and tilted by `tiltX`/`tiltY` degrees, dragged to `to`, lifted.
    func penStroke(from: (Double, Double), to: (Double, Double), force: Double, tiltX: Int, tiltY: Int, steps: Int = 10)
        async throws
    {
        func send(_ type: String, _ f: Double, buttons: Int, force: Double) async throws {
            let x = origin.x + from.0 + (to.0 - from.0) * f, y = origin.y + from.1 + (to.1 - from.1) * f
            try await browser.send(
                "Input.dispatchMouseEvent",
                [
                    "type": type, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1,
                    "pointerType": "pen", "force": force, "tiltX": tiltX, "tiltY": tiltY, "timestamp": Self.now,
                ], session: session)
        }
        try await send("mouseMoved", 0, buttons: 0, force: 0)
        try await send("mousePressed", 0, buttons: 1, force: force)
        for step in 1...steps { try await send("mouseMoved", Double(step) / Double(steps), buttons: 1, force: force) }
        try await send("mouseReleased", 1, buttons: 0, force: 0)
    }

    /// Drops a file holding `text` on the page, as a person dragging it from their files would (a `drop` event
    /// whose `DataTransfer` holds it).
    func drop(fileNamed name: String, text: String) async throws {
        let literal = String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self)
        _ = try await evaluate(
            """
            (() => {
              const data = new DataTransfer();
              data.items.add(new File(\(literal), '\(name)', { type: 'application/x-ndjson' }));
              document.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
              return true;
            })()
            """)
    }

    /// The page's recognizer lanes: each lane's text, by recognizer name.
    func lanes() async throws -> [String: String] {
        try await evaluate("window.playground.lanes()") as? [String: String] ?? [:]
    }

    /// A PNG of the page.
    func screenshot() async throws -> Data {
        let shot = try await browser.send("Page.captureScreenshot", ["format": "png"], session: session)
        guard let data = (shot["data"] as? String).flatMap({ Data(base64Encoded: $0) }) else {
            throw HeadlessChromium.Failure(description: "no screenshot")
        }
        return data
    }
}
