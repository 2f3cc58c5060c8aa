import Foundation
import Testing
import Tactile
import TactileTesting

// UIContextMenuInteraction, the successor of peek and pop (F3D-06): a long press asks the delegate for a
// configuration, presents its menu and preview, and takes part in gesture arbitration. Tactile draws nothing; the
// presented menu is read from the interaction and chosen with perform(_:).

/// A delegate that records every call, with the configuration's identifier.
@MainActor
final class RecordingContextMenuDelegate: UIContextMenuInteractionDelegate {
    var calls: [String] = []
    var locations: [CGPoint] = []
    var makeConfiguration: @MainActor (CGPoint) -> UIContextMenuConfiguration? = { _ in nil }
    var completions: [String] = []

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        calls.append("configuration")
        locations.append(location)
        return makeConfiguration(location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        calls.append("willDisplay \(configuration.identifier)")
        animator?.addCompletion { [unowned self] in self.completions.append("displayed") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        calls.append("willEnd \(configuration.identifier)")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        calls.append("willPerformPreview \(configuration.identifier)")
        animator.preferredCommitStyle = .dismiss
        let preview = animator.previewViewController
        animator.addCompletion { [unowned self] in
            self.completions.append("commit \(preview?.title ?? "none")")
        }
    }
}

@MainActor
@Suite("F3D-06 UIContextMenuInteraction")
struct ContextMenuInteractionTests {
    let stage = SingleViewScene(recordingAs: "view")
    var sim: TouchSimulator { stage.simulator }
    let delegate = RecordingContextMenuDelegate()
    let p = CGPoint(x: 100, y: 200)

    /// An interaction on the scene's view whose configuration has `actions` (and a preview when `preview`).
    func install(actions: [UIMenuElement], preview: Bool = false) -> UIContextMenuInteraction {
        let previewProvider: UIContextMenuContentPreviewProvider = {
            let controller = UIViewController()
            controller.title = "Preview"
            return controller
        }
        delegate.makeConfiguration = { _ in
            UIContextMenuConfiguration(
                identifier: NSString(string: "photo"),
                previewProvider: preview ? previewProvider : nil,
                actionProvider: { suggested in
                    #expect(suggested.isEmpty)
                    return UIMenu(title: "Photo", children: actions)
                })
        }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        stage.view.addInteraction(interaction)
        return interaction
    }

    @Test("F3D-06 a long press presents the menu: configuration at the press, then willDisplay, after 0.5 s")
    func longPressPresents() {
        let share = UIAction(title: "Share") { _ in }
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let interaction = install(actions: [share, delete])
        #expect(stage.view.interactions.count == 1)
        let t0 = sim.now
        let finger = sim.touchDown(at: p, in: stage.view)
        sim.scheduler.advance(to: t0 + 0.49)
        #expect(delegate.calls.isEmpty)
        #expect(interaction.presentedMenu == nil)
        sim.scheduler.advance(to: t0 + 0.5)
        #expect(delegate.calls == ["configuration", "willDisplay photo"])
        #expect(delegate.completions == ["displayed"])
        #expect(delegate.locations == [p])
        #expect(interaction.presentedMenu?.title == "Photo")
        #expect(interaction.presentedMenu?.leafElements == [share, delete])
        #expect(interaction.presentedConfiguration?.identifier as? NSString == "photo")
        #expect(interaction.location(in: stage.view) == p)
        sim.lift(finger)
        #expect(interaction.presentedMenu != nil)  // lifting leaves the menu up, as on iOS
    }

    @Test("F3D-06 lifting before 0.5 s shows no menu and asks nothing")
    func earlyLift() {
        let interaction = install(actions: [UIAction(title: "Share") { _ in }])
        let finger = sim.touchDown(at: p, in: stage.view)
        sim.advance(by: 0.3)
        sim.lift(finger)
        sim.advance(by: 1)
        #expect(delegate.calls.isEmpty)
        #expect(interaction.presentedMenu == nil)
    }

