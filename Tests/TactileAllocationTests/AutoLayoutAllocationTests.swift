import Foundation
import Tactile
import TactileTesting
import Testing

/// A grid of views placed by constraints: each view's leading edge follows its left neighbour's trailing edge,
/// each row's top the row above's bottom, with fixed sizes. Returns the row-height constraints.
@MainActor
func constraintGrid(in parent: UIView, rows: Int, columns: Int) -> [NSLayoutConstraint] {
    var heights: [NSLayoutConstraint] = []
    var constraints: [NSLayoutConstraint] = []
    var above: [UIView] = []
    for row in 0..<rows {
        var left: UIView?
        var current: [UIView] = []
        for column in 0..<columns {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            constraints.append(
                view.leadingAnchor.constraint(
                    equalTo: left?.trailingAnchor ?? parent.leadingAnchor, constant: 1))
            constraints.append(
                view.topAnchor.constraint(equalTo: row == 0 ? parent.topAnchor : above[column].bottomAnchor))
            constraints.append(view.widthAnchor.constraint(equalToConstant: 9))
            let height = view.heightAnchor.constraint(equalToConstant: 10)
            if column == 0 { heights.append(height) }
            constraints.append(
                column == 0 ? height : view.heightAnchor.constraint(equalTo: current[0].heightAnchor))
            left = view
            current.append(view)
        }
        above = current
    }
    NSLayoutConstraint.activate(constraints)
    return heights
}

/// A layout pass in which no constraint changed allocates nothing once the engine is built.
@Suite(
    "Allocation-free Auto Layout passes (malloc counting)",
    .serialized,
    .enabled(
        if: mallocCountingWorks,
        "malloc counting is not available in this process (malloc-interposer saw no allocation), so layout passes cannot be checked"
    )
)
@MainActor
struct AutoLayoutAllocationTests {
    @Test("1,000 constraints, 500 layout passes with nothing changed: no allocation")
    func nothingChanged() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        _ = constraintGrid(in: window, rows: 25, columns: 10)
        window.layoutIfNeeded()
        for _ in 0..<20 {
            window.setNeedsLayout()
            window.layoutIfNeeded()
        }
        let count = allocations {
            for _ in 0..<500 {
                window.setNeedsLayout()
                window.layoutIfNeeded()
            }
        }
        #expect(count == 0, "500 passes made \(count) heap allocations (left out: \(leftOut))")
    }

    @Test("1,000 constraints, 500 changes of the first row's height that move 240 views: no allocation")
    func constantChanged() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let heights = constraintGrid(in: window, rows: 25, columns: 10)
        window.layoutIfNeeded()
        // Set, not `+=`: a debug build runs `+=` on a property with observers through a modify accessor whose frame it
        // allocates, which is the test's own allocation, not the engine's.
        var height: CGFloat = 10
        for _ in 0..<20 {
            height = 21 - height
            heights[0].constant = height
            window.layoutIfNeeded()
        }
        let last = window.subviews.last!
        let count = allocations {
            for _ in 0..<500 {
                height = 21 - height
                heights[0].constant = height
                window.layoutIfNeeded()
            }
        }
        #expect(last.frame == CGRect(x: 91, y: 240, width: 9, height: 10))
        #expect(count == 0, "500 changes made \(count) heap allocations (left out: \(leftOut))")
    }
}
