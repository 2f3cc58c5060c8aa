import Foundation

/// Callbacks about scrolling, dragging, deceleration and zooming.
///
/// UIKit counterpart: `UIScrollViewDelegate`. Every method is optional (defaults in the extension do nothing).
/// As in UIKit, the velocity passed to ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`` is in
/// points per **millisecond**.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag is about to end; the delegate may change where deceleration will stop.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// A drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration is about to start.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration ended.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// The view to scale when zooming; `nil` disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start: a pinch began, or an animated ``UIScrollView/setZoomScale(_:animated:)`` or
    /// ``UIScrollView/zoom(to:animated:)`` started. `view` is the view being zoomed.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended at `scale`: the pinch ended, or an animated zoom finished (after the animation's duration on
    /// the application's scheduler).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// An animation started by ``UIScrollView/setContentOffset(_:animated:)`` with `animated: true` finished (after
    /// the animation's duration on the application's scheduler). Not called without animation, as in UIKit.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {}
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Default: `nil` (no zooming).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Default: nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Default: nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Default: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
