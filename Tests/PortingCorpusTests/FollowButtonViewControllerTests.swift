import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// A button configuration with an update handler, driven by taps: the selection toggles as the primary action, the
/// handler restyles the button for it and shows an activity indicator while the change is saved.
@MainActor
@Suite("Corpus: FollowButtonViewController")
struct FollowButtonViewControllerTests {
    let controller = FollowButtonViewController()
    let stage: CorpusStage

    init() {
        stage = CorpusStage(showing: controller)
    }

    /// The configuration the handler makes for a state.
    func expected(selected: Bool, saving: Bool) -> UIButton.Configuration {
        var config: UIButton.Configuration = selected ? .gray() : .filled()
        config.title = selected ? "Following" : "Follow"
        config.image = UIImage(systemName: selected ? "checkmark" : "plus")
        config.imagePadding = 6
        config.cornerStyle = .capsule
        config.showsActivityIndicator = saving
        return config
    }

    @Test("the first layout pass runs the handler: a filled Follow button with a plus")
    func initialLook() {
        stage.makeCurrent()
        stage.window.layoutIfNeeded()
        #expect(controller.followButton.configuration == expected(selected: false, saving: false))
        let size = controller.followButton.intrinsicContentSize
        #expect(size.height == 35, "a 21-point line of 17-point text and 7-point insets")
    }

    @Test("a tap selects the button and saves: Following, grey, disabled, with an indicator; then enabled again")
    func followAndSave() {
        stage.makeCurrent()
        stage.window.layoutIfNeeded()
        let button = controller.followButton
        stage.sim.tap(at: CGPoint(x: 90, y: 142))
        #expect(button.isSelected && controller.isSaving && !button.isEnabled)
        #expect(button.configuration == expected(selected: true, saving: true))
        stage.sim.advance(by: 1)
        stage.sim.tap(at: CGPoint(x: 90, y: 142))
        #expect(button.isSelected, "a disabled button takes no tap")
        controller.saveDidFinish()
        stage.sim.advance(by: 0.1)
        #expect(button.isEnabled && controller.savedStates == [true])
        #expect(button.configuration == expected(selected: true, saving: false))
        stage.sim.tap(at: CGPoint(x: 90, y: 142))
        controller.saveDidFinish()
        stage.sim.advance(by: 0.1)
        #expect(!button.isSelected && controller.savedStates == [true, false])
        #expect(button.configuration == expected(selected: false, saving: false))
    }

    @Test("while a finger is down the handler runs for the highlight, and the button draws it dimmed")
    func highlight() {
        stage.makeCurrent()
        stage.window.layoutIfNeeded()
        let button = controller.followButton
        let finger = stage.sim.touchDown(at: CGPoint(x: 90, y: 142))
        #expect(button.isHighlighted)
        let normal = button.configuration?.updated(for: UIButton(configuration: .filled()))
        #expect(button.appliedConfiguration != normal, "the highlighted look differs from the normal one")
        #expect(button.appliedConfiguration?.updated(for: button) == button.appliedConfiguration)
        stage.sim.lift(finger)
        #expect(!button.isHighlighted && button.isSelected)
    }
}
