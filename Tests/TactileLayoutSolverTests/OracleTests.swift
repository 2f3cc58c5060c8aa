import Foundation
import TactileLayoutSolver
import Testing

/// The solver against kiwisolver, the Python binding of kiwi (the C++ Cassowary solver this one is modelled on), on
/// seeded random systems: each system's operations (constraints added, removed and changed, edit variables and
/// suggested values) run on a Tactile solver and, in one `python3` process per batch, on kiwisolver; the
/// refusals (unsatisfiable required constraints) must be the same and every value must agree within 1e-6. The
/// systems are made so that their solution is unique (see ``RandomSystem``), so agreement does not depend on which
/// of several optimal solutions a solver happens to reach.
///
/// Environment:
/// - `TACTILE_SOLVER_CASES=N` runs N systems instead of ``defaultCaseCount`` (CI: 10,000).
/// - `TACTILE_SOLVER_SEED=N` runs only system N (as printed in a failure).
///
/// Skips when `python3` or kiwisolver is missing (`python3 -m pip install kiwisolver`).
@MainActor
@Suite(
    "The solver against kiwisolver",
    .enabled(
        if: KiwiOracle.unavailableReason == nil,
        "python3 with kiwisolver is needed (python3 -m pip install kiwisolver); the oracle tests skip"))
struct OracleTests {
    /// Systems per run by default (CI): 10,000.
    static let defaultCaseCount = 10_000
    static let batchSize = 2_500

    static var caseCount: Int {
        ProcessInfo.processInfo.environment["TACTILE_SOLVER_CASES"].flatMap { Int($0) } ?? defaultCaseCount
    }

    static var seeds: [UInt64] {
        if let seed = ProcessInfo.processInfo.environment["TACTILE_SOLVER_SEED"].flatMap({ UInt64($0) }) {
            return [seed]
        }
        return (0..<UInt64(caseCount)).map { $0 }
    }

    @Test("Random systems are solved as kiwisolver solves them")
    func randomSystemsAgreeWithKiwi() throws {
        let seeds = Self.seeds
        var compared = 0
        var operations = 0
        var refusals = 0
        var mismatches = 0
        for start in stride(from: 0, to: seeds.count, by: Self.batchSize) {
            let batch = seeds[start..<min(start + Self.batchSize, seeds.count)]
            let systems = batch.map { RandomSystem(seed: $0) }
            let expected = try KiwiOracle.solve(systems)
            for (seed, (system, kiwi)) in zip(batch, zip(systems, expected)) {
                let (_, _, ours) = try system.solve()
                compared += 1
                operations += system.operations.count
                refusals += ours.rejected.count
                if !RandomSystem.agree(ours, kiwi) {
                    mismatches += 1
                    if mismatches <= 5 {
                        Issue.record(
                            """
                            System \(seed) (TACTILE_SOLVER_SEED=\(seed)): Tactile \(ours), kiwisolver \(kiwi)
                            \(system.json)
                            """)
                    }
                }
            }
        }
        print(
            "kiwisolver oracle: \(compared) systems, \(operations) operations, \(refusals) unsatisfiable refusals, "
                + "\(mismatches) disagreements")
        #expect(mismatches == 0)
        #expect(compared == seeds.count)
    }
}
