import Foundation

/// An opt-in record of every decision the gesture environment makes: state changes, actions, who blocked whom and
/// why, waits on failure requirements, and what views were held back, released or cancelled.
///
/// No UIKit counterpart: UIKit's decisions are invisible. Install one with
/// ``UIApplication/gestureArbitrationLog`` to debug a gesture conflict, or to assert on it in tests. Recognizers
/// are named by ``UIGestureRecognizer/name`` (or their type), views by their type or `tag`.
@MainActor
public final class GestureArbitrationLog {
    /// One decision (no UIKit counterpart).
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// When it happened, on the application's scheduler.
        public var time: TimeInterval
        /// What happened, e.g. `"single: waiting for double (failure requirement)"`.
        public var message: String
        public var description: String { String(format: "%.3f ", time) + message }
    }

    /// Every entry, oldest first.
    public private(set) var entries: [Entry] = []

    /// Called with each entry as it is recorded (for traces). Default `nil`.
    public var observer: (@MainActor (Entry) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// The messages without times.
    public var messages: [String] { entries.map(\.message) }

    /// Removes every entry.
    public func clear() { entries.removeAll() }

    func record(_ time: TimeInterval, _ message: String) {
        let entry = Entry(time: time, message: message)
        entries.append(entry)
        observer?(entry)
    }
}
