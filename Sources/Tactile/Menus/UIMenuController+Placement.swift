import Foundation

extension UIMenuController {
    /// Where the menu's arrow points, and so on which side of the target rectangle the menu is placed (UIKit:
    /// `UIMenuController.ArrowDirection`).
    public enum ArrowDirection: Int, Sendable {
        /// The system chooses: the menu goes above the target rectangle, or below it when there is no room above
        /// (UIKit: `.default`).
        case `default` = 0
        /// The arrow is at the top of the menu, pointing up: the menu is below the target rectangle.
        case up = 1
        /// The arrow is at the bottom of the menu, pointing down: the menu is above the target rectangle.
        case down = 2
        /// The arrow is at the left of the menu, pointing left: the menu is to the right of the target rectangle.
        case left = 3
        /// The arrow is at the right of the menu, pointing right: the menu is to the left of the target rectangle.
        case right = 4
    }
}

/// How ``UIMenuController`` sizes and places its menu, which Tactile does not draw but whose frame it reports in
/// ``UIMenuController/menuFrame`` (Tactile addition: UIKit's callout bar has fixed metrics it does not document).
///
/// The menu is one row: each item is its title's width, measured by ``TextMeasurement/current`` in a system font of
/// ``titleFontSize``, with ``itemPadding`` on either side, and items are set apart by ``separatorWidth``. The row is
/// ``height`` tall and at most as wide as the window less two ``windowMargin``s. It is placed ``arrowLength`` away
/// from the target rectangle, centred on it, and kept ``windowMargin`` inside the window.
public struct MenuControllerLayout: Sendable, Equatable {
    /// The menu's height. Default 36 points.
    public var height: CGFloat = 36
    /// Space on either side of an item's title. Default 12 points.
    public var itemPadding: CGFloat = 12
    /// Space between two items. Default 1 point.
    public var separatorWidth: CGFloat = 1
    /// The gap between the target rectangle and the menu, where UIKit draws the arrow. Default 10 points.
    public var arrowLength: CGFloat = 10
    /// How far inside the window's edges the menu stays. Default 8 points.
    public var windowMargin: CGFloat = 8
    /// The size of the system font the titles are measured in. Default 14 points.
    public var titleFontSize: CGFloat = 14

    /// The default layout.
    public init() {}

    /// The menu's size for items with `titles`, in a window `windowWidth` wide.
    @MainActor
    func menuSize(titles: [String], windowWidth: CGFloat) -> CGSize {
        let font = UIFont.systemFont(ofSize: titleFontSize)
        let measurer = TextMeasurement.current
        let items = titles.reduce(CGFloat(0)) { $0 + measurer.advance(of: Substring($1), font: font) + 2 * itemPadding }
        let width = items + separatorWidth * CGFloat(max(titles.count - 1, 0))
        return CGSize(width: max(0, min(width, windowWidth - 2 * windowMargin)), height: height)
    }

    /// The frame of a menu of `size` for `target`, both in screen coordinates, kept inside `window` (the window's
    /// frame, in screen coordinates). `.default` puts the menu above the target if it fits there, else below.
    func menuFrame(
        size: CGSize, target: CGRect, window: CGRect, direction: UIMenuController.ArrowDirection
    ) -> CGRect {
        let area = window.insetBy(dx: windowMargin, dy: windowMargin)
        var resolved = direction
        if resolved == .default {
            resolved = target.minY - arrowLength - size.height >= area.minY ? .down : .up
        }
        var origin: CGPoint
        switch resolved {
        case .default, .down:
            origin = CGPoint(x: target.midX - size.width / 2, y: target.minY - arrowLength - size.height)
        case .up:
            origin = CGPoint(x: target.midX - size.width / 2, y: target.maxY + arrowLength)
        case .left:
            origin = CGPoint(x: target.maxX + arrowLength, y: target.midY - size.height / 2)
        case .right:
            origin = CGPoint(x: target.minX - arrowLength - size.width, y: target.midY - size.height / 2)
        }
        origin.x = max(area.minX, min(origin.x, area.maxX - size.width))
        origin.y = max(area.minY, min(origin.y, area.maxY - size.height))
        return CGRect(origin: origin, size: size)
    }
}
