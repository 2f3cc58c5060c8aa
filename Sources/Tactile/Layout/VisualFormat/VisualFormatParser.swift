/// Reads a visual format string into a ``VisualFormatSyntax``, or throws a ``VisualFormatError`` naming the
/// position and what was expected there.
///
/// The grammar is Apple's ("Visual Format Language" appendix of the Auto Layout Guide; `e` is the empty string):
///
/// ```
/// visualFormatString      (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation             'H' | 'V'
/// superview               '|'
/// view                    '[' viewName (predicateListWithParens)? ']'
/// connection              e | '-' predicateList '-' | '-'
/// predicateList           simplePredicate | predicateListWithParens
/// simplePredicate         metricName | positiveNumber
/// predicateListWithParens '(' predicate (',' predicate)* ')'
/// predicate               (relation)? objectOfPredicate ('@' priority)?
/// relation                '==' | '<=' | '>='
/// objectOfPredicate       constant | viewName
/// priority                metricName | number
/// constant                metricName | number
/// viewName, metricName    a C identifier
/// number                  as parsed by strtod_l in the C locale
/// ```
///
/// Where the appendix leaves a choice, this parser decides as follows:
///
/// - **Numbers** are decimal: digits with an optional fraction (`8`, `8.5`, `.5`, `8.`) and an optional exponent
///   (`1e2`). A `number` (in parentheses and after `@`) may have a sign, `-(-8)-` being the usual way to overlap
///   two views; a `positiveNumber` (`-8-`) may not, since its dash is the connection's. `strtod_l` also reads
///   hexadecimal, `inf` and `nan`; those are rejected, since names are C identifiers and an infinite spacing means
///   nothing. A number too large for a `Double` is an error.
/// - **Whitespace** (spaces, tabs, line breaks) may stand between tokens, never inside one (`H:`, `==`, a number,
///   a name): formats written with spaces for readability, such as `|-(>=8)- [a]`, parse as without them. This is
///   a superset of the unspaced grammar, so every format that UIKit accepts is accepted. A parser made with
///   `allowsWhitespace: false` rejects any whitespace instead.
/// - **A view written twice** (`[a]-[a]`) is accepted: the grammar does not forbid it, and the constraints it
///   describes are well formed (merely unsatisfiable for most values).
/// - **Orientation** is upper-case `H:` or `V:` only.
///
/// Parsing only reads the string; ``VisualFormatSyntax/resolved(format:metrics:views:)`` looks the names up. Every
/// step consumes a character or throws, so no input loops, and no input traps.
struct VisualFormatParser {
    /// The format as characters (comparing `Character`s keeps a combining mark from passing for the ASCII
    /// character under it), so offsets count what a reader sees.
    private let characters: [Character]
    /// The format as given, for errors.
    private let format: String
    /// Whether whitespace may stand between tokens.
    let allowsWhitespace: Bool
    /// The next character to read.
    private var position = 0

    /// A parser for `format`; whitespace between tokens is allowed unless `allowsWhitespace` is `false`.
    init(_ format: String, allowsWhitespace: Bool = true) {
        self.format = format
        self.characters = Array(format)
        self.allowsWhitespace = allowsWhitespace
    }

