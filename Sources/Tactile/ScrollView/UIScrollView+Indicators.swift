import Foundation

/// A scroll view's indicator settings, stored inline in `UIScrollView` (no UIKit counterpart).
struct ScrollIndicators {
    var showsVertical = true
    var showsHorizontal = true
    var style: UIScrollView.IndicatorStyle = .default
    var verticalInsets: UIEdgeInsets = .zero
    var horizontalInsets: UIEdgeInsets = .zero
    var flashCount = 0
}

/// Scroll indicators. Tactile draws none: the settings keep and return what is set, with UIKit's defaults, and
/// indicators take no touches (as in UIKit, where they are not interactive unless the system makes them
/// draggable).
extension UIScrollView {
    /// The indicators' colour scheme (UIKit counterpart: `UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark (the default).
        case `default`
        /// Black indicators.
        case black
        /// White indicators.
        case white
    }

    /// Whether the vertical indicator shows while scrolling. Default `true`.
    public var showsVerticalScrollIndicator: Bool {
        get { indicators.showsVertical }
        set { indicators.showsVertical = newValue }
    }

    /// Whether the horizontal indicator shows while scrolling. Default `true`.
    public var showsHorizontalScrollIndicator: Bool {
        get { indicators.showsHorizontal }
        set { indicators.showsHorizontal = newValue }
    }

    /// The indicators' style. Default `.default`.
    public var indicatorStyle: IndicatorStyle {
        get { indicators.style }
        set { indicators.style = newValue }
    }

    /// The vertical indicator's insets. Default zero.
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { indicators.verticalInsets }
        set { indicators.verticalInsets = newValue }
    }

    /// The horizontal indicator's insets. Default zero.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { indicators.horizontalInsets }
        set { indicators.horizontalInsets = newValue }
    }

    /// Both indicators' insets: setting it sets both; reading it gives the vertical one's, as UIKit does.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { indicators.verticalInsets }
        set {
            indicators.verticalInsets = newValue
            indicators.horizontalInsets = newValue
        }
    }

    /// Shows the indicators briefly. Tactile draws nothing; it counts the calls in ``scrollIndicatorFlashCount``.
    public func flashScrollIndicators() { indicators.flashCount += 1 }

    /// How many times ``flashScrollIndicators()`` was called (Tactile addition, for tests).
    public var scrollIndicatorFlashCount: Int { indicators.flashCount }
}
