import Foundation

/// Autoresizing: how a view laid out by frames follows its superview's size.
extension UIView {
    /// Which of a view's margins and sizes grow or shrink when its superview changes size (UIKit:
    /// `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance from the superview's left edge may change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance from the superview's right edge may change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance from the superview's top edge may change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance from the superview's bottom edge may change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view follows its superview's size changes (UIKit: `autoresizingMask`). Default none: the view
    /// keeps its frame. Applies to views laid out by frames (``translatesAutoresizingMaskIntoConstraints`` on).
    public var autoresizingMask: AutoresizingMask {
        get { autoLayoutStorage?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            ensureAutoLayoutStorage().autoresizingMask = newValue
        }
    }

    /// Whether the subviews follow this view's size changes by their masks (UIKit: `autoresizesSubviews`).
    /// Default `true`.
    public var autoresizesSubviews: Bool {
        get { autoLayoutStorage?.autoresizesSubviews ?? true }
        set { ensureAutoLayoutStorage().autoresizesSubviews = newValue }
    }

    /// The bounds changed size from `old`: each subview laid out by frames moves and resizes by its mask, as UIKit
    /// does. The change is shared among the flexible parts of an axis (left margin, size, right margin) in
    /// proportion to their sizes, or equally when they are all zero.
    func resizeSubviewsForAutoresizing(from old: CGSize) {
        guard autoresizesSubviews, !subviews.isEmpty else { return }
        let new = boundsStorage.size
        let rootView = (self as? UIWindow)?.rootViewController?.viewIfLoaded
        for subview in subviews {
            guard let storage = subview.autoLayoutStorage, !storage.autoresizingMask.isEmpty,
                storage.translatesAutoresizingMask, subview !== rootView
            else { continue }
            let mask = storage.autoresizingMask
            var frame = subview.frame
            let h = Self.resize(
                start: frame.minX, size: frame.width, end: old.width - frame.maxX, delta: new.width - old.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)))
            let v = Self.resize(
                start: frame.minY, size: frame.height, end: old.height - frame.maxY,
                delta: new.height - old.height,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)))
            frame = CGRect(x: h.start, y: v.start, width: max(0, h.size), height: max(0, v.size))
            if frame != subview.frame { subview.frame = frame }
        }
    }

    /// One axis of autoresizing: the new start and size.
    static func resize(
        start: CGFloat, size: CGFloat, end: CGFloat, delta: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (start: CGFloat, size: CGFloat) {
        guard delta != 0 else { return (start, size) }
        let parts = [start, size, end]
        let flags = [flexible.0, flexible.1, flexible.2]
        let count = flags.filter { $0 }.count
        guard count > 0 else { return (start, size) }
        var total: CGFloat = 0
        for i in 0..<3 where flags[i] { total += max(0, parts[i]) }
        func share(_ i: Int) -> CGFloat {
            guard flags[i] else { return 0 }
            return total > 0 ? delta * max(0, parts[i]) / total : delta / CGFloat(count)
        }
        return (start + share(0), size + share(1))
    }
}
