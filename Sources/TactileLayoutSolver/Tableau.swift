// The simplex tableau of the Cassowary algorithm (Badros, Borning and Stuckey, 2001), after kiwi's design: rows in
// solved form, one per basic symbol, each kept feasible; an objective to minimise; pivots that move a symbol into the
// basis. Everything is indexed by integers: symbols, rows and constraint records are positions in arrays, so the
// work of a pivot is array access, and buffers are reused rather than allocated.
//
// Two departures from kiwi:
// - A column index: for each symbol, the rows that may contain it (stale entries are skipped and dropped), so that
//   substituting a symbol, or finding a leaving row, visits the rows that hold the symbol rather than every row.
// - A lexicographic objective: one row per priority in use, highest first (see `Strength`). A symbol improves the
//   objective when its first non-zero coefficient, from the highest priority down, is negative.

enum SymbolKind: UInt8 {
    /// A variable of the caller's: unrestricted in sign.
    case external
    /// The slack of an inequality, or the artificial variable of phase 1: at least 0.
    case slack
    /// One side of a non-required constraint's error: at least 0, with a cost in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
    /// Free for reuse.
    case unused
}

/// One priority's part of the objective.
struct ObjectiveLevel {
    var priority: Double
    var row = Row()
    /// The non-required constraints of this priority in the solver.
    var users = 0
}

/// A constraint in the solver: its symbols and what is needed to take it out or change its constant.
struct ConstraintRecord {
    var constraint: Constraint?
    /// The symbol that tracks the constraint in the tableau: its slack, its positive error or its dummy.
    var marker: Int32 = -1
    /// The second error symbol of a non-required constraint, or -1.
    var other: Int32 = -1
    /// The marker's coefficient in the constraint's row as first written (`expression + marker × this … = 0`):
    /// changing the expression's constant by Δ is the same as moving the marker by Δ / this.
    var markerCoefficient: Double = 1
    /// The expression's constant as the solver has it now (see `updateConstant`).
    var constant: Double = 0
    /// The edit variable this constraint pins, or -1.
    var editVariable: Int32 = -1
}

struct Tableau {
    // Per symbol.
    var kinds: [SymbolKind] = []
    /// The row in which the symbol is basic, or -1.
    var basicRow: [Int32] = []
    /// Rows that may contain the symbol (possibly stale: check the row).
    var columns: [[Int32]] = []
    /// The constraint record a marker or error symbol belongs to, or -1.
    var owners: [Int32] = []
    /// Variables: the value last reported by `updateVariables`; the edit record, or -1.
    var reported: [Double] = []
    var editRecords: [Int32] = []
    var freeSymbols: [Int32] = []
    /// External symbols (variables) in the order they were made.
    var variables: [Int32] = []

    // Per row.
    var rows: [Row] = []
    /// The row's basic symbol; -1 for a free row, -2 for a row being built.
    var rowBasic: [Int32] = []
    var visitStamps: [UInt32] = []
    var compactStamps: [UInt32] = []
    var freeRows: [Int32] = []
    var liveRows = 0
    var visitStamp: UInt32 = 0
    var symbolStamps: [UInt32] = []
    /// A column is compacted when it grows past its limit: four times its length after the last compaction (at
    /// least 64), so that stale entries never make up more than three quarters of it.
    var columnLimits: [Int] = []
    var symbolStamp: UInt32 = 0
    var compactStamp: UInt32 = 0

    /// Highest priority first.
    var levels: [ObjectiveLevel] = []
    var artificial = Row()
    var artificialActive = false
    /// Restricted basic symbols whose rows may have gone negative.
    var infeasible: [Int32] = []

    // Constraints.
    var records: [ConstraintRecord] = []
    var freeRecords: [Int32] = []
    var recordIndex: [ObjectIdentifier: Int32] = [:]

    // Buffers.
    var scratch: [Cell] = []
    var added: [Int32] = []
    /// The variables `collectChanges` found changed.
    var changed: [Int32] = []

