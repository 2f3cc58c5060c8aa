import Foundation
import Testing
@testable import Tactile

/// The error's text: UIKit's layout (the problem, the format's line, a caret under the character).
struct VisualFormatErrorTests {
    @Test func descriptionPointsAtTheCharacterLikeUIKit() throws {
        let error = try #require(VFL.error("H:|-[button", views: ["button"]))
        #expect(error.description == """
            Unable to parse constraint format:
            Expected '(' or ']' after the view name here, but the format ends.
            H:|-[button
                       ^
            """)
        #expect(error.errorDescription == error.description)
        #expect(error.localizedDescription == error.description)
    }

    @Test func unknownViewMessage() throws {
        let error = try #require(VFL.error("|-[blackBox]-|"))
        #expect(error.description == """
            Unable to parse constraint format:
            Unable to find view with name blackBox: it is not a key of the views dictionary.
            |-[blackBox]-|
               ^
            """)
    }

    @Test func caretIsOnTheLineOfTheProblem() throws {
        let error = try #require(VFL.error("|-[a]\n\t-[b(=5)]", views: ["a", "b"]))
        #expect(error.offset == 12)
        #expect(error.description.hasSuffix("\n\t-[b(=5)]\n\t     ^"))
    }

    @Test func caretCountsCharactersNotBytes() throws {
        let error = try #require(VFL.error("[a]-(é)-[b]", views: ["a", "b"]))
        #expect(error.kind == .unexpectedCharacter(found: "é", expected: "a number, a metric or a view name"))
        #expect(error.description.hasSuffix("[a]-(é)-[b]\n     ^"))
    }

    @Test func invisibleCharactersAreSpelledOut() throws {
        #expect(VFL.error("[a b]", views: ["a"], allowsWhitespace: false)?.message
            == "Expected '(' or ']' after the view name here, found a space.")
        #expect(VFL.error("[a\u{0}]", views: ["a"])?.message
            == "Expected '(' or ']' after the view name here, found the control character U+0000.")
        #expect(VFL.error("[a\tb]", views: ["a"])?.message
            == "Expected '(' or ']' after the view name here, found 'b'.")
    }

    @Test func messagesOfTheLookupErrors() {
        #expect(VFL.error("[a(5@2000)]", views: ["a"])?.message
            == "A priority must be greater than 0 and at most 1000, not 2000.")
        #expect(VFL.error("[a(5@m)]", metrics: ["m": 0.25e-3 - 1], views: ["a"])?.message
            == "A priority must be greater than 0 and at most 1000, not -0.99975.")
        #expect(VFL.error("[a(m)]", metrics: ["m": "8"], views: ["a"])?.message
            == "The metric m is a String, not a number.")
        #expect(VFL.error("[a]-b-[b]", views: ["a", "b"])?.message
            == "b is a view, but a view name can only stand in a view's size predicate, such as [a(==b)]; "
            + "a spacing or a priority needs a number or a metric.")
        #expect(VFL.error("   ")?.message == "The format is empty; it needs at least one view, such as '[button]'.")
    }
}