    @Test("F3D-06 once the menu's press begins, a pan on the same view fails and the view's touches are cancelled")
    func arbitrationAgainstPan() {
        let interaction = install(actions: [UIAction(title: "Share") { _ in }])
        let pan = UIPanGestureRecognizer()
        let panActions = stage.attach(pan)
        let finger = sim.touchDown(at: p, in: stage.view)
        sim.advance(by: 0.6)
        #expect(interaction.presentedMenu != nil)
        #expect(pan.state == .failed)
        sim.move(finger, to: CGPoint(x: 200, y: 300), in: stage.view)
        sim.lift(finger)
        #expect(panActions.count == 0)
        #expect(stage.log.lines.contains { $0.contains("touchesCancelled") })
        #expect(!stage.log.lines.contains { $0.contains("touchesEnded") })
    }

    @Test("F3D-06 a nil configuration shows nothing, and another long press on the view still begins")
    func nilConfiguration() {
        let interaction = UIContextMenuInteraction(delegate: delegate)
        stage.view.addInteraction(interaction)
        let own = UILongPressGestureRecognizer()
        let ownActions = stage.attach(own)
        let finger = sim.touchDown(at: p, in: stage.view)
        sim.advance(by: 0.6)
        #expect(delegate.calls == ["configuration"])
        #expect(interaction.presentedMenu == nil)
        #expect(ownActions.states == [.began])
        sim.lift(finger)
    }

    @Test("F3D-06 an empty menu without a preview shows nothing; with a preview, the preview is presented")
    func emptyMenus() {
        let hidden = UIAction(title: "Hidden", attributes: .hidden) { _ in }
        let interaction = install(actions: [UIMenu(title: "Empty", children: []), hidden])
        sim.longPress(at: p, in: stage.view)
        #expect(interaction.presentedMenu == nil)
        #expect(delegate.calls == ["configuration"])

        stage.view.removeInteraction(interaction)
        let withPreview = install(actions: [], preview: true)
        sim.longPress(at: p, in: stage.view)
        #expect(withPreview.presentedMenu?.leafElements.isEmpty == true)
        #expect(withPreview.presentedPreviewViewController?.title == "Preview")
    }

    @Test("F3D-06 choosing an action: willEnd, then the handler with the interaction as sender")
    func performAction() throws {
        var order: [String] = []
        var sender: Any?
        let share = UIAction(title: "Share") { action in
            order.append("handler")
            sender = action.sender
        }
        let interaction = install(actions: [UIMenu(title: "More", children: [share])])
        sim.longPress(at: p, in: stage.view)
        delegate.calls.removeAll()
        try interaction.perform(share)
        order.insert(contentsOf: delegate.calls, at: 0)
        #expect(order == ["willEnd photo", "handler"])
        #expect((sender as AnyObject?) === interaction)
        #expect(interaction.presentedMenu == nil)
        #expect(throws: MenuSelectionError.noMenuPresented) { try interaction.perform(share) }
    }

    @Test("F3D-06 bad choices are refused with a typed error and leave the menu up")
    func badChoices() {
        let disabled = UIAction(title: "Disabled", attributes: .disabled) { _ in Issue.record("ran") }
        let submenu = UIMenu(title: "More", children: [UIAction(title: "Inner") { _ in }])
        let interaction = install(actions: [disabled, submenu])
        #expect(throws: MenuSelectionError.noMenuPresented) { try interaction.perform(disabled) }
        sim.longPress(at: p, in: stage.view)
        #expect(throws: MenuSelectionError.notSelectable(title: "Disabled")) { try interaction.perform(disabled) }
        #expect(throws: MenuSelectionError.notAnAction(title: "More")) { try interaction.perform(submenu) }
        let stranger = UIAction(title: "Stranger") { _ in }
        #expect(throws: MenuSelectionError.notInPresentedMenu(title: "Stranger")) {
            try interaction.perform(stranger)
        }
        #expect(interaction.presentedMenu != nil)
        #expect(MenuSelectionError.notSelectable(title: "Disabled").errorDescription?.contains("Disabled") == true)
    }

