import Foundation

/// The stack of current drawing contexts, one per thread as in UIKit. An entry pushed for a view's display is
/// made lazily: the recording context is created only when drawing code asks for it, so the display pass costs
/// nothing for views that draw nothing.
///
/// Which stack, and why this is safe without a lock: code on the main actor (the main thread, or a job of the main
/// queue, see `MainActorContext`) shares one stack, reached only from the main actor, which runs one job at a
/// time; any other thread has its own stack in its `threadDictionary`, reached only from that thread. So no stack
/// is ever touched by two threads at once. The main actor's stack is not the main *thread's*: under Swift Testing
/// on Linux the main actor runs on whichever thread drains the main queue, and successive jobs (before and after
/// an `await`) may run on different threads; they still see the same stack, as main-thread code does on iOS. As
/// on iOS, a context left open across an `await` is current for whatever main-actor code runs meanwhile.
final class GraphicsContextStack {
    struct Entry {
        var context: CGContext?
        var bounds: CGRect
        var imageScale: CGFloat?
    }

    var entries: [Entry] = []

    /// The main actor's stack: used only while `MainActorContext.isCurrent`, that is, only by main-actor code,
    /// which the main actor serializes.
    nonisolated(unsafe) private static let mainActorStack = GraphicsContextStack()

    /// The main actor's stack on the main actor, else the calling thread's, created on first use.
    static var current: GraphicsContextStack {
        if MainActorContext.isCurrent { return mainActorStack }
        let key = "Tactile.GraphicsContextStack"
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    var currentContext: CGContext? {
        guard var entry = entries.last else { return nil }
        if let context = entry.context { return context }
        let context = CGContext(bounds: entry.bounds)
        entry.context = context
        entries[entries.count - 1] = entry
        return context
    }
}

/// The context that drawing goes to, or `nil` outside drawing (UIKit counterpart: `UIGraphicsGetCurrentContext()`).
/// Inside `UIView.draw(_:)` it is a recording ``CGContext`` whose ``CGContext/commands`` tests can read.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.currentContext
}

/// Makes `context` the current one (UIKit counterpart: `UIGraphicsPushContext(_:)`).
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, bounds: context.bounds))
}

/// Restores the context that was current before the last push (UIKit counterpart: `UIGraphicsPopContext()`). An
/// image context is ended with `UIGraphicsEndImageContext()` instead, as in UIKit.
public func UIGraphicsPopContext() {
    let stack = GraphicsContextStack.current
    guard stack.entries.last?.imageScale == nil else { return }
    _ = stack.entries.popLast()
}

/// Starts an image context of `size` and makes it current (UIKit counterpart:
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`); a scale of 0 means the main screen's scale
/// (`UIScreen.main.scale`, 3 unless `UIScreen.setMain(_:)` set another screen), as in UIKit.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let bounds = CGRect(origin: .zero, size: size)
    GraphicsContextStack.current.entries.append(
        .init(context: CGContext(bounds: bounds), bounds: bounds, imageScale: scale > 0 ? scale : UIScreen.mainScale))
}

/// Starts an image context of `size` at scale 1 (UIKit counterpart: `UIGraphicsBeginImageContext(_:)`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context (UIKit counterpart:
/// `UIGraphicsGetImageFromCurrentImageContext()`): an image of the context's size whose ``UIImage/drawing`` holds
/// the recorded commands; `nil` when no image context is current.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.entries.last, let scale = entry.imageScale,
        let context = entry.context
    else { return nil }
    return UIImage(size: context.bounds.size, scale: scale, drawing: context.commands)
}

/// Ends the current image context (UIKit counterpart: `UIGraphicsEndImageContext()`).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.entries.last?.imageScale != nil else { return }
    _ = stack.entries.popLast()
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
    /// The scale of the images made: the main screen's (`UIScreen.main.scale`), as UIKit's default format does.
    public let scale: CGFloat

    /// Creates a renderer for images of `size`.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size))
    }

    /// Creates a renderer for images covering `bounds`.
    public init(bounds: CGRect) {
        self.bounds = bounds
        self.scale = UIScreen.mainScale
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
