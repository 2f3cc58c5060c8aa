import Foundation

/// The phases present among some touches, as a bit set: the delivery loops visit only these phases instead of
/// scanning every touch once per phase.
struct TouchPhaseSet {
    private var bits: UInt8 = 0

    init() {}

    mutating func insert(_ phase: UITouch.Phase) { bits |= 1 << UInt8(phase.rawValue) }
    func contains(_ phase: UITouch.Phase) -> Bool { bits & (1 << UInt8(phase.rawValue)) != 0 }
    var isEmpty: Bool { bits == 0 }
}
