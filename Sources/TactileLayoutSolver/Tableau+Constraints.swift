// Adding, removing and changing constraints in the tableau.

extension Tableau {
    /// Owners of the required markers among `cells`, leaving out `except` (a record index).
    func requiredOwners(of cells: [Cell], basic: Int32 = -1, except: Int32) -> [Constraint] {
        var seen: [Int32] = []
        var symbols = cells.map(\.symbol)
        if basic >= 0 { symbols.append(basic) }
        var result: [Constraint] = []
        for s in symbols {
            let kind = kinds[Int(s)]
            guard kind == .slack || kind == .dummy else { continue }
            let owner = owners[Int(s)]
            guard owner >= 0, owner != except, !seen.contains(owner),
                let constraint = records[Int(owner)].constraint, constraint.strength.isRequired
            else { continue }
            seen.append(owner)
            result.append(constraint)
        }
        return result
    }

    mutating func newRecord(_ record: ConstraintRecord) -> Int32 {
        if let index = freeRecords.popLast() {
            records[Int(index)] = record
            return index
        }
        records.append(record)
        return Int32(records.count - 1)
    }

    mutating func freeRecord(_ index: Int32) {
        records[Int(index)] = ConstraintRecord()
        freeRecords.append(index)
    }

    /// Removes an error symbol's cost from its objective level (its row, when it is basic).
    mutating func removeCost(of symbol: Int32, weight: Double, level l: Int) {
        let r = basicRow[Int(symbol)]
        if r >= 0 {
            let row = rows[Int(r)]
            levels[l].row.add(row, times: -weight, skipping: -1, scratch: &scratch, added: &added)
            added.removeAll(keepingCapacity: true)
        } else {
            levels[l].row.insert(symbol, -weight)
        }
    }

    /// Drops a priority's objective row once no constraint uses it.
    mutating func releaseLevel(_ priority: Double) {
        let l = level(priority)
        levels[l].users -= 1
        if levels[l].users <= 0 { levels.remove(at: l) }
    }

