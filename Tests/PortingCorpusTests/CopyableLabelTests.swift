import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// The shared menu controller as iOS 3 to 12 code drives it: a long press on the label makes it first responder
/// and shows Copy, Share and Look Up above it; choosing an item runs the label's method and hides the menu; a tap
/// elsewhere hides it too.
@MainActor
@Suite("Corpus: CopyableLabel")
struct CopyableLabelTests {
    let stage = CorpusStage()
    let label = CopyableLabel(frame: CGRect(x: 20, y: 300, width: 280, height: 44))
    let pasteboard = UIPasteboard()
    var menu: UIMenuController { UIMenuController.shared }

    init() {
        label.text = "Stay hungry"
        label.pasteboard = pasteboard
        stage.window.addSubview(label)
    }

    /// Long-presses the label, and returns the titles of the menu then shown.
    func press() -> [String]? {
        stage.sim.longPress(at: CGPoint(x: 140, y: 22), in: label)
        return menu.presentedMenu?.leafElements.map(\.title)
    }

    func choose(_ title: String) throws {
        let element = try #require(menu.presentedMenu?.leafElements.first { $0.title == title })
        try menu.perform(element)
    }

    @Test("a long press makes the label first responder and shows Copy, then its own items, above it")
    func longPressShowsMenu() {
        stage.makeCurrent()
        defer { menu.hideMenu() }
        #expect(!menu.isMenuVisible)
        #expect(press() == ["Copy", "Share", "Look Up"])
        #expect(label.isFirstResponder)
        #expect(label.backgroundColor != nil && label.backgroundColor != .clear)
        #expect(isClose(menu.menuFrame.maxY, 300 - 10), "above the label's bounds")
        #expect(isClose(menu.menuFrame.midX, 160))
    }

    @Test("Copy puts the text on the pasteboard and hides the menu; a label without text offers no Copy")
    func copy() throws {
        stage.makeCurrent()
        _ = press()
        try choose("Copy")
        #expect(pasteboard.string == "Stay hungry")
        #expect(!menu.isMenuVisible)
        label.text = ""
        #expect(press() == ["Share", "Look Up"])
        menu.hideMenu()
    }

    @Test("Share runs the label's method; Look Up also resigns first responder, which clears the highlight")
    func customItems() throws {
        stage.makeCurrent()
        _ = press()
        try choose("Share")
        #expect(label.sharedTexts == ["Stay hungry"])
        #expect(!menu.isMenuVisible)
        _ = press()
        try choose("Look Up")
        #expect(label.lookedUpTexts == ["Stay hungry"])
        #expect(!label.isFirstResponder)
        #expect(label.backgroundColor == .clear)
    }

    @Test("a tap elsewhere hides the menu and chooses nothing")
    func tapElsewhere() {
        stage.makeCurrent()
        _ = press()
        #expect(menu.isMenuVisible)
        stage.sim.tap(at: CGPoint(x: 160, y: 700))
        #expect(!menu.isMenuVisible)
        #expect(label.sharedTexts.isEmpty && label.lookedUpTexts.isEmpty && pasteboard.string == nil)
    }
}
