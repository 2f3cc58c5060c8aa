import Foundation
import Testing
import Tactile
@testable import TactileExamples
import TactileTesting

/// The demo's scripted session: each step shows the behaviour its title promises, through the whole pipeline.
@MainActor
@Suite("Demo session")
struct DemoSessionTests {
    let steps = DemoSession.run(on: TouchSimulator()).steps

    /// The step's narrated lines without their times.
    func did(_ i: Int) -> [String] { steps[i].did.map(untimed) }
    func why(_ i: Int) -> [String] { steps[i].why.map(untimed) }
    /// `"  2.050 s  text"` → `"text"`.
    func untimed(_ line: String) -> String {
        line.range(of: " s  ").map { String(line[$0.upperBound...]) } ?? line
    }
    /// The time of step `i`'s line (printed from the start of the session) since the step began: `"+0.050 s"`.
    func sinceStepStart(_ i: Int, _ line: String) -> String {
        let seconds = Double(line.prefix { $0 != "s" }.trimmingCharacters(in: .whitespaces)) ?? .nan
        return String(format: "+%.3f s", seconds - steps[i].start)
    }

    @Test("thirteen steps, the same on every run (virtual time)")
    func deterministic() {
        #expect(steps.count == 13)
        let again = DemoSession.run(on: TouchSimulator()).steps
        #expect(DemoSession.narration(again) == DemoSession.narration(steps))
    }

    @Test("CTL-01 the Share button's action wins over its toolbar's tap recognizer; beside it, the toolbar tap fires")
    func buttonInToolbar() {
        #expect(did(0) == ["ShareButton: touchUpInside → share sheet"])
        #expect(why(0) == ["toolbar tap: ShareButton.gestureRecognizerShouldBegin returned false → failed"])
        #expect(did(1) == ["toolbar tap ended: at (250, 30)"])
    }

    @Test("GRI-05 a single tap waits for the double tap to fail, then fires 0.35 s after the lift")
    func singleTapWaits() {
        #expect(did(2) == ["single tap ended: at (180, 170)"])
        #expect(sinceStepStart(2, steps[2].did[0]) == "+0.400 s")  // 0.05 s tap + 0.35 s multi-tap window
        #expect(why(2).contains("single tap: recognized, waiting for double tap to fail"))
        #expect(why(2).contains("single tap: requirements failed, recognizing now"))
    }

    @Test("GRI-05 a double tap recognizes and prevents the waiting single tap")
    func doubleTapWins() {
        #expect(did(3) == ["double tap ended: at (180, 170)"])
        #expect(why(3).contains("single tap: prevented by double tap → failed"))
    }

    @Test("a long press is continuous: began after 0.5 s, ended at the lift")
    func longPress() {
        #expect(did(4) == ["long press began: at (100, 100)", "long press ended: at (100, 100)"])
        #expect(steps[4].did.map { sinceStepStart(4, $0) } == ["+0.500 s", "+0.800 s"])
    }

    @Test("a pan reports its translation and a velocity matching the drag (240, -100) pt in 0.4 s")
    func pan() {
        #expect(did(5).last == "pan ended: translation (240, -100) pt, velocity (600, -250) pt/s, 1 finger(s)")
        #expect(did(5).first?.hasPrefix("pan began") == true)
    }

    @Test("GRI-07 pinch and rotation recognize together; the one-finger pan fails as the second finger lands")
    func pinchAndRotation() {
        let lines = did(6)
        #expect(lines.contains { $0.hasPrefix("pinch began") })
        #expect(lines.contains { $0.hasPrefix("rotation began") })
        // The fingers spread from 100 to 180 pt apart and turn 30°; they reach that in their last move, and the
        // lift, a frame of its own, carries no movement, so the ended action reports the whole gesture.
        #expect(lines.contains("pinch ended: scale 1.80, velocity 2.03/s"))
        #expect(lines.contains("rotation ended: rotation 30°"))
        #expect(!lines.contains { $0.hasPrefix("pan") })
        // maximumNumberOfTouches is 1: two fingers on the photo before the pan began fail it, as in UIKit.
        #expect(why(6).contains("pan: possible → failed"))
    }

