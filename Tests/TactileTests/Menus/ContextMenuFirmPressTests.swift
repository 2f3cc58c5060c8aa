import Foundation
import Testing
import Tactile
import TactileTesting

// A context menu opens on the same press as peek and pop (F3D-06): a touch that reports pressure opens it as soon
// as its force reaches peekForceFraction of maximumPossibleForce; a lighter touch held still, or a touch without
// pressure, opens it after the 0.5 s long press. The edit menu is opened by the long press only.

@MainActor
@Suite("F3D-06 UIContextMenuInteraction on a firm press")
struct ContextMenuFirmPressTests {
    let stage = SingleViewScene(recordingAs: "view")
    var sim: TouchSimulator { stage.simulator }
    let delegate = RecordingContextMenuDelegate()
    let p = CGPoint(x: 100, y: 200)
    /// iPhone's maximum force: the peek threshold, half of it, is about 3.33.
    let maximum = TouchSimulator.forceTouchMaximumPossibleForce

    /// An interaction on the scene's view whose menu has one action.
    func install() -> UIContextMenuInteraction {
        delegate.makeConfiguration = { _ in
            UIContextMenuConfiguration(identifier: NSString(string: "photo"), previewProvider: nil) { _ in
                UIMenu(title: "Photo", children: [UIAction(title: "Share") { _ in }])
            }
        }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        stage.view.addInteraction(interaction)
        return interaction
    }

    @Test("F3D-06 a firm press opens the menu as soon as its force reaches half the maximum, before 0.5 s")
    func firmPressOpensEarly() {
        let interaction = install()
        let t0 = sim.now
        let finger = sim.touchDown(at: p, in: stage.view, force: 1, maximumPossibleForce: maximum)
        sim.advance(by: 0.1)
        sim.press(finger, force: 0.49 * maximum)
        #expect(delegate.calls.isEmpty)
        #expect(interaction.presentedMenu == nil)
        sim.advance(by: 0.1)
        sim.press(finger, force: 0.5 * maximum)
        #expect(sim.now - t0 < 0.5)
        #expect(delegate.calls == ["configuration", "willDisplay photo"])
        #expect(delegate.locations == [p])
        #expect(interaction.presentedMenu?.title == "Photo")
        sim.advance(by: 1)  // the long press's time passes: nothing more is asked
        sim.press(finger, force: maximum)
        #expect(delegate.calls == ["configuration", "willDisplay photo"])
        sim.lift(finger)
        #expect(interaction.presentedMenu != nil)
    }

    @Test("F3D-06 a press ramping up with forcePress opens the menu while the force rises, before 0.5 s")
    func forcePressRamp() {
        let interaction = install()
        let t0 = sim.now
        let finger = sim.forcePress(at: p, in: stage.view, to: 4, duration: 0.2)
        #expect(interaction.presentedMenu != nil)
        #expect(sim.now - t0 <= 0.2 + 1e-9)
        #expect(delegate.calls == ["configuration", "willDisplay photo"])
        sim.lift(finger)
    }

    @Test("F3D-06 a light press with pressure, held still, opens the menu after 0.5 s, as a long press does on 3D Touch devices")
    func lightPressWithPressureIsALongPress() {
        let interaction = install()
        let t0 = sim.now
        let finger = sim.touchDown(at: p, in: stage.view, force: 1, maximumPossibleForce: maximum)
        sim.advance(by: 0.2)
        sim.press(finger, force: 2)  // below the threshold of about 3.33
        sim.scheduler.advance(to: t0 + 0.49)
        #expect(delegate.calls.isEmpty)
        #expect(interaction.presentedMenu == nil)
        sim.scheduler.advance(to: t0 + 0.5)
        #expect(delegate.calls == ["configuration", "willDisplay photo"])
        #expect(interaction.presentedMenu != nil)
        sim.lift(finger)
    }

    @Test("F3D-06 a touch without pressure needs the 0.5 s press, whatever force it reports")
    func noPressureNeedsTheLongPress() {
        let interaction = install()
        let t0 = sim.now
        let finger = sim.touchDown(at: p, in: stage.view, force: 5)  // maximumPossibleForce 0: no pressure
        sim.advance(by: 0.1)
        sim.press(finger, force: 10)
        sim.scheduler.advance(to: t0 + 0.49)
        #expect(delegate.calls.isEmpty)
        #expect(interaction.presentedMenu == nil)
        sim.scheduler.advance(to: t0 + 0.5)
        #expect(delegate.calls == ["configuration", "willDisplay photo"])
        sim.lift(finger)
    }

