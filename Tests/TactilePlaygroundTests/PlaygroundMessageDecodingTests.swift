import Foundation
import Testing
import TactilePlayground

/// The decoder of the page's messages: every kind read, and every refusal naming its field.
@MainActor
@Suite struct PlaygroundMessageDecodingTests {
    /// A batch of one valid sample with `key` set to `value` (JSON text).
    private func sample(_ key: String, _ value: String) -> String {
        var fields = [
            "pointerId": "1", "pointerType": #""touch""#, "phase": #""down""#, "x": "10", "y": "20", "timeStamp": "5",
        ]
        fields[key] = value
        let body = fields.sorted { $0.key < $1.key }.map { #""\#($0.key)":\#($0.value)"# }.joined(separator: ",")
        return #"{"kind":"pointers","samples":[{"# + body + "}]}"
    }

    private func refusal(_ text: String) -> PlaygroundProtocolError? {
        do {
            _ = try PlaygroundMessage.decode(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsHello() throws {
        let m = try PlaygroundMessage.decode(
            #"{"kind":"hello","viewport":{"width":390,"height":844},"devicePixelRatio":3,"scene":"photos"}"#)
        #expect(m == .hello(viewportWidth: 390, viewportHeight: 844, devicePixelRatio: 3, scene: "photos"))
        let noScene = try PlaygroundMessage.decode(
            #"{"kind":"hello","viewport":{"width":100,"height":200},"devicePixelRatio":1,"later":[1,2]}"#)
        #expect(noScene == .hello(viewportWidth: 100, viewportHeight: 200, devicePixelRatio: 1, scene: nil))
    }

    @Test func helloMayLeaveOutTheDevicePixelRatio() throws {
        let without = try PlaygroundMessage.decode(#"{"kind":"hello","viewport":{"width":390,"height":844}}"#)
        #expect(without == .hello(viewportWidth: 390, viewportHeight: 844, devicePixelRatio: nil, scene: nil))
        let null = try PlaygroundMessage.decode(#"{"kind":"hello","viewport":{"width":390,"height":844},"devicePixelRatio":null,"scene":"demo"}"#)
        #expect(null == .hello(viewportWidth: 390, viewportHeight: 844, devicePixelRatio: nil, scene: "demo"))
        // When it is there, it is checked.
        for bad in ["0", "17", #""2""#, "1e309"] {
            let e = refusal(#"{"kind":"hello","viewport":{"width":10,"height":10},"devicePixelRatio":\#(bad)}"#)
            #expect(e?.reason == .invalidValue, "\(bad)")
            #expect(e?.field == "devicePixelRatio", "\(bad)")
        }
    }

    @Test func aNumberOutOfRangeIsRefusedNamingItsField() throws {
        let x = refusal(sample("x", "1e309"))
        #expect(x?.reason == .invalidValue)
        #expect(x?.field == "samples[0].x")
        #expect(x?.problem == "expected a number of points from -100000 to 100000, found the number 1e309, which is out of range")
        let cases: [(String, String)] = [
            ("y", "-1e309"), ("width", "1e-400"), ("pointerId", "1e309"), ("timeStamp", "123e99999999999999999999"),
            ("pressure", "-0.5e-999"),
        ]
        for (key, value) in cases {
            let e = refusal(sample(key, value))
            #expect(e?.reason == .invalidValue, "\(key): \(value)")
            #expect(e?.field == "samples[0].\(key)", "\(key): \(value)")
            #expect(e?.problem.hasSuffix("found the number \(value), which is out of range") ?? false, "\(e?.problem ?? "")")
        }
        let viewport = refusal(#"{"kind":"hello","viewport":{"width":1e309,"height":10}}"#)
        #expect(viewport?.field == "viewport.width")
        #expect(viewport?.problem.contains("1e309, which is out of range") ?? false)
        let kind = refusal(#"{"kind":1e309}"#)
        #expect(kind?.field == "kind" && kind?.reason == .invalidValue)
        let element = refusal(#"{"kind":"pointers","samples":[1e309]}"#)
        #expect(element?.field == "samples[0]")
        #expect(element?.problem == "expected a JSON object, found the number 1e309, which is out of range")
        // A long one is shortened in the message.
        let long = "1" + String(repeating: "0", count: 400)
        #expect(refusal(sample("x", long))?.problem.hasSuffix("found the number \(long.prefix(40))…, which is out of range") ?? false)
        // In a key the message does not use, it is ignored like the rest of that key.
        #expect(try PlaygroundMessage.decode(#"{"kind":"scene","name":"a","later":[1e309,{"b":-1e999}]}"#) == .scene("a"))
    }

    @Test func readsPointersWithDefaultsAndPenFields() throws {
        let m = try PlaygroundMessage.decode(
            #"{"kind":"pointers","samples":[{"pointerId":2,"pointerType":"pen","phase":"move","x":1.5,"y":-3,"timeStamp":12.25,"pressure":0.75,"tiltX":-30,"tiltY":45,"width":4,"height":6},{"pointerId":1,"pointerType":"mouse","phase":"up","x":0,"y":0,"timeStamp":13}]}"#)
        #expect(m == .pointers([
            PointerSample(
                pointerID: 2, pointerType: .pen, phase: .move, x: 1.5, y: -3, timeStamp: 12.25, pressure: 0.75,
                tiltX: -30, tiltY: 45, width: 4, height: 6),
            PointerSample(pointerID: 1, pointerType: .mouse, phase: .up, x: 0, y: 0, timeStamp: 13),
        ]))
        #expect(try PlaygroundMessage.decode(#"{"kind":"pointers","samples":[]}"#) == .pointers([]))
    }

    @Test func readsSceneRecordAndReplay() throws {
        #expect(try PlaygroundMessage.decode(#"{"kind":"scene","name":"canvas"}"#) == .scene("canvas"))
        #expect(try PlaygroundMessage.decode(#"{"kind":"record","action":"start"}"#) == .record(true))
        #expect(try PlaygroundMessage.decode(#"{"kind":"record","action":"stop"}"#) == .record(false))
        #expect(try PlaygroundMessage.decode(#"{"kind":"replay","trace":"{\"kind\":\"header\"}\n"}"#) == .replay("{\"kind\":\"header\"}\n"))
    }

    @Test func refusesFramesThatAreTooLarge() throws {
        let padding = String(repeating: " ", count: PlaygroundLimits.maximumFrameBytes)
        let big = refusal(#"{"kind":"scene","name":"canvas"}"# + padding)
        #expect(big?.reason == .tooLarge)
        #expect(big?.field == "message")
        // A replay may be larger, up to its own limit.
        let trace = String(repeating: "x", count: PlaygroundLimits.maximumFrameBytes + 10)
        #expect(try PlaygroundMessage.decode(#"{"kind":"replay","trace":"\#(trace)"}"#) == .replay(trace))
        let huge = String(repeating: " ", count: PlaygroundLimits.maximumReplayBytes + 1)
        #expect(refusal(huge)?.reason == .tooLarge)
    }

    @Test func refusesTextThatIsNotAJSONObject() {
        for text in ["", "hello", "[1,2]", "42", #"{"kind":"scene""#, #"{"kind":NaN}"#, "null", #"{"x":Infinity}"#] {
            let e = refusal(text)
            #expect(e?.reason == .malformed, "\(text)")
            #expect(e?.field == "message", "\(text)")
        }
    }

    @Test func refusesDeepNestingBeforeReadingIt() throws {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let e = refusal(#"{"kind":"hello","x":"# + deep + "}")
        #expect(e?.reason == .malformed)
        #expect(e?.problem == "expected objects and lists nested at most 16 deep, found 17")
        // Brackets inside strings do not count.
        let quoted = String(repeating: "[{", count: 100)
        #expect(try PlaygroundMessage.decode(#"{"kind":"scene","name":"a","note":"\#(quoted)\"\\"}"#) == .scene("a"))
    }

    @Test func refusesUnknownAndMissingKinds() {
        let unknown = refusal(#"{"kind":"explode"}"#)
        #expect(unknown?.reason == .unknownKind)
        #expect(unknown?.field == "kind")
        #expect(unknown?.problem.contains("hello, pointers, scene, record, replay") == true)
        #expect(refusal(#"{"name":"canvas"}"#)?.reason == .missingField)
        #expect(refusal(#"{"kind":7}"#)?.reason == .invalidValue)
    }

    @Test func refusesMissingFields() {
        let cases: [(String, String)] = [
            (#"{"kind":"hello","devicePixelRatio":1}"#, "viewport"),
            (#"{"kind":"hello","viewport":{"width":10},"devicePixelRatio":1}"#, "viewport.height"),
            (#"{"kind":"pointers"}"#, "samples"),
            (#"{"kind":"pointers","samples":[{"pointerType":"touch","phase":"down","x":1,"y":2,"timeStamp":3}]}"#, "samples[0].pointerId"),
            (#"{"kind":"pointers","samples":[{"pointerId":1,"phase":"down","x":1,"y":2,"timeStamp":3}]}"#, "samples[0].pointerType"),
            (#"{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","x":1,"y":2,"timeStamp":3}]}"#, "samples[0].phase"),
            (#"{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"down","y":2,"timeStamp":3}]}"#, "samples[0].x"),
            (#"{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"down","x":1,"timeStamp":3}]}"#, "samples[0].y"),
            (#"{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"down","x":1,"y":2}]}"#, "samples[0].timeStamp"),
            (#"{"kind":"scene"}"#, "name"),
            (#"{"kind":"record"}"#, "action"),
            (#"{"kind":"replay"}"#, "trace"),
            (#"{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"down","x":null,"y":2,"timeStamp":3}]}"#, "samples[0].x"),
        ]
        for (text, field) in cases {
            let e = refusal(text)
            #expect(e?.reason == .missingField, "\(text)")
            #expect(e?.field == field, "\(text)")
        }
    }

    @Test func refusesBadNumbers() {
        let cases: [(String, String)] = [
            ("x", "1e7"), ("y", "-100001"), ("x", #""10""#), ("timeStamp", "-1"), ("timeStamp", "1e13"),
            ("pressure", "1.5"), ("pressure", "-0.1"), ("tiltX", "91"), ("tiltY", "-90.5"), ("width", "-1"),
            ("height", "1e300"), ("pointerId", "-1"), ("pointerId", "1.5"), ("pointerId", "2147483648"),
            ("pointerType", #""finger""#), ("phase", #""hover""#), ("pressure", "true"),
        ]
        for (key, value) in cases {
            let e = refusal(sample(key, value))
            #expect(e?.reason == .invalidValue, "\(key): \(value)")
            #expect(e?.field == "samples[0].\(key)", "\(key): \(value)")
        }
        // NaN and infinity are not JSON: they do not even read.
        for bad in ["NaN", "Infinity", "-Infinity"] {
            #expect(refusal(sample("x", bad))?.reason == .malformed, "\(bad)")
        }
        for text in [
            #"{"kind":"hello","viewport":{"width":0,"height":10},"devicePixelRatio":1}"#,
            #"{"kind":"hello","viewport":{"width":10,"height":10},"devicePixelRatio":0}"#,
            #"{"kind":"hello","viewport":{"width":10,"height":10},"devicePixelRatio":1,"scene":""}"#,
            #"{"kind":"scene","name":"\#(String(repeating: "a", count: 65))"}"#,
            #"{"kind":"record","action":"pause"}"#,
            #"{"kind":"replay","trace":42}"#,
            #"{"kind":"pointers","samples":{}}"#,
            #"{"kind":"pointers","samples":[7]}"#,
        ] {
            let e = refusal(text)
            #expect(e?.reason == .invalidValue || e?.reason == .malformed, "\(text)")
        }
    }

    @Test func refusesTooManySamplesAndPointers() {
        func samples(_ n: Int, distinctPointers: Bool) -> String {
            let list = (0..<n).map { i in
                #"{"pointerId":\#(distinctPointers ? i : 1),"pointerType":"touch","phase":"move","x":1,"y":1,"timeStamp":\#(i)}"#
            }
            return #"{"kind":"pointers","samples":[\#(list.joined(separator: ","))]}"#
        }
        #expect(refusal(samples(PlaygroundLimits.maximumSamplesPerBatch, distinctPointers: false)) == nil)
        let many = refusal(samples(PlaygroundLimits.maximumSamplesPerBatch + 1, distinctPointers: false))
        #expect(many?.reason == .tooLarge)
        #expect(many?.field == "samples")
        #expect(refusal(samples(PlaygroundLimits.maximumActivePointers, distinctPointers: true)) == nil)
        let crowd = refusal(samples(PlaygroundLimits.maximumActivePointers + 1, distinctPointers: true))
        #expect(crowd?.reason == .tooManyPointers)
        #expect(crowd?.field == "samples[20].pointerId")
    }

    @Test func refusesTimestampsThatGoBackWithinAPointer() {
        let text = #"{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"down","x":1,"y":1,"timeStamp":10},{"pointerId":2,"pointerType":"touch","phase":"down","x":1,"y":1,"timeStamp":5},{"pointerId":1,"pointerType":"touch","phase":"move","x":1,"y":1,"timeStamp":9}]}"#
        let e = refusal(text)
        #expect(e?.reason == .outOfOrder)
        #expect(e?.field == "samples[2].timeStamp")
    }

    @Test func errorsSayTheFieldAndWhatWasExpected() {
        let e = refusal(sample("pressure", "2"))
        #expect(e?.localizedDescription == "samples[0].pressure: expected a number of a pressure from 0 to 1, found the number 2.0")
        #expect(e?.errorDescription == e?.description)
        let missing = refusal(#"{"kind":"scene"}"#)
        #expect(missing?.description == "name: expected a scene name, found nothing")
    }
}
