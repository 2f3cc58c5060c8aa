import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A view that makes its constraints in updateConstraints(), the pattern of UIKit code that batches them.
private final class BatchingView: UIView {
    let name: String
    let child = UIView()
    private var made = false
    var height: CGFloat = 30

    init(_ name: String) {
        self.name = name
        super.init(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var heightConstraint: NSLayoutConstraint?

    override func updateConstraints() {
        Recorder.shared.append("update \(name)")
        if !made {
            made = true
            let height = child.heightAnchor.constraint(equalToConstant: self.height)
            heightConstraint = height
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: leadingAnchor),
                child.topAnchor.constraint(equalTo: topAnchor), child.widthAnchor.constraint(equalToConstant: 10),
                height,
            ])
        }
        heightConstraint?.constant = height
        super.updateConstraints()
    }
}

@MainActor
private final class Recorder {
    static let shared = Recorder()
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

private final class ConstraintsController: UIViewController {
    var updates = 0
    override func updateViewConstraints() {
        updates += 1
        super.updateViewConstraints()
    }
}

/// updateConstraints(), setNeedsUpdateConstraints() and the constraints pass that starts a layout pass.
@MainActor
@Suite("Constraints pass", .serialized)
struct UIViewUpdateConstraintsTests {
    @Test("updateConstraints runs from the leaves up when views first join a window, then only when asked")
    func order() {
        Recorder.shared.entries = []
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let outer = BatchingView("outer")
        let inner = BatchingView("inner")
        outer.addSubview(inner)
        window.addSubview(outer)
        sim.advance(by: 0)
        let updates = Recorder.shared.entries.filter { $0.hasPrefix("update") }
        #expect(updates == ["update inner", "update outer"])
        #expect(inner.child.frame == CGRect(x: 0, y: 0, width: 10, height: 30))
        Recorder.shared.entries = []
        sim.advance(by: 1)
        #expect(Recorder.shared.entries.isEmpty)
        inner.height = 60
        inner.setNeedsUpdateConstraints()
        #expect(inner.needsUpdateConstraints())
        sim.advance(by: 0)
        #expect(Recorder.shared.entries == ["update inner"])
        #expect(!inner.needsUpdateConstraints())
        #expect(inner.child.frame.height == 60)
    }

    @Test("a view controller's view is updated through updateViewConstraints()")
    func controller() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let controller = ConstraintsController()
        window.rootViewController = controller
        sim.advance(by: 0)
        #expect(controller.updates == 1)
        controller.view.setNeedsUpdateConstraints()
        controller.view.updateConstraintsIfNeeded()
        #expect(controller.updates == 2)
    }
}
