import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Real multi-touch through a real toolkit: the example app on GTK's Broadway backend, its page open in headless
/// Chromium with touch emulation, and touches dispatched through the DevTools Protocol (`Input.dispatchTouchEvent`)
/// arriving in GDK as touch sequences. A two-finger pinch, a rotation and a double tap.
@MainActor
@Suite(.serialized) struct BroadwayTouchTests {
    nonisolated static var missingTool: String? {
        if Tools.path("gtk4-broadwayd") == nil { return "gtk4-broadwayd is not installed (Debian: libgtk-4-bin)" }
        if HeadlessChromium.path == nil { return "chromium is not installed" }
        return nil
    }

    @Test(.enabled(if: missingTool == nil, "\(missingTool ?? "")"))
    func aPinchARotationAndADoubleTapArriveAsTouches() async throws {
        let (broadway, port, display) = try Self.startBroadway()
        defer { broadway.stop() }
        let app = try ChildProcess(
            Tools.built("tactile-photos"), ["--log-actions", "--log-input", "--size", "480x640"],
            environment: ["GDK_BACKEND": "broadway", "BROADWAY_DISPLAY": display, "NO_AT_BRIDGE": "1"])
        defer { app.stop() }
        try app.waitForLine { $0.hasPrefix("ready") }

        let browser = try HeadlessChromium(width: 800, height: 800)
        do {
            let page = try await BroadwayPage(browser: browser, url: "http://127.0.0.1:\(port)/")
            let (cx, cy) = try await page.windowCenter()

            // Pinch: two fingers 100 px apart move to 200 px apart, in 10 steps. Expected scale 2.
            var seen = app.output.count
            try await page.twoFingers(from: [(cx - 50, cy), (cx + 50, cy)], to: [(cx - 100, cy), (cx + 100, cy)])
            let pinch = try app.waitForLine(after: seen) { $0.hasPrefix("pinch ended") }
            let scale = try #require(Self.value("scale", in: pinch))
            #expect(abs(scale - 2) <= 0.1, "pinch scale \(scale), expected 2 ± 0.1; the app printed \(app.output)")

            // Rotation: the two fingers turn 45° about their midpoint (radius 70 px). Expected 0.785 rad.
            seen = app.output.count
            let r = 70.0, turn = Double.pi / 4
            try await page.twoFingers(
                from: [(cx - r, cy), (cx + r, cy)],
                to: [(cx - r * cos(turn), cy - r * sin(turn)), (cx + r * cos(turn), cy + r * sin(turn))])
            let rotation = try app.waitForLine(after: seen) { $0.hasPrefix("rotation ended") }
            let angle = try #require(Self.value("rotation", in: rotation))
            #expect(abs(angle - turn) <= 0.05, "rotation \(angle) rad, expected \(turn) ± 0.05")

            // Double tap: the zoom toggles back from 2 × (pinched) to 1.
            seen = app.output.count
            for _ in 0..<2 {
                try await page.touch("touchStart", [(cx, cy + 60)])
                try await page.touch("touchEnd", [])
            }
            try app.waitForLine(after: seen) { $0 == "double tap zoom=1.00" }
            #expect(!app.output.dropFirst(seen).contains { $0.hasPrefix("single tap") })
            await browser.close()
        } catch {
            await browser.close()
            throw error
        }
    }

    /// A number after `name=` in an action line.
    nonisolated static func value(_ name: String, in line: String) -> Double? {
        guard let range = line.range(of: name + "=") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != " " && $0 != "," })
    }

    /// Starts gtk4-broadwayd on a free display and port, and waits (up to 10 s) until the port accepts connections.
    nonisolated static func startBroadway() throws -> (ChildProcess, UInt16, String) {
        let port = try freePort()
        let cache = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache").path
        var number = 70
        // broadwayd :N listens on broadway(N+1).socket.
        while FileManager.default.fileExists(atPath: "\(cache)/broadway\(number + 1).socket") { number += 1 }
        let daemon = try ChildProcess(Tools.path("gtk4-broadwayd")!, [":\(number)", "--port", "\(port)", "--address", "127.0.0.1"])
        let deadline = Date().addingTimeInterval(10)
        while !canConnect(port) {
            guard Date() < deadline, daemon.isRunning else {
                throw ChildProcess.Failure(description: "gtk4-broadwayd :\(number) did not listen on \(port): \(daemon.standardError)")
            }
            usleep(20_000)
        }
        return (daemon, port, ":\(number)")
    }

    nonisolated static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw ChildProcess.Failure(description: "no free port") }
        return UInt16(bigEndian: address.sin_port)
    }

    nonisolated static func canConnect(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}

/// The Broadway page in a headless Chromium tab with touch emulation.
@MainActor
final class BroadwayPage {
    let browser: HeadlessChromium
    let session: String

    init(browser: HeadlessChromium, url: String) async throws {
        self.browser = browser
        let target = try await browser.send("Target.createTarget", ["url": "about:blank"])
        let attached = try await browser.send(
            "Target.attachToTarget", ["targetId": target["targetId"] as? String ?? "", "flatten": true])
        session = attached["sessionId"] as? String ?? ""
        try await browser.send("Runtime.enable", session: session)
        try await browser.send(
            "Emulation.setDeviceMetricsOverride",
            ["width": 800, "height": 800, "deviceScaleFactor": 1, "mobile": false], session: session)
        try await browser.send("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 10], session: session)
        try await browser.send("Page.navigate", ["url": url], session: session)
    }

    func evaluate(_ expression: String) async throws -> Any? {
        let result = try await browser.send(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], session: session)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw HeadlessChromium.Failure(description: "\(expression): \(exception["text"] ?? exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// The centre of the app's window on the page (its surface's element, once shown), waiting up to 10 s for it.
    func windowCenter() async throws -> (Double, Double) {
        let script = """
            new Promise((resolve) => {
              const end = Date.now() + 10000;
              const look = () => {
                const shown = [...document.querySelectorAll('div')].filter((d) => d.surface && d.style.visibility !== 'hidden')
                  .map((d) => d.getBoundingClientRect()).filter((r) => r.width > 200 && r.height > 200);
                if (shown.length) {
                  // Touches are the app's, not the browser's: no pinch-zoom or scrolling of the page.
                  for (const e of [document.documentElement, document.body]) e.style.touchAction = 'none';
                  const r = shown[0]; resolve([r.left + r.width / 2, r.top + r.height / 2]);
                }
                else if (Date.now() > end) resolve(null); else setTimeout(look, 20);
              };
              look();
            })
            """
        guard let point = try await evaluate(script) as? [Double], point.count == 2 else {
            throw HeadlessChromium.Failure(description: "the Broadway page never showed the app's window")
        }
        return (point[0], point[1])
    }

    /// One `Input.dispatchTouchEvent` with `points` (ids 0, 1, … in order).
    func touch(_ type: String, _ points: [(Double, Double)]) async throws {
        let touchPoints = points.enumerated().map { ["x": $0.element.0, "y": $0.element.1, "id": $0.offset] as [String: Any] }
        try await browser.send("Input.dispatchTouchEvent", ["type": type, "touchPoints": touchPoints], session: session)
    }

    /// Two fingers down at `from`, moved to `to` in 10 steps, and lifted.
    func twoFingers(from: [(Double, Double)], to: [(Double, Double)]) async throws {
        try await touch("touchStart", from)
        for step in 1...10 {
            let f = Double(step) / 10
            try await touch("touchMove", zip(from, to).map { (a, b) in (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f) })
        }
        try await touch("touchEnd", [])
    }
}
