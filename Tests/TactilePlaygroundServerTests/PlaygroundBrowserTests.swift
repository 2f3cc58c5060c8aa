import Foundation
import Tactile
import TactileExamples
import TactilePlayground
import TactilePlaygroundServer
import Testing

/// `tactile playground` in a real browser: the server in this process on a free loopback port, Debian's headless
/// Chromium showing its page, and fingers and a mouse dispatched through the DevTools Protocol as the browser's
/// own input. Checks what the server's sessions sent and what the page shows, saves a screenshot under
/// .build/playground-artifacts/, and prints the latency from an input event to the page's update.
@Suite(.serialized, .timeLimit(.minutes(4)), .enabled(if: HeadlessChromium.path != nil, "chromium is not installed: apt-get install chromium (the playground's browser test skips)"))
@MainActor
struct PlaygroundBrowserTests {
    /// The photo viewer (pan, pinch and rotation together; a single tap that waits for a double tap) in a page
    /// of 1280 × 900: a pinch, a rotation, a double tap, a pan and a mouse drag.
    @Test func gesturesInChromiumReachTheSessionAndThePage() async throws {
        var events: [PlaygroundEvent] = []
        let server = PlaygroundServer(port: 0) { ExamplePlaygroundScenes.all(first: "photos") }
        server.observer = { events.append($0) }
        try await PlaygroundPageDriver.withPage(of: server, width: 1280, height: 900) { page in
            try await run(page, events: { events })
        }
        #expect(server.connectionCount == 0)
    }

