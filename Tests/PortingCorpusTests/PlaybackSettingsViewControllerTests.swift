import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// Target–action in all three shapes, driven by real touches: the slider's and switch's `(sender)` actions, the
/// Reset button's `()` action and the preview button's `(sender, event)` action.
@MainActor
@Suite("Corpus: PlaybackSettingsViewController")
struct PlaybackSettingsViewControllerTests {
    let controller = PlaybackSettingsViewController()
    let stage: CorpusStage

    init() {
        stage = CorpusStage(showing: controller)
    }

    @Test("dragging the slider's thumb to the end sets the volume to 100 %")
    func slider() {
        stage.makeCurrent()
        #expect(controller.volumeLabel.text == "Volume 50%")
        let thumb = controller.volumeSlider.knobRect
        let start = CGPoint(x: thumb.midX, y: thumb.midY)
        stage.sim.drag(from: start, to: CGPoint(x: start.x + 300, y: start.y), in: controller.volumeSlider)
        #expect(controller.volume == 1)
        #expect(controller.volumeLabel.text == "Volume 100%")
    }

    @Test("tapping the switch turns shuffle on")
    func shuffleSwitch() {
        stage.makeCurrent()
        stage.sim.tap(at: CGPoint(x: 45, y: 205))
        #expect(controller.shuffleSwitch.isOn)
        #expect(controller.isShuffleOn)
    }

    @Test("the Reset button's no-parameter action restores the defaults")
    func reset() {
        stage.makeCurrent()
        stage.sim.tap(at: CGPoint(x: 45, y: 205))
        controller.volumeSlider.value = 0.2
        controller.volumeSlider.sendActions(for: .valueChanged)
        #expect(controller.volumeLabel.text == "Volume 20%")
        stage.sim.tap(at: CGPoint(x: 80, y: 272))
        #expect(controller.volume == 0.5)
        #expect(!controller.isShuffleOn && !controller.shuffleSwitch.isOn)
        #expect(controller.volumeSlider.value == 0.5)
        #expect(controller.volumeLabel.text == "Volume 50%")
    }

    @Test("the (sender, event) action sees the touch that went down, in the button's coordinates")
    func senderAndEvent() {
        stage.makeCurrent()
        let finger = stage.sim.touchDown(at: CGPoint(x: 200, y: 260))
        #expect(controller.lastPreviewPoint == CGPoint(x: 40, y: 10))
        stage.sim.lift(finger)
    }
}
