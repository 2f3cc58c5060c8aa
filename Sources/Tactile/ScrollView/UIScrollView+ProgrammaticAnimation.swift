import Foundation

/// Programmatic animated scrolling and zooming without a renderer: the change applies at once and the delegate
/// hears that the animation ended after ``UIScrollView/programmaticAnimationDuration`` on the application's
/// scheduler, so tests under virtual time see UIKit's order of callbacks when they advance the clock.
extension UIScrollView {
    /// How long a programmatic animated scroll or zoom lasts before its end callback (Tactile addition; UIKit's
    /// animation takes about 0.3 s, which this copies). A scroll view that is not in a window has no scheduler,
    /// and its end callbacks come at once.
    public static let programmaticAnimationDuration: TimeInterval = 0.3

    func scheduleScrollingAnimationEnd() {
        scrollingAnimationEnd?.cancel()
        scrollingAnimationEnd = nil
        guard let scheduler = window?.application?.scheduler else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        scrollingAnimationEnd = scheduler.schedule(after: Self.programmaticAnimationDuration) { [weak self] in
            guard let self else { return }
            self.scrollingAnimationEnd = nil
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    func scheduleZoomingAnimationEnd() {
        zoomingAnimationEnd?.cancel()
        zoomingAnimationEnd = nil
        guard let scheduler = window?.application?.scheduler else {
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: zoomScale)
            return
        }
        zoomingAnimationEnd = scheduler.schedule(after: Self.programmaticAnimationDuration) { [weak self] in
            guard let self else { return }
            self.zoomingAnimationEnd = nil
            self.delegate?.scrollViewDidEndZooming(
                self, with: self.delegate?.viewForZooming(in: self), atScale: self.zoomScale)
        }
    }
}
