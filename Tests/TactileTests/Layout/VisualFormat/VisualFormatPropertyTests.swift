import SharedTestData
import Testing
@testable import Tactile

/// Seeded random input: the parser returns or throws on anything (never traps or loops), its errors point inside
/// the string, and random descriptions written out as strings, spaced or not, parse back to themselves.
struct VisualFormatPropertyTests {
    typealias P = VisualFormat.Predicate

    static let viewNames = ["a", "b", "view1", "_x", "H", "V"]
    /// Every metric is a `Double`, so that a number can be written as the metric that holds it.
    static let metrics: [String: Double] = ["m": 8, "gap": 20.5, "p1": 750]

    /// Checks what any outcome of parsing `format` must satisfy; whether it parsed.
    @discardableResult
    private static func checkOutcome(of format: String) -> Bool {
        var table: [String: Any] = [:]
        for name in viewNames { table[name] = 0 }
        do {
            let parsed = try VisualFormat(parsing: format, metrics: metrics, views: table)
            #expect(!parsed.views.isEmpty, "\(format)")
            let expectedConnections = parsed.views.count - 1 + (parsed.startsAtSuperview ? 1 : 0)
                + (parsed.endsAtSuperview ? 1 : 0)
            #expect(parsed.connections.count == expectedConnections, "\(format)")
            #expect(parsed.views.allSatisfy { table[$0.name] != nil }, "\(format)")
            let predicates = parsed.views.flatMap(\.sizePredicates) + parsed.connections.flatMap { connection in
                if case .predicates(let list) = connection { list } else { [P]() }
            }
            #expect(predicates.allSatisfy { ($0.priority ?? 1000) > 0 && ($0.priority ?? 1000) <= 1000 }, "\(format)")
            return true
        } catch {
            #expect(error.format == format)
            #expect(error.offset >= 0 && error.offset <= format.count, "\(format)")
            #expect(error.description.hasPrefix("Unable to parse constraint format:\n"), "\(format)")
            #expect(error.description.hasSuffix("^"), "\(format)")
            return false
        }
    }

    @Test func randomStringsFromTheAlphabetReturnOrThrow() {
        // Single characters of the alphabet, and its tokens so that some strings get past the first few characters.
        let pieces: [String] = Array("HV:|-[]()@,=<>0123456789.+eEabmgp_ \t\n").map(String.init) + [
            "é", "\u{0}", "a\u{301}", "\r\n", "H:", "V:", "==", "<=", ">=", "1e999", "gap", "[a]", "[b]", "[a", "-8-",
        ]
        var random = SplitMix64(seed: 0x5EED_0001)
        var parsed = 0
        for _ in 0..<10_000 {
            let count = Int.random(in: 0...24, using: &random)
            let format = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            if Self.checkOutcome(of: format) { parsed += 1 }
        }
        // Some get all the way through, so every stage of the parser and of the lookup is reached.
        #expect(parsed > 0)
    }

