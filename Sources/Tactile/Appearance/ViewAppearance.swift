import Foundation

/// A view's appearance and display state, stored inline in `UIView` (no UIKit counterpart: UIKit keeps it in
/// the view and its layer).
struct ViewAppearance {
    var backgroundColor: UIColor?
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
