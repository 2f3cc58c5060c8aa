import SharedTestData
import TactileLayoutSolver
import Testing

/// The solver without the oracle: the Cassowary paper's example, incremental changes against solving from scratch,
/// edit variables, strengths, and every error.
@MainActor
@Suite("Cassowary solver")
struct SolverTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    /// The paper's running example (section 2): the midpoint of a segment inside 0…100, at least 10 wide.
    struct Midpoint {
        let solver = Solver()
        let left: Variable
        let middle: Variable
        let right: Variable

        init() throws {
            left = solver.makeVariable("left")
            middle = solver.makeVariable("middle")
            right = solver.makeVariable("right")
            try solver.addConstraint(Constraint(2 * middle, .equal, left + right))
            try solver.addConstraint(Constraint(left + 10, .lessThanOrEqual, right))
            try solver.addConstraint(Constraint(right, .lessThanOrEqual, 100))
            try solver.addConstraint(Constraint(left, .greaterThanOrEqual, 0))
            // Stays, weighted so that the solution is unique.
            try solver.addConstraint(Constraint(left, .equal, 30, strength: Strength(priority: 250)))
            try solver.addConstraint(Constraint(right, .equal, 60, strength: Strength(priority: 250, weight: 2)))
        }
    }

    @Test("The paper's midpoint example: stays, then an edit of the midpoint within the bounds")
    func paperMidpointExample() throws {
        let m = try Midpoint()
        #expect(close(m.solver.value(of: m.left), 30))
        #expect(close(m.solver.value(of: m.right), 60))
        #expect(close(m.solver.value(of: m.middle), 45))

        try m.solver.addEditVariable(m.middle, strength: Strength(priority: 750))
        try m.solver.suggestValue(50, for: m.middle)
        // left + right = 100; the heavier stay keeps right at 60.
        #expect(close(m.solver.value(of: m.middle), 50))
        #expect(close(m.solver.value(of: m.right), 60))
        #expect(close(m.solver.value(of: m.left), 40))

        try m.solver.suggestValue(90, for: m.middle)
        // left + right = 180 with right <= 100 and left <= right - 10: the stays prefer the largest left, 85.
        #expect(close(m.solver.value(of: m.left), 85))
        #expect(close(m.solver.value(of: m.right), 95))

        try m.solver.suggestValue(200, for: m.middle)
        // Beyond the required bounds: the edit gets as close as they allow.
        #expect(close(m.solver.value(of: m.right), 100))
        #expect(close(m.solver.value(of: m.left), 90))
        #expect(close(m.solver.value(of: m.middle), 95))

        try m.solver.removeEditVariable(m.middle)
        #expect(close(m.solver.value(of: m.left), 30))
        #expect(close(m.solver.value(of: m.right), 60))
        #expect(!m.solver.hasEditVariable(m.middle))
    }

    @Test("Adding and removing constraints one at a time ends where solving the rest from scratch does")
    func incrementalEqualsFromScratch() throws {
        var checked = 0
        for seed in 0..<300 as Range<UInt64> {
            let system = RandomSystem(seed: seed)
            let (_, _, outcome) = try system.solve()
            // Replay only what is left, without the removals, changes of constant and refused constraints: the same
            // final system, built without ever going back.
            var final = RandomSystem(seed: seed)
            var skip = Set(outcome.rejected)
            var constants: [Int: Double] = [:]
            for (index, op) in system.operations.enumerated() {
                switch op.op {
                case "remove":
                    skip.insert(index)
                    if let added = system.operations.firstIndex(where: { $0.op == "add" && $0.id == op.id }) {
                        skip.insert(added)
                    }
                case "setConstant":
                    skip.insert(index)
                    if !outcome.rejected.contains(index) { constants[op.id!] = op.constant }
                default: break
                }
            }
            for index in final.operations.indices where final.operations[index].op == "add" {
                if let constant = constants[final.operations[index].id!] { final.operations[index].constant = constant }
            }
            let (_, _, fresh) = try final.solve(skipping: skip)
            #expect(
                zip(outcome.values, fresh.values).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) },
                "seed \(seed): incremental \(outcome.values), from scratch \(fresh.values)")
            #expect(fresh.rejected.isEmpty, "seed \(seed): from scratch refused \(fresh.rejected)")
            checked += 1
        }
        #expect(checked == 300)
    }

    @Test("A higher priority dominates any number of lower ones, fractional priorities included")
    func prioritiesAreStrict() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        // 500 constraints at 750 pull x to 10; one at 751 pulls it to 0.
        for _ in 0..<500 {
            try solver.addConstraint(Constraint(x, .equal, 10, strength: Strength(priority: 750, weight: 1000)))
        }
        let strong = Constraint(x, .equal, 0, strength: Strength(priority: 751))
        try solver.addConstraint(strong)
        #expect(solver.value(of: x) == 0)
        // 999 priorities, each pulling x to its own value: the highest wins, whatever the order of addition.
        let chain = Solver()
        let y = chain.makeVariable("y")
        var rng = SplitMix64(seed: 42)
        for p in stride(from: 1.0, through: 999, by: 1).shuffled(using: &rng) {
            try chain.addConstraint(Constraint(y, .equal, p, strength: Strength(priority: p)))
        }
        #expect(chain.value(of: y) == 999)
        let between = Constraint(y, .equal, -1, strength: Strength(priority: 999.5))
        try chain.addConstraint(between)
        #expect(chain.value(of: y) == -1)
        try chain.removeConstraint(between)
        #expect(chain.value(of: y) == 999)
        try solver.removeConstraint(strong)
        #expect(solver.value(of: x) == 10)
    }

    @Test("Within a priority, weights decide; inequalities hold when they can")
    func weightsAndInequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 10, strength: Strength(priority: 500, weight: 1)))
        try solver.addConstraint(Constraint(x, .equal, 20, strength: Strength(priority: 500, weight: 3)))
        #expect(solver.value(of: x) == 20)
        let cap = Constraint(x, .lessThanOrEqual, 15, strength: Strength(priority: 600))
        try solver.addConstraint(cap)
        #expect(solver.value(of: x) == 15)
        let floor = Constraint(x, .greaterThanOrEqual, 18)
        try solver.addConstraint(floor)
        #expect(solver.value(of: x) == 18)
        try solver.removeConstraint(floor)
        #expect(solver.value(of: x) == 15)
        try solver.removeConstraint(cap)
        #expect(solver.value(of: x) == 20)
    }

    @Test("A contradicting required constraint throws, names the constraints it conflicts with, and changes nothing")
    func unsatisfiableRequiredConstraint() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        let xy = Constraint(x, .equal, y, label: "x == y")
        let yz = Constraint(y, .equal, z + 5, label: "y == z + 5")
        let z0 = Constraint(z, .greaterThanOrEqual, 10, label: "z >= 10")
        let other = Constraint(x, .lessThanOrEqual, 1000, label: "x <= 1000")
        for c in [xy, yz, z0, other] { try solver.addConstraint(c) }
        let bad = Constraint(x, .lessThanOrEqual, 12, label: "x <= 12")
        let error = #expect(throws: SolverError.self) { try solver.addConstraint(bad) }
        guard case .unsatisfiable(let constraint, let conflicting)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(constraint === bad)
        #expect(Set(conflicting.map(ObjectIdentifier.init)) == Set([xy, yz, z0].map(ObjectIdentifier.init)))
        #expect(error?.errorDescription?.contains("`x <= 12` cannot be satisfied") == true)
        #expect(!solver.hasConstraint(bad))
        #expect(solver.value(of: x) == 15)
        // Equalities alone: the contradiction is found among the dummies.
        let eq = Constraint(x, .equal, 16, label: "x == 16")
        try solver.addConstraint(Constraint(z, .equal, 10, label: "z == 10"))
        let again = #expect(throws: SolverError.self) { try solver.addConstraint(eq) }
        if case .unsatisfiable(let c, let conflicting)? = again {
            #expect(c === eq)
            #expect(conflicting.contains { $0 === xy } && conflicting.contains { $0 === yz })
        } else {
            Issue.record("expected unsatisfiable, got \(String(describing: again))")
        }
        // The solver still works and can still take a consistent constraint.
        try solver.removeConstraint(z0)
        try solver.addConstraint(Constraint(x, .equal, 15, label: "x == 15"))
        #expect(solver.value(of: z) == 10)
    }

    @Test("Changing a constraint's constant in place equals adding it anew; a required one that cannot hold is kept")
    func updateConstant() throws {
        let solver = Solver()
        let left = solver.makeVariable("left")
        let width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        try solver.addConstraint(Constraint(right, .equal, left + width))
        try solver.addConstraint(Constraint(left, .equal, 8))
        let widthConstraint = Constraint(width, .equal, 100, label: "width == 100")
        try solver.addConstraint(widthConstraint)
        let maxRight = Constraint(right, .lessThanOrEqual, 300, label: "right <= 300")
        try solver.addConstraint(maxRight)
        try solver.addConstraint(Constraint(width, .equal, 50, strength: .defaultLow))
        #expect(solver.value(of: right) == 108)
        try solver.updateConstant(of: widthConstraint, to: -250)
        #expect(solver.value(of: right) == 258)
        #expect(solver.constant(of: widthConstraint) == -250)
        let error = #expect(throws: SolverError.self) { try solver.updateConstant(of: widthConstraint, to: -400) }
        if case .unsatisfiable(let c, let conflicting)? = error {
            #expect(c === widthConstraint)
            #expect(conflicting.contains { $0 === maxRight })
        } else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
        }
        #expect(solver.value(of: right) == 258)
        #expect(solver.constant(of: widthConstraint) == -250)
        // right <= 200 cannot hold with left 8 and width 250: as above, and nothing changed.
        #expect(throws: SolverError.self) { try solver.updateConstant(of: maxRight, to: -200) }
        // A non-required constraint's constant moves the solution as far as the required ones allow.
        try solver.removeConstraint(widthConstraint)
        #expect(solver.value(of: width) == 50)
    }

    @Test("updateVariables reports each changed variable once")
    func updateVariablesReportsChanges() throws {
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.addConstraint(Constraint(b, .equal, a + 10))
        try solver.addEditVariable(a, strength: .defaultHigh)
        var changes: [String] = []
        solver.updateVariables { changes.append("\(solver.name(of: $0))=\($1)") }
        #expect(changes == ["b=10.0"])
        try solver.suggestValue(5, for: a)
        changes = []
        solver.updateVariables { changes.append("\(solver.name(of: $0))=\($1)") }
        #expect(changes == ["a=5.0", "b=15.0"])
        changes = []
        solver.updateVariables { changes.append("\(solver.name(of: $0))=\($1)") }
        #expect(changes.isEmpty)
    }

    @Test("Bad input throws typed errors that say what was expected")
    func badInput() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let c = Constraint(x, .equal, 1)
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        #expect(throws: SolverError.self) { try solver.addConstraint(c) }
        try solver.removeConstraint(c)
        let unknown = #expect(throws: SolverError.self) { try solver.removeConstraint(c) }
        #expect(unknown?.errorDescription?.contains("is not in the solver") == true)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: c, to: 3) }
        for priority in [0.0, 0.5, 1000.5, -3, .nan, .infinity] {
            let bad = Constraint(x, .equal, 1, strength: Strength(priority: priority))
            let error = #expect(throws: SolverError.self) { try solver.addConstraint(bad) }
            #expect(error?.errorDescription?.contains("from 1 to 1000") == true)
        }
        #expect(throws: SolverError.self) {
            try solver.addConstraint(Constraint(x, .equal, 1, strength: Strength(priority: 500, weight: 0)))
        }
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x, .equal, .nan)) }
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x * .infinity, .equal, 1)) }
        let stranger = Solver().makeVariable("stranger")
        let foreign = #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(stranger, .equal, 1)) }
        #expect(foreign?.errorDescription?.contains("another solver") == true)
        let required = #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        #expect(required?.errorDescription?.contains("below 1000") == true)
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .defaultHigh)
        let duplicate = #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .defaultLow) }
        #expect(duplicate?.errorDescription?.contains("x is already an edit variable") == true)
        #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: x) }
        #expect(solver.constraintCount == 1)
        #expect(solver.value(of: stranger) == 0)
    }
}
