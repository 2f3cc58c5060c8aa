import Foundation

/// Why the playground refused a message from the page: the field at fault and what was expected there (no UIKit
/// counterpart).
///
/// The session answers a refused message with an `error` frame carrying this text and goes on working: a bad
/// message never ends a session.
public struct PlaygroundProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem it is, for code that reacts to some of them (no UIKit counterpart).
    public enum Reason: String, Sendable, Equatable, CaseIterable, Codable {
        /// The frame is larger than the limit.
        case tooLarge = "too-large"
        /// The text is not a JSON object.
        case malformed
        /// The `kind` names no message the playground knows.
        case unknownKind = "unknown-kind"
        /// A field the message needs is missing.
        case missingField = "missing-field"
        /// A field has the wrong type or a value outside its range (including numbers that are not finite).
        case invalidValue = "invalid-value"
        /// More pointers are down at once than the playground follows.
        case tooManyPointers = "too-many-pointers"
        /// A pointer's samples go back in time.
        case outOfOrder = "out-of-order"
        /// The message arrived faster than the session's rate limit allows.
        case rateLimited = "rate-limited"
        /// The message is well formed but cannot be done now (an unknown scene, a pointer that is not down, a
        /// trace that does not read).
        case refused
    }

    /// What kind of problem it is.
    public var reason: Reason
    /// The field at fault, as a path into the message (`samples[3].pressure`), or `message` for the whole of it.
    public var field: String
    /// What was expected there and what was found, in one sentence.
    public var problem: String

    /// Creates an error.
    public init(_ reason: Reason, field: String, problem: String) {
        self.reason = reason
        self.field = field
        self.problem = problem
    }

    /// `field: problem`, e.g. `samples[0].x: expected a finite number of points, found null`.
    public var description: String { "\(field): \(problem)" }
}

extension PlaygroundProtocolError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
