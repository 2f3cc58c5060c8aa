/// A visual format string as written, before its names are looked up: what ``VisualFormatParser`` produces and
/// ``VisualFormatSyntax/resolved(format:metrics:views:)`` turns into a ``VisualFormat``.
///
/// Why a stage of its own: a name such as `width` in `[a(width)]` is a metric or a view depending on the
/// dictionaries, not on the string, so the parser cannot decide it; and every name and number keeps its position
/// in the string so that a lookup that fails later still points at the right character.
///
/// The shape (``views``, ``connections`` and their order) is exactly ``VisualFormat``'s.
struct VisualFormatSyntax: Equatable, Sendable {
    /// A number or a name as written, with where it starts.
    struct Operand: Equatable, Sendable {
        /// The two things an operand can be.
        enum Value: Equatable, Sendable {
            /// A number written in the string (finite; the parser rejects one too large for a `Double`).
            case number(Double)
            /// A C identifier: a metric or a view name, decided on resolution.
            case name(String)
        }

        /// The number or name.
        var value: Value
        /// Where it starts: its offset in `Character`s from the start of the format string.
        var offset: Int
    }

    /// One predicate, `(relation)? object (@priority)?`, with its object and priority unresolved.
    struct Predicate: Equatable, Sendable {
        /// `==` when none was written.
        var relation: VisualFormat.Predicate.Relation
        /// The number, metric or view after the relation.
        var object: Operand
        /// The number or metric after `@`, when there is one.
        var priority: Operand?
    }

    /// `[name]` or `[name(predicateList)]`.
    struct View: Equatable, Sendable {
        /// The view's name.
        var name: String
        /// Where the name starts (the character after `[`), in `Character`s.
        var nameOffset: Int
        /// The predicates in the parentheses, possibly none.
        var sizePredicates: [Predicate]
    }

    /// As ``VisualFormat/Connection``, with unresolved predicates. `-50-` and `-metric-` are stored as one `==`
    /// predicate with no priority, as the appendix defines them.
    enum Connection: Equatable, Sendable {
        /// No dash.
        case flush
        /// A lone dash.
        case standard
        /// `-N-`, `-metric-` or `-(predicateList)-`.
        case predicates([Predicate])
    }

    /// `H:` (or none) or `V:`.
    var axis: VisualFormat.Axis
    /// Starts with `|`.
    var startsAtSuperview: Bool
    /// Ends with `|`.
    var endsAtSuperview: Bool
    /// The views in the order written; never empty.
    var views: [View]
    /// The connections in reading order, as in ``VisualFormat/connections``.
    var connections: [Connection]
}
