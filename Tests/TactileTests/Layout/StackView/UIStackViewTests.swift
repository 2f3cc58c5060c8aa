import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A view controller whose view holds a form in stack views, as UIKit code builds one: a title, then a row of two
/// buttons that share the width.
private final class FormController: UIViewController {
    let titleLabel = UILabel()
    let cancel = UIButton(type: .system)
    let save = UIButton(type: .system)
    var saves = 0
    var cancels = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Edit profile"
        cancel.setTitle("Cancel", for: .normal)
        save.setTitle("Save", for: .normal)
        cancel.addAction(UIAction { [unowned self] _ in cancels += 1 }, for: .touchUpInside)
        save.addAction(UIAction { [unowned self] _ in saves += 1 }, for: .touchUpInside)
        let buttons = UIStackView(arrangedSubviews: [cancel, save])
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        let form = UIStackView(arrangedSubviews: [titleLabel, buttons])
        form.axis = .vertical
        form.spacing = 20
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

/// UIStackView: its arranged subviews, the constraints it makes, hidden views, nesting, and touches on what it
/// arranges.
@MainActor
@Suite("UIStackView")
struct UIStackViewTests {
    // MARK: Making one

    @Test("init(frame:) has UIKit's defaults and no intrinsic content size")
    func defaults() throws {
        let stackView = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(stackView.axis == .horizontal)
        #expect(stackView.distribution == .fill)
        #expect(stackView.alignment == .fill)
        #expect(stackView.spacing == 0)
        #expect(!stackView.isBaselineRelativeArrangement)
        #expect(!stackView.isLayoutMarginsRelativeArrangement)
        #expect(stackView.arrangedSubviews.isEmpty)
        #expect(stackView.translatesAutoresizingMaskIntoConstraints)
        let none = UIView.noIntrinsicMetric
        #expect(stackView.intrinsicContentSize == CGSize(width: none, height: none))
        let decoded = try #require(UIStackView(coder: NSCoder()))
        #expect(decoded.arrangedSubviews.isEmpty)
        #expect(decoded.frame == .zero)
    }

    @Test("init(arrangedSubviews:) arranges and adds the views, which Auto Layout then places")
    func initWithViews() {
        let views = threeSizedViews()
        let stackView = UIStackView(arrangedSubviews: views)
        #expect(stackView.arrangedSubviews == views)
        #expect(stackView.subviews == views)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test("a stack view that constraints place but do not size takes its content's size; it has none of its own")
    func sizedByItsContent() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views, pinned: false) { $0.spacing = 10 }
        #expect(stackView.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(stackView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        withExtendedLifetime(container) { #expect(!stackView.hasAmbiguousLayout) }
    }

