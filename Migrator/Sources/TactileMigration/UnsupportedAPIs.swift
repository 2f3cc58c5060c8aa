import SwiftSyntax

/// Reports what the migration cannot turn into Tactile code: storyboards and nibs, Core Animation
/// beyond `CALayer`'s properties, the Objective-C runtime, and views Tactile does not have. One finding per site,
/// saying what was found and what to write instead (the tables are in the `UnsupportedAPIs+…` files).
///
/// Matching is by syntax, never by text, so comments and strings never trigger a finding. A site is the outermost
/// expression chain (`NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: …)])` is one finding), a type
/// reference, an attribute, or the signature of an overriding declaration. A name the file declares itself (a
/// method, a property or a type of that name, not an override) is the file's own and is not reported.
///
/// It only reports, except for `@IBInspectable` and `@IBDesignable`, which it removes (with a note): they mean
/// nothing without Interface Builder.
enum UnsupportedAPIs: MigrationPass {
    static func run(in context: MigrationContext) {
        let finder = Finder(context: context)
        finder.walk(context.tree)
        for candidate in Self.outermost(finder.candidates) where !finder.isOwn(candidate) {
            context.report(
                candidate.api.severity, at: candidate.node, "`\(candidate.name)`: \(candidate.api.problem)",
                advice: candidate.advice)
        }
    }

    /// Whether this pass reports the call itself (`perform(#selector(refresh))`, `responds(to:)`,
    /// `addObserver(_:selector:name:object:)`…), so that another pass can leave the call's arguments, such as a
    /// `#selector`, to this report instead of reporting the same site again. Names the file declares itself are
    /// not considered.
    static func reports(_ call: FunctionCallExprSyntax) -> Bool {
        let callee: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = member.declName.baseName.text
        } else {
            return false
        }
        if index.types[callee] != nil { return true }  // `CADisplayLink(target:selector:)`
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return (index.calls[callee] ?? []).contains { Finder.matches($0, labels: labels, call: call) }
    }

    /// Entries by the name they match, for each kind of pattern.
    struct Index {
        var types: [String: UnsupportedAPI] = [:]
        var members: [String: UnsupportedAPI] = [:]
        var calls: [String: [UnsupportedAPI]] = [:]
        var overrides: [String: [UnsupportedAPI]] = [:]
        var attributes: [String: UnsupportedAPI] = [:]
        var macros: [String: UnsupportedAPI] = [:]

        init(_ catalog: [UnsupportedAPI]) {
            for api in catalog {
                switch api.pattern {
                case .type(let name): types[name] = api
                case .member(let name): members[name] = api
                case .call(let name, _): calls[name, default: []].append(api)
                case .override(let name, _): overrides[name, default: []].append(api)
                case .attribute(let name): attributes[name] = api
                case .macro(let name): macros[name] = api
                }
            }
        }
    }

    static let index = Index(catalog)

    /// A possible finding: the API, the node to report at, and the span of source it covers.
    struct Candidate {
        var api: UnsupportedAPI
        var node: Syntax
        var name: String
        var advice: String
        var start: Int
        var end: Int
        /// The name the file must not declare itself for this to be reported.
        var ownName: OwnName
        /// The length of the node the candidate comes from (the call, the member access, the type).
        var nodeLength: Int
    }

    /// How a candidate's name could be the file's own.
    enum OwnName {
        /// It cannot (an attribute, a macro, an initializer, an override).
        case none
        /// A type the file may declare.
        case type(String)
        /// A method or property the file may declare in a type or at the top level (`value.name`, `name(…)`).
        case member(String)
        /// A bare name, which may also be a local variable or parameter of the file.
        case bare(String)
    }

    /// The candidates that no other candidate contains, in source order: one finding per site.
    static func outermost(_ candidates: [Candidate]) -> [Candidate] {
        // Of two candidates with the same span, the one whose own node is larger (the whole call rather than the
        // type it starts with) speaks for the site.
        let sorted = candidates.sorted {
            ($0.start, -$0.end, -$0.nodeLength, $0.node.position.utf8Offset, $0.name)
                < ($1.start, -$1.end, -$1.nodeLength, $1.node.position.utf8Offset, $1.name)
        }
        var kept: [Candidate] = []
        for candidate in sorted {
            let inside = kept.contains { $0.start <= candidate.start && candidate.end <= $0.end }
            if !inside { kept.append(candidate) }
        }
        return kept
    }
}
