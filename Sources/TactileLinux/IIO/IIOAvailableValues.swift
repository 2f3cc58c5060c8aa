import Foundation
import Tactile

/// The values an IIO attribute accepts, from its `_available` companion (kernel
/// `Documentation/ABI/testing/sysfs-bus-iio`): a space-separated list (`12.5 25 50 100`) or a range
/// (`[min step max]`).
///
/// No Core Motion counterpart (Core Motion takes any update interval and picks a rate itself).
public enum IIOAvailableValues: Sendable, Equatable {
    /// A list of values, ascending.
    case list([Double])
    /// Every value from `minimum` to `maximum` in steps of `step`.
    case range(minimum: Double, step: Double, maximum: Double)

    /// Parses an `_available` attribute. `path` names it in errors.
    ///
    /// - Throws: ``IIOError/malformedAttribute(path:expected:found:)`` unless the text is decimal numbers separated
    ///   by blanks, or `[min step max]`.
    public static func parse(_ text: String, path: String) throws(IIOError) -> IIOAvailableValues {
        let trimmed = Sysfs.trimmed(text)
        if trimmed.hasPrefix("[") && trimmed.hasSuffix("]") {
            let parts = trimmed.dropFirst().dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" })
                .map { Sysfs.number(String($0)) }
            guard parts.count == 3, let minimum = parts[0], let step = parts[1], let maximum = parts[2],
                minimum <= maximum, step >= 0
            else { throw .malformedAttribute(path: path, expected: "a range \"[min step max]\"", found: trimmed) }
            return .range(minimum: minimum, step: step, maximum: maximum)
        }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        var values: [Double] = []
        for word in words {
            guard let value = Sysfs.number(String(word)) else {
                throw .malformedAttribute(path: path, expected: "decimal numbers separated by spaces", found: trimmed)
            }
            values.append(value)
        }
        return .list(values.sorted())
    }

    /// The smallest accepted value at or above `wanted`, or the largest accepted value when none is; `wanted` itself
    /// for an empty list.
    public func smallest(atLeast wanted: Double) -> Double {
        switch self {
        case .list(let values):
            guard let largest = values.last else { return wanted }
            return values.first { $0 >= wanted * (1 - 1e-9) } ?? largest
        case .range(let minimum, let step, let maximum):
            guard wanted > minimum else { return minimum }
            guard wanted < maximum else { return maximum }
            guard step > 0 else { return wanted }
            return min(maximum, minimum + ((wanted - minimum) / step - 1e-9).rounded(.up) * step)
        }
    }
}