    @Test("a stack laid out by its frame arranges inside that frame")
    func frameBasedStack() {
        let views = threeSizedViews()
        let stackView = UIStackView(arrangedSubviews: views)
        stackView.frame = CGRect(x: 10, y: 10, width: 300, height: 50)
        stackView.distribution = .equalSpacing
        stackView.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 100, 220])
        #expect(views.map(\.frame.height) == [50, 50, 50])
        #expect(stackView.frame == CGRect(x: 10, y: 10, width: 300, height: 50))
    }

    // MARK: Arranged subviews

    @Test("addArrangedSubview keeps an existing subview's place among the subviews; insert puts it at an index")
    func addAndInsert() {
        let stackView = UIStackView()
        let a = UIView(), b = UIView(), c = UIView()
        stackView.addSubview(b)
        stackView.addArrangedSubview(a)
        stackView.addArrangedSubview(b)
        #expect(stackView.arrangedSubviews == [a, b])
        #expect(stackView.subviews == [b, a])
        stackView.insertArrangedSubview(c, at: 1)
        #expect(stackView.arrangedSubviews == [a, c, b])
        stackView.insertArrangedSubview(a, at: 2)
        #expect(stackView.arrangedSubviews == [c, b, a])
        stackView.addArrangedSubview(c)
        #expect(stackView.arrangedSubviews == [b, a, c])
        #expect(stackView.subviews == [b, a, c])
    }

    @Test("an index out of range is logged and brought into range; the stack cannot arrange itself")
    func badArguments() {
        let messages = LayoutMessages()
        let stackView = UIStackView()
        let a = UIView()
        stackView.insertArrangedSubview(a, at: 5)
        #expect(stackView.arrangedSubviews == [a])
        let address = ObjectDescription.address(stackView)
        #expect(messages.mentioning(address).filter { $0.contains("outside 0...0") }.count == 1)
        stackView.addArrangedSubview(stackView)
        let outer = UIView()
        outer.addSubview(stackView)
        stackView.addArrangedSubview(outer)
        #expect(stackView.arrangedSubviews == [a])
        #expect(messages.mentioning(address).filter { $0.contains("cannot arrange") }.count == 2)
    }

    @Test("removeArrangedSubview leaves the view a subview, with none of the stack's constraints")
    func removeArranged() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views) { $0.spacing = 10 }
        stackView.removeArrangedSubview(views[1])
        container.layoutIfNeeded()
        #expect(stackView.arrangedSubviews == [views[0], views[2]])
        #expect(views[1].superview === stackView)
        #expect(stackView.constraints.allSatisfy { $0.firstItem !== views[1] && $0.secondItem !== views[1] })
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 210, height: 100))
        #expect(views[2].frame == CGRect(x: 220, y: 0, width: 80, height: 100))
    }

    @Test("removing an arranged view from its superview removes it from the arranged views")
    func removeFromSuperview() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views, pinned: false) { $0.spacing = 10 }
        views[0].removeFromSuperview()
        container.layoutIfNeeded()
        #expect(stackView.arrangedSubviews == [views[1], views[2]])
        #expect(views[0].constraints.isEmpty)
        #expect(stackView.frame.width == 150)
        #expect(views[1].frame.minX == 0)
        // Arranged by another stack, a view leaves the first one.
        let other = UIStackView()
        other.addArrangedSubview(views[2])
        #expect(stackView.arrangedSubviews == [views[1]])
        #expect(other.arrangedSubviews == [views[2]])
    }

    // MARK: The constraints

    @Test("the stack's constraints are real, installed on it with UIKit's names, and made again after a change")
    func constraints() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views) { $0.spacing = 10 }
        let first = stackView.constraints
        let names = Set(first.compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
        #expect(first.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [10, 10])
        #expect(first.allSatisfy { $0.isActive })
        stackView.spacing = 4
        // Nothing changes before the next layout pass, as in UIKit.
        #expect(stackView.constraints == first)
        container.layoutIfNeeded()
        #expect(first.allSatisfy { !$0.isActive })
        #expect(stackView.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [4, 4])
        // 188 points of views and spacing: the first view stretches by 112.
        #expect(views[1].frame.minX == 156)
    }

    @Test("every property re-arranges at the next layout")
    func propertiesRearrange() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views, in: CGSize(width: 300, height: 300))
        stackView.axis = .vertical
        container.layoutIfNeeded()
        #expect(views[2].frame == CGRect(x: 0, y: 260, width: 300, height: 40))
        stackView.alignment = .leading
        container.layoutIfNeeded()
        #expect(views[2].frame.width == 80)
        stackView.distribution = .fillEqually
        container.layoutIfNeeded()
        #expect(views.map(\.frame.height) == [100, 100, 100])
    }

    @Test("your own constraints on an arranged view combine with the stack's")
    func ownConstraints() {
        let a = UIView(), b = SizedView(60, 30)
        let (_, _) = stack([a, b]) { stackView in
            stackView.spacing = 10
            a.widthAnchor.constraint(equalTo: a.heightAnchor).isActive = true
            stackView.alignment = .center
            a.heightAnchor.constraint(equalToConstant: 50).isActive = true
        }
        #expect(a.frame == CGRect(x: 0, y: 25, width: 50, height: 50))
        #expect(b.frame == CGRect(x: 60, y: 35, width: 240, height: 30))
    }

    // MARK: Hidden views

    @Test("a hidden view takes no space and no spacing, and comes back when shown")
    func hiddenViewCollapses() {
        let views = threeSizedViews()
        let (container, _) = stack(views) { $0.spacing = 10 }
        views[1].isHidden = true
        container.layoutIfNeeded()
        // The first view takes the freed 70 points (60 and a spacing).
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 210, height: 100))
        #expect(views[1].frame.width == 0)
        #expect(views[1].frame.minX == 210)
        #expect(views[2].frame == CGRect(x: 220, y: 0, width: 80, height: 100))
        views[1].isHidden = false
        container.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 140, height: 100))
        #expect(views[1].frame == CGRect(x: 150, y: 0, width: 60, height: 100))
    }

    @Test("a hidden view with a required width of its own: the conflict is logged, the other views still close up")
    func hiddenViewWithRequiredWidth() {
        let messages = LayoutMessages()
        let a = SizedView(40, 20), b = UIView(), c = SizedView(80, 40)
        let width = b.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "hidden-view-width-\(ObjectDescription.address(b))"
        width.isActive = true
        let (container, _) = stack([a, b, c]) { $0.spacing = 10 }
        #expect(a.frame.width == 100)
        b.isHidden = true
        container.layoutIfNeeded()
        #expect(messages.mentioning(width.identifier ?? "").count == 1)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 210, height: 100))
        #expect(c.frame.minX == 220)
        b.isHidden = false
        container.layoutIfNeeded()
        #expect(b.frame.width == 100)
        #expect(a.frame.width == 100)
    }

    @Test("hiding the first view, or every view, of a stack sized by its content shrinks it")
    func hiddenViewsShrinkTheStack() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views, pinned: false) { $0.spacing = 10 }
        views[0].isHidden = true
        container.layoutIfNeeded()
        #expect(stackView.frame.size == CGSize(width: 150, height: 40))
        #expect(views[1].frame.minX == 0)
        views[1].isHidden = true
        views[2].isHidden = true
        container.layoutIfNeeded()
        #expect(stackView.frame.size == .zero)
        views[2].isHidden = false
        container.layoutIfNeeded()
        #expect(stackView.frame.size == CGSize(width: 80, height: 40))
    }

    @Test("a hidden view is left out of the equal distributions")
    func hiddenInEqualSpacing() {
        let views = threeSizedViews()
        let (container, _) = stack(views) { $0.distribution = .equalSpacing }
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(views[0].frame.minX == 0)
        #expect(views[2].frame.minX == 220)
        views[1].isHidden = false
        container.layoutIfNeeded()
        #expect(views[1].frame.minX == 100)
    }

    @Test("hiding a view that is not arranged changes nothing in the stack")
    func hiddenStranger() {
        let views = threeSizedViews()
        let (container, stackView) = stack(views) { $0.spacing = 10 }
        let stranger = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        stackView.addSubview(stranger)
        container.layoutIfNeeded()
        let before = stackView.constraints
        stranger.isHidden = true
        container.layoutIfNeeded()
        #expect(stackView.constraints == before)
        #expect(stranger.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    // MARK: Nesting

    @Test("stacks nest: a row inside a column sizes the column, and hiding inside the row resizes both")
    func nestedStacks() {
        let a = SizedView(40, 20), b = SizedView(60, 30), c = SizedView(80, 40)
        let row = UIStackView(arrangedSubviews: [a, b])
        row.spacing = 10
        let (container, column) = stack([row, c], pinned: false) {
            $0.axis = .vertical
            $0.spacing = 10
        }
        #expect(column.frame == CGRect(x: 0, y: 0, width: 110, height: 80))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 110, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 30))
        #expect(c.frame == CGRect(x: 0, y: 40, width: 110, height: 40))
        b.isHidden = true
        container.layoutIfNeeded()
        #expect(column.frame.width == 80)
        #expect(a.frame.width == 80)
        row.isHidden = true
        container.layoutIfNeeded()
        #expect(column.frame.height == 40)
        #expect(c.frame.minY == 0)
    }

    // MARK: Touches

    @Test("a tap on a button in a stack view in a view controller reaches it")
    func tapThroughStacks() throws {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let controller = FormController()
        window.rootViewController = controller
        sim.advance(by: 0)
        let save = controller.save
        let cancel = controller.cancel
        // The form spans the margins (16 to 304); the two buttons share its 288 points, 8 apart.
        let saveFrame = save.convert(save.bounds, to: window)
        let cancelFrame = cancel.convert(cancel.bounds, to: window)
        #expect(cancelFrame.minX == 16)
        #expect(cancelFrame.width == 140)
        #expect(saveFrame.minX == 164)
        #expect(saveFrame.maxX == 304)
        #expect(cancelFrame.minY == 40 + controller.titleLabel.frame.height + 20)
        sim.tap(at: CGPoint(x: saveFrame.midX, y: saveFrame.midY))
        #expect(controller.saves == 1)
        #expect(controller.cancels == 0)
        sim.tap(at: CGPoint(x: cancelFrame.midX, y: cancelFrame.midY))
        #expect(controller.cancels == 1)
        // Hidden, the cancel button leaves its place to the save button, which the same tap now reaches.
        cancel.isHidden = true
        sim.advance(by: 0)
        sim.tap(at: CGPoint(x: cancelFrame.midX, y: cancelFrame.midY))
        #expect(controller.saves == 2)
        #expect(controller.cancels == 1)
    }
}
