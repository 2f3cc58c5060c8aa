// A row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, the cells sorted by symbol.

/// Coefficients this close to zero are dropped (kiwi's tolerance).
let epsilon = 1e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

struct Cell {
    var symbol: Int32
    var coefficient: Double
}

struct Row {
    /// Sorted by symbol; no coefficient near zero.
    var cells: [Cell] = []
    var constant: Double = 0

    /// The position of `symbol`, or where it would be inserted (negative: `-(position) - 1`).
    @inline(__always) func search(_ symbol: Int32) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let s = cells[middle].symbol
            if s == symbol { return middle }
            if s < symbol { low = middle + 1 } else { high = middle }
        }
        return -low - 1
    }

    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        let i = search(symbol)
        return i >= 0 ? cells[i].coefficient : 0
    }

    /// Adds `coefficient × symbol`; true when the symbol is new to the row.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let i = search(symbol)
        if i >= 0 {
            let c = cells[i].coefficient + coefficient
            if nearZero(c) { cells.remove(at: i) } else { cells[i].coefficient = c }
            return false
        }
        if nearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -i - 1)
        return true
    }

    mutating func remove(_ symbol: Int32) {
        let i = search(symbol)
        if i >= 0 { cells.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = constant + Σ cells` for `symbol`, which must be in the row, and leaves `symbol = …` (without it).
    mutating func solve(for symbol: Int32) {
        let i = search(symbol)
        let factor = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= factor
        for k in cells.indices { cells[k].coefficient *= factor }
    }

    /// `self += factor × source`, leaving out `skip` (the symbol being replaced by `source`). Symbols new to the
    /// row are appended to `added`. The merge goes through `scratch`, whose storage it then swaps with the row's, so
    /// that nothing is allocated once the buffers are large enough.
    mutating func add(
        _ source: Row, times factor: Double, skipping skip: Int32, scratch: inout [Cell], added: inout [Int32]
    ) {
        constant += source.constant * factor
        let na = cells.count
        let nb = source.cells.count
        if nb == 0 {
            if skip >= 0 { remove(skip) }
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(na + nb)
        var i = 0
        var j = 0
        while i < na || j < nb {
            if j == nb {
                let a = cells[i]
                i += 1
                if a.symbol != skip { scratch.append(a) }
                continue
            }
            let b = source.cells[j]
            if i < na {
                let a = cells[i]
                if a.symbol < b.symbol {
                    i += 1
                    if a.symbol != skip { scratch.append(a) }
                    continue
                }
                if a.symbol == b.symbol {
                    i += 1
                    j += 1
                    let c = a.coefficient + b.coefficient * factor
                    if !nearZero(c) { scratch.append(Cell(symbol: a.symbol, coefficient: c)) }
                    continue
                }
            }
            j += 1
            let c = b.coefficient * factor
            if !nearZero(c) {
                scratch.append(Cell(symbol: b.symbol, coefficient: c))
                added.append(b.symbol)
            }
        }
        swap(&cells, &scratch)
    }
}
