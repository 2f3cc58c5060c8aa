import Testing
@testable import Tactile

/// The grammar of the Auto Layout Guide's "Visual Format Language" appendix: its examples, every production, the
/// whitespace rule, and the syntax errors with their positions.
struct VisualFormatParserTests {
    typealias P = VisualFormat.Predicate

    // MARK: - The appendix's examples

    @Test func standardSpace() throws {
        let format = try VFL.parse("[button]-[textField]", views: ["button", "textField"])
        #expect(format == VisualFormat(
            axis: .horizontal, startsAtSuperview: false, endsAtSuperview: false,
            views: [VFL.view("button"), VFL.view("textField")], connections: [.standard]))
    }

    @Test func widthConstraint() throws {
        let format = try VFL.parse("[button(>=50)]", views: ["button"])
        #expect(format.views == [VFL.view("button", P(.greaterThanOrEqual, .constant(50)))])
        #expect(format.connections.isEmpty)
    }

    @Test func connectionToSuperview() throws {
        let format = try VFL.parse("|-50-[purpleBox]-50-|", views: ["purpleBox"])
        #expect(format == VisualFormat(
            axis: .horizontal, startsAtSuperview: true, endsAtSuperview: true, views: [VFL.view("purpleBox")],
            connections: [.predicates([VFL.equal(50)]), .predicates([VFL.equal(50)])]))
    }

    @Test func verticalLayout() throws {
        let format = try VFL.parse("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"])
        #expect(format.axis == .vertical)
        #expect(format.views.map(\.name) == ["topField", "bottomField"])
        #expect(format.connections == [.predicates([VFL.equal(10)])])
    }

    @Test func flushViews() throws {
        let format = try VFL.parse("[maroonView][blueView]", views: ["maroonView", "blueView"])
        #expect(format.connections == [.flush])
        #expect(format.views.map(\.name) == ["maroonView", "blueView"])
    }

    @Test func priority() throws {
        let format = try VFL.parse("[button(100@20)]", views: ["button"])
        #expect(format.views[0].sizePredicates == [P(.equal, .constant(100), priority: 20)])
    }

    @Test func equalWidths() throws {
        let format = try VFL.parse("[button1(==button2)]", views: ["button1", "button2"])
        #expect(format.views == [VFL.view("button1", P(.equal, .view("button2")))])
    }

    @Test func multiplePredicates() throws {
        let format = try VFL.parse("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"])
        #expect(format.views[0].sizePredicates == [
            P(.greaterThanOrEqual, .constant(70)), P(.lessThanOrEqual, .constant(100)),
        ])
    }

    @Test func completeLineOfLayout() throws {
        let format = try VFL.parse(
            "|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"])
        #expect(format == VisualFormat(
            axis: .horizontal, startsAtSuperview: true, endsAtSuperview: true,
            views: [VFL.view("find"), VFL.view("findNext"), VFL.view("findField", P(.greaterThanOrEqual, .constant(20)))],
            connections: [.standard, .standard, .standard, .standard]))
    }

    @Test func connectionWithRelationAndPriority() throws {
        let format = try VFL.parse("H:|-(>=8@750)-[a]", views: ["a"])
        #expect(format.connections == [.predicates([P(.greaterThanOrEqual, .constant(8), priority: 750)])])
        #expect(format.startsAtSuperview && !format.endsAtSuperview)
    }

    @Test func sizeRangeWithPriority() throws {
        let format = try VFL.parse("[button(>=50,<=100@750)]", views: ["button"])
        #expect(format.views[0].sizePredicates == [
            P(.greaterThanOrEqual, .constant(50)), P(.lessThanOrEqual, .constant(100), priority: 750),
        ])
    }

    // MARK: - Productions

    @Test func orientationDefaultsToHorizontal() throws {
        #expect(try VFL.parse("[a]", views: ["a"]).axis == .horizontal)
        #expect(try VFL.parse("H:[a]", views: ["a"]).axis == .horizontal)
        #expect(try VFL.parse("V:[a]", views: ["a"]).axis == .vertical)
    }

    @Test func superviewEdgesFlushAndStandard() throws {
        let flush = try VFL.parse("|[a]|", views: ["a"])
        #expect(flush.startsAtSuperview && flush.endsAtSuperview)
        #expect(flush.connections == [.flush, .flush])
        let standard = try VFL.parse("V:|-[a]-|", views: ["a"])
        #expect(standard.connections == [.standard, .standard])
        let leadingOnly = try VFL.parse("|-[a][b]", views: ["a", "b"])
        #expect(leadingOnly.connections == [.standard, .flush])
        #expect(leadingOnly.leadingEdgeConnection == .standard)
        #expect(leadingOnly.trailingEdgeConnection == nil)
    }

    @Test func connectionsAreInReadingOrder() throws {
        let format = try VFL.parse("|-1-[a]-2-[b][c]-(3)-|", views: ["a", "b", "c"])
        #expect(format.connections == [
            .predicates([VFL.equal(1)]), .predicates([VFL.equal(2)]), .flush, .predicates([VFL.equal(3)]),
        ])
        #expect(format.leadingEdgeConnection == .predicates([VFL.equal(1)]))
        #expect(format.trailingEdgeConnection == .predicates([VFL.equal(3)]))
        #expect(Array(format.connectionsBetweenViews) == [.predicates([VFL.equal(2)]), .flush])
    }

    @Test func numbers() throws {
        let cases: [(String, Double)] = [
            ("[a]-8.5-[b]", 8.5), ("[a]-.5-[b]", 0.5), ("[a]-8.-[b]", 8), ("[a]-1e1-[b]", 10),
            ("[a]-2E-1-[b]", 0.2), ("[a]-0-[b]", 0), ("[a]-(-8)-[b]", -8), ("[a]-(+8)-[b]", 8),
            ("[a]-(-.25e+2)-[b]", -25),
        ]
        for (format, value) in cases {
            #expect(try VFL.parse(format, views: ["a", "b"]).connections == [.predicates([VFL.equal(value)])], "\(format)")
        }
        #expect(try VFL.parse("[a(>=-5)]", views: ["a"]).views[0].sizePredicates == [P(.greaterThanOrEqual, .constant(-5))])
    }

    @Test func namesAreCIdentifiers() throws {
        let names = ["a", "_", "_private", "view2", "A_b_9", "H", "V"]
        for name in names {
            #expect(try VFL.parse("[\(name)]", views: [name]).views[0].name == name)
        }
        // 'H' and 'V' start an orientation only at the very start of the format.
        #expect(try VFL.parse("V:[H]-[V]", views: ["H", "V"]).views.map(\.name) == ["H", "V"])
    }

    @Test func aViewMayAppearTwice() throws {
        let format = try VFL.parse("[a]-[a(==a)]", views: ["a"])
        #expect(format.views == [VFL.view("a"), VFL.view("a", P(.equal, .view("a")))])
    }

    @Test func relationsDefaultToEqual() throws {
        let format = try VFL.parse("[a(5,==6,<=7,>=8)]", views: ["a"])
        #expect(format.views[0].sizePredicates.map(\.relation) == [
            .equal, .equal, .lessThanOrEqual, .greaterThanOrEqual,
        ])
    }

    // MARK: - Whitespace

    @Test func whitespaceBetweenTokensIsIgnored() throws {
        let names = ["a", "b"]
        let spaced = try VFL.parse(" V: | - ( >= 8 @ 750 , <= 20 ) - [ a ( == b , 10 @ 500 ) ] \n\t- [b] -| ", views: names)
        let unspaced = try VFL.parse("V:|-(>=8@750,<=20)-[a(==b,10@500)]-[b]-|", views: names)
        #expect(spaced == unspaced)
    }

    @Test func whitespaceCanBeRejected() {
        #expect(VFL.error("[a] -[b]", views: ["a", "b"], allowsWhitespace: false)?.kind
            == .unexpectedCharacter(found: " ", expected: "'-', '[' or '|' after ']'"))
        #expect(VFL.error(" [a]", views: ["a"], allowsWhitespace: false)?.offset == 0)
        #expect(VFL.error("[a]-[b]", views: ["a", "b"], allowsWhitespace: false) == nil)
    }

    @Test func whitespaceInsideATokenIsAnError() {
        let cases: [(String, Int)] = [
            ("H :[a]", 1), ("[a(= =5)]", 4), ("[a(1 0)]", 5), ("[a b]", 3), ("[a(- 5)]", 4),
        ]
        for (format, offset) in cases {
            #expect(VFL.error(format, views: ["a", "b"])?.offset == offset, "\(format)")
        }
    }

    // MARK: - Syntax errors

    @Test func syntaxErrorsNameThePositionAndWhatWasExpected() {
        typealias K = VisualFormatError.Kind
        let cases: [(String, K, Int)] = [
            ("", .emptyFormat, 0),
            ("H:|-[button", .unexpectedEnd(expected: "'(' or ']' after the view name"), 11),
            ("V[a]", .unexpectedCharacter(found: "[", expected: "':' after 'V' to specify vertical arrangement"), 1),
            ("H", .unexpectedEnd(expected: "':' after 'H' to specify horizontal arrangement"), 1),
            ("V:", .unexpectedEnd(expected: "'|' or '[' after the orientation"), 2),
            ("h:[a]", .unexpectedCharacter(found: "h", expected: "'H:', 'V:', '|' or '[' to start the format"), 0),
            ("-[a]", .unexpectedCharacter(found: "-", expected: "'H:', 'V:', '|' or '[' to start the format"), 0),
            ("|", .unexpectedEnd(expected: "'-' or '[' after '|'"), 1),
            ("||", .unexpectedCharacter(found: "|", expected: "'-' or '[' after '|'"), 1),
            ("|-|", .unexpectedCharacter(found: "|", expected: "'[' to start a view"), 2),
            ("|-5-|", .unexpectedCharacter(found: "|", expected: "'[' to start a view"), 4),
            ("[]", .unexpectedCharacter(
                found: "]", expected: "a view name (a C identifier: a letter or '_', then letters, digits or '_')"), 1),
            ("[1a]", .unexpectedCharacter(
                found: "1", expected: "a view name (a C identifier: a letter or '_', then letters, digits or '_')"), 1),
            ("[a", .unexpectedEnd(expected: "'(' or ']' after the view name"), 2),
            ("[a-b]", .unexpectedCharacter(found: "-", expected: "'(' or ']' after the view name"), 2),
            ("[a(5)", .unexpectedEnd(expected: "']' to end the view after its predicates"), 5),
            ("[a(5", .unexpectedEnd(expected: "',' or ')' after a predicate"), 4),
            ("[a()]", .unexpectedCharacter(found: ")", expected: "a number, a metric or a view name"), 3),
            ("[a(5,)]", .unexpectedCharacter(found: ")", expected: "a number, a metric or a view name"), 5),
            ("[a(=5)]", .unexpectedCharacter(
                found: "5", expected: "'=' to complete the relation (a relation is ==, <= or >=)"), 4),
            ("[a(<5)]", .unexpectedCharacter(
                found: "5", expected: "'=' to complete the relation (a relation is ==, <= or >=)"), 4),
            ("[a(5@)]", .unexpectedCharacter(found: ")", expected: "a priority (a number or a metric name) after '@'"), 5),
            ("[a(5;6)]", .unexpectedCharacter(found: ";", expected: "',' or ')' after a predicate"), 4),
            ("[a(-)]", .unexpectedCharacter(found: ")", expected: "a digit"), 4),
            ("[a(1e)]", .unexpectedCharacter(found: "e", expected: "',' or ')' after a predicate"), 4),
            ("[a(0x10)]", .unexpectedCharacter(found: "x", expected: "',' or ')' after a predicate"), 4),
            ("[a]-", .unexpectedEnd(expected: "a number, a metric name, '(', '[' or '|' after '-'"), 4),
            ("[a]--[b]", .unexpectedCharacter(
                found: "-", expected: "a number, a metric name, '(', '[' or '|' after '-'"), 4),
            ("[a]-5", .unexpectedEnd(expected: "'-' to end the spacing"), 5),
            ("[a]-5-", .unexpectedEnd(expected: "'[' or '|' after '-'"), 6),
            ("[a]-5@750-[b]", .unexpectedCharacter(found: "@", expected: "'-' to end the spacing"), 5),
            ("[a]-(5)[b]", .unexpectedCharacter(found: "[", expected: "'-' to end the spacing"), 7),
            ("[a]-(5-[b]", .unexpectedCharacter(found: "-", expected: "',' or ')' after a predicate"), 6),
            ("[a]-.-[b]", .unexpectedCharacter(found: "-", expected: "a digit"), 5),
            ("[a](5)", .unexpectedCharacter(found: "(", expected: "'-', '[' or '|' after ']'"), 3),
            ("[a]|[b]", .unexpectedCharacter(found: "[", expected: "the end of the format after the superview's '|'"), 4),
            ("[a]-|-", .unexpectedCharacter(found: "-", expected: "the end of the format after the superview's '|'"), 5),
            ("[a(1e999)]", .numberOutOfRange("1e999"), 3),
            ("[a]-1e999-[b]", .numberOutOfRange("1e999"), 4),
            ("[é]", .unexpectedCharacter(
                found: "é", expected: "a view name (a C identifier: a letter or '_', then letters, digits or '_')"), 1),
            ("[a\u{301}]", .unexpectedCharacter(found: "a\u{301}", expected:
                "a view name (a C identifier: a letter or '_', then letters, digits or '_')"), 1),
        ]
        for (format, kind, offset) in cases {
            let error = VFL.error(format, views: ["a", "b"])
            #expect(error?.kind == kind, "\(format)")
            #expect(error?.offset == offset, "\(format)")
            #expect(error?.format == format)
        }
    }

    @Test func syntaxErrorsComeBeforeLookups() {
        // The unknown view comes first in the string, but the whole string is parsed before any name is looked up.
        let error = VFL.error("[missing]-[")
        #expect(error?.kind == .unexpectedEnd(expected: "a view name (a C identifier: a letter or '_', then letters, digits or '_')"))
    }
}
