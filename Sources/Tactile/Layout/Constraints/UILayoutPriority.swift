import Foundation

/// How important a constraint is: from 1 to 1000 (``required``). Auto Layout satisfies every required constraint,
/// and among the layouts that do, it satisfies higher priorities before lower ones.
///
/// UIKit counterpart: `UILayoutPriority`, with the same constants and arithmetic with `Float`. Tactile satisfies
/// optional priorities strictly in order: no number of constraints at one priority outweighs a single constraint
/// at a higher one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority's value.
    public var rawValue: Float

    /// A priority of `rawValue` (UIKit: `init(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue` (UIKit: `init(_:)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold: 1000 (UIKit: `UILayoutPriority.required`).
    public static let required = UILayoutPriority(1000)
    /// 750, the priority with which a button resists compression (UIKit: `UILayoutPriority.defaultHigh`).
    public static let defaultHigh = UILayoutPriority(750)
    /// 250, the priority with which a button hugs its content (UIKit: `UILayoutPriority.defaultLow`).
    public static let defaultLow = UILayoutPriority(250)
    /// 50, the priority with which ``UIView/systemLayoutSizeFitting(_:)`` wants the target size (UIKit:
    /// `UILayoutPriority.fittingSizeLevel`).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510 (UIKit: `UILayoutPriority.dragThatCanResizeScene`).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500 (UIKit: `UILayoutPriority.sceneSizeStayPut`).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490 (UIKit: `UILayoutPriority.dragThatCannotResizeScene`).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` higher (UIKit: `UILayoutPriority + Float`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority `rhs` lower (UIKit: `UILayoutPriority - Float`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The number, as UIKit prints it in a constraint (`750`).
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }

    /// Whether this is a priority Auto Layout accepts: above 0 and at most 1000.
    var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// This priority brought into 1…1000 (NaN becomes 1000).
    var clamped: UILayoutPriority {
        rawValue.isNaN ? .required : UILayoutPriority(Swift.min(1000, Swift.max(1, rawValue)))
    }
}
