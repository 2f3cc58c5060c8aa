import Foundation
import Tactile

/// An ordered record of responder and handler calls, for assertions.
///
/// No UIKit counterpart. Recording responders (``RecordingView``, ``RecordingViewController``,
/// ``RecordingResponder``) and your own code append entries; tests compare ``lines`` with the expected sequence.
/// Touches are named `t1`, `t2`, … in the order the log first sees them, so sequences read like the
/// documentation: `"B.touchesBegan(t1)"`, `"B.touchesCancelled(t1)"`.
@MainActor
public final class EventLog {
    /// One recorded call (no UIKit counterpart).
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// Who received the call.
        public var receiver: String
        /// The method, e.g. `touchesBegan`.
        public var method: String
        /// The labels of the touches (or presses) in the call, in label order (`t2` before `t10`); empty when the
    /// call has none.
        public var items: [String]
        /// Free-form detail, e.g. a motion subtype.
        public var detail: String?

        public var description: String {
            var s = "\(receiver).\(method)"
            if !items.isEmpty { s += "(\(items.joined(separator: ",")))" }
            if let detail { s += "[\(detail)]" }
            return s
        }
    }

    /// Every entry, oldest first.
    public private(set) var entries: [Entry] = []
    /// Labelled objects, held weakly so that the log never keeps touches (and their views) alive.
    private var labelled: [(object: WeakObject, label: String)] = []
    private var counters: [String: Int] = [:]

    /// Creates an empty log.
    public init() {}

    /// The entries as strings, e.g. `"A.touchesBegan(t1,t2)"`.
    public var lines: [String] { entries.map(\.description) }

    /// Removes every entry; touch labels are kept, so `t1` stays `t1`.
    public func clear() { entries.removeAll() }

    /// Appends an entry. Touches the log has not seen before are labelled in a stable order: by timestamp,
    /// then by window location (x, then y), so that labels do not depend on set iteration order.
    public func record(_ receiver: String, _ method: String, touches: Set<UITouch> = [], detail: String? = nil) {
        let ordered = touches.sorted { (a: UITouch, b: UITouch) -> Bool in
            let pa: CGPoint = a.location(in: nil)
            let pb: CGPoint = b.location(in: nil)
            if a.timestamp != b.timestamp { return a.timestamp < b.timestamp }
            if pa.x != pb.x { return pa.x < pb.x }
            return pa.y < pb.y
        }
        let items = ordered.map(label(for:)).sorted { (a: String, b: String) -> Bool in
            a.count != b.count ? a.count < b.count : a < b
        }
        entries.append(Entry(receiver: receiver, method: method, items: items, detail: detail))
    }

    /// Appends an entry for presses.
    public func record(_ receiver: String, _ method: String, presses: Set<UIPress>, detail: String? = nil) {
        entries.append(
            Entry(receiver: receiver, method: method, items: presses.map(label(for:)).sorted(), detail: detail))
    }

    /// The label of a touch: `t1` for the first touch the log saw, and so on.
    public func label(for touch: UITouch) -> String {
        label(for: touch as AnyObject, prefix: "t")
    }

    /// The label of a press: `p1`, `p2`, ….
    public func label(for press: UIPress) -> String {
        label(for: press as AnyObject, prefix: "p")
    }

    private func label(for object: AnyObject, prefix: String) -> String {
        labelled.removeAll { $0.object.value == nil }
        if let entry = labelled.first(where: { $0.object.value === object }) { return entry.label }
        let count = (counters[prefix] ?? 0) + 1
        counters[prefix] = count
        let l = "\(prefix)\(count)"
        labelled.append((WeakObject(value: object), l))
        return l
    }

    /// The entries whose receiver is `receiver`, as strings without the receiver.
    public func calls(to receiver: String) -> [String] {
        entries.filter { $0.receiver == receiver }.map {
            var e = $0
            e.receiver = ""
            return String(e.description.dropFirst())
        }
    }
}

/// A weak reference, so that the log's labels do not keep objects alive.
private struct WeakObject {
    weak var value: AnyObject?
}
