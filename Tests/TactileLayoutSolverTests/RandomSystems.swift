import Foundation
import SharedTestData
import TactileLayoutSolver

/// One step of a random system, as the Swift solver and the kiwisolver oracle (kiwi_oracle.py) both read it.
struct SolverOperation: Codable, Sendable {
    /// A term: a variable's index and its coefficient (JSON `[variable, coefficient]`).
    struct TermSpec: Codable, Sendable {
        var variable: Int
        var coefficient: Double

        init(variable: Int, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            variable = try container.decode(Int.self)
            coefficient = try container.decode(Double.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(variable)
            try container.encode(coefficient)
        }
    }

    /// add, remove, setConstant, addEdit, suggest or removeEdit.
    var op: String
    var id: Int?
    var terms: [TermSpec]?
    var constant: Double?
    /// ==, <= or >=.
    var relation: String?
    var priority: Double?
    var weight: Double?
    var variable: Int?
    var value: Double?
}

/// A seeded random system: variables, and operations on a solver in order.
///
/// Every variable has a stay: `v == c` at the lowest priority (250) with a weight drawn from [1, 2). The random
/// constraints have 1 to 3 terms with coefficients ±1 or ±2, integer constants, any relation, priority 1000 (40 %),
/// 750, 500 or 250, and weights from [1, 2). Edit variables come at 750 or 500; suggested values are integers. Some
/// constraints are removed, or their constants changed, along the way.
///
/// Why each system has one solution, so that its values can be compared: the required constraints bound a
/// polyhedron; on it, each priority in turn keeps the solutions that minimise its weighted errors. The last priority
/// includes a stay on every variable, so its objective involves every variable, with weights drawn from a continuous
/// range: a tie between two solutions would need an exact linear relation between random weights, which happens with
/// probability zero (and with doubles, practically never). The solution is then a single point, whatever path a
/// solver takes to it; so kiwisolver's values and ours must agree up to rounding. The small coefficients keep the
/// weighted sums kiwi minimises (priorities 1e4 apart) in the same order as our strict priorities.
struct RandomSystem: Codable, Sendable {
    var variables: Int
    var operations: [SolverOperation]

    static let priorities: [Double] = [1000, 1000, 1000, 1000, 750, 750, 500, 500, 250, 250]

    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let n = Int.random(in: 2...8, using: &rng)
        var operations: [SolverOperation] = []
        var nextID = 0
        func weight() -> Double { 1 + Double.random(in: 0..<1, using: &rng) }
        for v in 0..<n {
            operations.append(
                SolverOperation(
                    op: "add", id: nextID, terms: [.init(variable: v, coefficient: 1)],
                    constant: -Double(Int.random(in: -100...100, using: &rng)), relation: "==", priority: 250,
                    weight: weight()))
            nextID += 1
        }
        var live: [Int] = []
        var edits: [Int] = []
        for _ in 0..<Int.random(in: n...(3 * n + 2), using: &rng) {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 60 || live.isEmpty && roll < 78 {
                let count = Int.random(in: 1...min(3, n), using: &rng)
                let chosen = Array((0..<n).shuffled(using: &rng).prefix(count))
                let terms = chosen.map {
                    SolverOperation.TermSpec(variable: $0, coefficient: [-2.0, -1, 1, 2].randomElement(using: &rng)!)
                }
                operations.append(
                    SolverOperation(
                        op: "add", id: nextID, terms: terms, constant: Double(Int.random(in: -100...100, using: &rng)),
                        relation: ["==", "<=", ">="].randomElement(using: &rng)!,
                        priority: Self.priorities.randomElement(using: &rng)!, weight: weight()))
                live.append(nextID)
                nextID += 1
            } else if roll < 70 {
                let id = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
                operations.append(SolverOperation(op: "remove", id: id))
            } else if roll < 78 {
                operations.append(
                    SolverOperation(
                        op: "setConstant", id: live.randomElement(using: &rng)!,
                        constant: Double(Int.random(in: -100...100, using: &rng))))
            } else if roll < 86 || edits.isEmpty {
                let free = (0..<n).filter { !edits.contains($0) }
                guard let v = free.randomElement(using: &rng) else { continue }
                edits.append(v)
                operations.append(
                    SolverOperation(
                        op: "addEdit", priority: [750.0, 500].randomElement(using: &rng)!, weight: weight(),
                        variable: v))
            } else if roll < 96 {
                operations.append(
                    SolverOperation(
                        op: "suggest", variable: edits.randomElement(using: &rng)!,
                        value: Double(Int.random(in: -100...100, using: &rng))))
            } else {
                let v = edits.remove(at: Int.random(in: 0..<edits.count, using: &rng))
                operations.append(SolverOperation(op: "removeEdit", variable: v))
            }
        }
        self.variables = n
        self.operations = operations
    }

    /// What a solver makes of the system: each variable's value, and the operations refused as unsatisfiable.
    struct Outcome: Codable, Sendable, Equatable {
        var values: [Double]
        var rejected: [Int]
    }

    static func relation(_ text: String?) -> Relation {
        switch text {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
    }

    /// Runs the operations on a new solver; `skipping` leaves out operations by index (for from-scratch replays).
    /// Throws any error other than an unsatisfiable constraint.
    func solve(skipping: Set<Int> = []) throws -> (Solver, [Variable], Outcome) {
        let solver = Solver()
        let vars = (0..<variables).map { solver.makeVariable("v\($0)") }
        var constraints: [Int: Constraint] = [:]
        var rejected: [Int] = []
        for (index, op) in operations.enumerated() where !skipping.contains(index) {
            do {
                switch op.op {
                case "add":
                    let terms = (op.terms ?? []).map { Term(vars[$0.variable], $0.coefficient) }
                    let constraint = Constraint(
                        LinearExpression(terms, constant: op.constant ?? 0), Self.relation(op.relation),
                        strength: Strength(priority: op.priority ?? 1000, weight: op.weight ?? 1))
                    try solver.addConstraint(constraint)
                    constraints[op.id!] = constraint
                case "remove":
                    if let constraint = constraints.removeValue(forKey: op.id!) {
                        try solver.removeConstraint(constraint)
                    }
                case "setConstant":
                    if let constraint = constraints[op.id!] {
                        try solver.updateConstant(of: constraint, to: op.constant!)
                    }
                case "addEdit":
                    try solver.addEditVariable(
                        vars[op.variable!], strength: Strength(priority: op.priority!, weight: op.weight!))
                case "suggest":
                    try solver.suggestValue(op.value!, for: vars[op.variable!])
                case "removeEdit":
                    try solver.removeEditVariable(vars[op.variable!])
                default:
                    break
                }
            } catch {
                // (Matching `catch SolverError.unsatisfiable` here crashes the 6.3 compiler.)
                guard case .unsatisfiable = error else { throw error }
                rejected.append(index)
            }
        }
        return (solver, vars, Outcome(values: vars.map { solver.value(of: $0) }, rejected: rejected))
    }

    /// Whether two solutions agree: the same refusals and every value within 1e-6, relative above 1.
    static func agree(_ a: Outcome, _ b: Outcome) -> Bool {
        a.rejected == b.rejected && a.values.count == b.values.count
            && zip(a.values, b.values).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }
}