    @Test func mutatedValidFormatsReturnOrThrow() {
        let seeds = [
            "|-[a]-[b(>=50,<=100@750)]-|", "V:|-(>=m@p1)-[view1(==a)]-gap-[_x]|", "H:[a][b]-(-8)-[H(20@1000)]",
            "|-50-[a]-50-|", "[a(.5e1,>=+3,<=b@p1)]-[V]",
        ]
        let pieces = Array("HV:|-[]()@,=<>0123456789.+eab ").map(String.init) + ["==", "<=", ">=", "1e999", "m", "[a]"]
        var random = SplitMix64(seed: 0x5EED_0002)
        var parsed = 0
        for _ in 0..<5_000 {
            var format = Array(seeds.randomElement(using: &random)!)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0...format.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where index < format.count:
                    format.remove(at: index)
                case 1 where index < format.count:
                    format.replaceSubrange(index...index, with: pieces.randomElement(using: &random)!)
                default:
                    format.insert(contentsOf: pieces.randomElement(using: &random)!, at: index)
                }
            }
            if Self.checkOutcome(of: String(format)) { parsed += 1 }
        }
        #expect(parsed > 0)
    }

    @Test func longFormatsParse() throws {
        // The grammar has no nesting, so the parser does not recurse: length costs time, never stack.
        let many = "|" + String(repeating: "-[a(>=1,<=b@750)]-(8)-[b]", count: 5_000) + "-|"
        let format = try VisualFormat(parsing: many, metrics: nil, views: ["a": 0, "b": 0])
        #expect(format.views.count == 10_000)
        #expect(format.connections.count == 10_001)
        let unterminated = "[a(" + String(repeating: "1,", count: 50_000)
        #expect(VFL.error(unterminated, views: ["a"])?.kind == .unexpectedEnd(expected: "a number, a metric or a view name"))
    }

    // MARK: - Round trip

    /// A random description using only the views and metrics above.
    private static func randomFormat(using random: inout SplitMix64) -> VisualFormat {
        func predicate(allowsViews: Bool) -> P {
            let relation = [P.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            let object: P.Object = allowsViews && Bool.random(using: &random)
                ? .view(viewNames.randomElement(using: &random)!)
                : .constant([0, 8, -8, 0.5, 1e-5, 123.25, 1e20].randomElement(using: &random)!)
            let priority: Float? = Bool.random(using: &random)
                ? [1, 250, 750.5, 999, 1000, 0.25].randomElement(using: &random)! : nil
            return P(relation, object, priority: priority)
        }
        func connection() -> VisualFormat.Connection {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return .flush
            case 1: return .standard
            default: return .predicates((0..<Int.random(in: 1...3, using: &random)).map { _ in predicate(allowsViews: false) })
            }
        }
        let views = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            VisualFormat.View(
                name: viewNames.randomElement(using: &random)!,
                sizePredicates: (0..<Int.random(in: 0...3, using: &random)).map { _ in predicate(allowsViews: true) })
        }
        let starts = Bool.random(using: &random)
        let ends = Bool.random(using: &random)
        let count = views.count - 1 + (starts ? 1 : 0) + (ends ? 1 : 0)
        return VisualFormat(
            axis: Bool.random(using: &random) ? .horizontal : .vertical, startsAtSuperview: starts, endsAtSuperview: ends,
            views: views, connections: (0..<count).map { _ in connection() })
    }

    /// `format` written as tokens, choosing at random among the spellings that mean the same (`H:` or nothing,
    /// `==` or nothing, `-8-` or `-(8)-`, a number or a metric that holds it).
    private static func tokens(of format: VisualFormat, using random: inout SplitMix64) -> [String] {
        func number(_ value: Double) -> [String] {
            if let metric = metrics.first(where: { $0.value == value }), Bool.random(using: &random) {
                return [metric.key]
            }
            return ["\(value)"]
        }
        func predicate(_ p: P) -> [String] {
            var out: [String] = switch p.relation {
            case .equal: Bool.random(using: &random) ? ["=="] : []
            case .lessThanOrEqual: ["<="]
            case .greaterThanOrEqual: [">="]
            }
            switch p.object {
            case .constant(let value): out += number(value)
            case .view(let name): out.append(name)
            }
            if let priority = p.priority { out += ["@"] + number(Double(priority)) }
            return out
        }
        func list(_ predicates: [P]) -> [String] {
            ["("] + predicates.map(predicate).joined(separator: [","]) + [")"]
        }
        func connection(_ c: VisualFormat.Connection) -> [String] {
            switch c {
            case .flush: return []
            case .standard: return ["-"]
            case .predicates(let predicates):
                if predicates.count == 1, predicates[0].relation == .equal, predicates[0].priority == nil,
                   case .constant(let value) = predicates[0].object, value >= 0, Bool.random(using: &random) {
                    return ["-"] + number(value) + ["-"]
                }
                return ["-"] + list(predicates) + ["-"]
            }
        }
        var out: [String] = format.axis == .vertical ? ["V:"] : Bool.random(using: &random) ? ["H:"] : []
        var connections = format.connections.makeIterator()
        if format.startsAtSuperview { out += ["|"] + connection(connections.next()!) }
        for (index, view) in format.views.enumerated() {
            if index > 0 { out += connection(connections.next()!) }
            out += ["[", view.name] + (view.sizePredicates.isEmpty ? [] : list(view.sizePredicates)) + ["]"]
        }
        if format.endsAtSuperview { out += connection(connections.next()!) + ["|"] }
        return out
    }

    @Test func randomDescriptionsParseBackToThemselves() throws {
        var random = SplitMix64(seed: 0x5EED_0003)
        var table: [String: Any] = [:]
        for name in Self.viewNames { table[name] = 0 }
        for _ in 0..<2_000 {
            let format = Self.randomFormat(using: &random)
            let tokens = Self.tokens(of: format, using: &random)
            let plain = tokens.joined()
            #expect(try VisualFormat(parsing: plain, metrics: Self.metrics, views: table) == format, "\(plain)")
            let spaced = tokens.map { token in
                token + String(repeating: [" ", "\t", "\n", ""].randomElement(using: &random)!,
                               count: Int.random(in: 0...2, using: &random))
            }.joined()
            #expect(try VisualFormat(parsing: spaced, metrics: Self.metrics, views: table) == format, "\(spaced)")
        }
    }
}
