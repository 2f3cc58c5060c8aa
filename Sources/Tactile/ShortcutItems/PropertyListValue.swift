import Foundation

/// A property-list array or dictionary, as a value: how the nested containers of a quick action's `userInfo` arrive
/// when read from a property list.
///
/// No UIKit counterpart: UIKit keeps `NSArray` and `NSDictionary` objects. Scalars read from a property list arrive
/// as Swift values (`String`, `Int`, `Double`, `Bool`, `Date`, `Data`); only arrays and dictionaries, whose elements
/// have no common Swift type, arrive as this.
public enum PropertyListValue: Sendable, Hashable {
    /// `<string>`
    case string(String)
    /// `<integer>`
    case integer(Int)
    /// `<real>`
    case real(Double)
    /// `<true/>`, `<false/>`
    case boolean(Bool)
    /// `<date>`
    case date(Date)
    /// `<data>`
    case data(Data)
    /// `<array>`
    case array([PropertyListValue])
    /// `<dict>`
    case dictionary([String: PropertyListValue])

    /// The value of a decoded property-list object, or `nil` for an object that is not a property-list type.
    init?(_ object: Any) {
        switch object {
        case let value as Bool where type(of: object) == Bool.self: self = .boolean(value)
        case let value as String: self = .string(value)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": self = .boolean(number.boolValue)
            case "d", "f": self = .real(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        case let value as Int: self = .integer(value)
        case let value as Double: self = .real(value)
        case let value as Date: self = .date(value)
        case let value as Data: self = .data(value)
        case let value as [Any]:
            var elements: [PropertyListValue] = []
            for element in value {
                guard let converted = PropertyListValue(element) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case let value as [String: Any]:
            var entries: [String: PropertyListValue] = [:]
            for (key, element) in value {
                guard let converted = PropertyListValue(element) else { return nil }
                entries[key] = converted
            }
            self = .dictionary(entries)
        default: return nil
        }
    }

    /// The value as a quick action's `userInfo` holds it: scalars as Swift values, containers as themselves.
    var userInfoValue: any Sendable & Hashable {
        switch self {
        case .string(let v): v
        case .integer(let v): v
        case .real(let v): v
        case .boolean(let v): v
        case .date(let v): v
        case .data(let v): v
        case .array, .dictionary: self
        }
    }
}
