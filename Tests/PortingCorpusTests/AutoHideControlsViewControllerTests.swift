import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// Delayed work on the application's scheduler, on virtual time: the delayed `perform` that hides the controls
/// three seconds after they were last shown, cancelled with `cancelPreviousPerformRequests` when they show again,
/// and the repeating `Timer` that moves the progress every half second until it is invalidated. tactile-migrate
/// kept the `perform` and its cancellation, with method references for the selectors, and turned the timer into a
/// closure on `UIApplication.shared.scheduler`.
@MainActor
@Suite("Corpus: AutoHideControlsViewController")
struct AutoHideControlsViewControllerTests {
    let controller = AutoHideControlsViewController()
    let stage: CorpusStage

    init() {
        stage = CorpusStage(showing: controller)
    }

    func tapVideo() {
        stage.sim.tap(at: CGPoint(x: 100, y: 100), in: controller.videoView)
    }

    func tapPlay() {
        let button = controller.playButton
        stage.sim.tap(at: CGPoint(x: button.bounds.midX, y: button.bounds.midY), in: button)
    }

    @Test("a tap on the video shows the controls; they hide three seconds later")
    func controlsHideAfterThreeSeconds() {
        stage.makeCurrent()
        #expect(controller.controlsView.isHidden)
        tapVideo()
        #expect(!controller.controlsView.isHidden)
        stage.sim.advance(by: 2.9)
        #expect(!controller.controlsView.isHidden)
        stage.sim.advance(by: 0.2)
        #expect(controller.controlsView.isHidden)
    }

    @Test("a tap while they show hides them; showing them again restarts the three seconds")
    func showingAgainRestartsTheDelay() {
        stage.makeCurrent()
        tapVideo()
        stage.sim.advance(by: 2)
        tapVideo()
        #expect(controller.controlsView.isHidden)
        stage.sim.advance(by: 0.5)
        tapVideo()
        #expect(!controller.controlsView.isHidden)
        // The first show's hide would fall due now, but the second show cancelled it: the controls stay.
        stage.sim.advance(by: 1)
        #expect(!controller.controlsView.isHidden)
        stage.sim.advance(by: 2.1)
        #expect(controller.controlsView.isHidden)
    }

    @Test("using the controls cancels the pending hide: they hide three seconds after the last use, not the first")
    func usingTheControlsCancelsThePendingHide() {
        stage.makeCurrent()
        tapVideo()
        stage.sim.advance(by: 2)
        tapPlay()
        tapPlay()
        // Without the cancellation the hide scheduled by the first tap would run at 3 s and hide them.
        stage.sim.advance(by: 2.9)
        #expect(!controller.controlsView.isHidden)
        stage.sim.advance(by: 0.2)
        #expect(controller.controlsView.isHidden)
    }

    @Test("cancelPreviousPerformRequests(withTarget:) from outside cancels the pending hide")
    func cancellingTheControllersRequests() {
        stage.makeCurrent()
        tapVideo()
        stage.sim.advance(by: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: controller)
        stage.sim.advance(by: 10)
        #expect(!controller.controlsView.isHidden)
        tapVideo()
        #expect(controller.controlsView.isHidden)
    }

    @Test("while playing, the timer moves the progress every half second")
    func timerTicksEveryHalfSecond() {
        stage.makeCurrent()
        tapVideo()
        tapPlay()
        #expect(controller.isPlaying)
        #expect(controller.playButton.title(for: .normal) == "Pause")
        #expect(controller.position == 0)
        stage.sim.advance(by: 0.25)
        #expect(controller.position == 0)
        stage.sim.advance(by: 0.5)
        #expect(isClose(controller.position, 0.5, within: 1e-9))
        stage.sim.advance(by: 1)
        #expect(isClose(controller.position, 1.5, within: 1e-9))
        #expect(isClose(CGFloat(controller.progressSlider.value), 0.15, within: 1e-6))
    }

    @Test("pausing invalidates the timer: the progress stops")
    func pauseInvalidatesTheTimer() throws {
        stage.makeCurrent()
        tapVideo()
        tapPlay()
        stage.sim.advance(by: 1.25)
        let timer = try #require(controller.progressTimer)
        #expect(timer.isValid)
        tapPlay()
        #expect(!controller.isPlaying)
        #expect(!timer.isValid)
        let stopped = controller.position
        #expect(isClose(stopped, 1, within: 1e-9))
        stage.sim.advance(by: 5)
        #expect(controller.position == stopped)
    }

    @Test("at the clip's end the timer stops itself")
    func timerStopsAtTheEnd() {
        stage.makeCurrent()
        tapVideo()
        tapPlay()
        stage.sim.advance(by: 12)
        #expect(controller.position == controller.duration)
        #expect(controller.progressSlider.value == 1)
        #expect(!controller.isPlaying)
        #expect(controller.playButton.title(for: .normal) == "Play")
    }
}
