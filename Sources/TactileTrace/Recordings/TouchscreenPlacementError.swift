import Foundation

/// Why a screen size or a calibration matrix given for a ``TouchscreenPlacement`` cannot be used (no UIKit
/// counterpart): each case names the value and the allowed range.
public enum TouchscreenPlacementError: LocalizedError, CustomStringConvertible, Equatable, Sendable {
    /// A screen side (`"width"` or `"height"`) outside ``TouchscreenPlacement/screenSideRange``, or not a number.
    case screenSideOutOfRange(side: String, value: Double)
    /// The calibration text is not six numbers.
    case calibrationNotSixNumbers(String)
    /// A number of the calibration matrix is not finite, or its magnitude exceeds
    /// ``TouchscreenPlacement/calibrationMagnitudeLimit``.
    case calibrationOutOfRange(String)
    /// The calibration matrix is singular (a·e − b·d = 0): it maps the whole panel onto a line or a point.
    case calibrationSingular(String)

    /// One sentence: the value, and what is allowed.
    public var description: String {
        let range = TouchscreenPlacement.screenSideRange
        switch self {
        case .screenSideOutOfRange(let side, let value):
            return "the screen \(side) must be \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)) "
                + "points; got \(Self.text(value))"
        case .calibrationNotSixNumbers(let text):
            return "a calibration matrix is six numbers \"a b c d e f\", like \"1 0 0 0 1 0\"; got \"\(text)\""
        case .calibrationOutOfRange(let text):
            let limit = Self.text(TouchscreenPlacement.calibrationMagnitudeLimit)
            return "each number of a calibration matrix must be finite, from -\(limit) to \(limit); got \"\(text)\""
        case .calibrationSingular(let text):
            return "the calibration matrix \"\(text)\" is singular (a·e − b·d = 0): it maps the whole panel onto a "
                + "line or a point. The identity is \"1 0 0 0 1 0\""
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }

    /// A number as a person wrote it: `5`, `-5`, `1e+300`, `inf`.
    static func text(_ value: Double) -> String {
        value.isFinite && value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension TouchscreenPlacement {
    /// The sides a screen may have, in points: 1 to 100,000 (no UIKit counterpart).
    public static let screenSideRange: ClosedRange<Double> = 1...100_000

    /// The largest magnitude of a calibration matrix's numbers: 1,000 (libinput's matrices are near the identity).
    public static let calibrationMagnitudeLimit: Double = 1_000

    /// Checks a screen side the user gave; `side` names it (`"width"`, `"height"`).
    ///
    /// - Throws: ``TouchscreenPlacementError/screenSideOutOfRange(side:value:)`` outside ``screenSideRange``
    ///   (infinity and NaN included).
    public static func checkScreenSide(_ value: Double, side: String) throws(TouchscreenPlacementError) {
        guard screenSideRange.contains(value) else { throw .screenSideOutOfRange(side: side, value: value) }
    }

    /// The calibration matrix written as six numbers `"a b c d e f"` (separated by spaces or commas), as libinput's
    /// `LIBINPUT_CALIBRATION_MATRIX` writes it.
    ///
    /// - Throws: ``TouchscreenPlacementError`` for other than six numbers, a number that is not finite or exceeds
    ///   ``calibrationMagnitudeLimit``, or a singular matrix.
    public static func calibration(parsing text: String) throws(TouchscreenPlacementError) -> [Double] {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "," })
        let numbers = fields.compactMap { Double($0) }
        guard numbers.count == 6, fields.count == 6 else { throw .calibrationNotSixNumbers(text) }
        guard numbers.allSatisfy({ $0.isFinite && abs($0) <= calibrationMagnitudeLimit }) else {
            throw .calibrationOutOfRange(text)
        }
        let determinant = numbers[0] * numbers[4] - numbers[1] * numbers[3]
        guard abs(determinant) > 1e-12 else { throw .calibrationSingular(text) }
        return numbers
    }
}
