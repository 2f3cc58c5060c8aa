import Foundation
import Testing
import Tactile
import TactileExamples
import TactilePlayground

/// Pointer batches as a browser sends them, fed into the example scenes: the recognizer, action, arbitration,
/// touch and view messages the page gets.
@MainActor
@Suite struct PlaygroundSessionGestureTests {
    @Test func helloDescribesThePhotoViewerAtTheViewportsSize() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        let scene = try #require(h.scenes.first)
        #expect(h.sent.map(\.kind) == ["scene", "displayList"])
        #expect(scene.name == "photos")
        #expect(scene.scenes == ["demo", "photos", "canvas"])
        #expect(scene.width == 390 && scene.height == 844)
        let photo = try #require(scene.views.first)
        #expect(photo.name == "PhotoView")
        #expect(photo.frame == .init(x: 0, y: 0, width: 390, height: 844))
        #expect(photo.recognizers == ["single tap", "double tap", "pan", "pinch", "rotation"])
        let byName = Dictionary(uniqueKeysWithValues: scene.recognizers.map { ($0.name, $0) })
        #expect(byName["single tap"]?.waitsFor == ["double tap"])
        #expect(byName["double tap"]?.waitsFor == [])
        #expect(byName["pan"]?.simultaneousWith == ["pinch", "rotation"])
        #expect(byName["single tap"]?.simultaneousWith == [])
        #expect(byName["pinch"]?.type == "UIPinchGestureRecognizer")
        #expect(byName["pinch"]?.view == 0)
    }

    @Test func theDemoSceneKeepsItsOwnSizeAndWindowCoordinates() throws {
        let h = PlaygroundHarness()
        h.hello("demo")
        let scene = try #require(h.scenes.first)
        #expect(scene.width == 360 && scene.height == 640)
        let share = try #require(scene.views.first { $0.name == "ShareButton" })
        #expect(share.frame == .init(x: 10, y: 10, width: 90, height: 40))
        let toolbar = try #require(scene.views.first { $0.name == "ToolbarView" })
        #expect(share.parent == toolbar.id)
        #expect(scene.views.first { $0.name == "StripView" }?.frame.y == 400)
        #expect(scene.recognizers.first { $0.name == "strip pan" }?.waitsFor == ["swipe"])
    }

    @Test func aPinchAndRotationRecognizeTogether() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.twoFingers(center: (195, 400), from: 50, to: 110, turn: 0.7)
        #expect(h.errors.isEmpty)
        #expect(h.states(of: "pinch").first == "began")
        #expect(h.states(of: "pinch").last == "ended")
        #expect(h.states(of: "rotation").first == "began")
        #expect(h.states(of: "rotation").last == "ended")
        let pinch = try #require(h.actions(of: "pinch").last { $0.state == "changed" })
        #expect(try #require(pinch.values["scale"]) > 1.6)
        #expect(pinch.values["touches"] == 2)
        let rotation = try #require(h.actions(of: "rotation").last { $0.state == "changed" })
        #expect(try #require(rotation.values["rotation"]) > 0.5)
        // Neither prevented the other: their delegate lets them recognize together.
        #expect(!h.decisions.contains { $0.event == "prevented" && ["pinch", "rotation"].contains($0.recognizer) })
        // The taps do not recognize a two-finger gesture.
        #expect(h.actions(of: "single tap").isEmpty && h.actions(of: "double tap").isEmpty)
        // Both fingers began on the photo and ended.
        let ends = h.touches.filter { $0.phase == "ended" }.map(\.pointerId).sorted()
        #expect(ends == [10, 11])
        #expect(h.touches.filter { $0.phase == "began" }.allSatisfy { $0.view == "PhotoView" })
    }

    @Test func theSingleTapWaitsForTheDoubleTapAndFailsWhenItRecognizes() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.tap(200, 300)
        let waiting = try #require(h.decisions.first { $0.recognizer == "single tap" && $0.event == "waiting" })
        #expect(waiting.others == ["double tap"])
        #expect(waiting.message.contains("double tap"))
        h.wait(120)
        h.tap(202, 301, id: 2)
        h.wait(1000)
        #expect(h.actions(of: "double tap").map(\.state) == ["ended"])
        #expect(h.actions(of: "single tap").isEmpty)
        #expect(h.states(of: "single tap").contains("failed"))
        // The double tap recognized while the single tap waited for it: the single tap fails, prevented by it.
        let lost = try #require(h.decisions.first { $0.recognizer == "single tap" && $0.event == "prevented" })
        #expect(lost.others == ["double tap"])
        #expect(lost.message == "single tap: prevented by double tap → failed")
        // The waiting came before the double tap's recognition, which came before the single tap failed.
        let lines = h.transitionLines
        let double = try #require(lines.firstIndex(of: "double tap: possible→ended"))
        let failed = try #require(lines.firstIndex { $0.hasPrefix("single tap:") && $0.hasSuffix("→failed") })
        #expect(double < failed)
    }

    @Test func aSingleTapRecognizesOnceTheDoubleTapFails() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.tap(200, 300)
        #expect(h.actions(of: "single tap").isEmpty)
        h.wait(1000)
        #expect(h.states(of: "double tap").contains("failed"))
        #expect(h.decisions.contains { $0.recognizer == "single tap" && $0.event == "requirements-failed" })
        let action = try #require(h.actions(of: "single tap").first)
        #expect(action.state == "ended")
        #expect(action.values["x"] == 200 && action.values["y"] == 300)
    }

    @Test func aPanMovesAndCancelsTheViewsTouches() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.drag(from: (100, 300), by: (150, 0))
        #expect(h.states(of: "pan").first == "began")
        #expect(h.states(of: "pan").last == "ended")
        let last = try #require(h.actions(of: "pan").last)
        #expect(last.state == "ended")
        #expect(abs(try #require(last.values["translationX"]) - 150) < 0.001)
        #expect(h.states(of: "single tap").contains("failed"))
        let phases = h.touches.filter { $0.pointerId == 1 }.map(\.phase)
        #expect(phases.first == "began" && phases.last == "ended")
        #expect(phases.filter { $0 == "moved" }.count == 12)
        // The photo's own touch handlers: began, then cancelled when the pan recognized.
        let photo = h.viewTouches.filter { $0.view == "PhotoView" }
        #expect(photo.first?.phase == "began" && photo.first?.delivery == "delivered")
        #expect(photo.contains { $0.delivery == "cancelled" })
        #expect(photo.contains { $0.delivery == "delivered" && $0.phase == "cancelled" })
    }

    @Test func aMouseDragIsOneTouchWhileTheButtonIsDown() throws {
        let h = PlaygroundHarness()
        h.hello("canvas")
        // Moving with no button down hovers: no touch.
        h.batch([(1, "move", 50, 50)], type: "mouse")
        h.frame()
        h.batch([(1, "move", 60, 60)], type: "mouse")
        #expect(h.touches.isEmpty && h.errors.isEmpty)
        h.frame()
        h.drag(from: (60, 60), by: (0, 200), type: "mouse")
        #expect(h.states(of: "pan").first == "began")
        #expect(h.states(of: "pan").last == "ended")
        #expect(h.touches.first?.phase == "began" && h.touches.first?.view == "CanvasView")
    }

    @Test func aButtonInTheDemoGetsItsTouchHandlersCalled() throws {
        let h = PlaygroundHarness()
        h.hello("demo")
        h.tap(40, 30)
        h.wait(500)
        let share = h.viewTouches.filter { $0.view == "ShareButton" && $0.delivery == "delivered" }
        #expect(share.map(\.phase) == ["began", "ended"])
        #expect(h.touches.first?.view == "ShareButton")
    }
}