    /// Adds a checked constraint (kiwi's `addConstraint`). On failure the tableau is as it was.
    mutating func add(_ constraint: Constraint) -> SolverError? {
        let strength = constraint.strength
        let required = strength.isRequired
        var record = ConstraintRecord(constraint: constraint, constant: constraint.expression.constant)
        let index = newRecord(record)

        // The row: the expression with the basic variables substituted, then the slack, error or dummy symbols.
        let r = newRow()
        rows[Int(r)].constant = constraint.expression.constant
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let s = term.variable.id
            let b = basicRow[Int(s)]
            if b >= 0 {
                let definition = rows[Int(b)]
                addRow(definition, times: term.coefficient, skipping: -1, intoRow: r)
            } else {
                rows[Int(r)].insert(s, term.coefficient)
            }
        }
        var l = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            record.marker = slack
            record.markerCoefficient = sign
            rows[Int(r)].insert(slack, sign)
            if !required {
                let error = newSymbol(.error)
                record.other = error
                rows[Int(r)].insert(error, -sign)
                l = level(strength.priority)
                levels[l].users += 1
                levels[l].row.insert(error, strength.weight)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                record.marker = dummy
                record.markerCoefficient = 1
                rows[Int(r)].insert(dummy, 1)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                rows[Int(r)].insert(plus, -1)
                rows[Int(r)].insert(minus, 1)
                l = level(strength.priority)
                levels[l].users += 1
                levels[l].row.insert(plus, strength.weight)
                levels[l].row.insert(minus, strength.weight)
            }
        }
        owners[Int(record.marker)] = index
        if record.other >= 0 { owners[Int(record.other)] = index }
        records[Int(index)] = record
        if rows[Int(r)].constant < 0 { rows[Int(r)].reverseSign() }

        // The subject: an external variable; else a restricted marker with a negative coefficient.
        var subject: Int32 = -1
        var allDummies = true
        for cell in rows[Int(r)].cells {
            let kind = kinds[Int(cell.symbol)]
            if kind == .external {
                subject = cell.symbol
                break
            }
            if kind != .dummy { allDummies = false }
        }
        if subject < 0 {
            for s in [record.marker, record.other] where s >= 0 {
                let kind = kinds[Int(s)]
                if (kind == .slack || kind == .error) && rows[Int(r)].coefficient(of: s) < 0 {
                    subject = s
                    break
                }
            }
        }

        var failure: SolverError?
        if subject < 0 && allDummies {
            // Only required equalities' dummies: the constraint is redundant (constant 0), or contradicts them.
            if nearZero(rows[Int(r)].constant) {
                subject = record.marker
            } else {
                failure = .unsatisfiable(
                    constraint, conflicting: requiredOwners(of: rows[Int(r)].cells, except: index))
                freeRow(r)
            }
        }
        if failure == nil {
            if subject >= 0 {
                rows[Int(r)].solve(for: subject)
                install(r, basic: subject)
                substitute(subject, by: r)
            } else if let conflicting = addWithArtificialVariable(r, record: index) {
                failure = .unsatisfiable(constraint, conflicting: conflicting)
            }
        }
        if let failure {
            releaseSymbol(record.marker)
            if record.other >= 0 { releaseSymbol(record.other) }
            if l >= 0 { releaseLevel(strength.priority) }
            freeRecord(index)
            _ = optimize()
            infeasible.removeAll(keepingCapacity: true)
            return failure
        }
        recordIndex[ObjectIdentifier(constraint)] = index
        let converged = optimize()
        infeasible.removeAll(keepingCapacity: true)
        return converged ? nil : .didNotConverge(operation: "added `\(constraint)`")
    }

    /// Phase 1 for a row with no subject: an artificial variable made basic in it, driven to 0. Returns nil on
    /// success, else the required constraints that the row contradicts (its row is then dropped).
    mutating func addWithArtificialVariable(_ r: Int32, record: Int32) -> [Constraint]? {
        let art = newSymbol(.slack)
        artificial.cells.removeAll(keepingCapacity: true)
        artificial.cells.append(contentsOf: rows[Int(r)].cells)
        artificial.constant = rows[Int(r)].constant
        install(r, basic: art)
        artificialActive = true
        let converged = optimizeArtificial()
        let success = converged && nearZero(artificial.constant)
        artificialActive = false
        let conflicting = success ? [] : requiredOwners(of: artificial.cells, except: record)

        let basic = basicRow[Int(art)]
        if basic >= 0 {
            if !success || rows[Int(basic)].cells.isEmpty {
                freeRow(basic)
                releaseSymbol(art)
                return success ? nil : conflicting
            }
            var entering: Int32 = -1
            for cell in rows[Int(basic)].cells {
                let kind = kinds[Int(cell.symbol)]
                if kind == .slack || kind == .error {
                    entering = cell.symbol
                    break
                }
            }
            if entering < 0 {
                freeRow(basic)
                releaseSymbol(art)
                return []
            }
            pivot(entering: entering, row: basic)
        }
        // The artificial variable is 0 and parametric: take it out of every row.
        releaseSymbol(art)
        return success ? nil : conflicting
    }

    /// The row to pivot a non-basic marker into before its constraint's row is dropped (kiwi's order: a restricted
    /// row where the marker's coefficient is negative, least ratio; a restricted row, least ratio; an external row).
    mutating func markerLeavingRow(_ marker: Int32) -> Int32 {
        compactColumn(marker)
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        for r in columns[Int(marker)] {
            let c = rows[Int(r)].coefficient(of: marker)
            if c == 0 { continue }
            if !isRestricted(rowBasic[Int(r)]) {
                third = r
            } else if c < 0 {
                let ratio = -rows[Int(r)].constant / c
                if ratio < r1 {
                    r1 = ratio
                    first = r
                }
            } else {
                let ratio = rows[Int(r)].constant / c
                if ratio < r2 {
                    r2 = ratio
                    second = r
                }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    /// Removes a constraint that is in the solver (kiwi's `removeConstraint`).
    mutating func remove(record index: Int32) -> SolverError? {
        let record = records[Int(index)]
        guard let constraint = record.constraint else { return nil }
        recordIndex[ObjectIdentifier(constraint)] = nil
        let strength = constraint.strength
        if !strength.isRequired {
            let l = level(strength.priority)
            for s in [record.marker, record.other] where s >= 0 && kinds[Int(s)] == .error {
                removeCost(of: s, weight: strength.weight, level: l)
            }
        }
        var failure: SolverError?
        let r = basicRow[Int(record.marker)]
        if r >= 0 {
            freeRow(r)
        } else {
            let leavingRow = markerLeavingRow(record.marker)
            if leavingRow >= 0 {
                pivot(entering: record.marker, row: leavingRow)
                freeRow(leavingRow)
            } else {
                failure = .didNotConverge(operation: "removed `\(constraint)` (its marker is in no row)")
            }
        }
        releaseSymbol(record.marker)
        if record.other >= 0 { releaseSymbol(record.other) }
        if !strength.isRequired { releaseLevel(strength.priority) }
        freeRecord(index)
        let converged = optimize()
        infeasible.removeAll(keepingCapacity: true)
        if failure == nil && !converged { failure = .didNotConverge(operation: "removed `\(constraint)`") }
        return failure
    }

    /// Moves a marker by `delta` (the marker as the tableau has it becomes the new marker plus `delta`). Returns a
    /// row whose basic symbol is a dummy and whose constant is no longer 0 (a contradiction), or -1.
    mutating func shift(marker: Int32, by delta: Double) -> Int32 {
        var contradiction: Int32 = -1
        let r = basicRow[Int(marker)]
        if r >= 0 {
            rows[Int(r)].constant -= delta
            let constant = rows[Int(r)].constant
            if kinds[Int(marker)] == .dummy {
                if !nearZero(constant) { contradiction = r }
            } else if constant < 0 {
                infeasible.append(marker)
            }
            return contradiction
        }
        // The column is compacted in the same pass (as `compactColumn` does): each live row that holds the marker
        // is shifted once and kept, and the others are dropped, with one search of each row rather than two.
        let s = Int(marker)
        compactStamp &+= 1
        var list: [Int32] = []
        swap(&list, &columns[s])
        var kept = 0
        for k in list.indices {
            let row = list[k]
            let ri = Int(row)
            guard rowBasic[ri] >= 0, compactStamps[ri] != compactStamp else { continue }
            let position = rows[ri].search(marker)
            guard position >= 0 else { continue }
            compactStamps[ri] = compactStamp
            list[kept] = row
            kept += 1
            rows[ri].constant += rows[ri].cells[position].coefficient * delta
            let basic = rowBasic[ri]
            switch kinds[Int(basic)] {
            case .external, .unused: break
            case .dummy: if !nearZero(rows[ri].constant) { contradiction = row }
            case .slack, .error: if rows[ri].constant < 0 { infeasible.append(basic) }
            }
        }
        list.removeLast(list.count - kept)
        swap(&list, &columns[s])
        return contradiction
    }

    /// Changes the constant of a constraint's expression in place (kiwi's `suggestValue`, for any constraint). A
    /// required constraint that can no longer hold is put back as it was.
    mutating func updateConstant(record index: Int32, to constant: Double) -> SolverError? {
        let record = records[Int(index)]
        let change = constant - record.constant
        if change == 0 { return nil }
        let delta = change / record.markerCoefficient
        var bad = shift(marker: record.marker, by: delta)
        if bad < 0 { bad = dualOptimize() }
        if bad < 0 {
            records[Int(index)].constant = constant
            return nil
        }
        let conflicting = requiredOwners(of: rows[Int(bad)].cells, basic: rowBasic[Int(bad)], except: index)
        infeasible.removeAll(keepingCapacity: true)
        _ = shift(marker: record.marker, by: -delta)
        _ = dualOptimize()
        infeasible.removeAll(keepingCapacity: true)
        guard let constraint = record.constraint else { return nil }
        return .unsatisfiable(constraint, conflicting: conflicting)
    }
}
