import Foundation
import Tactile
import TactileExamples
import TactilePlayground
import TactileRender
import Testing

/// The scene's picture as the page gets it: the window's display list, whole first, then what changed after each
/// turn, merged by the page's rule into the same list the window shows.
@MainActor
@Suite struct PlaygroundDisplayListTests {
    /// Every `displayList` message sent so far.
    static func lists(_ h: PlaygroundHarness) -> [PlaygroundDisplayList] {
        h.sent.compactMap { if case .displayList(let d) = $0 { d } else { nil } }
    }

    /// The page's merge (the wire protocol's rule): a full list replaces everything; another replaces the items it
    /// holds, drops the removed ids, and takes the new order when it gives one.
    static func merge(_ messages: [PlaygroundDisplayList]) -> [DisplayItem] {
        var items: [UInt64: DisplayItem] = [:]
        var order: [UInt64] = []
        for m in messages {
            if m.full { items = [:] }
            for id in m.removed { items[id] = nil }
            for item in m.items { items[item.id] = item }
            if let new = m.order { order = new } else { order.removeAll { m.removed.contains($0) } }
        }
        return order.compactMap { items[$0] }
    }

    static func bytes(_ m: PlaygroundDisplayList) -> Int { PlaygroundEvent.displayList(m).json.utf8.count }