    @Test("swipe versus pan: a flick swipes and fails the pan; a slow drag fails the swipe and pans")
    func swipeVersusPan() {
        #expect(did(7) == ["swipe ended: direction left at (262, 60)"])
        #expect(why(7).contains("strip pan: prevented by swipe → failed"))
        #expect(did(8).first?.hasPrefix("strip pan began") == true)
        #expect(did(8).last == "strip pan ended: translation (100, 0) pt, velocity (83, 0) pt/s, 1 finger(s)")
        #expect(why(8).contains("strip pan: recognized, waiting for swipe to fail"))
        #expect(why(8).contains("swipe: possible → failed"))
    }

    @Test("EX-12 the checkmark is recognized with the bottom of the check")
    func checkmark() {
        #expect(did(9) == ["checkmark ended: bottom of the check at (165, 95)"])
    }

    @Test("SHK / RC shakes and remote-control events reach the first responder")
    func shakeAndRemote() {
        #expect(did(10) == [
            "PlayerViewController.motionBegan(.motionShake)",
            "PlayerViewController.motionEnded(.motionShake): photo reset",
        ])
        // Detected from the samples: began once 75 % of a 0.5 s window passes 1.33 g, ended after the shaking stops.
        #expect(steps[10].did.map { sinceStepStart(10, $0) } == ["+0.260 s", "+1.260 s"])
        #expect(did(11) == [
            "PlayerViewController.remoteControlReceived(remoteControlTogglePlayPause): playing, track 1",
            "PlayerViewController.remoteControlReceived(remoteControlNextTrack): playing, track 2",
        ])
    }

    @Test("F3D-06 a firm press on the photo peeks, making the photo's recognizers fail, and a harder press pops")
    func peekAndPop() {
        #expect(did(12) == ["PhotoPreviewer: peek at (180, 170) → photo preview", "PhotoPreviewer: pop → Photo opened"])
        for name in ["single tap", "double tap", "long press", "pan", "pinch", "rotation"] {
            #expect(why(12).contains("\(name): prevented by previewing → failed"))
        }
        #expect(why(12).contains("view touches cancelled for PhotoView"))
        // The force ramps to 4 over 0.2 s in 12 samples; the 10th (0.167 s in) reaches half of 6.67.
        #expect(sinceStepStart(12, steps[12].did[0]) == "+0.167 s")
        #expect(sinceStepStart(12, steps[12].did[1]) == "+0.300 s")
    }

    @Test("the narration numbers the steps and lists the reasons under each")
    func narration() {
        let text = DemoSession.narration(steps)
        #expect(text.filter { $0.hasPrefix("▶ ") }.count == 13)
        #expect(text.contains("▶ 1. " + steps[0].title))
        #expect(text.contains("    why:"))
    }
}

/// The replay canvas and the narration helper.
@MainActor
@Suite("Canvas scene and narration")
struct CanvasSceneTests {
    @Test("a tap and a two-finger drag on the canvas are narrated as a tap and a two-finger pan")
    func canvas() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scene = CanvasScene(window: window)
        var lines: [String] = []
        scene.narrate = { lines.append($0) }
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
        sim.perform([
            TouchPath(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.3),
            TouchPath(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100), duration: 0.3),
        ])
        #expect(lines.first == "tap ended: at (100, 100)")
        #expect(lines.contains { $0.hasPrefix("pan began") && $0.hasSuffix("2 finger(s)") })
        #expect(lines.contains { $0.hasPrefix("pan ended: translation (0, -200) pt") })
        #expect(!lines.contains { $0.contains("changed") })
        scene.narratesChanges = true
        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.2)
        #expect(lines.contains { $0.hasPrefix("pan changed") })
    }

    @Test("swipe directions are named")
    func directions() {
        #expect(GestureNarration.name(of: .left) == "left")
        #expect(GestureNarration.name(of: [.up, .down]) == "up|down")
        #expect(GestureNarration.name(of: []) == "none")
    }
}