    @Test("F3D-06 a firm press takes part in arbitration: a pan on the view fails and the view's touches are cancelled")
    func firmPressArbitration() {
        let interaction = install()
        let pan = UIPanGestureRecognizer()
        let panActions = stage.attach(pan)
        let finger = sim.touchDown(at: p, in: stage.view, force: 0, maximumPossibleForce: maximum)
        sim.advance(by: 0.05)
        sim.press(finger, force: 4)
        #expect(interaction.presentedMenu != nil)
        #expect(pan.state == .failed)
        sim.move(finger, to: CGPoint(x: 200, y: 300), in: stage.view)
        sim.lift(finger)
        #expect(panActions.count == 0)
        #expect(stage.log.lines.contains { $0.contains("touchesCancelled") })
        #expect(!stage.log.lines.contains { $0.contains("touchesEnded") })
    }

    @Test("F3D-06 a press that moved farther than 10 points first opens nothing, however firm")
    func movedThenPressed() {
        let interaction = install()
        let finger = sim.touchDown(at: p, in: stage.view, force: 0, maximumPossibleForce: maximum)
        sim.move(finger, to: CGPoint(x: p.x + 20, y: p.y), in: stage.view)
        sim.press(finger, force: maximum)
        sim.advance(by: 1)
        #expect(delegate.calls.isEmpty)
        #expect(interaction.presentedMenu == nil)
        sim.lift(finger)
    }

    @Test("F3D-06 with no menu to show, a firm press fails the menu's press and another recognizer goes on")
    func nilConfigurationOnFirmPress() {
        let interaction = UIContextMenuInteraction(delegate: delegate)  // makeConfiguration returns nil
        stage.view.addInteraction(interaction)
        let own = UILongPressGestureRecognizer()
        let ownActions = stage.attach(own)
        let finger = sim.touchDown(at: p, in: stage.view, force: 0, maximumPossibleForce: maximum)
        sim.press(finger, force: maximum)
        #expect(delegate.calls == ["configuration"])
        #expect(interaction.presentedMenu == nil)
        sim.advance(by: 0.6)
        #expect(ownActions.states == [.began])
        sim.lift(finger)
    }

    @Test("F3D-06 the force threshold is peek and pop's: TactileConfiguration.peekAndPop.peekForceFraction")
    func thresholdFollowsConfiguration() throws {
        let interaction = install()
        let recognizer = try #require(
            stage.view.gestureRecognizers?.first { $0.name == "UIContextMenuInteraction" })
        var configuration = TactileConfiguration()
        configuration.peekAndPop.peekForceFraction = 0.8
        recognizer.configurationOverride = configuration
        let finger = sim.touchDown(at: p, in: stage.view, force: 0, maximumPossibleForce: 4)
        sim.press(finger, force: 3.1)
        #expect(interaction.presentedMenu == nil)
        sim.press(finger, force: 3.2)
        #expect(interaction.presentedMenu != nil)
        sim.lift(finger)
    }
}

/// An edit menu delegate that counts the menus it is asked for.
@MainActor
private final class CountingEditMenuDelegate: UIEditMenuInteractionDelegate {
    var asked = 0
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        asked += 1
        return UIMenu(children: [UIAction(title: "Look Up") { _ in }])
    }
}

@MainActor
@Suite("F3D-06 UIEditMenuInteraction ignores force")
struct EditMenuFirmPressTests {
    @Test("F3D-06 a firm press does not open the edit menu early: it opens after the 0.5 s long press")
    func editMenuWaitsForTheLongPress() {
        let stage = SingleViewScene()
        let sim = stage.simulator
        let delegate = CountingEditMenuDelegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        stage.view.addInteraction(interaction)
        let t0 = sim.now
        let finger = sim.touchDown(
            at: CGPoint(x: 50, y: 50), in: stage.view, force: 0,
            maximumPossibleForce: TouchSimulator.forceTouchMaximumPossibleForce)
        sim.advance(by: 0.1)
        sim.press(finger, force: TouchSimulator.forceTouchMaximumPossibleForce)
        sim.scheduler.advance(to: t0 + 0.49)
        #expect(delegate.asked == 0)
        #expect(interaction.presentedMenu == nil)
        sim.scheduler.advance(to: t0 + 0.5)
        #expect(delegate.asked == 1)
        #expect(interaction.presentedMenu?.leafElements.map(\.title) == ["Look Up"])
        sim.lift(finger)
    }
}