    @Test func helloSendsTheSceneThenItsWholePicture() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        #expect(h.sent.map(\.kind) == ["scene", "displayList"])
        let first = try #require(Self.lists(h).first)
        #expect(first.full)
        #expect(first.size == CGSize(width: 390, height: 844))
        #expect(first.order == first.items.map(\.id))
        let names = first.items.map(\.className)
        #expect(names.contains("PhotoView") && names.contains("PictureView") && names.contains("UIButton"))
        // The picture draws its landscape: a program of fills, which every backend runs.
        let picture = try #require(first.items.first { $0.className == "PictureView" })
        let fills = picture.content.filter { if case .fill = $0 { true } else { false } }
        #expect(fills.count >= 4)
        // The frame's JSON is the display list's own encoding beside the message's keys.
        let json = PlaygroundEvent.displayList(first).json
        #expect(json.hasPrefix(#"{"full":true,"items":[{"#))
        #expect(json.contains(#""kind":"displayList""#))
        #expect(json.contains(#""className":"PictureView""#))
    }

    @Test func aPinchSendsOnlyThePictureAsItZooms() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        let full = try #require(Self.lists(h).first)
        h.clear()
        h.twoFingers(center: (195, 422), from: 50, to: 110, turn: 0.5)
        let updates = Self.lists(h)
        #expect(!updates.isEmpty)
        #expect(updates.allSatisfy { !$0.full })
        // Each update holds the picture alone: the one view that moved.
        let picture = try #require(full.items.first { $0.className == "PictureView" })
        #expect(updates.allSatisfy { $0.items.map(\.id) == [picture.id] && $0.removed.isEmpty && $0.order == nil })
        // It is scaled by the pinch (more than 1.6×) and turned by the rotation.
        let last = try #require(updates.last?.items.first)
        let scale = (last.transform.a * last.transform.a + last.transform.b * last.transform.b).squareRoot()
        #expect(scale > 1.6)
        #expect(abs(atan2(last.transform.b, last.transform.a) - 0.5) < 0.15)
        // Smaller than the whole list, and never more than one message a turn: at most one per batch the page sent.
        let fullBytes = Self.bytes(full), updateBytes = updates.map(Self.bytes).max() ?? 0
        print("playground display list, photos at 390 × 844: \(full.items.count) items, whole \(fullBytes) bytes; pinch updates \(updates.count), largest \(updateBytes) bytes")
        #expect(updateBytes < fullBytes)
        #expect(updates.count <= 18)
        // The messages themselves, to read (the wire protocol article quotes them).
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/playground-artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sample = [full, updates[updates.count - 1]].map { PlaygroundEvent.displayList($0).json }.joined(separator: "\n")
        try sample.write(to: folder.appendingPathComponent("display-list-photos.jsonl"), atomically: true, encoding: .utf8)
        // The page's merge of everything sent is the window's list now.
        let window = try #require(h.session.window)
        #expect(Self.merge([full] + updates) == window.displayList().items)
    }

    @Test func aSingleTapHidesTheControlsFromTheDoubleTapsTimer() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        let full = try #require(Self.lists(h).first)
        let bars = full.items.filter { $0.depth == 2 && $0.className == "UIView" }.map(\.id)
        #expect(bars.count == 2)
        h.clear()
        h.tap(195, 300)
        #expect(Self.lists(h).isEmpty, "nothing changed yet: the single tap waits for the double tap")
        h.wait(1000)
        // The double tap failed on its timer; the single tap recognized and hid the bars: one message, sent at the
        // end of that turn, that removes the bars and their subviews and sends nothing else.
        let hidden = try #require(Self.lists(h).last)
        #expect(Self.lists(h).count == 1)
        #expect(!hidden.full && hidden.items.isEmpty)
        #expect(Set(bars).isSubset(of: Set(hidden.removed)))
        #expect(hidden.order == nil)
        let window = try #require(h.session.window)
        #expect(Self.merge([full, hidden]) == window.displayList().items)
        // Another single tap shows them again: they come back with the new drawing order.
        h.clear()
        h.tap(195, 300, id: 2)
        h.wait(1000)
        let shown = try #require(Self.lists(h).last)
        #expect(Set(bars).isSubset(of: Set(shown.items.map(\.id))))
        #expect(shown.order == full.order)
        #expect(Self.merge([full, hidden, shown]) == window.displayList().items)
    }

    @Test func aButtonShowsItsHighlightWhileHeld() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        let full = try #require(Self.lists(h).first)
        let like = try #require(full.items.first { $0.className == "UIButton" })
        h.clear()
        // A finger down on the Like button (80 × 44 at the toolbar's right end) and held.
        let x = 390 - 96 + 40.0, y = 844 - 22.0
        h.batch([(1, "down", x, y)])
        let held = try #require(Self.lists(h).last?.items.first { $0.id == like.id })
        #expect(held.content != like.content, "the highlighted button draws differently")
        h.frame()
        h.batch([(1, "up", x, y)])
        // The double tap holds the lift back from the button until it fails (delaysTouchesEnded); then the button
        // sends its action, unhighlights and says "Liked".
        h.wait(1000)
        #expect(h.errors.isEmpty)
        let released = try #require(Self.lists(h).last?.items.first { $0.id == like.id })
        #expect(released.content != held.content)
        let titles = released.content.flatMap { op -> [String] in
            if case .text(let text) = op { text.lines.map(\.text) } else { [] }
        }
        #expect(titles == ["Liked"])
    }

    /// A user's own scene: a rounded card with a border, a shadow and a label, which a pan drags.
    struct CardScene: PlaygroundScene {
        let name = "card"
        func build(in window: UIWindow) -> AnyObject? {
            let card = UIView(frame: CGRect(x: 40, y: 80, width: 240, height: 160))
            card.backgroundColor = .systemYellow
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 2
            card.layer.borderColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 6
            let label = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 24))
            label.text = "Drag me"
            card.addSubview(label)
            let pan = UIPanGestureRecognizer()
            pan.name = "drag"
            pan.addAction { g in
                let p = g as! UIPanGestureRecognizer
                let t = p.translation(in: card.superview)
                card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
                p.setTranslation(.zero, in: card.superview)
            }
            card.addGestureRecognizer(pan)
            window.addSubview(card)
            return nil
        }
    }

    @Test func aUsersOwnSceneDrawsItsViews() throws {
        let h = PlaygroundHarness(scenes: [CardScene()])
        h.hello("card")
        let full = try #require(Self.lists(h).first)
        let card = try #require(full.items.first { $0.depth == 1 })
        #expect(card.frame == CGRect(x: 40, y: 80, width: 240, height: 160))
        #expect(card.cornerRadius == 12 && card.borderWidth == 2 && card.backgroundColor != nil && card.shadow != nil)
        let label = try #require(full.items.first { $0.className == "UILabel" })
        let lines = label.content.flatMap { op -> [String] in if case .text(let t) = op { t.lines.map(\.text) } else { [] } }
        #expect(lines == ["Drag me"])
        h.clear()
        h.drag(from: (100, 150), by: (60, 40))
        let moved = Self.lists(h)
        #expect(!moved.isEmpty)
        // The card and its label move together; nothing else is sent.
        #expect(Set(moved.flatMap { $0.items.map(\.id) }) == [card.id, label.id])
        let now = try #require(Self.merge([full] + moved).first { $0.id == card.id })
        #expect(abs(now.frame.minX - 100) < 1 && abs(now.frame.minY - 120) < 1)
    }

    @Test func aNewSceneStartsWithAWholeListAndClosingSendsNothing() throws {
        let h = PlaygroundHarness()
        h.hello("photos")
        h.clear()
        h.receive(#"{"kind":"scene","name":"demo"}"#)
        #expect(h.sent.map(\.kind) == ["scene", "displayList"])
        let demo = try #require(Self.lists(h).first)
        #expect(demo.full && demo.size == CGSize(width: 360, height: 640))
        #expect(demo.items.contains { $0.className == "ShareButton" })
        h.clear()
        h.session.close()
        h.wait(1000)
        #expect(h.sent.isEmpty)
    }
}
