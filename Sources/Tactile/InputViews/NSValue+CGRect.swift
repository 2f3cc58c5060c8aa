import Foundation

#if !canImport(UIKit)
extension NSValue {
    /// A value holding `rect` (UIKit counterpart: `NSValue(cgRect:)`, which UIKit adds to Foundation). The keyboard
    /// notifications' frames come in such values.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle this value holds (UIKit counterpart: `NSValue.cgRectValue`).
    public var cgRectValue: CGRect { rectValue }
}
#endif
