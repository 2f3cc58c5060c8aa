import Foundation
import Testing

@testable import TactilePlayground

/// The playground's JSON reader: everything RFC 8259 allows, nothing else, and numbers `Double` cannot hold kept
/// apart so that their field can be refused for them.
@Suite struct PlaygroundJSONReaderTests {
    private func read(_ text: String) -> PlaygroundJSON? { try? PlaygroundJSONReader.read(text) }

    @Test func readsEveryKindOfValue() throws {
        let text = #" {"a":[1,-2.5,3e2,-0.0,1E-2,0],"b":{"c":true,"d":false,"e":null},"f":"x","g":[],"h":{}} "#
        #expect(read(text) == .object([
            "a": .array([.number(1), .number(-2.5), .number(300), .number(-0.0), .number(0.01), .number(0)]),
            "b": .object(["c": .bool(true), "d": .bool(false), "e": .null]),
            "f": .string("x"), "g": .array([]), "h": .object([:]),
        ]))
        #expect(read("42") == .number(42))
        #expect(read("\t\r\n null \n") == .null)
        #expect(read(#"{"k":1,"k":2}"#) == .object(["k": .number(2)]))
    }

    @Test func readsStringsWithEveryEscape() {
        #expect(read(#""a\"b\\c\/d\be\ff\ng\rh\ti""#) == .string("a\"b\\c/d\u{08}e\u{0C}f\ng\rh\ti"))
        #expect(read(#""\u0041\u00e9\u20AC\ud83d\ude00\u0000""#) == .string("Aé€😀\u{0}"))
        #expect(read(#""héllo wörld 😀""#) == .string("héllo wörld 😀"))
        #expect(read(#""""#) == .string(""))
        #expect(read(#""é\n😀""#) == .string("é\n😀"))
    }

    @Test func keepsNumbersDoubleCannotHoldApart() {
        #expect(read("1e309") == .outOfRangeNumber("1e309"))
        #expect(read("-1e309") == .outOfRangeNumber("-1e309"))
        #expect(read("1e-400") == .outOfRangeNumber("1e-400"))
        #expect(read("0.0001e-400") == .outOfRangeNumber("0.0001e-400"))
        #expect(read("0e-400") == .number(0))
        #expect(read("0.000e999999") == .number(0))
        #expect(read("5e-324") == .number(.leastNonzeroMagnitude))
        #expect(read("1.7976931348623157e308") == .number(.greatestFiniteMagnitude))
        #expect(read("123456789012345678901234567890") == .number(1.2345678901234568e29))
    }

    @Test func refusesWhatIsNotJSON() {
        let refused: [(String, Int)] = [
            ("", 0), (" ", 1), ("{", 1), ("}", 0), (#"{"a"}"#, 4), (#"{"a":}"#, 5), (#"{"a":1,}"#, 7), ("[1,]", 3),
            ("[1 2]", 3), (#"{a:1}"#, 1), ("{'a':1}", 1), ("NaN", 0), ("Infinity", 0), ("-Infinity", 1), ("+1", 0),
            ("01", 1), ("1.", 2), (".5", 0), ("1e", 2), ("1e+", 3), ("-", 1), ("0x10", 1), ("tru", 0), ("nul", 0),
            ("truex", 4), (#""abc"#, 4), ("\"a\u{1}b\"", 2), ("\"a\nb\"", 2), (#""\x""#, 2), (#""\u12""#, 3),
            (#""\ud800""#, 7), (#""\ud800\u0041""#, 13), (#""\udc00""#, 1), ("[1]x", 3), ("{} {}", 3),
            ("[1,/*c*/2]", 3), ("\u{FEFF}{}", 0),
        ]
        for (text, offset) in refused {
            do {
                let value = try PlaygroundJSONReader.read(text)
                Issue.record("\(text) read as \(value)")
            } catch {
                #expect(error.offset == offset, "\(text): \(error)")
            }
        }
    }

    @Test func refusesNestingBeyondTheLimit() throws {
        let deep = String(repeating: "[", count: 17) + String(repeating: "]", count: 17)
        #expect(throws: PlaygroundJSONReader.Failure.self) { try PlaygroundJSONReader.read(deep) }
        let sixteen = try PlaygroundJSONReader.read(String(repeating: "[", count: 16) + String(repeating: "]", count: 16))
        #expect(sixteen != .null)
        #expect(throws: PlaygroundJSONReader.Failure.self) { try PlaygroundJSONReader.read(#"{"a":{"b":1}}"#, maximumDepth: 1) }
    }

    /// Whatever Foundation's reader reads as an object, this one reads to the same tree (numbers it can hold).
    @Test func agreesWithFoundation() throws {
        let texts = [
            #"{"kind":"pointers","samples":[{"pointerId":2,"pointerType":"pen","phase":"move","x":1.5,"y":-3,"timeStamp":12.25}]}"#,
            #"{"kind":"hello","viewport":{"width":390,"height":844},"devicePixelRatio":3,"scene":"photos"}"#,
            #"{"a":"\u00e9\ud83d\ude00\n","b":[true,false,null,[],{}],"c":-0.5e-3,"d":1E+2}"#,
        ]
        for text in texts {
            let ours = try PlaygroundJSONReader.read(text)
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8))
            #expect(Self.same(ours, theirs), "\(text)")
        }
    }

    private static func same(_ ours: PlaygroundJSON, _ theirs: Any) -> Bool {
        switch ours {
        case .null: return theirs is NSNull
        case .bool(let b): return theirs as? Bool == b
        case .number(let n): return (theirs as? NSNumber)?.doubleValue == n
        case .outOfRangeNumber: return false
        case .string(let s): return theirs as? String == s
        case .array(let a):
            guard let list = theirs as? [Any], list.count == a.count else { return false }
            return zip(a, list).allSatisfy { same($0, $1) }
        case .object(let o):
            guard let dictionary = theirs as? [String: Any], dictionary.count == o.count else { return false }
            return o.allSatisfy { key, value in dictionary[key].map { same(value, $0) } ?? false }
        }
    }
}
