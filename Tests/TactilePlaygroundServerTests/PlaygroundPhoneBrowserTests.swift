import Foundation
import Tactile
import TactileExamples
import TactilePlayground
import TactilePlaygroundServer
import Testing

/// The playground on a phone: headless Chromium emulating a 390 × 844 phone, the photo viewer touched through the
/// DevTools Protocol. Checks from the page's layout (`getBoundingClientRect`) that the lanes show while a finger is
/// on the stage and that no two of their labels overlap, that the page scrolls outside the stage but not on it,
/// that the lanes group their history by gesture, and that the log says what happened in plain words.
@Suite(.serialized, .timeLimit(.minutes(3)), .enabled(if: HeadlessChromium.path != nil, "chromium is not installed: apt-get install chromium (the playground's browser test skips)"))
@MainActor
struct PlaygroundPhoneBrowserTests {
    struct Box: Equatable {
        var text: String
        var left, top, right, bottom: Double

        init(_ object: Any?) {
            let o = object as? [String: Any] ?? [:]
            text = o["text"] as? String ?? ""
            left = o["left"] as? Double ?? 0
            top = o["top"] as? Double ?? 0
            right = o["right"] as? Double ?? 0
            bottom = o["bottom"] as? Double ?? 0
        }

        /// The area two boxes share, in square CSS pixels.
        func overlap(_ o: Box) -> Double {
            max(0, min(right, o.right) - max(left, o.left)) * max(0, min(bottom, o.bottom) - max(top, o.top))
        }
    }

    @Test func thePhotoViewerOnAPhone() async throws {
        let server = PlaygroundServer(port: 0) { ExamplePlaygroundScenes.all(first: "photos") }
        try await PlaygroundPageDriver.withPage(of: server, width: 390, height: 844, mobile: true, scale: 2) { page in
            try await run(page)
        }
    }

    /// The demo's 360 × 640 points do not fit the phone's stage: the page draws them smaller, and a finger on the
    /// Share button still lands on it.
    @Test func theDemoIsDrawnSmallerToFitAPhone() async throws {
        var events: [PlaygroundEvent] = []
        let server = PlaygroundServer(port: 0) { ExamplePlaygroundScenes.all(first: "demo") }
        server.observer = { events.append($0) }
        try await PlaygroundPageDriver.withPage(of: server, width: 390, height: 844, mobile: true) { page in
            #expect(page.scale < 0.8 && page.scale > 0.4, "the demo is drawn at \(page.scale)")
            let width = try await page.evaluate("document.getElementById('stage').getBoundingClientRect().width") as? Double ?? 0
            #expect(abs(width - 360 * page.scale) < 1)
            try await page.tap(at: 55, 30)
            try await page.waitUntil("window.playground.state.down.size === 0")
            let began = events.compactMap { if case .touch(let t) = $0, t.phase == "began" { t } else { nil } }
            #expect(began.first?.view == "ShareButton")
            #expect(abs((began.first?.x ?? 0) - 55) < 2 && abs((began.first?.y ?? 0) - 30) < 2)
        }
    }

