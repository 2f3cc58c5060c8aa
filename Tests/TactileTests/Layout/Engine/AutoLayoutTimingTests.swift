import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// How long Auto Layout takes on a grid of 1,000 constraints, printed for BENCHMARKS.md (the Benchmarks package
/// measures release builds). The bounds here are loose, for debug builds on a busy machine: they catch a cost that
/// grows out of proportion, not a few percent.
@MainActor
@Suite("Auto Layout timings", .serialized)
struct AutoLayoutTimingTests {
    @Test("1,000 constraints from scratch, then one constant changed and laid out again")
    func timings() {
        let clock = ContinuousClock()
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var heights: [NSLayoutConstraint] = []
        let making = clock.measure { heights = constraintGridForTiming(in: window) }
        let engine = window.autoLayoutStorage?.engine
        let solving = clock.measure { engine?.update() }
        let applying = clock.measure { window.layoutIfNeeded() }
        let scratch = making + solving + applying
        print("Auto Layout from scratch: making views and constraints \(making), solving \(solving), frames \(applying)")
        let last = window.subviews.last!
        #expect(last.frame == CGRect(x: 91, y: 240, width: 9, height: 10))
        var step: CGFloat = 1
        let rounds = 200
        let change = clock.measure {
            for _ in 0..<rounds {
                heights[0].constant += step
                step = -step
                window.layoutIfNeeded()
            }
        }
        let perChange = change / rounds
        print("Auto Layout, 1,000 constraints (250 views): from scratch \(scratch), one constant and layout \(perChange)")
        #expect(scratch < .seconds(5))
        #expect(perChange < .milliseconds(50))
    }
}

@MainActor
private func constraintGridForTiming(in parent: UIView) -> [NSLayoutConstraint] {
    var heights: [NSLayoutConstraint] = []
    var constraints: [NSLayoutConstraint] = []
    var above: [UIView] = []
    for row in 0..<25 {
        var left: UIView?
        var current: [UIView] = []
        for column in 0..<10 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            constraints.append(
                view.leadingAnchor.constraint(equalTo: left?.trailingAnchor ?? parent.leadingAnchor, constant: 1))
            constraints.append(
                view.topAnchor.constraint(equalTo: row == 0 ? parent.topAnchor : above[column].bottomAnchor))
            constraints.append(view.widthAnchor.constraint(equalToConstant: 9))
            let height = view.heightAnchor.constraint(equalToConstant: 10)
            if column == 0 { heights.append(height) }
            constraints.append(column == 0 ? height : view.heightAnchor.constraint(equalTo: current[0].heightAnchor))
            left = view
            current.append(view)
        }
        above = current
    }
    NSLayoutConstraint.activate(constraints)
    return heights
}