    // MARK: Symbols and rows

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if kind != .external, let s = freeSymbols.popLast() {
            kinds[Int(s)] = kind
            return s
        }
        let s = Int32(kinds.count)
        kinds.append(kind)
        basicRow.append(-1)
        columns.append([])
        owners.append(-1)
        reported.append(0)
        editRecords.append(-1)
        symbolStamps.append(0)
        columnLimits.append(64)
        return s
    }

    /// Takes `symbol` out of every row and objective (where only rounding can have left it) and frees it.
    mutating func releaseSymbol(_ symbol: Int32) {
        let s = Int(symbol)
        if basicRow[s] >= 0 { freeRow(basicRow[s]) }
        compactColumn(symbol)
        for r in columns[s] { rows[Int(r)].remove(symbol) }
        columns[s].removeAll(keepingCapacity: true)
        for l in levels.indices { levels[l].row.remove(symbol) }
        kinds[s] = .unused
        owners[s] = -1
        freeSymbols.append(symbol)
    }

    /// A row to build into (empty; not yet in the columns).
    mutating func newRow() -> Int32 {
        liveRows += 1
        if let r = freeRows.popLast() {
            rowBasic[Int(r)] = -2
            rows[Int(r)].cells.removeAll(keepingCapacity: true)
            rows[Int(r)].constant = 0
            return r
        }
        rows.append(Row())
        rowBasic.append(-2)
        visitStamps.append(0)
        compactStamps.append(0)
        return Int32(rows.count - 1)
    }

    /// Makes a built row the row of `basic` and enters its symbols in the columns.
    mutating func install(_ r: Int32, basic: Int32) {
        rowBasic[Int(r)] = basic
        basicRow[Int(basic)] = r
        for k in rows[Int(r)].cells.indices { appendColumn(rows[Int(r)].cells[k].symbol, r) }
    }

    mutating func freeRow(_ r: Int32) {
        let basic = rowBasic[Int(r)]
        if basic >= 0 { basicRow[Int(basic)] = -1 }
        rowBasic[Int(r)] = -1
        freeRows.append(r)
        liveRows -= 1
    }

    mutating func appendColumn(_ symbol: Int32, _ r: Int32) {
        let s = Int(symbol)
        columns[s].append(r)
        if columns[s].count > columnLimits[s] {
            compactColumn(symbol)
            columnLimits[s] = max(64, 4 * columns[s].count)
        }
    }

    /// Leaves in the symbol's column exactly the live rows that contain it, once each.
    mutating func compactColumn(_ symbol: Int32) {
        let s = Int(symbol)
        compactStamp &+= 1
        var list: [Int32] = []
        swap(&list, &columns[s])
        var kept = 0
        for k in list.indices {
            let r = Int(list[k])
            if rowBasic[r] >= 0 && compactStamps[r] != compactStamp && rows[r].search(symbol) >= 0 {
                compactStamps[r] = compactStamp
                list[kept] = list[k]
                kept += 1
            }
        }
        list.removeLast(list.count - kept)
        swap(&list, &columns[s])
    }

    /// Adds `coefficient × symbol` to a live row, keeping the columns.
    mutating func insert(_ symbol: Int32, _ coefficient: Double, intoRow r: Int32) {
        if rows[Int(r)].insert(symbol, coefficient) { appendColumn(symbol, r) }
    }

    /// `row r += factor × source`, keeping the columns when the row is live.
    mutating func addRow(_ source: Row, times factor: Double, skipping skip: Int32, intoRow r: Int32) {
        rows[Int(r)].add(source, times: factor, skipping: skip, scratch: &scratch, added: &added)
        if rowBasic[Int(r)] >= 0 {
            for k in added.indices { appendColumn(added[k], r) }
        }
        added.removeAll(keepingCapacity: true)
    }

    @inline(__always) func isRestricted(_ symbol: Int32) -> Bool { kinds[Int(symbol)] != .external }

    // MARK: Pivots

    /// Replaces `symbol` by row `r0` (which defines it) in every other row and in the objective.
    mutating func substitute(_ symbol: Int32, by r0: Int32) {
        let s = Int(symbol)
        let definition = rows[Int(r0)]
        var list: [Int32] = []
        swap(&list, &columns[s])
        visitStamp &+= 1
        for r in list {
            let ri = Int(r)
            if r == r0 || rowBasic[ri] < 0 || visitStamps[ri] == visitStamp { continue }
            visitStamps[ri] = visitStamp
            let c = rows[ri].coefficient(of: symbol)
            if c == 0 { continue }
            addRow(definition, times: c, skipping: symbol, intoRow: r)
            let basic = rowBasic[ri]
            if isRestricted(basic) && rows[ri].constant < 0 { infeasible.append(basic) }
        }
        list.removeAll(keepingCapacity: true)
        swap(&list, &columns[s])
        for l in levels.indices {
            let c = levels[l].row.coefficient(of: symbol)
            if c != 0 {
                levels[l].row.add(definition, times: c, skipping: symbol, scratch: &scratch, added: &added)
                added.removeAll(keepingCapacity: true)
            }
        }
        if artificialActive {
            let c = artificial.coefficient(of: symbol)
            if c != 0 {
                artificial.add(definition, times: c, skipping: symbol, scratch: &scratch, added: &added)
                added.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Makes `entering` basic in row `r`, whose basic symbol leaves.
    mutating func pivot(entering: Int32, row r: Int32) {
        let leaving = rowBasic[Int(r)]
        basicRow[Int(leaving)] = -1
        insert(leaving, -1, intoRow: r)
        rows[Int(r)].solve(for: entering)
        rowBasic[Int(r)] = entering
        basicRow[Int(entering)] = r
        substitute(entering, by: r)
    }

    /// The bound on pivots of one optimisation (Bland's rule cannot cycle; the bound guards against rounding).
    var pivotLimit: Int { 10_000 + 100 * liveRows }

    /// The coefficient of `symbol` in level `l`'s objective row.
    @inline(__always) func cost(_ symbol: Int32, level l: Int) -> Double { levels[l].row.coefficient(of: symbol) }

    /// The lowest symbol whose first non-zero objective coefficient, from the highest priority down, is negative
    /// (Bland's rule over the lexicographic objective), or -1 when the objective is at its minimum. One pass over the
    /// levels, marking the symbols already seen at a higher one.
    mutating func enteringSymbol() -> Int32 {
        var best = Int32.max
        if levels.count == 1 {
            for cell in levels[0].row.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
                return cell.symbol
            }
            return -1
        }
        // Usually (at the end of every operation) no coefficient is negative: a tight first look.
        var negative = false
        for l in levels.indices where !negative {
            levels[l].row.cells.withUnsafeBufferPointer { cells in
                for cell in cells where cell.coefficient < 0 {
                    negative = true
                    break
                }
            }
        }
        if !negative { return -1 }
        symbolStamp &+= 1
        let stamp = symbolStamp
        for l in levels.indices {
            for cell in levels[l].row.cells {
                let s = Int(cell.symbol)
                if symbolStamps[s] == stamp { continue }
                if cell.coefficient < 0 && cell.symbol < best && kinds[s] != .dummy { best = cell.symbol }
            }
            for cell in levels[l].row.cells { symbolStamps[Int(cell.symbol)] = stamp }
        }
        return best == .max ? -1 : best
    }

    /// The restricted row that limits `entering` most (least ratio; ties to the lowest basic symbol), or -1 when
    /// nothing limits it.
    mutating func leavingRow(for entering: Int32) -> Int32 {
        compactColumn(entering)
        var found: Int32 = -1
        var foundBasic = Int32.max
        var ratio = Double.greatestFiniteMagnitude
        for r in columns[Int(entering)] {
            let basic = rowBasic[Int(r)]
            if !isRestricted(basic) { continue }
            let c = rows[Int(r)].coefficient(of: entering)
            if c < 0 {
                let candidate = -rows[Int(r)].constant / c
                if candidate < ratio || (candidate == ratio && basic < foundBasic) {
                    ratio = candidate
                    found = r
                    foundBasic = basic
                }
            }
        }
        return found
    }

    /// Phase 2 of the simplex on the lexicographic objective. False when the pivot bound was reached or the
    /// objective is unbounded (neither happens with well-formed input).
    mutating func optimize() -> Bool {
        var pivots = 0
        let limit = pivotLimit
        while true {
            let entering = enteringSymbol()
            if entering < 0 { return true }
            let r = leavingRow(for: entering)
            if r < 0 { return false }
            pivot(entering: entering, row: r)
            pivots += 1
            if pivots > limit { return false }
        }
    }

    /// Phase 2 on the artificial objective of phase 1.
    mutating func optimizeArtificial() -> Bool {
        var pivots = 0
        let limit = pivotLimit
        while true {
            var entering: Int32 = -1
            for cell in artificial.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
                entering = cell.symbol
                break
            }
            if entering < 0 { return true }
            let r = leavingRow(for: entering)
            if r < 0 { return false }
            pivot(entering: entering, row: r)
            pivots += 1
            if pivots > limit { return false }
        }
    }

    /// Is `a / pa` lexicographically below `b / pb` in the objective (the dual simplex's ratio test)?
    func dualRatioBelow(_ a: Int32, _ pa: Double, _ b: Int32, _ pb: Double) -> Bool {
        for l in levels.indices {
            let x = cost(a, level: l) / pa
            let y = cost(b, level: l) / pb
            let tolerance = 1e-12 * max(1, abs(x), abs(y))
            if x < y - tolerance { return true }
            if x > y + tolerance { return false }
        }
        return false
    }

    /// The dual simplex: makes every restricted row feasible again, keeping the objective optimal. Returns -1, or
    /// the row that cannot be made feasible (the required constraints contradict each other).
    mutating func dualOptimize() -> Int32 {
        var pivots = 0
        let limit = pivotLimit
        while let leaving = infeasible.popLast() {
            let r = basicRow[Int(leaving)]
            if r < 0 { continue }
            let constant = rows[Int(r)].constant
            if constant >= 0 || nearZero(constant) { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in rows[Int(r)].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
                if entering < 0 || dualRatioBelow(cell.symbol, cell.coefficient, entering, enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            if entering < 0 {
                infeasible.removeAll(keepingCapacity: true)
                return r
            }
            pivot(entering: entering, row: r)
            pivots += 1
            if pivots > limit {
                infeasible.removeAll(keepingCapacity: true)
                return r
            }
        }
        return -1
    }

    /// Index of the objective level of `priority`, made when missing.
    mutating func level(_ priority: Double) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) >> 1
            if levels[middle].priority == priority { return middle }
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        levels.insert(ObjectiveLevel(priority: priority), at: low)
        return low
    }

    /// Fills `changed` with the variables whose value differs from `reported`, and updates `reported`.
    mutating func collectChanges() {
        changed.removeAll(keepingCapacity: true)
        for k in variables.indices {
            let id = variables[k]
            let r = basicRow[Int(id)]
            let value = r >= 0 ? rows[Int(r)].constant : 0
            if value != reported[Int(id)] {
                reported[Int(id)] = value
                changed.append(id)
            }
        }
    }

    /// The current value of a symbol: its row's constant when basic, else 0.
    @inline(__always) func value(of symbol: Int32) -> Double {
        let r = basicRow[Int(symbol)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }
}
