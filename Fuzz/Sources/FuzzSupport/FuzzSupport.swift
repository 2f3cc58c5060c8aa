import Foundation
import Tactile
import TactileTesting

/// Stops the fuzzer with a message when an invariant does not hold: libFuzzer records the input as a crash.
///
/// Parsers must never trap on bad input; these checks go further and catch silently wrong answers (a frame with
/// two contacts of the same id, a trace line that does not read back as written).
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if !condition {
        FileHandle.standardError.write(Data("fuzz invariant failed: \(message())\n".utf8))
        fatalError(message(), file: file, line: line)
    }
}

/// The input as text (invalid UTF-8 is replaced, as `String(contentsOf:)` callers would see it rejected instead;
/// the parsers take `String`, so this is the closest they get to raw bytes).
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    guard let data, size > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// The input as bytes.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// The number of lines in `text`, counted as the parsers count them: bytes 0x0A, so a CRLF file has as many lines
/// as an LF one.
public func lineCount(_ text: String) -> Int {
    text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
}

/// Checks what a decoder promises about its frames: finite times and positions, one contact per id in a frame,
/// and that a contact ends (lifted or cancelled) only after it was reported touching.
public func checkFrames(_ frames: [DigitizerFrame], context: String) {
    var active = Set<Int>()
    for (i, frame) in frames.enumerated() {
        fuzzCheck(frame.timestamp.isFinite, "\(context): frame \(i) has time \(frame.timestamp)")
        var ids = Set<Int>()
        for c in frame.contacts {
            fuzzCheck(ids.insert(c.id).inserted, "\(context): frame \(i) has contact \(c.id) twice: \(frame)")
            fuzzCheck(
                c.location.x.isFinite && c.location.y.isFinite && c.force.isFinite && c.majorRadius.isFinite,
                "\(context): frame \(i) contact \(c.id) has a non-finite value: \(c)")
            switch c.state {
            case .touching:
                active.insert(c.id)
            case .lifted, .cancelled:
                fuzzCheck(
                    active.remove(c.id) != nil,
                    "\(context): frame \(i) ends contact \(c.id), which was not touching: \(frame)")
            }
        }
    }
}

/// Replays input events into a real application with a window, a view and two gesture recognizers, so that
/// whatever a parser lets through is also run through hit-testing, delivery and gesture arbitration.
@MainActor
public func replayIntoApplication(_ events: [RawInputEvent]) {
    let sim = TouchSimulator()
    let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 400, height: 300))
    window.addSubview(view)
    view.addGestureRecognizer(UIPanGestureRecognizer())
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    view.addGestureRecognizer(tap)
    for event in events {
        let t = event.timestamp
        if t.isFinite, t > sim.now, t < sim.now + 1e6 { sim.scheduler.advance(to: t) }
        sim.application.enqueue(event)
        sim.scheduler.runDueActions()
    }
    sim.advance(by: 5)
}