    private func run(_ page: PlaygroundPageDriver, events: () -> [PlaygroundEvent]) async throws {
        func changes(_ name: String) -> [String] {
            events().compactMap { if case .recognizer(let r) = $0, r.recognizer == name { r.to } else { nil } }
        }
        func lastAction(_ name: String) -> [String: Double] {
            events().reversed().lazy.compactMap { if case .action(let a) = $0, a.recognizer == name { a.values } else { nil } }
                .first ?? [:]
        }
        let settled = "window.playground.state.down.size === 0"
        func count(_ name: String, _ state: String) async throws -> Int {
            try await page.evaluate("window.playground.count('\(name)', '\(state)')") as? Int ?? 0
        }
        /// Runs `gesture`, then waits until the page has shown `name` reach `outcome` once more, with no finger down.
        func expect(_ name: String, _ outcome: String, after gesture: () async throws -> Void) async throws {
            let before = try await count(name, outcome)
            try await gesture()
            try await page.waitUntil(settled + " && window.playground.count('\(name)', '\(outcome)') > \(before)")
        }

        // The stage draws the scene's picture: the landscape in the middle of the black photo view, nothing drawn
        // above it yet.
        try await page.waitUntil("window.playground.state.display !== null && window.playground.state.pictureFrames > 0")
        func pixel(_ x: Double, _ y: Double) async throws -> [Int] {
            try await page.evaluate("window.playground.pixel(\(x), \(y))") as? [Int] ?? []
        }
        let size = try await page.evaluate("[window.playground.state.scene.width, window.playground.state.scene.height]") as? [Double] ?? [0, 0]
        // The picture is 90 % of the width, 4:3, in the middle; its sky is at the top left, its sun at the top right.
        let middle = (size[0] / 2, size[1] / 2), picture = (size[0] * 0.9, size[0] * 0.9 * 0.75)
        let above = (middle.0, middle.1 - picture.1 / 2 - 40)
        let sky = try await pixel(middle.0 - picture.0 * 0.3, middle.1 - picture.1 * 0.4)
        #expect(sky.count == 4 && sky[2] > 200 && sky[0] < 180, "the sky is \(sky)")
        #expect(try await pixel(above.0, above.1) == [0, 0, 0, 255], "above the picture is the black photo view")

        // Record what follows, as a person pressing Record would.
        _ = try await page.evaluate("document.getElementById('record').click()")
        try await page.waitUntil("window.playground.state.recording")

        // A pinch: two fingers 80 points apart move to 280 apart.
        try await expect("pinch", "ended") {
            try await page.gesture(from: [(360, 400), (440, 400)], to: [(260, 400), (540, 400)])
        }
        #expect(changes("pinch").prefix(2) == ["began", "changed"])
        #expect(changes("pinch").contains("ended"))
        #expect((lastAction("pinch")["scale"] ?? 0) > 2)
        // The picture zoomed under the fingers: it now covers the point above where it was.
        try await page.nextFrame()
        let covered = try await pixel(above.0, above.1)
        #expect(covered != [0, 0, 0, 255], "after the pinch, above the picture's old place is \(covered)")

        // A rotation: two fingers turn a quarter turn about their midpoint.
        let rotationsBefore = changes("rotation").count
        try await expect("rotation", "ended") {
            try await page.gesture(from: [(300, 400), (500, 400)], to: [(400, 300), (400, 500)])
        }
        #expect(changes("rotation").dropFirst(rotationsBefore).contains("ended"))
        #expect(abs(lastAction("rotation")["rotation"] ?? 0) > 1.2)

        // A double tap: the single tap recognizes, waits for the double tap, and fails, prevented by it, when it
        // recognizes.
        let singleTapFailures = try await count("single tap", "failed")
        try await expect("double tap", "ended") {
            try await page.tap(at: 400, 300)
            try await page.tap(at: 400, 300)
        }
        try await page.waitUntil("window.playground.count('single tap', 'failed') > \(singleTapFailures)")
        let decisions = events().compactMap { if case .arbitration(let a) = $0, a.recognizer == "single tap" { a } else { nil } }
        #expect(decisions.contains { $0.event == "waiting" && $0.others == ["double tap"] })
        #expect(decisions.contains { $0.event == "prevented" && $0.others == ["double tap"] })
        #expect(changes("double tap").contains("ended"))
        #expect(!changes("single tap").contains("ended"))
        let lanes = try await page.lanes()
        #expect(lanes["single tap"]?.contains("waits for double tap") == true)
        #expect(lanes["single tap"]?.contains("prevented by double tap") == true)
        #expect(lanes["double tap"]?.contains("ended") == true)
        let links = try await page.evaluate("document.getElementById('links').innerText") as? String ?? ""
        #expect(links.contains("single tap recognized, but waits for the double tap to fail"))
        #expect(links.contains("single tap failed: the double tap recognized first"))
        // The same links drawn as arrows between the lanes: the scene's own requirement, and what happened.
        let arrows = try await page.evaluate("JSON.stringify(window.playground.arrows())") as? String ?? ""
        #expect(arrows.contains(#"{"from":"single tap","to":"double tap","kind":"setup","live":false}"#))
        #expect(arrows.contains(#"{"from":"single tap","to":"double tap","kind":"waits-for","live":true}"#))
        #expect(arrows.contains(#"{"from":"double tap","to":"single tap","kind":"prevents","live":true}"#))

        // The page after these gestures, with the double tap's arrows, for the documentation
        // (scripts/playground-screenshot.sh copies it).
        let shot = try await page.screenshot()
        let folder = Self.artifacts
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try shot.write(to: folder.appendingPathComponent("playground-photos.png"))
        #expect(shot.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        print("playground screenshot: \(folder.appendingPathComponent("playground-photos.png").path)")

        // A pan: one finger, 200 points to the right.
        let pansBefore = changes("pan").count
        try await expect("pan", "ended") { try await page.gesture(from: [(300, 600)], to: [(500, 600)]) }
        #expect(changes("pan").dropFirst(pansBefore).contains("ended"))
        #expect((lastAction("pan")["translationX"] ?? 0) > 150)

        // A mouse drag: an indirect pointer's touch, which pans too.
        let pansBeforeMouse = changes("pan").count
        try await expect("pan", "ended") { try await page.mouseDrag(from: (300, 200), to: (300, 450)) }
        #expect(changes("pan").dropFirst(pansBeforeMouse).contains("ended"))
        #expect((lastAction("pan")["translationY"] ?? 0) > 200)
        let viewTouches = try await page.evaluate("document.getElementById('touches').innerText") as? String ?? ""
        #expect(viewTouches.contains("PhotoView touchesBegan"))

        // Nothing the page sent was refused.
        #expect(!events().contains { if case .error = $0 { true } else { false } })
        let pageErrors = try await page.evaluate("window.playground.state.errors.length") as? Int
        #expect(pageErrors == 0)
        let drawErrors = try await page.evaluate("window.playground.state.drawErrors.join('; ')") as? String
        #expect(drawErrors == "")

        // Stop recording: the page downloads the trace; `tactile replay` and `tactile render` read it.
        _ = try await page.evaluate("document.getElementById('record').click()")
        try await page.waitUntil("window.playground.state.lastTrace !== null")
        let trace = try await page.evaluate("window.playground.state.lastTrace") as? String ?? ""
        let traceFile = folder.appendingPathComponent("playground-photos.jsonl")
        try trace.write(to: traceFile, atomically: true, encoding: .utf8)
        try Self.checkWithTheTactileTool(traceFile)
        // The Timeline button's timeline of that trace, from the server, as `tactile render` draws it.
        #expect(try await page.evaluate("document.getElementById('timeline').disabled") as? Bool == false)
        let timeline = try await page.evaluate("window.playground.timeline(window.playground.state.lastTrace)") as? String ?? ""
        #expect(timeline.contains("Tactile playground timeline: photos"))
        #expect(timeline.contains("pinch") && timeline.contains("double tap") && timeline.contains("<svg"))

        try await measureLatency(page, settled: settled)

        // The downloaded trace dropped back on the page replays there: the lanes go through the recorded
        // gestures again.
        _ = try await page.evaluate("for (const l of window.playground.state.lanes.values()) l.history = []; true")
        try await page.drop(fileNamed: "playground-photos.jsonl", text: trace)
        try await page.waitUntil(
            "['pinch', 'rotation', 'double tap'].every((r) => window.playground.count(r, 'ended') > 0) && window.playground.count('pan', 'ended') >= 2",
            seconds: 30)
        let status = try await page.evaluate("document.getElementById('status').innerText") as? String ?? ""
        #expect(status.contains("playground-photos.jsonl") || status.contains("Showing photos"))
    }

