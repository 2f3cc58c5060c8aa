@testable import Tactile

/// Shorthands for the visual format tests.
enum VFL {
    typealias P = VisualFormat.Predicate

    /// Parses `format` with a view for every name in `views` (their values are never looked at).
    static func parse(
        _ format: String, metrics: [String: Any]? = nil, views: [String] = [], allowsWhitespace: Bool = true
    ) throws(VisualFormatError) -> VisualFormat {
        var table: [String: Any] = [:]
        for name in views { table[name] = name }
        return try VisualFormat(parsing: format, metrics: metrics, views: table, allowsWhitespace: allowsWhitespace)
    }

    /// The error `format` throws, or `nil` when it parses.
    static func error(
        _ format: String, metrics: [String: Any]? = nil, views: [String] = [], allowsWhitespace: Bool = true
    ) -> VisualFormatError? {
        do {
            _ = try parse(format, metrics: metrics, views: views, allowsWhitespace: allowsWhitespace)
            return nil
        } catch {
            return error
        }
    }

    /// A view without size predicates.
    static func view(_ name: String, _ predicates: P...) -> VisualFormat.View {
        VisualFormat.View(name: name, sizePredicates: predicates)
    }

    /// `==constant` with no priority.
    static func equal(_ constant: Double) -> P { P(.equal, .constant(constant)) }
}
