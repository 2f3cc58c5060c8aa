import Foundation
import SharedTestData
import Tactile
import TactileTesting
import Testing

@testable import TactileRender

/// A view that fills its bounds with one colour in `draw(_:)`.
@MainActor
final class SwatchView: UIView {
    var fill = UIColor.red {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        fill.setFill()
        UIRectFill(bounds)
    }
}

/// Lays its one subview out in `layoutSubviews()`.
@MainActor
final class InsetContainer: UIView {
    let child = UIView()
    var inset: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() { child.frame = bounds.insetBy(dx: inset, dy: inset) }
}

/// A subclass that changes nothing.
@MainActor
final class PlainSubclassView: UIView {}

/// Says it is half transparent, blue, 10 points to the right of where it was put, and clipping.
@MainActor
final class FadedClippingView: UIView {
    override var alpha: CGFloat {
        get { 0.5 }
        set { super.alpha = newValue }
    }
    override var backgroundColor: UIColor? {
        get { .blue }
        set { super.backgroundColor = newValue }
    }
    override var center: CGPoint {
        get { CGPoint(x: super.center.x + 10, y: super.center.y) }
        set { super.center = newValue }
    }
    override var clipsToBounds: Bool {
        get { true }
        set { super.clipsToBounds = newValue }
    }
}

/// Says it is hidden, whatever was set.
@MainActor
final class AlwaysHiddenView: UIView {
    override var isHidden: Bool {
        get { true }
        set { super.isHidden = newValue }
    }
}

@MainActor
@Suite struct DisplayListBuilderTests {
    /// A window of 320 × 480 with a red view, a clipping scroller (bounds origin moved) with a child, and a hidden
    /// view.
    func scene() -> (sim: TouchSimulator, window: UIWindow, red: UIView, scroller: UIView, child: UIView, hidden: UIView) {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let red = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        red.backgroundColor = .red
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        scroller.clipsToBounds = true
        scroller.bounds.origin = CGPoint(x: 0, y: 30)
        scroller.alpha = 0.5
        let child = UIView(frame: CGRect(x: 5, y: 40, width: 50, height: 50))
        child.alpha = 0.5
        child.backgroundColor = .blue
        scroller.addSubview(child)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.addSubview(UIView(frame: .zero))
        for v in [red, scroller, hidden] { window.addSubview(v) }
        return (sim, window, red, scroller, child, hidden)
    }

    @Test func listsVisibleViewsBackToFrontWithWindowFramesAlphaAndClips() {
        let s = scene()
        let builder = DisplayListBuilder(window: s.window)
        #expect(builder.update())
        let list = builder.list
        #expect(list.size == CGSize(width: 320, height: 480))
        #expect(list.items.map(\.id) == [s.window, s.red, s.scroller, s.child].map(\.renderID))
        #expect(list.items.map(\.depth) == [0, 1, 1, 2])
        let red = list.items[1]
        #expect(red.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(red.backgroundColor == DisplayColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(red.className == "UIView")
        // The child sits 30 points higher than its frame says: its superview scrolled its bounds.
        let child = list.items[3]
        #expect(child.frame == CGRect(x: 5, y: 110, width: 50, height: 50))
        #expect(child.alpha == 0.25)
        #expect(child.clips.count == 1)
        #expect(child.clips[0].rect == CGRect(x: 0, y: 30, width: 200, height: 200))
        #expect(child.clips[0].transform.apply(CGPoint(x: 0, y: 30)) == CGPoint(x: 0, y: 100))
        #expect(list.changes.isFullRedraw)
    }

