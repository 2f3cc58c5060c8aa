// A layout of 1,000 constraints for the solver's benchmarks: a table of cells stacked in a container, each cell with
// an icon and a label, as Auto Layout would write it.
import LayoutSolverUnderBenchmark

/// 83 cells of 12 constraints each, and 4 for the container: 1,000 constraints over 664 variables.
///
/// A cell: left and width equal to the container's; top at the previous cell's bottom; height at least the icon's
/// plus 12, and 44 at priority 250. Its icon: 8 from the cell's left, 6 from its top, 32 wide (`iconWidth`), square.
/// Its label: 8 after the icon, its right at most 8 from the cell's right, 200 wide at priority 750 (a label's
/// compression resistance). The container: at the origin, 375 wide (`containerWidth`), as tall as its cells.
package final class StackScene {
    package static let cellCount = 83

    package let solver = Solver()
    package var constraints: [Constraint] = []
    package var variables: [Variable] = []
    /// The container's width constraint, required: `width == 375`.
    package var containerWidth: Constraint!
    /// The icon width of the middle cell, required: `width == 32`. Changing it moves every cell below.
    package var iconWidth: Constraint!
    /// The container's width variable (for an edit variable, in place of `containerWidth`).
    package var containerWidthVariable: Variable!
    package var changes = 0

    /// Makes the variables and constraints without adding them; `editableWidth` leaves out the container's width
    /// constraint (999 constraints) so that the width can be an edit variable.
    package init(editableWidth: Bool = false) {
        func box(_ name: String) -> (left: Variable, top: Variable, width: Variable, height: Variable) {
            let v = (
                solver.makeVariable("\(name).left"), solver.makeVariable("\(name).top"),
                solver.makeVariable("\(name).width"), solver.makeVariable("\(name).height")
            )
            variables += [v.0, v.1, v.2, v.3]
            return v
        }
        let container = box("container")
        containerWidthVariable = container.width
        containerWidth = Constraint(container.width, .equal, 375, label: "container.width == 375")
        constraints += [
            Constraint(container.left, .equal, 0), Constraint(container.top, .equal, 0),
        ]
        if !editableWidth { constraints.append(containerWidth) }
        var previousBottom = LinearExpression(container.top)
        for i in 0..<Self.cellCount {
            let cell = box("cell\(i)")
            let icon = box("icon\(i)")
            let labelLeft = solver.makeVariable("label\(i).left")
            let labelWidth = solver.makeVariable("label\(i).width")
            variables += [labelLeft, labelWidth]
            let iconWidth = Constraint(icon.width, .equal, 32, label: "icon\(i).width == 32")
            if i == Self.cellCount / 2 { self.iconWidth = iconWidth }
            constraints += [
                Constraint(cell.left, .equal, container.left),
                Constraint(cell.width, .equal, container.width),
                Constraint(cell.top, .equal, previousBottom),
                Constraint(cell.height, .greaterThanOrEqual, icon.height + 12),
                Constraint(cell.height, .equal, 44, strength: .defaultLow),
                Constraint(icon.left, .equal, cell.left + 8),
                Constraint(icon.top, .equal, cell.top + 6),
                iconWidth,
                Constraint(icon.height, .equal, icon.width),
                Constraint(labelLeft, .equal, icon.left + icon.width + 8),
                Constraint(labelLeft + labelWidth, .lessThanOrEqual, cell.left + cell.width - 8),
                Constraint(labelWidth, .equal, 200, strength: .defaultHigh),
            ]
            previousBottom = cell.top + cell.height
        }
        constraints.append(Constraint(container.height, .equal, previousBottom - container.top))
    }

    /// Adds every constraint (the layout from scratch) and reads every value.
    package func solve() throws(SolverError) {
        for constraint in constraints { try solver.addConstraint(constraint) }
        report()
    }

    /// Reads the values that changed, as a layout pass would.
    package func report() {
        solver.updateVariables { _, _ in changes += 1 }
    }
}
