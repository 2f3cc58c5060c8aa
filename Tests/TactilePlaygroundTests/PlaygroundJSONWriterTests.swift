import Foundation
import SharedTestData
import Testing

@testable import TactilePlayground

/// The messages the session writes itself read exactly as `JSONEncoder` wrote them: the same keys in the same
/// order, the same numbers and the same escapes.
@Suite struct PlaygroundJSONWriterTests {
    private static let characters: [Character] = Array("aZ0 _-.:/→é😀\"\\\u{0}\u{1}\u{8}\t\n\u{B}\u{C}\r\u{1F}\u{7F}\u{2028}\u{FEFF}")

    private static func string(_ g: inout SplitMix64) -> String {
        String((0..<Int.random(in: 0...12, using: &g)).map { _ in characters.randomElement(using: &g)! })
    }

    private static func number(_ g: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<8, using: &g) {
        case 0: return Double(Int.random(in: -1000...1000, using: &g))
        case 1: return Double.random(in: -1...1, using: &g)
        case 2: return Double.random(in: 0...1e6, using: &g).rounded() / 100
        case 3: return [0, -0.0, 1e15, 1e16, 1e21, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-5, 0.1].randomElement(using: &g)!
        case 4: return [Double.infinity, -.infinity, .nan].randomElement(using: &g)!
        default:
            let value = Double(bitPattern: g.next())
            return value.isFinite ? value : 42
        }
    }

    private static func event(_ g: inout SplitMix64) -> PlaygroundEvent {
        let t = number(&g)
        let name = string(&g)
        let maybe: String? = Bool.random(using: &g) ? string(&g) : nil
        switch Int.random(in: 0..<8, using: &g) {
        case 0:
            return .touch(PlaygroundTouch(
                t: t, pointerId: Int.random(in: -5...Int.max, using: &g), phase: name, x: number(&g), y: number(&g),
                view: maybe))
        case 1: return .recognizer(PlaygroundRecognizerChange(t: t, recognizer: name, from: string(&g), to: string(&g)))
        case 2:
            let keys = ["x", "y", "touches", "scale", "velocity", "velocityX", "translationX", "B", "a10", "a9", name]
            var values: [String: Double] = [:]
            for key in keys where Bool.random(using: &g) { values[key] = number(&g) }
            return .action(PlaygroundAction(t: t, recognizer: name, state: string(&g), values: values))
        case 3:
            return .arbitration(PlaygroundArbitration(
                t: t, recognizer: maybe, event: name, others: (0..<Int.random(in: 0...3, using: &g)).map { _ in string(&g) },
                reason: Bool.random(using: &g) ? string(&g) : nil, message: string(&g)))
        case 4:
            return .viewTouches(PlaygroundViewTouches(
                t: t, view: name, phase: maybe, pointerIds: (0..<Int.random(in: 0...3, using: &g)).map { _ in Int.random(in: -9...99, using: &g) },
                delivery: string(&g)))
        case 5: return .recording(Bool.random(using: &g))
        case 6: return .trace(string(&g) + "\n" + string(&g))
        default:
            return .error(PlaygroundProtocolError(
                PlaygroundProtocolError.Reason.allCases.randomElement(using: &g)!, field: name, problem: string(&g)))
        }
    }

    @Test func writesWhatJSONEncoderWrites() {
        var g = SplitMix64(seed: 0x5EED)
        for i in 0..<5_000 {
            let event = Self.event(&g)
            #expect(event.json == event.encodedByJSONEncoder, "case \(i): \(event)")
        }
    }

    @Test func writesEveryControlCharacterAsJSONEncoderDoes() {
        let all = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "é😀\u{2028}"
        let event = PlaygroundEvent.error(PlaygroundProtocolError(.refused, field: all, problem: all))
        #expect(event.json == event.encodedByJSONEncoder)
        #expect(event.json.contains(#"\u0000\u0001"#) && event.json.contains(#"\b\t\n\u000b\f\r\u000e"#))
    }

    @Test func writesATouchAsThePageReadsIt() {
        let touch = PlaygroundEvent.touch(PlaygroundTouch(t: 0.5, pointerId: 3, phase: "began", x: 10, y: -2.25, view: nil))
        #expect(touch.json == #"{"kind":"touch","phase":"began","pointerId":3,"t":0.5,"x":10,"y":-2.25}"#)
    }
}