    /// The whole format as a ``VisualFormatSyntax``.
    mutating func parse() throws(VisualFormatError) -> VisualFormatSyntax {
        position = 0
        skipWhitespace()
        if position == characters.count { throw error(.emptyFormat) }

        var axis = VisualFormat.Axis.horizontal
        var hasOrientation = false
        if let letter = peek(), letter == "H" || letter == "V" {
            position += 1
            guard peek() == ":" else {
                throw unexpected(
                    "':' after '\(letter)' to specify \(letter == "V" ? "vertical" : "horizontal") arrangement")
            }
            position += 1
            axis = letter == "V" ? .vertical : .horizontal
            hasOrientation = true
            skipWhitespace()
        }

        var startsAtSuperview = false
        var connections: [VisualFormatSyntax.Connection] = []
        if peek() == "|" {
            position += 1
            startsAtSuperview = true
            connections.append(try parseConnection())
            guard peek() == "[" else {
                throw unexpected(connections[0] == .flush ? "'-' or '[' after '|'" : "'[' to start a view")
            }
        } else if peek() != "[" {
            throw unexpected(hasOrientation
                ? "'|' or '[' after the orientation" : "'H:', 'V:', '|' or '[' to start the format")
        }

        var views = [try parseView()]
        var endsAtSuperview = false
        while !endsAtSuperview {
            skipWhitespace()
            if position == characters.count { break }
            let connection = try parseConnection()
            switch peek() {
            case "[":
                connections.append(connection)
                views.append(try parseView())
            case "|":
                position += 1
                connections.append(connection)
                endsAtSuperview = true
                skipWhitespace()
                guard position == characters.count else {
                    throw unexpected("the end of the format after the superview's '|'")
                }
            default:
                throw unexpected(connection == .flush ? "'-', '[' or '|' after ']'" : "'[' or '|' after '-'")
            }
        }
        return VisualFormatSyntax(
            axis: axis, startsAtSuperview: startsAtSuperview, endsAtSuperview: endsAtSuperview, views: views,
            connections: connections)
    }

    // MARK: - Productions

