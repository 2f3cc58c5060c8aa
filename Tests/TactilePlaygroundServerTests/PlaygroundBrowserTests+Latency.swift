import Foundation
import Testing

/// The playground's latency in headless Chromium, printed with the machine's load: from an input event sent
/// through the DevTools Protocol to the page showing the session's answer for it (the finger's trail drawn: the
/// visible change). Each input event carries the moment this test sent it as its time stamp, so every figure
/// starts before the debugging pipe. Each is split into the browser's part (the input event to the page's
/// handler) and the playground's (the handler to the update: the page's worker, the WebSocket, Tactile's work, the
/// answer). Two baselines say what the figures are made of: a `Runtime.evaluate` of `1` (the DevTools Protocol's
/// own round trip) and a WebSocket message that the server answers at once (the transport alone).
extension PlaygroundBrowserTests {
    func measureLatency(_ page: PlaygroundPageDriver, settled: String) async throws {
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
        print("playground latency, measured with a load average of \(load) on \(ProcessInfo.processInfo.activeProcessorCount) cores:")
        var evaluations: [Double] = []
        for _ in 0..<40 {
            let start = ContinuousClock.now
            _ = try await page.evaluate("1")
            evaluations.append(Self.milliseconds(ContinuousClock.now - start))
        }
        print(Self.latencyLine("the DevTools Protocol's own round trip (Runtime.evaluate of 1)", evaluations))

        // Fingers, as Input.dispatchTouchEvent sends them. DevTools holds each touch until the page has committed
        // its next frame, so that listeners added just before see it (Chromium's DevTools input handler says so,
        // and does the same for Input.emulateTouchFromMouseEvent): up to a frame, 12 ms at the median here, and
        // no Chromium switch shortens it. A touchscreen's touches do not wait.
        for i in 0..<30 {
            let y = 150 + Double(i % 10) * 50
            try await page.gesture(from: [(150, y)], to: [(250, y)], steps: 3)
            try await page.waitUntil(settled)
        }
        try await printLatency(page, "finger drags: down and up", discrete: true, moves: "finger drags: moves")
        try await tapOneAtATime(page, settled: settled) { down, x, y in
            try await page.touch(down ? "touchStart" : "touchEnd", down ? [(1, x, y)] : [])
        }
        try await printLatency(page, "finger taps one at a time", discrete: true)

        // A pen on the screen: Input.dispatchMouseEvent hands the page its events at once, without DevTools' wait
        // for a frame. A pen is a pointer on the screen as a finger is, and the page and the session treat both
        // alike, so these are the figures without DevTools' own wait.
        try await tapOneAtATime(page, settled: settled) { down, x, y in
            try await page.pen(down ? "mousePressed" : "mouseReleased", at: x, y, pressed: down)
        }
        try await printLatency(page, "pen taps one at a time", discrete: true)
        // Pen strokes with one move a frame, as a 60 Hz screen reports them.
        for i in 0..<10 {
            let y = 150 + Double(i) * 40
            try await page.pen("mousePressed", at: 150, y, pressed: true)
            for step in 1...8 {
                try await page.nextFrame()
                try await page.pen("mouseMoved", at: 150 + Double(step) * 20, y, pressed: true)
            }
            try await page.pen("mouseReleased", at: 310, y, pressed: false)
            try await page.waitUntil(settled)
        }
        try await printLatency(page, "pen strokes", discrete: false, moves: "pen strokes: moves")

        let roundTrips = try await page.evaluate(
            """
            (async () => {
              const out = [], original = socket.onmessage;
              for (let i = 0; i < 40; i++) {
                out.push(await new Promise((resolve) => {
                  const start = performance.now();
                  socket.onmessage = () => resolve(performance.now() - start);
                  socket.send('{"kind":"latency probe"}');
                }));
              }
              socket.onmessage = original;
              return out;
            })()
            """) as? [Double] ?? []
        print(Self.latencyLine("a WebSocket round trip that the server answers at once", roundTrips))
    }

    /// 30 taps, one at a time, as a person taps: the finger lifts once the page has shown it down and drawn
    /// that frame, and the next comes down once the page has drawn the lift. No input waits behind another.
    private func tapOneAtATime(
        _ page: PlaygroundPageDriver, settled: String, _ send: (_ down: Bool, _ x: Double, _ y: Double) async throws -> Void
    ) async throws {
        for i in 0..<30 {
            let (x, y) = (150 + Double(i % 6) * 40, 150 + Double(i / 6) * 40)
            try await send(true, x, y)
            try await page.waitUntil("window.playground.state.down.size === 1")
            try await page.nextFrame()
            try await send(false, x, y)
            try await page.waitUntil(settled)
            try await page.nextFrame()
        }
    }

    /// Prints the samples gathered since the last call, and starts afresh.
    private func printLatency(_ page: PlaygroundPageDriver, _ what: String, discrete: Bool, moves: String? = nil) async throws {
        func samples(_ name: String) async throws -> [Double] {
            try await page.evaluate("window.playground.state.latency.\(name)") as? [Double] ?? []
        }
        if discrete {
            let whole = try await samples("discrete")
            #expect(whole.count >= 60, "\(what): \(whole.count) samples")
            print(Self.latencyLine("\(what), input event to the page's update", whole))
            print(Self.latencyLine("  of which the browser, input event to the page's handler", try await samples("handler")))
            print(Self.latencyLine("  of which the playground, the page's handler to its update", try await samples("sent")))
        }
        if let moves {
            let whole = try await samples("moves")
            #expect(!whole.isEmpty, "\(moves): no samples")
            print(Self.latencyLine("\(moves), input event to the page's update", whole))
            print(Self.latencyLine("  of which the browser, input event to the page's handler", try await samples("moveHandler")))
        }
        _ = try await page.evaluate("for (const k in window.playground.state.latency) window.playground.state.latency[k] = []; true")
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func latencyLine(_ what: String, _ samples: [Double]) -> String {
        let sorted = samples.sorted()
        func percentile(_ p: Double) -> String {
            guard !sorted.isEmpty else { return "–" }
            let value = sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
            return String(format: "%.1f ms", value)
        }
        return "  \(what): p50 \(percentile(0.5)), p95 \(percentile(0.95)) over \(sorted.count) samples"
    }
}
