// Constraints and their strengths.

/// How a constraint's two sides compare (UIKit's `NSLayoutConstraint.Relation`).
package enum Relation: Sendable, Hashable, CustomStringConvertible {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    package var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// How much a constraint matters: a priority on UIKit's scale, where 1000 is required, and a weight within the
/// priority.
///
/// Priorities are strictly ordered, as in UIKit: a constraint of a higher priority dominates any number of
/// constraints of lower priorities, however large their errors. The solver keeps one objective per priority in use
/// and minimises them lexicographically (the symbolic weights of the Cassowary paper), so the 999 optional priorities
/// (and fractional ones between them) never run out of floating-point range, as a single weighted objective would.
/// Within one priority, the errors of its constraints are added up, each times its weight (1 unless given); UIKit has
/// no weights, so Auto Layout leaves them at 1.
package struct Strength: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// UIKit's priority: 1 to 1000, where 1000 is required.
    package var priority: Double
    /// The weight of the constraint's error among the constraints of the same priority; greater than 0.
    package var weight: Double

    package init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Priority 1000: the constraint must hold.
    package static let required = Strength(priority: 1000)
    /// UIKit's `defaultHigh` (750).
    package static let defaultHigh = Strength(priority: 750)
    /// UIKit's `defaultLow` (250).
    package static let defaultLow = Strength(priority: 250)
    /// UIKit's `fittingSizeLevel` (50).
    package static let fittingSizeLevel = Strength(priority: 50)

    package var isRequired: Bool { priority >= 1000 }

    /// Why this strength cannot be used, or nil when it can.
    var problem: String? {
        if !priority.isFinite || priority < 1 || priority > 1000 {
            return "the priority must be from 1 to 1000 (1000 is required); it is \(priority)"
        }
        if !weight.isFinite || weight <= 0 { return "the weight must be a finite number above 0; it is \(weight)" }
        return nil
    }

    package static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    package var description: String {
        let p = priority.isFinite && priority == priority.rounded() ? String(Int(priority)) : String(priority)
        return weight == 1 ? "priority \(p)" : "priority \(p), weight \(weight)"
    }
}

/// A linear constraint: `expression == 0`, `expression <= 0` or `expression >= 0`, with a strength.
///
/// A constraint is a reference: a solver knows it by identity, so two constraints with the same terms are two
/// constraints. It never changes; ``Solver/updateConstant(of:to:)`` changes the solver's copy of its constant.
package final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    package let expression: LinearExpression
    package let relation: Relation
    package let strength: Strength
    /// A name for messages (an `NSLayoutConstraint`'s identifier or description, say); nil for the constraint's own
    /// terms.
    package let label: String?

    /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    package init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(),
        strength: Strength = .required, label: String? = nil
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    package convenience init(
        _ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(),
        strength: Strength = .required, label: String? = nil
    ) {
        self.init(LinearExpression(lhs), relation, rhs, strength: strength, label: label)
    }

    package convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: Variable, strength: Strength = .required,
        label: String? = nil
    ) {
        self.init(lhs, relation, LinearExpression(rhs), strength: strength, label: label)
    }

    package convenience init(
        _ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required, label: String? = nil
    ) {
        self.init(LinearExpression(lhs), relation, LinearExpression(rhs), strength: strength, label: label)
    }

    package convenience init(
        _ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required, label: String? = nil
    ) {
        self.init(LinearExpression(lhs), relation, LinearExpression(constant: rhs), strength: strength, label: label)
    }

    package convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, strength: Strength = .required,
        label: String? = nil
    ) {
        self.init(lhs, relation, LinearExpression(constant: rhs), strength: strength, label: label)
    }

    /// The label, or the terms (`2*v1 - v3 + 8 >= 0 (priority 750)`).
    package var description: String {
        if let label { return label }
        var text = ""
        for term in expression.terms {
            let c = term.coefficient
            let magnitude = abs(c) == 1 ? "" : "\(format(abs(c)))*"
            text += text.isEmpty ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ")
            text += "\(magnitude)\(term.variable)"
        }
        let k = expression.constant
        if text.isEmpty { text = format(k) } else if k != 0 { text += (k < 0 ? " - " : " + ") + format(abs(k)) }
        return "\(text) \(relation) 0 (\(strength))"
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
