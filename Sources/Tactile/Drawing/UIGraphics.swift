import Foundation

/// The stack of current drawing contexts, one per thread as in UIKit.
private final class GraphicsContextStack {
    var contexts: [CGContext] = []
    var imageContextScales: [CGFloat] = []

    static var current: GraphicsContextStack {
        let key = "Tactile.GraphicsContextStack"
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// The context that drawing goes to, or `nil` outside drawing (UIKit counterpart: `UIGraphicsGetCurrentContext()`).
/// Inside `UIView.draw(_:)` it is a recording ``CGContext`` whose ``CGContext/commands`` tests can read.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current one (UIKit counterpart: `UIGraphicsPushContext(_:)`).
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last push (UIKit counterpart: `UIGraphicsPopContext()`).
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Starts an image context of `size` and makes it current (UIKit counterpart:
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`); a scale of 0 means 1, Tactile's screen scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let stack = GraphicsContextStack.current
    stack.contexts.append(CGContext(bounds: CGRect(origin: .zero, size: size)))
    stack.imageContextScales.append(scale > 0 ? scale : 1)
}

/// Starts an image context of `size` at scale 1 (UIKit counterpart: `UIGraphicsBeginImageContext(_:)`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context (UIKit counterpart:
/// `UIGraphicsGetImageFromCurrentImageContext()`): an image of the context's size whose ``UIImage/drawing`` holds
/// the recorded commands; `nil` when no image context is current.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let scale = stack.imageContextScales.last, let context = stack.contexts.last else { return nil }
    return UIImage(size: context.bounds.size, scale: scale, drawing: context.commands)
}

/// Ends the current image context (UIKit counterpart: `UIGraphicsEndImageContext()`).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.imageContextScales.popLast() != nil else { return }
    _ = stack.contexts.popLast()
}

/// Fills `rect` with the current fill colour in the current context (UIKit counterpart: `UIRectFill(_:)`).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame inside `rect` in the current context (UIKit counterpart: `UIRectFrame(_:)`).
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}

/// Draws into a new image (UIKit counterpart: `UIGraphicsImageRenderer`). The image's ``UIImage/drawing`` holds
/// the commands recorded by the actions; no pixels are made.
public final class UIGraphicsImageRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The scale of the images made. Default 1.
    public let scale: CGFloat

    /// Creates a renderer for images of `size`.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size))
    }

    /// Creates a renderer for images covering `bounds`.
    public init(bounds: CGRect) {
        self.bounds = bounds
        self.scale = 1
    }

    /// Runs `actions` with a current context and returns the image they drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(bounds: bounds)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        actions(UIGraphicsImageRendererContext(cgContext: context))
        return UIImage(size: bounds.size, scale: scale, drawing: context.commands)
    }
}

/// The context given to `UIGraphicsImageRenderer`'s actions (UIKit counterpart: `UIGraphicsImageRendererContext`).
public final class UIGraphicsImageRendererContext {
    /// The recording context drawing goes to.
    public let cgContext: CGContext

    init(cgContext: CGContext) { self.cgContext = cgContext }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

extension UIColor {
    /// Makes this the fill and stroke colour of the current context (UIKit counterpart: `set()`).
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
