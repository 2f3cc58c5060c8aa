import Foundation
import Tactile

/// The trace, sorted into what the timeline draws.
struct TimelineModel {
    struct Sample {
        var t: Double
        var x: Double
        var y: Double
        var phase: UITouch.Phase
    }

    /// One touch of a finger, from touch-down to lift (or to the end of the trace).
    struct Stroke {
        var samples: [Sample] = []
        var hitView: String?
        var hitMessage: String?
        var isOpen = true
    }

    /// A handler call that included a finger's touch.
    struct Call {
        var t: Double
        var phase: UITouch.Phase
        var message: String
    }

    /// A stretch during which a finger's view delivery was held back.
    struct Hold {
        var start: Double
        var phase: UITouch.Phase?
        var view: String
        var message: String
        var end: Double?
        var outcome: GestureArbitrationLog.ViewDelivery?
        var endMessage: String?
    }

    struct Finger {
        var id: Int
        var strokes: [Stroke] = []
        var calls: [Call] = []
        var holds: [Hold] = []
    }

    struct RecognizerEvent {
        var t: Double
        var event: GestureArbitrationLog.Event
        var message: String
    }

    /// A stretch of time a recognizer spent in one state.
    struct Band {
        var start: Double
        var end: Double
        var state: UIGestureRecognizer.State
        var message: String
    }

    /// A stretch of time a recognizer waited on its failure requirements.
    struct Wait {
        var start: Double
        var end: Double
        var message: String
    }

    struct Recognizer {
        var name: String
        var events: [RecognizerEvent] = []
        var bands: [Band] = []
        var waits: [Wait] = []
    }

    enum RelationKind: String {
        case waitsFor = "waits-for"
        case prevents
        case winsOver = "wins-over"

        var label: String {
            switch self {
            case .waitsFor: "waits for"
            case .prevents: "prevents"
            case .winsOver: "wins over"
            }
        }
    }

    /// An arrow between two recognizers' lanes.
    struct Relation {
        var t: Double
        var from: String
        var to: String
        var kind: RelationKind
        var message: String
    }

    /// A mark on the decisions lane.
    struct Decision {
        var t: Double
        /// `held`, `released`, `cancelled`, `dropped`, or `note` for lines without structure.
        var kind: String
        var label: String
        var message: String
    }

    var device = ""
    var screen = CGSize.zero
    var t0 = 0.0
    var t1 = 1.0
    var fingers: [Finger] = []
    var recognizers: [Recognizer] = []
    var relations: [Relation] = []
    var decisions: [Decision] = []

    /// An input that is not a touch: a shake, a remote-control command or a key.
    struct OtherInput {
        var t: Double
        var label: String
        var message: String
    }

    var otherInputs: [OtherInput] = []

    /// Stretches of time where something is going on: fingers down, deliveries held, recognizers waiting, and
    /// the instants of every line.
    var busy: [(Double, Double)] = []
}