    /// `e | '-' predicateList '-' | '-'`, leaving the position on what follows (whitespace skipped).
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        skipWhitespace()
        guard peek() == "-" else { return .flush }
        position += 1
        skipWhitespace()
        let predicates: [VisualFormatSyntax.Predicate]
        switch peek() {
        case "[", "|":
            return .standard
        case "(":
            predicates = try parsePredicateList()
        case let c? where Self.isDigit(c) || c == ".":
            let number = try parseNumber(signed: false)
            predicates = [VisualFormatSyntax.Predicate(relation: .equal, object: number, priority: nil)]
        case let c? where Self.isIdentifierStart(c):
            predicates = [VisualFormatSyntax.Predicate(relation: .equal, object: parseNameOperand(), priority: nil)]
        default:
            throw unexpected("a number, a metric name, '(', '[' or '|' after '-'")
        }
        skipWhitespace()
        guard peek() == "-" else { throw unexpected("'-' to end the spacing") }
        position += 1
        skipWhitespace()
        return .predicates(predicates)
    }

    /// `'[' viewName (predicateListWithParens)? ']'`; the position is on the `[`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatSyntax.View {
        position += 1
        skipWhitespace()
        guard let first = peek(), Self.isIdentifierStart(first) else {
            throw unexpected("a view name (a C identifier: a letter or '_', then letters, digits or '_')")
        }
        let (name, nameOffset) = parseIdentifier()
        skipWhitespace()
        var predicates: [VisualFormatSyntax.Predicate] = []
        if peek() == "(" {
            predicates = try parsePredicateList()
            skipWhitespace()
            guard peek() == "]" else { throw unexpected("']' to end the view after its predicates") }
        } else {
            guard peek() == "]" else { throw unexpected("'(' or ']' after the view name") }
        }
        position += 1
        return VisualFormatSyntax.View(name: name, nameOffset: nameOffset, sizePredicates: predicates)
    }

    /// `'(' predicate (',' predicate)* ')'`; the position is on the `(`.
    private mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        position += 1
        var predicates: [VisualFormatSyntax.Predicate] = []
        while true {
            skipWhitespace()
            predicates.append(try parsePredicate())
            skipWhitespace()
            switch peek() {
            case ",":
                position += 1
            case ")":
                position += 1
                return predicates
            default:
                throw unexpected("',' or ')' after a predicate")
            }
        }
    }

    /// `(relation)? objectOfPredicate ('@' priority)?`.
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        var relation = VisualFormat.Predicate.Relation.equal
        if let first = peek(), first == "=" || first == "<" || first == ">" {
            guard position + 1 < characters.count, characters[position + 1] == "=" else {
                position += 1
                throw unexpected("'=' to complete the relation (a relation is ==, <= or >=)")
            }
            relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            position += 2
            skipWhitespace()
        }
        let object = try parseOperand(what: "a number, a metric or a view name")
        skipWhitespace()
        var priority: VisualFormatSyntax.Operand?
        if peek() == "@" {
            position += 1
            skipWhitespace()
            priority = try parseOperand(what: "a priority (a number or a metric name) after '@'")
        }
        return VisualFormatSyntax.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A signed number or a name; `what` describes it for the error when neither is there.
    private mutating func parseOperand(what: String) throws(VisualFormatError) -> VisualFormatSyntax.Operand {
        guard let c = peek() else { throw unexpected(what) }
        if Self.isIdentifierStart(c) { return parseNameOperand() }
        if Self.isDigit(c) || c == "." || c == "-" || c == "+" { return try parseNumber(signed: true) }
        throw unexpected(what)
    }

    // MARK: - Tokens

    /// A C identifier and where it starts; the position is on its first character, which is known to start one.
    private mutating func parseIdentifier() -> (name: String, offset: Int) {
        let start = position
        position += 1
        while let c = peek(), Self.isIdentifierStart(c) || Self.isDigit(c) { position += 1 }
        return (String(characters[start..<position]), start)
    }

    /// A C identifier as an operand.
    private mutating func parseNameOperand() -> VisualFormatSyntax.Operand {
        let (name, offset) = parseIdentifier()
        return VisualFormatSyntax.Operand(value: .name(name), offset: offset)
    }

    /// `[+-]? (digits ('.' digits?)? | '.' digits) ([eE] [+-]? digits)?`; the sign only when `signed`. An exponent
    /// marker not followed by digits is left unread (so `[a(1e)]` fails at the `e`, as `strtod_l` would stop there).
    private mutating func parseNumber(signed: Bool) throws(VisualFormatError) -> VisualFormatSyntax.Operand {
        let start = position
        if signed, let c = peek(), c == "-" || c == "+" { position += 1 }
        let integerStart = position
        skipDigits()
        var hasDigits = position > integerStart
        if peek() == "." {
            position += 1
            let fractionStart = position
            skipDigits()
            hasDigits = hasDigits || position > fractionStart
        }
        guard hasDigits else { throw unexpected("a digit") }
        if let e = peek(), e == "e" || e == "E" {
            var exponent = position + 1
            if exponent < characters.count, characters[exponent] == "-" || characters[exponent] == "+" { exponent += 1 }
            if exponent < characters.count, Self.isDigit(characters[exponent]) {
                position = exponent
                skipDigits()
            }
        }
        let text = String(characters[start..<position])
        guard let value = Double(text), value.isFinite else {
            throw VisualFormatError(kind: .numberOutOfRange(text), format: format, offset: start)
        }
        return VisualFormatSyntax.Operand(value: .number(value), offset: start)
    }

    // MARK: - Characters

    private func peek() -> Character? {
        position < characters.count ? characters[position] : nil
    }

    private mutating func skipDigits() {
        while let c = peek(), Self.isDigit(c) { position += 1 }
    }

    private mutating func skipWhitespace() {
        guard allowsWhitespace else { return }
        while let c = peek(), c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" { position += 1 }
    }

    private static func isDigit(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return ascii >= 0x30 && ascii <= 0x39
    }

    private static func isIdentifierStart(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A) || ascii == 0x5F
    }

    // MARK: - Errors

    private func error(_ kind: VisualFormatError.Kind) -> VisualFormatError {
        VisualFormatError(kind: kind, format: format, offset: position)
    }

    /// The error for finding something other than `expected` at the position (or the end).
    private func unexpected(_ expected: String) -> VisualFormatError {
        guard let found = peek() else { return error(.unexpectedEnd(expected: expected)) }
        return error(.unexpectedCharacter(found: found, expected: expected))
    }
}
