import Foundation
import Tactile
import TactilePlayground
import TactilePlaygroundServer
import Testing

/// A user's own scene in a real browser, touched with a pen: the page offers and draws the scene the server was
/// given, and a pen stroke dispatched through the DevTools Protocol (a pen's pressure and tilt) reaches the scene's
/// view as a pencil touch with force and altitude.
@Suite(.serialized, .timeLimit(.minutes(4)), .enabled(if: HeadlessChromium.path != nil, "chromium is not installed: apt-get install chromium (the playground's browser test skips)"))
@MainActor
struct PlaygroundPenBrowserTests {
    final class Touches {
        var all: [PadView.Touch] = []
    }

    @Test func aPenOnAUsersSceneReachesItsViewAsAPencilWithForce() async throws {
        let touches = Touches()
        var pad = PenPadScene()
        pad.touched = { touches.all.append($0) }
        let server = PlaygroundServer(port: 0, scenes: [pad, PenPadScene(name: "second pad")])
        try await PlaygroundPageDriver.withPage(of: server, width: 1024, height: 700) { page in
            try await run(page, touches: touches)
        }
    }

    private func run(_ page: PlaygroundPageDriver, touches: Touches) async throws {
        // The page offers the server's scenes and draws this one's views where they are.
        let menu = try await page.evaluate("[...document.getElementById('scene').options].map((o) => o.value)") as? [String]
        #expect(menu == ["pen pad", "second pad"])
        let views = try await page.evaluate(
            "[...document.querySelectorAll('#stage .view')].map((v) => v.dataset.view + ' ' + v.style.left + ' ' + v.style.top + ' ' + v.style.width + ' ' + v.style.height)")
            as? [String]
        #expect(views == ["PadView 0px 0px 400px 300px", "PadView#7 40px 30px 200px 100px"])
        let lanes = try await page.lanes()
        #expect(Set(lanes.keys) == ["swipe", "press"])
        #expect(lanes["press"]?.contains("waits for swipe") == true)

        // A pen pressed at 0.6 of its range, tilted 30° along x, drawn 150 points leftwards across the pad's lower
        // half (the pad's swipe recognizes rightward swipes only, so the view gets the whole stroke).
        try await page.penStroke(from: (210, 200), to: (60, 220), force: 0.6, tiltX: 30, tiltY: 0)
        try await page.waitUntil("window.playground.state.down.size === 0 && window.playground.state.strokes.size > 0")
        let pen = touches.all
        #expect(pen.first?.phase == .began)
        #expect(pen.last?.phase == .ended)
        #expect(!pen.isEmpty && pen.allSatisfy { $0.type == .pencil })
        let pressed = pen.filter { $0.phase != .ended }
        // Pressure 0.6 on UIKit's force scale, where a pen pressed as hard as it reports is 4.
        #expect(!pressed.isEmpty && pressed.allSatisfy { abs($0.force - 2.4) < 0.05 && $0.maximumPossibleForce == 4 })
        // Tilted 30° from upright: 60° above the surface.
        #expect(pressed.allSatisfy { abs($0.altitudeAngle - .pi / 3) < 0.02 })
        let errors = try await page.evaluate("window.playground.state.errors.length") as? Int
        #expect(errors == 0)
    }
}
