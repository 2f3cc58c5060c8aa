import Foundation
import Tactile

/// The timeline's colours: touch phases, recognizer states, view-delivery decisions, arbitration relations and
/// fingers.
extension TimelineDrawing {
    static func phaseColour(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "#2a9d3a"
        case .moved: "#2f6fd0"
        case .stationary: "#9aa0a6"
        case .ended: "#333333"
        case .cancelled: "#d0342c"
        }
    }

    static func stateColour(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "#c9ced6"
        case .began: "#8ab8f5"
        case .changed: "#2f6fd0"
        case .ended: "#2a9d3a"
        case .cancelled: "#e67e22"
        case .failed: "#d0342c"
        }
    }

    static func deliveryColour(_ delivery: String) -> String {
        switch delivery {
        case "held": "#f0a020"
        case "released": "#2a9d3a"
        case "cancelled": "#d0342c"
        case "dropped": "#7f8c8d"
        default: "#95a5a6"
        }
    }

    static func relationColour(_ kind: TimelineModel.RelationKind) -> String {
        switch kind {
        case .waitsFor: "#b7791f"
        case .prevents: "#d0342c"
        case .winsOver: "#8e44ad"
        }
    }

    static let fingerColours = ["#7b3fa0", "#00897b", "#c2185b", "#1565c0", "#8d6e63", "#ef6c00", "#546e7a", "#6a1b9a"]
    static func fingerColour(_ index: Int) -> String { fingerColours[index % fingerColours.count] }

    static let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
    static let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
}