    @Test("F3D-06 an action that keeps the menu presented runs without closing it")
    func keepsMenuPresented() throws {
        var runs = 0
        let toggle = UIAction(title: "Favourite", attributes: .keepsMenuPresented) { _ in runs += 1 }
        let interaction = install(actions: [toggle])
        sim.longPress(at: p, in: stage.view)
        try interaction.perform(toggle)
        #expect(runs == 1)
        #expect(interaction.presentedMenu != nil)
        #expect(!delegate.calls.contains { $0.hasPrefix("willEnd") })
    }

    @Test("F3D-06 choosing the preview: willPerformPreview, willEnd, then the commit animator's completion")
    func performPreview() throws {
        let interaction = install(actions: [UIAction(title: "Share") { _ in }], preview: true)
        sim.longPress(at: p, in: stage.view)
        delegate.calls.removeAll()
        delegate.completions.removeAll()
        try interaction.performPreviewAction()
        #expect(delegate.calls == ["willPerformPreview photo", "willEnd photo"])
        #expect(delegate.completions == ["commit Preview"])
        #expect(interaction.presentedPreviewViewController == nil)
        #expect(throws: MenuSelectionError.noMenuPresented) { try interaction.performPreviewAction() }
    }

    @Test("F3D-06 dismissMenu and removing the interaction close the menu once; the trigger leaves the view")
    func dismissAndRemove() {
        let interaction = install(actions: [UIAction(title: "Share") { _ in }])
        let recognizersWith = stage.view.gestureRecognizers?.count ?? 0
        sim.longPress(at: p, in: stage.view)
        interaction.dismissMenu()
        interaction.dismissMenu()
        #expect(delegate.calls.filter { $0.hasPrefix("willEnd") }.count == 1)
        sim.longPress(at: p, in: stage.view)
        stage.view.removeInteraction(interaction)
        #expect(delegate.calls.filter { $0.hasPrefix("willEnd") }.count == 2)
        #expect(interaction.view == nil)
        #expect(stage.view.interactions.isEmpty)
        #expect((stage.view.gestureRecognizers?.count ?? 0) == recognizersWith - 1)
        delegate.calls.removeAll()
        sim.longPress(at: p, in: stage.view)
        #expect(delegate.calls.isEmpty)
    }

    @Test("F3D-06 a command in a context menu goes up the responder chain from the first responder")
    func commandGoesUpTheChain() throws {
        let log = EventLog()
        let field = RecordingView("field", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        field.acceptsFirstResponder = true
        stage.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        var senders: [Any?] = []
        field.setActionHandler(for: Selector("archive:")) { sender, _ in senders.append(sender) }
        let archive = UICommand(title: "Archive", action: Selector("archive:"))
        let interaction = install(actions: [archive])
        sim.longPress(at: p, in: stage.view)
        try interaction.perform(archive)
        #expect(senders.count == 1)
        #expect((senders.first as AnyObject?) === archive)
    }

    @Test("F3D-06 the menu's press is a long-press recognizer named for the interaction; its duration can change")
    func triggerIsConfigurable() throws {
        let interaction = install(actions: [UIAction(title: "Share") { _ in }])
        let press = try #require(
            stage.view.gestureRecognizers?.first { $0.name == "UIContextMenuInteraction" }
                as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 0.5)
        press.minimumPressDuration = 1
        let t0 = sim.now
        let finger = sim.touchDown(at: p, in: stage.view)
        sim.scheduler.advance(to: t0 + 0.9)
        #expect(interaction.presentedMenu == nil)
        sim.scheduler.advance(to: t0 + 1)
        #expect(interaction.presentedMenu != nil)
        sim.lift(finger)
    }
}
