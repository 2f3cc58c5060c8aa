import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// The photo editor: pan, pinch and rotation recognized together through the delegate; a double tap resets the
/// photo; a single tap, which must wait for the double tap to fail, toggles the toolbar; the Reset button's
/// action takes no parameter.
@MainActor
@Suite("Corpus: PhotoEditorViewController")
struct PhotoEditorViewControllerTests {
    let controller = PhotoEditorViewController()
    let stage: CorpusStage
    var photo: UIImageView { controller.photoView }

    init() {
        stage = CorpusStage(showing: controller)
    }

    @Test("a one-finger drag moves the photo by exactly the finger's movement")
    func pan() {
        stage.makeCurrent()
        #expect(photo.center == CGPoint(x: 160, y: 240))
        stage.sim.drag(from: CGPoint(x: 160, y: 240), to: CGPoint(x: 200, y: 300))
        #expect(isClose(photo.center, CGPoint(x: 200, y: 300), within: 0.01))
    }

    @Test("pinch and rotation apply together: the photo ends scaled and turned")
    func pinchAndRotateTogether() {
        stage.makeCurrent()
        stage.sim.pinch(center: CGPoint(x: 160, y: 240), scale: 2, startDistance: 80)
        #expect(isClose(scaleFactor(of: photo.transform), 2, within: 0.02))
        stage.sim.advance(by: 1)
        stage.sim.rotate(center: CGPoint(x: 160, y: 240), angle: .pi / 4, radius: 60)
        #expect(isClose(rotationAngle(of: photo.transform), .pi / 4, within: 0.02))
        #expect(isClose(scaleFactor(of: photo.transform), 2, within: 0.05))
    }

    @Test("the delegate lets the three photo recognizers run simultaneously, and nothing else")
    func simultaneity() {
        stage.makeCurrent()
        #expect(
            controller.gestureRecognizer(
                controller.panGesture, shouldRecognizeSimultaneouslyWith: controller.pinchGesture))
        let viewTap = controller.view.gestureRecognizers?.first
        #expect(viewTap != nil)
        #expect(!controller.gestureRecognizer(controller.panGesture, shouldRecognizeSimultaneouslyWith: viewTap!))
    }

    @Test("a single tap toggles the toolbar only once the double tap has failed")
    func singleTapWaitsForDoubleTap() {
        stage.makeCurrent()
        stage.sim.tap(at: CGPoint(x: 30, y: 60))
        #expect(controller.toolbar.alpha == 1, "still waiting for a possible second tap")
        stage.sim.advance(by: 0.5)
        #expect(controller.toolbar.alpha == 0)
    }

    @Test("a double tap resets the photo and does not toggle the toolbar")
    func doubleTapResets() {
        stage.makeCurrent()
        stage.sim.drag(from: CGPoint(x: 160, y: 240), to: CGPoint(x: 200, y: 300))
        stage.sim.advance(by: 1)
        stage.sim.doubleTap(at: CGPoint(x: 30, y: 60))
        stage.sim.advance(by: 1)
        #expect(photo.center == CGPoint(x: 160, y: 240))
        #expect(photo.transform == .identity)
        #expect(controller.toolbar.alpha == 1)
    }

    @Test("the Reset button's no-argument action resets the photo; the view's taps stay out of it")
    func resetButton() {
        stage.makeCurrent()
        stage.sim.drag(from: CGPoint(x: 160, y: 240), to: CGPoint(x: 100, y: 200))
        stage.sim.advance(by: 1)
        stage.sim.tap(at: CGPoint(x: 40, y: 22), in: controller.resetButton)
        stage.sim.advance(by: 1)
        #expect(photo.center == CGPoint(x: 160, y: 240))
        #expect(controller.toolbar.alpha == 1, "the button's tap is not the view's single tap")
    }
}
