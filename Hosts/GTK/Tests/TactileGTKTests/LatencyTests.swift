import Foundation
import Testing

/// How long a GDK event takes to become the app's action, and to reach the screen: the example in Xvfb, dragged
/// by xdotool in 60 steps, with `--log-latency` (from the event's X server time to the pan's action, and to the end of
/// the next frame GTK drew). Prints p50 and p95; fails only past generous bounds, as the machine may be shared.
@Suite(.serialized) struct LatencyTests {
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    @Test(.enabled(if: XvfbSession.missingTool == nil, "\(XvfbSession.missingTool ?? "")"))
    func fromAGDKEventToTheActionAndToTheFrame() throws {
        let session = try XvfbSession()
        defer { session.close() }
        let app = try session.launch(
            Tools.built("tactile-photos"), ["--log-latency", "--log-actions", "--size", "480x640"], title: "Tactile Photos")
        try app.waitForLine { $0.hasPrefix("ready") }
        let w = session.windowID
        try session.xdotool(["mousemove", "--window", w, "100", "200", "mousedown", "1"])
        for step in 1...60 {
            try session.xdotool(["mousemove", "--window", w, "\(100 + step * 4)", "\(200 + step * 2)"])
        }
        try session.xdotool(["mouseup", "1"])
        try app.waitForLine { $0.hasPrefix("pan ended") }
        try app.waitForLine(after: app.output.lastIndex { $0.hasPrefix("pan ended") } ?? 0) { $0.hasPrefix("latency frame") }
        let action = app.output.compactMap { $0.hasPrefix("latency action ") ? Double($0.dropFirst(15)) : nil }
        let frame = app.output.compactMap { $0.hasPrefix("latency frame ") ? Double($0.dropFirst(14)) : nil }
        #expect(action.count >= 30, "only \(action.count) pan actions for 60 moves")
        #expect(frame.count >= 10)
        let figures = String(
            format: "GTK host latency (Xvfb, xdotool): event → action p50 %.2f ms, p95 %.2f ms (%d); event → frame p50 %.2f ms, p95 %.2f ms (%d)",
            Self.percentile(action, 0.5), Self.percentile(action, 0.95), action.count, Self.percentile(frame, 0.5), Self.percentile(frame, 0.95), frame.count)
        print(figures)
        // The X server's clock is CLOCK_MONOTONIC, as GLib's: a negative figure would mean another clock.
        #expect(action.allSatisfy { $0 > -1 }, "an action before its event: the X server's clock is not CLOCK_MONOTONIC")
        #expect(Self.percentile(action, 0.5) < 50, "\(figures)")
        #expect(Self.percentile(frame, 0.5) < 100, "\(figures)")
    }
}