    private func run(_ page: PlaygroundPageDriver) async throws {
        func number(_ expression: String) async throws -> Double {
            let value = try await page.evaluate(expression)
            return (value as? Double) ?? Double(value as? Int ?? -1)
        }
        func labels() async throws -> [Box] {
            (try await page.evaluate("window.playground.labelBoxes()") as? [Any] ?? []).map(Box.init)
        }
        func expectNoOverlap(_ when: String) async throws {
            let boxes = try await labels()
            #expect(boxes.count >= 15, "\(when): only \(boxes.count) labels")
            for (i, a) in boxes.enumerated() {
                for b in boxes[(i + 1)...] where a.overlap(b) > 1 {
                    Issue.record("\(when): the lane labels \"\(a.text)\" and \"\(b.text)\" overlap by \(a.overlap(b)) px²")
                }
            }
        }
        let settled = "window.playground.state.down.size === 0 && [...window.playground.state.lanes.values()].every((l) => l.now === 'possible') && window.playground.state.waiting.size === 0"
        let innerHeight = try await number("innerHeight")
        #expect(innerHeight == 844)
        // The scene fills the stage's room: the page's width, half its height.
        let scene = try await page.evaluate("[window.playground.state.scene.width, window.playground.state.scene.height]") as? [Int]
        #expect(scene?.first == 390)
        #expect(try await page.evaluate("getComputedStyle(document.getElementById('stage')).touchAction") as? String == "none")

        // A finger down on the stage and moving: the lanes are on screen while it is there, showing the pan.
        try await page.touch("touchStart", [(1, 150, 200)])
        for step in 1...8 { try await page.touch("touchMove", [(1, 150 + Double(step) * 12, 200)]) }
        try await page.waitUntil("window.playground.count('pan', 'began') > 0")
        let lanes = Box(try await page.evaluate("(() => { const r = document.getElementById('lanes').getBoundingClientRect(); return { text: '', left: r.left, top: r.top, right: r.right, bottom: r.bottom }; })()"))
        #expect(lanes.top < innerHeight && lanes.bottom > 0, "the lanes are at \(lanes.top)…\(lanes.bottom), off the screen of \(innerHeight)")
        let panLane = Box(try await page.evaluate("(() => { const r = window.playground.state.lanes.get('pan').lane.getBoundingClientRect(); return { text: '', left: r.left, top: r.top, right: r.right, bottom: r.bottom }; })()"))
        #expect(panLane.bottom <= innerHeight && panLane.top >= 0, "the pan's lane is at \(panLane.top)…\(panLane.bottom)")
        #expect(try await number("scrollY") == 0, "dragging on the stage scrolled the page")
        try await page.touch("touchEnd", [])
        try await page.waitUntil(settled)
        try await expectNoOverlap("after a pan")

        // A double tap: a second gesture, and the log says in plain words how the taps were decided.
        try await page.tap(at: 200, 150)
        try await page.tap(at: 200, 150)
        try await page.waitUntil("window.playground.count('double tap', 'ended') > 0 && window.playground.count('single tap', 'failed') > 0")
        try await page.waitUntil(settled)
        let log = try await page.evaluate("document.getElementById('links').innerText") as? String ?? ""
        #expect(log.contains("single tap recognized, but waits for the double tap to fail"), "\(log)")
        #expect(log.contains("single tap failed: the double tap recognized first"), "\(log)")
        #expect(!log.contains("dropped;"), "the log's own wording leaked: \(log)")
        let gestures = try await page.evaluate("window.playground.gestures()") as? [[String: Any]] ?? []
        #expect(gestures.compactMap { $0["n"] as? Int } == [1, 2])
        #expect((gestures.last?["head"] as? String)?.contains("1 finger") == true)
        // Each lane has one column per gesture, and the double tap's column holds what it did.
        let columns = try await page.evaluate("[...window.playground.state.lanes.get('double tap').track.children].map((c) => c.innerText)") as? [String] ?? []
        #expect(columns.count == 2)
        #expect(columns.last?.contains("ended") == true)
        #expect(columns.first?.contains("ended") == false)
        try await expectNoOverlap("after a double tap")

        let shot = try await page.screenshot()
        try FileManager.default.createDirectory(at: PlaygroundBrowserTests.artifacts, withIntermediateDirectories: true)
        let file = PlaygroundBrowserTests.artifacts.appendingPathComponent("playground-phone.png")
        try shot.write(to: file)
        print("playground phone screenshot: \(file.path)")

        // Outside the stage the page scrolls, by a finger dragged up on the panel and by script.
        let height = try await number("document.documentElement.scrollHeight")
        #expect(height > innerHeight + 100, "the page is \(height) px tall: nothing to scroll")
        try await page.dragInPage(from: (200, 800), to: (200, 500))
        try await page.waitUntil("scrollY > 100")
        // Let the fling that drag started come to rest.
        _ = try await page.evaluate("new Promise((done) => { let last = -1; const check = () => { if (scrollY === last) done(true); else { last = scrollY; setTimeout(check, 150); } }; check(); })")
        _ = try await page.evaluate("scrollTo(0, 0), scrollBy(0, 300), true")
        #expect(try await number("scrollY") == 300)
        // The stage has moved up with the page; a drag on it still pans and scrolls nothing.
        _ = try await page.evaluate("scrollTo(0, 100), true")
        try await page.findStage()
        let pans = try await number("window.playground.count('pan', 'ended')")
        try await page.gesture(from: [(100, 250)], to: [(100, 150)])
        try await page.waitUntil("window.playground.count('pan', 'ended') > \(Int(pans))")
        let scrolled = try await number("scrollY")
        #expect(scrolled == 100, "dragging on the stage scrolled the page to \(scrolled)")
    }
}
