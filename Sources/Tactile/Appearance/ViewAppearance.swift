import Foundation

/// A view's appearance and display state, stored inline in `UIView` (no UIKit counterpart: UIKit keeps it in
/// the view and its layer).
struct ViewAppearance {
    var backgroundColor: UIColor?
    /// ``backgroundColor``'s components as the display list draws them, set with it by `UIView.backgroundColor`
    /// (a colour never changes), so that the list reads them without retaining the colour and its `CGColor`
    /// (``UIView/renderValues()``). Set apart from it, not by an observer: an access to a view's appearance that
    /// calls out of it would make Swift check every access to it at run time.
    var backgroundComponents: CGColor.RenderComponents?
    var tintColor: UIColor?
    var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    var isOpaque = true
    var contentMode: UIView.ContentMode = .scaleToFill
    var layer: CALayer?
    /// A new view needs display, so that it draws when it first enters a window, as in UIKit.
    var needsDisplay = true
    var isQueuedForDisplay = false
    var dirtyRect: CGRect?
    var recordedDrawing: CGContext?
}
