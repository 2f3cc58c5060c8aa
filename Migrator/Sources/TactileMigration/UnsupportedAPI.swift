/// One iOS API that the migration cannot turn into Tactile code, how to recognise it in the syntax tree, and what
/// to tell the person who ports the file.
///
/// The tables live in the `UnsupportedAPIs+…` files, one per family (storyboards, layout, drawing, runtime,
/// views, application). `UnsupportedAPIsTests` checks every table against Tactile's sources, so an API that
/// Tactile gains stops being reported.
struct UnsupportedAPI: Sendable {
    /// Where in the syntax an API shows.
    enum Pattern: Hashable, Sendable {
        /// A type, in a type position (`let x: UIStackView`, `class Cell: UITableViewCell`, `as? UIStoryboardSegue`)
        /// or in an expression (`UIStackView(arrangedSubviews:)`, `NSLayoutConstraint.activate(…)`).
        case type(String)
        /// A call of a function or method with this base name (free, on `self` implicitly, or on any value), whose
        /// argument labels satisfy the rule. Calls on `super` of a method the migration reports as an override are
        /// part of that override's finding.
        case call(String, Labels)
        /// A property read or written, as `value.name` or as a bare `name` inside a type.
        case member(String)
        /// An `override func name(…)` (labels: the parameters' argument labels) or `override var name`.
        case override(String, Labels)
        /// An attribute, such as `@IBSegueAction`.
        case attribute(String)
        /// A freestanding macro, such as `#keyPath(…)`.
        case macro(String)
    }

    /// Which argument labels a call or an override must have to match.
    enum Labels: Hashable, Sendable {
        /// Any labels.
        case any
        /// Exactly these labels, `_` for an unlabelled argument; trailing closures are not counted.
        case exactly([String])
        /// Labels that include this one.
        case including(String)
        /// The first argument is unlabelled and is a key path literal (`observe(\.title) { … }`).
        case keyPathFirst
        /// Exactly these labels, and the first argument is a string literal (`init(nibName: "Detail", bundle: nil)`).
        case exactlyWithStringFirst([String])
        /// Exactly these labels, and the first argument is a selector: `#selector(…)`, `Selector(…)`,
        /// `NSSelectorFromString(…)`, or a name that ends in "selector" (`perform(selector)`), so that a
        /// `perform(_:)` of another type (Tactile's menus have one) is not taken for `NSObject`'s.
        case exactlyWithSelectorFirst([String])
    }

    /// The families, for the file the entry lives in and for tests.
    enum Family: String, Hashable, Sendable, CaseIterable {
        case storyboards, layout, drawing, runtime, views, application
    }

    var pattern: Pattern
    var family: Family
    var severity: Finding.Severity = .warning
    /// What is wrong, after the API's name: "Linux has no storyboards".
    var problem: String
    /// What to write instead.
    var advice: String
    /// Regular expressions that match a declaration of this API in Tactile's sources (comments removed). If one
    /// matches, Tactile has gained the API and the entry must go. `nil`: the default for the pattern (a type, a
    /// function or a property of that name); `[]`: the API is not Tactile's to declare (a language attribute, a
    /// Foundation function) or Tactile declares it and the entry reports a difference in behaviour.
    var tactileDeclarations: [String]?
    /// The name shown in messages, when the pattern does not spell it fully (a trailing closure's label).
    var title: String?

    /// The name shown in messages when the site does not give a better one.
    var displayName: String {
        if let title { return title }
        return switch pattern {
        case .type(let name), .member(let name): name
        case .call(let name, let labels), .override(let name, let labels): Self.display(name, labels)
        case .attribute(let name): "@\(name)"
        case .macro(let name): "#\(name)(…)"
        }
    }

    /// The regular expressions that find the API declared in Tactile's sources.
    var declarationPatterns: [String] {
        if let tactileDeclarations { return tactileDeclarations }
        switch pattern {
        case .type(let name):
            return [#"\b(class|struct|enum|protocol|typealias|actor)\s+"# + name + #"\b"#]
        case .member(let name):
            return [#"\b(var|let)\s+"# + name + #"\b"#]
        case .call(let name, let labels), .override(let name, let labels):
            let function = #"\bfunc\s+"# + name
            switch labels {
            case .any:
                return [function + #"\b"#]
            case .exactly(let list), .exactlyWithStringFirst(let list), .exactlyWithSelectorFirst(let list):
                return [function + Self.parameters(list)] + (list.isEmpty ? [#"\bvar\s+"# + name + #"\b"#] : [])
            case .including(let label):
                return [function + #"\s*\([^)]*\b"# + label + #"\b"#]
            case .keyPathFirst:
                return [function + #"\s*(<[^>]*>)?\s*\(\s*_\s+\w+\s*:\s*KeyPath"#]
            }
        case .attribute, .macro:
            return []
        }
    }

    /// A regular expression for a parameter list with these argument labels (`_` for none), from the `(`. A
    /// parameter's type and default may hold one level of parentheses (`(Bool) -> Void`), never a comma.
    static func parameters(_ labels: [String]) -> String {
        let each = labels.map { label in
            label == "_" ? #"_\s+\w+\s*:"# : label + #"(\s+\w+)?\s*:"#
        }
        let rest = #"(?:[^,()]|\([^()]*\))*"#
        return #"\s*(<[^>]*>)?\s*\(\s*"# + each.joined(separator: rest + #",\s*"#) + rest + #"\)"#
    }

    static func display(_ name: String, _ labels: Labels) -> String {
        switch labels {
        case .exactly(let list), .exactlyWithStringFirst(let list), .exactlyWithSelectorFirst(let list):
            "\(name)(\(list.map { "\($0):" }.joined()))"
        case .any, .including, .keyPathFirst:
            "\(name)(…)"
        }
    }
}

extension UnsupportedAPIs {
    /// Every API the migration reports, all families together.
    static let catalog: [UnsupportedAPI] = storyboards + layout + drawing + runtime + views + controls
        + application
}
