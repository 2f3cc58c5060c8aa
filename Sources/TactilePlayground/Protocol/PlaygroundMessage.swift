import Foundation

/// A message from the playground's page to its session: one WebSocket text frame holding a JSON object whose
/// `kind` says which (no UIKit counterpart).
///
/// The wire format of each kind is in the Wire protocol article of the TactilePlayground catalog. Decode frames
/// with ``decode(_:)``, which checks every field against ``PlaygroundLimits``.
public enum PlaygroundMessage: Sendable, Equatable {
    /// `hello`: the page's viewport in CSS pixels, its `devicePixelRatio` (informational; `nil` when the page did
    /// not send one), and the scene it asks for (`nil`: the session's first scene).
    case hello(viewportWidth: Double, viewportHeight: Double, devicePixelRatio: Double?, scene: String?)
    /// `pointers`: the samples of one animation frame, coalesced samples included, in the order the page saw them.
    case pointers([PointerSample])
    /// `scene`: switch to the scene of this name.
    case scene(String)
    /// `record`: start (`true`) or stop (`false`) recording a trace.
    case record(Bool)
    /// `replay`: play this trace file's text on its scene.
    case replay(String)

    /// The message's `kind`, as the wire names it.
    public var kind: String {
        switch self {
        case .hello: "hello"
        case .pointers: "pointers"
        case .scene: "scene"
        case .record: "record"
        case .replay: "replay"
        }
    }

    /// The kinds a page may send.
    public static let kinds = ["hello", "pointers", "scene", "record", "replay"]
}
