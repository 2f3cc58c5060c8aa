import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Target–action with method references of a class that is not isolated to the main actor, in Swift 6 language
// mode (this target's mode). Before the fix this file did not compile: every `Helper.method` below was "converting
// non-Sendable function value to '@MainActor @Sendable …' may introduce data races". The actions are stored and
// called on the main actor, which the runtime checks below confirm.

/// A plain helper class: not main-actor-isolated, not Sendable, as in much real code. Each action checks at run
/// time that it runs on the main actor (a failed check stops the test run).
fileprivate final class Helper {
    private(set) var calls: [String] = []
    /// The calls made while the main actor's isolation check passed: all of them.
    private(set) var onMainActor = 0

    private func record(_ name: String) {
        MainActor.preconditionIsolated("a target-action method ran off the main actor")
        onMainActor += 1
        calls.append(name)
    }

    func tapped() { record("tapped()") }
    func tapped(_ sender: UITapGestureRecognizer) { record("tapped(recognizer)") }
    func pressed() { record("pressed()") }
    func pressed(_ sender: UIButton) { record("pressed(button)") }
    func pressed(_ sender: UIButton, forEvent event: UIEvent) { record("pressed(button, event)") }
    func pressedMaybe(_ sender: UIButton, forEvent event: UIEvent?) { record("pressed(button, event?)") }
    func save() { record("save()") }
    func save(_ sender: UIBarButtonItem) { record("save(item)") }
    func refresh() -> Int {
        record("refresh()")
        return 1
    }
    func refresh(_ sender: Any?) -> Bool {
        record("refresh(sender)")
        return true
    }
}

/// A responder whose action methods are `nonisolated`, for the key commands and menu items that run on the first
/// responder of the method's type (a responder is always main-actor-isolated).
fileprivate final class NotesView: UIView {
    private let log = Log()
    override var canBecomeFirstResponder: Bool { true }
    var calls: [String] { log.calls }

    nonisolated func find() { MainActor.assumeIsolated { log.calls.append("find()") } }
    nonisolated func find(_ sender: UIKeyCommand) { MainActor.assumeIsolated { log.calls.append("find(command)") } }
    nonisolated func archive() { MainActor.assumeIsolated { log.calls.append("archive()") } }
    nonisolated func archive(_ sender: UICommand) { MainActor.assumeIsolated { log.calls.append("archive(command)") } }

    @MainActor final class Log {
        var calls: [String] = []
    }
}

@MainActor
@Suite("Method references of a class that is not main-actor-isolated")
struct NonIsolatedActionTargetTests {
    let sim = TouchSimulator()

    @Test("gesture recognizers: init(target:action:), addTarget and removeTarget in both shapes")
    func gestureRecognizers() {
        let window = sim.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let helper = Helper()
        let tap = UITapGestureRecognizer(target: helper, action: Helper.tapped as (Helper) -> () -> Void)
        tap.addTarget(helper, action: Helper.tapped as (Helper) -> (UITapGestureRecognizer) -> Void)
        let other = UITapGestureRecognizer(
            target: helper, action: Helper.tapped as (Helper) -> (UITapGestureRecognizer) -> Void)
        other.addTarget(helper, action: Helper.tapped as (Helper) -> () -> Void)
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(helper.calls == ["tapped()", "tapped(recognizer)"])

        tap.removeTarget(helper, action: Helper.tapped as (Helper) -> () -> Void)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(helper.calls == ["tapped()", "tapped(recognizer)", "tapped(recognizer)"])
        tap.removeTarget(helper, action: Helper.tapped as (Helper) -> (UITapGestureRecognizer) -> Void)
        other.removeTarget(helper, action: Helper.tapped as (Helper) -> (UITapGestureRecognizer) -> Void)
        other.removeTarget(helper, action: Helper.tapped as (Helper) -> () -> Void)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(helper.calls.count == 3)
        #expect(helper.onMainActor == helper.calls.count)
    }