    /// Runs the built `tactile` tool (beside the test bundle) on the trace: `replay` narrates the recorded gestures
    /// on the photo viewer, `render` writes its timeline. Skipped, with a note, when the tool was not built.
    static func checkWithTheTactileTool(_ trace: URL) throws {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        guard let tool = [bundleFolder, bundleFolder.deletingLastPathComponent()].map({ $0.appendingPathComponent("tactile") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            print("playground trace: no tactile executable beside the tests; tactile replay and render not run")
            return
        }
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            let out = Pipe()
            process.standardOutput = out
            process.standardError = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        let replay = try run(["replay", trace.path])
        #expect(replay.status == 0, "tactile replay: \(replay.output)")
        #expect(replay.output.contains("scene photos"))
        #expect(replay.output.contains("pinch") && replay.output.contains("double tap"))
        let timeline = trace.deletingPathExtension().appendingPathExtension("html")
        let render = try run(["render", trace.path, "--output", timeline.path])
        #expect(render.status == 0, "tactile render: \(render.output)")
        let html = (try? String(contentsOf: timeline, encoding: .utf8)) ?? ""
        #expect(html.contains("pinch") && html.contains("double tap"))
    }

    /// .build/playground-artifacts in the package.
    static var artifacts: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/playground-artifacts")
    }
}