    @Test func transformAndAnchorPointPlaceTheViewWhereHitTestingFindsIt() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        window.addSubview(view)
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let item = window.displayList().items[1]
        // With the anchor at the top-left corner, the centre (140, 120) is where that corner is drawn, and the
        // quarter turn swings the view down and to the left of it.
        #expect(item.transform.apply(.zero) == CGPoint(x: 140, y: 120))
        let drawnMiddle = item.transform.apply(CGPoint(x: 40, y: 20))
        #expect(abs(drawnMiddle.x - 120) < 1e-9 && abs(drawnMiddle.y - 160) < 1e-9)
        #expect(window.hitTest(drawnMiddle, with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 140, y: 110), with: nil) !== view)
        #expect(abs(view.frame.minX - 100) < 1e-9 && abs(view.frame.minY - 120) < 1e-9)
    }

    @Test func movingOneViewChangesOnlyItsItemWithDamageOverBothPlaces() {
        let s = scene()
        let builder = DisplayListBuilder(window: s.window)
        builder.update()
        s.red.center.x += 30
        #expect(builder.update())
        #expect(!builder.list.changes.isFullRedraw)
        #expect(builder.list.changes.changedIDs == [s.red.renderID])
        #expect(builder.list.changes.damage == CGRect(x: 10, y: 20, width: 130, height: 50))
        #expect(builder.list.items[1].frame.minX == 40)
        #expect(!builder.update())
        #expect(builder.list.changes.damage == nil)
    }

    @Test func movingAParentMovesItsSubtree() {
        let s = scene()
        let builder = DisplayListBuilder(window: s.window)
        builder.update()
        s.scroller.bounds.origin.y = 0
        builder.update()
        #expect(builder.list.changes.changedIDs == [s.scroller.renderID, s.child.renderID])
        #expect(builder.list.items[3].frame.minY == 140)
        #expect(builder.list.items == s.window.displayList().items)
    }

    @Test func changesOfShapeRebuildTheList() {
        let s = scene()
        let builder = DisplayListBuilder(window: s.window)
        builder.update()
        s.hidden.isHidden = false
        builder.update()
        #expect(builder.list.changes.isFullRedraw)
        #expect(builder.list.items.count == 6)
        s.red.removeFromSuperview()
        builder.update()
        #expect(builder.list.changes.isFullRedraw)
        #expect(!builder.list.items.map(\.id).contains(s.red.renderID))
    }

    @Test func aRandomRunOfChangesKeepsTheListEqualToAFreshOne() {
        let s = scene()
        let views = [s.red, s.scroller, s.child, s.hidden]
        let builder = DisplayListBuilder(window: s.window)
        var generator = SplitMix64(seed: 7)
        for step in 0..<300 {
            let view = views[Int.random(in: 0..<views.count, using: &generator)]
            switch Int.random(in: 0..<7, using: &generator) {
            case 0: view.center.x += CGFloat.random(in: -20...20, using: &generator)
            case 1: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -1...1, using: &generator))
            case 2: view.alpha = [0, 0.3, 1][Int.random(in: 0..<3, using: &generator)]
            case 3: view.clipsToBounds.toggle()
            case 4: view.backgroundColor = [UIColor.red, .green, nil][Int.random(in: 0..<3, using: &generator)]
            case 5: view.layer.cornerRadius = CGFloat.random(in: 0...10, using: &generator)
            default: view.bounds.origin.y = CGFloat.random(in: 0...40, using: &generator)
            }
            if step % 3 == 0 {
                builder.update()
                #expect(builder.list.items == s.window.displayList().items, "after step \(step)")
            }
        }
    }

    @Test func layoutAndDisplayPassesRunBeforeTheListIsRead() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let container = InsetContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let swatch = SwatchView(frame: CGRect(x: 0, y: 200, width: 20, height: 20))
        window.addSubview(container)
        window.addSubview(swatch)
        let builder = DisplayListBuilder(window: window)
        builder.update()
        #expect(builder.list.items[2].frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        guard case .fill(_, let color, _) = builder.list.items[3].content.first else {
            Issue.record("the swatch's draw(_:) is not in its content")
            return
        }
        #expect(color == DisplayColor(red: 1, green: 0, blue: 0, alpha: 1))
        container.inset = 20
        swatch.fill = .green
        builder.update()
        #expect(builder.list.items[2].frame == CGRect(x: 20, y: 20, width: 60, height: 60))
        #expect(builder.list.items[3].content.first == .fill(DisplayPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)),
            DisplayColor(red: 0, green: 1, blue: 0, alpha: 1), .winding))
        #expect(Set(builder.list.changes.changedIDs) == [container.child.renderID, swatch.renderID])
    }

    @Test func aDrawingIsStretchedToNewBoundsAsTheContentModeSays() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let swatch = SwatchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(swatch)
        let builder = DisplayListBuilder(window: window)
        builder.update()
        let drawn = builder.list.items[1].content
        swatch.bounds.size = CGSize(width: 40, height: 20)
        builder.update()
        #expect(builder.list.items[1].content
            == [.save, .concatenate(DisplayTransform(a: 2, b: 0, c: 0, d: 1, tx: 0, ty: 0))] + drawn + [.restore])
        swatch.contentMode = .center
        builder.update()
        #expect(builder.list.items[1].content.prefix(2)
            == [.save, .concatenate(DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0))])
        swatch.contentMode = .redraw
        swatch.bounds.size = CGSize(width: 30, height: 20)
        builder.update()
        #expect(builder.list.items[1].content
            == [.fill(DisplayPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20)), DisplayColor(UIColor.red), .winding)])
    }

    @Test func onNeedsUpdateFiresOncePerBatchOfChanges() {
        let s = scene()
        let builder = DisplayListBuilder(window: s.window)
        var calls = 0
        builder.onNeedsUpdate = { calls += 1 }
        builder.update()
        s.red.center.x += 1
        s.red.center.x += 1
        s.child.alpha = 0.9
        #expect(calls == 1)
        #expect(builder.needsUpdate)
        builder.update()
        #expect(!builder.needsUpdate)
        s.red.backgroundColor = .green
        #expect(calls == 2)
    }

    @Test func layerAppearanceIsRead() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        window.addSubview(card)
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.blue.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 6
        let item = window.displayList().items[1]
        #expect(item.cornerRadius == 12)
        #expect(item.borderWidth == 2)
        #expect(item.borderColor == DisplayColor(UIColor.blue))
        #expect(item.shadow == DisplayShadow(color: DisplayColor(red: 0, green: 0, blue: 0, alpha: 0.5),
            offset: CGSize(width: 0, height: 4), radius: 6, path: nil))
        #expect(item.paintedArea.contains(CGRect(x: 8, y: 12, width: 124, height: 84)))
    }

    @Test func aRemovedViewIsNotKeptAliveByTheRecordOfChanges() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        weak var gone: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            view.center.x += 1
            view.removeFromSuperview()
            gone = view
        }
        sim.advance(by: 0.01)  // the turn's display pass lets go of the new view
        #expect(gone == nil, "with no builder, nothing keeps the changed view")
        let builder = DisplayListBuilder(window: window)
        builder.update()
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            builder.update()
            view.center.x += 1
            view.removeFromSuperview()
            gone = view
        }
        builder.update()
        #expect(gone == nil, "the builder lets go of a removed view at its next update")
    }

    @Test func aSubclassIsDrawnAsItsOverriddenPropertiesSay() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let faded = FadedClippingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        faded.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500)))
        window.addSubview(faded)
        window.addSubview(AlwaysHiddenView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let items = window.displayList().items
        #expect(items.map(\.className) == ["UIWindow", "FadedClippingView", "UIView"])
        #expect(items[1].alpha == 0.5)
        #expect(items[1].backgroundColor == DisplayColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(items[1].frame == CGRect(x: 20, y: 10, width: 100, height: 100))
        #expect(items[2].alpha == 0.5)
        #expect(items[2].clips.map(\.rect) == [CGRect(x: 0, y: 0, width: 100, height: 100)])
    }

    @Test func aPlainViewAndASubclassWithTheSameSettingsMakeTheSameItem() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = [UIView(), PlainSubclassView()]
        for view in views {
            view.frame = CGRect(x: 30, y: 40, width: 60, height: 50)
            view.bounds.origin = CGPoint(x: 4, y: -2)
            view.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.5, y: 0.75)
            view.layer.anchorPoint = CGPoint(x: 0.25, y: 0.6)
            view.alpha = 0.8
            view.clipsToBounds = true
            view.layer.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
            view.addSubview(UIView(frame: CGRect(x: -5, y: -5, width: 100, height: 100)))
            window.addSubview(view)
        }
        let items = window.displayList().items
        #expect(items.count == 5)
        for (plain, subclass) in [(items[1], items[3]), (items[2], items[4])] {
            var same = subclass
            same.id = plain.id
            same.className = plain.className
            #expect(same == plain)
        }
    }

    @Test func aTreeThatGrewPastTheRoomReservedForItIsListedWhole() {
        let s = scene()
        let builder = DisplayListBuilder(window: s.window)
        builder.update()
        for i in 0..<60 {
            let view = i % 7 == 3 ? UILabel(frame: .zero) : UIView(frame: .zero)
            (view as? UILabel)?.text = "label \(i)"
            view.frame = CGRect(x: CGFloat(i % 10) * 30, y: CGFloat(i / 10) * 30, width: 28, height: 28)
            view.backgroundColor = i % 2 == 0 ? .red : nil
            if i % 5 == 0 { view.layer.cornerRadius = 4 }
            view.addSubview(UIView(frame: CGRect(x: 2, y: 2, width: 4, height: 4)))
            (i < 30 ? s.window : s.scroller).addSubview(view)
        }
        builder.update()
        #expect(builder.list.items.count == 4 + 120)
        #expect(builder.list.items == s.window.displayList().items)
    }

    @Test func everyStoredPropertyOfAnItemIsSetWhenTheListIsBuilt() {
        // The builder sets an item's properties one by one (`initializeItem`): this counts them.
        let item = scene().window.displayList().items[0]
        #expect(
            Mirror(reflecting: item).children.count == 14, "a new property of DisplayItem must be set by initializeItem")
    }

    @Test func listsRoundTripThroughJSON() throws {
        let s = scene()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Hello"
        s.window.addSubview(label)
        let list = s.window.displayList()
        let data = try JSONEncoder().encode(list)
        let decoded = try JSONDecoder().decode(DisplayList.self, from: data)
        #expect(decoded == list)
    }
}
