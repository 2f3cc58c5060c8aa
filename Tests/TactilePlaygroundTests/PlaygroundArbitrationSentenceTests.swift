import Foundation
import Testing
import TactilePlayground

/// Each kind of arbitration decision the session sends, said in plain words for the page's log.
@Suite struct PlaygroundArbitrationSentenceTests {
    /// One decision as the session sends it, and the sentence the page shows for it.
    struct Case: Sendable, CustomTestStringConvertible {
        var event: String
        var recognizer: String? = "pan"
        var others: [String] = []
        var reason: String? = nil
        var message = "the log's own wording"
        var sentence: String
        var testDescription: String { event + (reason.map { " (\($0))" } ?? "") }
    }

    static let cases: [Case] = [
        Case(event: "waiting", recognizer: "single tap", others: ["double tap"],
             sentence: "single tap recognized, but waits for the double tap to fail"),
        Case(event: "waiting", recognizer: "tap", others: ["double tap", "long press", "swipe"],
             sentence: "tap recognized, but waits for the double tap, the long press and the swipe to fail"),
        Case(event: "prevented", others: ["double tap"], sentence: "pan failed: the double tap recognized first"),
        Case(event: "requirement-recognized", recognizer: "single tap", others: ["double tap"],
             sentence: "single tap failed: it waited for the double tap to fail, but the double tap recognized"),
        Case(event: "requirements-failed", recognizer: "single tap",
             sentence: "single tap recognizes now: everything it waited for failed"),
        Case(event: "requirement-cycle", recognizer: "a", others: ["b", "c"],
             sentence: "a waits for the b and the c, which wait for it in turn; a asked first, so it is decided now"),
        Case(event: "touches-ended-while-waiting",
             sentence: "pan failed: its fingers lifted while it waited, so it can no longer begin"),
        Case(event: "begin-refused", reason: "delegate's gestureRecognizerShouldBegin returned false",
             sentence: "pan failed: its delegate said no (gestureRecognizerShouldBegin(_:) returned false)"),
        Case(event: "begin-refused", reason: "PhotoView.gestureRecognizerShouldBegin returned false",
             sentence: "pan failed: PhotoView said no (its gestureRecognizerShouldBegin(_:) returned false)"),
        Case(event: "declined", reason: "allowedTouchTypes",
             sentence: "pan ignores this touch: its allowedTouchTypes do not include this kind of touch"),
        Case(event: "declined", reason: "requiresExclusiveTouchType",
             sentence: "pan ignores this touch: it takes one kind of touch at a time (requiresExclusiveTouchType)"),
        Case(event: "declined", reason: "delegate: shouldReceive touch",
             sentence: "pan ignores this touch: its delegate said no (gestureRecognizer(_:shouldReceive:) for the touch)"),
        Case(event: "declined", reason: "delegate: shouldReceive event",
             sentence: "pan ignores this touch: its delegate said no (gestureRecognizer(_:shouldReceive:) for the event)"),
        Case(event: "declined", reason: "delegate: shouldReceive press",
             sentence: "pan ignores this touch: its delegate said no (gestureRecognizer(_:shouldReceive:) for the press)"),
        Case(event: "request-dropped", reason: "failed",
             sentence: "pan asked to fail after it was already decided: nothing changes"),
        Case(event: "request-dropped", reason: "ended",
             sentence: "pan asked to end after it was already decided: nothing changes"),
        Case(event: "illegal-transition", reason: "possible→changed",
             sentence: "pan asked to go from possible to changed, which no recognizer may do: ignored"),
        Case(event: "cancelled-before-began", sentence: "pan was cancelled before it began, which counts as failing"),
        Case(event: "ignored-touch", sentence: "pan ignores one of its touches from now on (ignore(_:for:))"),
        Case(event: "withdrawn", sentence: "pan was disabled or removed mid-gesture: it takes no more part"),
        Case(event: "reset", sentence: "pan is reset to possible, ready for the next gesture"),
        Case(event: "other", message: "pan: something a later version logs", sentence: "pan: something a later version logs"),
    ]

    @Test(arguments: cases) func eachDecisionIsSaidInPlainWords(_ c: Case) {
        let message = PlaygroundArbitration(
            t: 1, recognizer: c.recognizer, event: c.event, others: c.others, reason: c.reason, message: c.message)
        #expect(message.sentence == c.sentence)
        // The log's wording never leaks into a decision that has a sentence of its own.
        if c.event != "other" { #expect(!message.sentence.contains(c.message)) }
    }

    /// Every event name the wire protocol lists has a sentence of its own (only `other` says the log's message).
    @Test func everyEventOfTheProtocolHasASentence() {
        let events = [
            "waiting", "prevented", "requirement-recognized", "requirements-failed", "requirement-cycle",
            "touches-ended-while-waiting", "begin-refused", "declined", "request-dropped", "illegal-transition",
            "cancelled-before-began", "ignored-touch", "withdrawn", "reset",
        ]
        for event in events {
            let sentence = PlaygroundArbitration.plainSentence(
                event: event, recognizer: "pan", others: ["pinch"], reason: nil, message: "LOG WORDING")
            #expect(sentence != "LOG WORDING", "\(event) has no sentence")
            #expect(sentence.hasPrefix("pan"), "\(event): \(sentence)")
        }
        #expect(Self.cases.map(\.event).filter { $0 != "other" }.allSatisfy(events.contains))
        #expect(Set(events).isSubset(of: Set(Self.cases.map(\.event))))
    }

    /// A decision the log made about no recognizer, or with its others missing, still reads as a sentence.
    @Test func missingNamesAreSaidAsSuch() {
        #expect(PlaygroundArbitration.plainSentence(event: "prevented", recognizer: nil, others: [], reason: nil, message: "")
            == "a recognizer failed: another recognizer recognized first")
        #expect(PlaygroundArbitration.plainSentence(event: "waiting", recognizer: "tap", others: [], reason: nil, message: "")
            == "tap recognized, but waits for other recognizers to fail")
        #expect(PlaygroundArbitration.plainSentence(event: "illegal-transition", recognizer: "tap", others: [], reason: nil, message: "")
            == "tap asked to change state that way, which no recognizer may do: ignored")
    }

    /// The sentence goes to the page beside the log's message.
    @Test func theSentenceIsOnTheWire() throws {
        let event = PlaygroundEvent.arbitration(PlaygroundArbitration(
            t: 0.5, recognizer: "single tap", event: "waiting", others: ["double tap"], reason: nil,
            message: "single tap: recognized, waiting for double tap to fail"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(event.json.utf8)) as? [String: Any])
        #expect(object["sentence"] as? String == "single tap recognized, but waits for the double tap to fail")
        #expect(object["message"] as? String == "single tap: recognized, waiting for double tap to fail")
    }
}
