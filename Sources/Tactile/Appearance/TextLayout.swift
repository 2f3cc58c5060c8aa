import Foundation

/// How text is aligned horizontally (UIKit counterpart: `NSTextAlignment`, with UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Right edge.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The script's natural alignment (left for left-to-right text).
    case natural = 4
}

/// How text that does not fit is wrapped or shortened (UIKit counterpart: `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping
    /// Cuts the text off.
    case byClipping
    /// Replaces the start with an ellipsis.
    case byTruncatingHead
    /// Replaces the end with an ellipsis.
    case byTruncatingTail
    /// Replaces the middle with an ellipsis.
    case byTruncatingMiddle
}
