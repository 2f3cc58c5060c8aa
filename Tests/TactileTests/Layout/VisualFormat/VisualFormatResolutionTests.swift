import Foundation
import Testing
@testable import Tactile

/// Metrics and views: names resolved against the two dictionaries, metric values of every numeric type, and the
/// lookup errors with their positions.
struct VisualFormatResolutionTests {
    typealias P = VisualFormat.Predicate

    @Test func metricsReplaceTheirNames() throws {
        let format = try VFL.parse("|-padding-[a(width)]-|", metrics: ["padding": 20, "width": 120.5], views: ["a"])
        #expect(format.connections == [.predicates([VFL.equal(20)]), .standard])
        #expect(format.views == [VFL.view("a", VFL.equal(120.5))])
    }

    @Test func metricsInPredicateListsAndPriorities() throws {
        let metrics: [String: Any] = ["gap": 8, "high": 750, "low": Float(250.5)]
        let format = try VFL.parse("[a]-(>=gap@high,<=40@low)-[b(>=a@low)]", metrics: metrics, views: ["a", "b"])
        #expect(format.connections == [.predicates([
            P(.greaterThanOrEqual, .constant(8), priority: 750), P(.lessThanOrEqual, .constant(40), priority: 250.5),
        ])])
        #expect(format.views[1].sizePredicates == [P(.greaterThanOrEqual, .view("a"), priority: 250.5)])
    }

    @Test func metricValuesOfEveryNumericType() throws {
        let values: [(Any, Double)] = [
            (8, 8), (8.5, 8.5), (Float(2.5), 2.5), (CGFloat(3.25), 3.25), (NSNumber(value: 7), 7),
            (NSNumber(value: 7.5), 7.5), (UInt8(4), 4), (Int32(-3), -3), (Int64(1 << 40), Double(1 << 40)),
            (Optional<Double>.some(9) as Any, 9), (true, 1),
        ]
        for (value, expected) in values {
            let format = try VFL.parse("[a(m)]", metrics: ["m": value], views: ["a"])
            #expect(format.views[0].sizePredicates == [VFL.equal(expected)], "\(type(of: value))")
        }
    }

    @Test func aNameInBothDictionariesIsTheMetric() throws {
        let format = try VFL.parse("[a(b)]-[b]", metrics: ["b": 30], views: ["a", "b"])
        #expect(format.views[0].sizePredicates == [VFL.equal(30)])
        #expect(format.views[1].name == "b")
    }

    @Test func nilMetricsIsAnEmptyDictionary() throws {
        #expect(try VFL.parse("[a(==b)]-8-[b]", metrics: nil, views: ["a", "b"]).views[0].sizePredicates
            == [P(.equal, .view("b"))])
    }

    @Test func priorityBounds() throws {
        #expect(try VFL.parse("[a(5@1000)]", views: ["a"]).views[0].sizePredicates[0].priority == 1000)
        #expect(try VFL.parse("[a(5@0.5)]", views: ["a"]).views[0].sizePredicates[0].priority == 0.5)
        #expect(try VFL.parse("[a(5@1)]", views: ["a"]).views[0].sizePredicates[0].priority == 1)
        let cases: [(String, [String: Any], Double, Int)] = [
            ("[a(5@1001)]", [:], 1001, 5), ("[a(5@0)]", [:], 0, 5), ("[a(5@-5)]", [:], -5, 5),
            ("[a(5@1000.5)]", [:], 1000.5, 5), ("[a(5@1e-60)]", [:], 1e-60, 5),
            ("[a]-(8@p)-[b]", ["p": 2000], 2000, 7),
        ]
        for (format, metrics, value, offset) in cases {
            let error = VFL.error(format, metrics: metrics, views: ["a", "b"])
            #expect(error?.kind == .priorityOutOfRange(value), "\(format)")
            #expect(error?.offset == offset, "\(format)")
        }
    }

    @Test func lookupErrorsNameThePosition() {
        typealias K = VisualFormatError.Kind
        let cases: [(String, [String: Any], K, Int)] = [
            ("[missing]", [:], .unknownView("missing"), 1),
            ("|-[a]-[ missing ]", [:], .unknownView("missing"), 8),
            ("[a(width)]", [:], .unknownMetricOrView("width"), 3),
            ("[a]-gap-[b]", [:], .unknownMetric("gap"), 4),
            ("[a]-(>=gap)-[b]", [:], .unknownMetric("gap"), 7),
            ("[a]-b-[b]", [:], .viewNotAllowed("b"), 4),
            ("[a]-(==b)-[b]", [:], .viewNotAllowed("b"), 7),
            ("[a(10@b)]", [:], .viewNotAllowed("b"), 6),
            ("[a(10@high)]", [:], .unknownMetric("high"), 6),
            ("[a(m)]", ["m": "8"], .metricNotANumber(name: "m", typeName: "String"), 3),
            ("[a(m)]", ["m": [8]], .metricNotANumber(name: "m", typeName: "Array<Int>"), 3),
            ("[a(m)]", ["m": Optional<Double>.none as Any], .metricNotANumber(name: "m", typeName: "Optional<Double>"), 3),
            ("[a(m)]", ["m": Double.infinity], .metricNotFinite(name: "m", value: .infinity), 3),
            ("[a]-(5@m)-[b]", ["m": -Double.infinity], .metricNotFinite(name: "m", value: -.infinity), 7),
        ]
        for (format, metrics, kind, offset) in cases {
            let error = VFL.error(format, metrics: metrics, views: ["a", "b"])
            #expect(error?.kind == kind, "\(format)")
            #expect(error?.offset == offset, "\(format)")
        }
        // A NaN metric: NaN is never equal to itself, so the kind is checked by parts.
        let nan = VFL.error("[a(m)]", metrics: ["m": Double.nan], views: ["a"])
        guard case .metricNotFinite(let name, let value)? = nan?.kind else {
            Issue.record("expected a non-finite metric, got \(String(describing: nan))")
            return
        }
        #expect(name == "m" && value.isNaN)
    }

    @Test func theFirstLookupErrorInReadingOrderIsReported() {
        // Leading connection, then each view with its size predicates, then the connection after it.
        #expect(VFL.error("|-x-[y(z)]", views: [])?.kind == .unknownMetric("x"))
        #expect(VFL.error("|-[y(z)]-x-|", views: [])?.kind == .unknownView("y"))
        #expect(VFL.error("|-[a(z)]-x-|", views: ["a"])?.kind == .unknownMetricOrView("z"))
        #expect(VFL.error("|-[a]-x-[b(z)]", views: ["a", "b"])?.kind == .unknownMetric("x"))
    }

    @Test func viewValuesAreNotLookedAt() throws {
        let views: [String: Any] = ["a": 42, "b": "not a view", "c": Optional<Int>.none as Any]
        let format = try VisualFormat(parsing: "[a][b][c]", metrics: nil, views: views)
        #expect(format.views.map(\.name) == ["a", "b", "c"])
    }
}