    @Test("controls: addTarget and removeTarget with no parameter, the sender, and the sender with an event")
    func controls() {
        let window = sim.makeWindow()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(button)
        let helper = Helper()
        button.addTarget(helper, action: Helper.pressed as (Helper) -> () -> Void, for: .touchUpInside)
        button.addTarget(helper, action: Helper.pressed as (Helper) -> (UIButton) -> Void, for: .touchUpInside)
        button.addTarget(helper, action: Helper.pressed as (Helper) -> (UIButton, UIEvent) -> Void, for: .touchUpInside)
        button.addTarget(helper, action: Helper.pressedMaybe, for: .touchUpInside)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(helper.calls
            == ["pressed()", "pressed(button)", "pressed(button, event)", "pressed(button, event?)"])

        button.removeTarget(helper, action: Helper.pressed as (Helper) -> () -> Void, for: .touchUpInside)
        button.removeTarget(helper, action: Helper.pressed as (Helper) -> (UIButton) -> Void, for: .touchUpInside)
        button.removeTarget(
            helper, action: Helper.pressed as (Helper) -> (UIButton, UIEvent) -> Void, for: .touchUpInside)
        button.removeTarget(helper, action: Helper.pressedMaybe, for: .touchUpInside)
        #expect(button.allTargets.isEmpty)
        #expect(helper.onMainActor == helper.calls.count)
    }

    @Test("bar button items: title, image and system items in both shapes")
    func barButtonItems() {
        let helper = Helper()
        let items = [
            UIBarButtonItem(title: "Save", style: .done, target: helper, action: Helper.save as (Helper) -> () -> Void),
            UIBarButtonItem(
                title: "Save", style: .done, target: helper,
                action: Helper.save as (Helper) -> (UIBarButtonItem) -> Void),
            UIBarButtonItem(image: nil, style: .plain, target: helper, action: Helper.save as (Helper) -> () -> Void),
            UIBarButtonItem(
                image: nil, style: .plain, target: helper,
                action: Helper.save as (Helper) -> (UIBarButtonItem) -> Void),
            UIBarButtonItem(barButtonSystemItem: .save, target: helper, action: Helper.save as (Helper) -> () -> Void),
            UIBarButtonItem(
                barButtonSystemItem: .save, target: helper,
                action: Helper.save as (Helper) -> (UIBarButtonItem) -> Void),
        ]
        for item in items { #expect(item.sendPrimaryAction(in: sim.application)) }
        #expect(helper.calls == ["save()", "save(item)", "save()", "save(item)", "save()", "save(item)"])
        #expect(helper.onMainActor == helper.calls.count)
    }

    @Test("typed sendAction to an explicit target, with and without the sender, returning a value")
    func sendAction() {
        let helper = Helper()
        #expect(sim.application.sendAction(
            Helper.refresh as (Helper) -> () -> Int, to: helper, from: nil, for: nil))
        #expect(sim.application.sendAction(
            Helper.refresh as (Helper) -> (Any?) -> Bool, to: helper, from: nil, for: nil))
        #expect(helper.calls == ["refresh()", "refresh(sender)"])
        #expect(helper.onMainActor == helper.calls.count)
    }

    @Test("key commands, menu items and commands with nonisolated methods of a responder")
    func keyCommandsAndMenus() throws {
        let window = sim.makeWindow()
        let notes = NotesView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(notes)
        #expect(notes.becomeFirstResponder())
        let commands = [
            UIKeyCommand(title: "Find", action: NotesView.find as (NotesView) -> () -> Void, input: "f"),
            UIKeyCommand(title: "Find", action: NotesView.find as (NotesView) -> (UIKeyCommand) -> Void, input: "f"),
            UIKeyCommand(input: "f", modifierFlags: [], action: NotesView.find as (NotesView) -> () -> Void),
            UIKeyCommand(
                input: "f", modifierFlags: [], action: NotesView.find as (NotesView) -> (UIKeyCommand) -> Void),
        ]
        for command in commands { #expect(command.send(in: sim.application, with: nil)) }
        #expect(notes.calls == ["find()", "find(command)", "find()", "find(command)"])

        let menu = UIMenuController()
        menu.menuItems = [
            UIMenuItem(title: "Archive", action: NotesView.archive as (NotesView) -> () -> Void),
            UIMenuItem(title: "Archive it", action: NotesView.archive as (NotesView) -> (UICommand) -> Void),
        ]
        for title in ["Archive", "Archive it"] {
            menu.showMenu(from: notes, rect: .zero)
            try menu.perform(try #require(menu.presentedMenu?.leafElements.first { $0.title == title }))
        }
        let archive = UICommand(title: "Archive", action: NotesView.archive as (NotesView) -> () -> Void)
        let archiveIt = UICommand(title: "Archive", action: NotesView.archive as (NotesView) -> (UICommand) -> Void)
        #expect(archive.action != archiveIt.action)
        #expect(notes.calls.suffix(2) == ["archive()", "archive(command)"])
    }
}
