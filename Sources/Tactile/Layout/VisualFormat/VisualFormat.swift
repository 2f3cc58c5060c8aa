/// What one visual format string says, with every name resolved: the input of
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, before any constraint exists.
///
/// Parsing and building constraints are kept apart so that every mistake in the string (syntax, unknown names,
/// metrics that are not numbers, priorities out of range) is reported, with its position, before a single
/// constraint is made: UIKit raises on a bad format and returns no constraints, never some of them.
///
/// Build one with ``init(parsing:metrics:views:allowsWhitespace:)``. The grammar is Apple's, from the "Visual
/// Format Language" appendix of the Auto Layout Guide (``VisualFormatParser`` lists it and the choices the appendix
/// leaves open).
///
/// Connections are stored in reading order, one per gap the string describes:
///
/// | string                  | `views`   | `connections`                                   |
/// |-------------------------|-----------|-------------------------------------------------|
/// | `[a]`                   | a         | (none)                                          |
/// | `[a]-[b]`               | a, b      | a→b                                             |
/// | `\|-[a]`                | a         | leading edge→a                                  |
/// | `[a]-\|`                | a         | a→trailing edge                                 |
/// | `\|-[a]-[b]-\|`          | a, b      | leading edge→a, a→b, b→trailing edge            |
///
/// So `connections.count == views.count - 1 + (startsAtSuperview ? 1 : 0) + (endsAtSuperview ? 1 : 0)`, and
/// ``leadingEdgeConnection``, ``trailingEdgeConnection`` and ``connectionsBetweenViews`` pick the parts out.
/// "Leading" and "trailing" are the start and end of the string: left and right (or leading and trailing,
/// depending on the options) for ``Axis/horizontal``, top and bottom for ``Axis/vertical``.
struct VisualFormat: Equatable, Sendable {
    /// The axis of `H:` (the default when the string names none) or `V:`.
    enum Axis: Equatable, Sendable {
        /// `H:`, or no orientation: views laid out along the x axis; size predicates constrain widths.
        case horizontal
        /// `V:`: views laid out along the y axis; size predicates constrain heights.
        case vertical
    }

    /// A view in brackets: `[name]` or `[name(predicateList)]`.
    struct View: Equatable, Sendable {
        /// The view's key in the `views` dictionary (checked to be one).
        var name: String
        /// The predicates in its parentheses, each on the view's width (``Axis/horizontal``) or height
        /// (``Axis/vertical``): `[button(>=50)]`, `[a(==b)]`. Empty when the view has no parentheses.
        var sizePredicates: [Predicate]
    }

    /// What sits between two neighbours (a view or the superview's edge).
    enum Connection: Equatable, Sendable {
        /// No dash: the neighbours touch (`[a][b]`, `|[a]`), a spacing of exactly 0.
        case flush
        /// A lone dash, `-`: the standard spacing, whose value the constraint builder decides (the Auto Layout Guide
        /// gives 8 points between sibling views and 20 points to the superview's edge).
        case standard
        /// `-N-`, `-metric-` or `-(predicateList)-`: predicates on the spacing. Their objects are always
        /// ``Predicate/Object/constant(_:)``: the appendix allows a view name only in a view's size predicate.
        case predicates([Predicate])
    }

    /// One predicate: `(relation)? object (@priority)?`, such as `>=70`, `==button2` or `100@20`.
    struct Predicate: Equatable, Sendable {
        /// `==` (the default when none is written), `<=` or `>=`.
        enum Relation: Equatable, Sendable {
            /// `==`, or no relation.
            case equal
            /// `<=`.
            case lessThanOrEqual
            /// `>=`.
            case greaterThanOrEqual
        }

        /// What the spacing or size is compared with.
        enum Object: Equatable, Sendable {
            /// A number, written in the string or the value of a metric.
            case constant(Double)
            /// The same dimension of another view, by its key in `views` (`[button1(==button2)]`).
            case view(String)
        }

        /// How the spacing or size relates to ``object``.
        var relation: Relation
        /// The number or view it is compared with.
        var object: Object
        /// The priority after `@`, a number or a metric's value, always in 0 < priority ≤ 1000; `nil` when none was
        /// written, which means required (1000).
        var priority: Float?

        /// A predicate; `relation` defaults to `==` and `priority` to none, as in the string.
        init(_ relation: Relation = .equal, _ object: Object, priority: Float? = nil) {
            self.relation = relation
            self.object = object
            self.priority = priority
        }
    }

    /// `H:` or `V:`.
    var axis: Axis
    /// The string starts with `|`: the first connection joins the superview's leading edge to the first view.
    var startsAtSuperview: Bool
    /// The string ends with `|`: the last connection joins the last view to the superview's trailing edge.
    var endsAtSuperview: Bool
    /// The views in the order written; never empty.
    var views: [View]
    /// Every connection in reading order; see the table in the type's description for which is which.
    var connections: [Connection]

    /// The connection between the superview's leading edge and the first view, when the string starts with `|`.
    var leadingEdgeConnection: Connection? {
        startsAtSuperview ? connections.first : nil
    }

    /// The connection between the last view and the superview's trailing edge, when the string ends with `|`.
    var trailingEdgeConnection: Connection? {
        endsAtSuperview ? connections.last : nil
    }

    /// The `views.count - 1` connections between neighbouring views: element `i` joins `views[i]` to `views[i + 1]`.
    var connectionsBetweenViews: ArraySlice<Connection> {
        connections[(startsAtSuperview ? 1 : 0)..<(connections.count - (endsAtSuperview ? 1 : 0))]
    }
}
