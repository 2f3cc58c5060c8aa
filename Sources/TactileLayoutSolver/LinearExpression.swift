// Variables, terms and linear expressions: what constraints are written in.

/// An unknown of a ``Solver``: an edge or a size of a view, say. Made by ``Solver/makeVariable(_:)``; its value is
/// ``Solver/value(of:)``.
///
/// A variable is a small value (an index into its solver's tables) and belongs to the solver that made it: using it
/// with another solver throws ``SolverError/unknownVariable(_:)``.
package struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's symbol in its solver's tableau.
    package let id: Int32
    /// The solver that made it.
    package let owner: ObjectIdentifier

    package init(id: Int32, owner: ObjectIdentifier) {
        self.id = id
        self.owner = owner
    }

    package var description: String { "v\(id)" }
}

/// A variable times a coefficient.
package struct Term: Hashable, Sendable {
    package var variable: Variable
    package var coefficient: Double

    package init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms and a constant. A variable may appear in more than one term; the solver adds
/// their coefficients.
package struct LinearExpression: Hashable, Sendable {
    package var terms: [Term]
    package var constant: Double

    package init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    package init(constant: Double) {
        self.init([], constant: constant)
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// The arithmetic that writes constraints: `2 * width + 8`, `right - left`. There is deliberately no `==`, `<=` or
// `>=` returning a constraint (Variable is Equatable, and `a == b` must stay a Bool): write
// `Constraint(lhs, .equal, rhs)`.

package func * (variable: Variable, factor: Double) -> LinearExpression { LinearExpression([Term(variable, factor)]) }
package func * (factor: Double, variable: Variable) -> LinearExpression { LinearExpression([Term(variable, factor)]) }
package func * (expression: LinearExpression, factor: Double) -> LinearExpression { expression.scaled(by: factor) }
package func * (factor: Double, expression: LinearExpression) -> LinearExpression { expression.scaled(by: factor) }
package func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression.scaled(by: 1 / divisor)
}

package func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
package func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
package func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
package func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs)]) }
package func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}
package func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }

package prefix func - (expression: LinearExpression) -> LinearExpression { expression.scaled(by: -1) }
package prefix func - (variable: Variable) -> LinearExpression { LinearExpression([Term(variable, -1)]) }

package func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
package func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + -rhs }
package func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + -rhs }
package func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs, -1)]) }
package func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
package func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: -rhs) }
