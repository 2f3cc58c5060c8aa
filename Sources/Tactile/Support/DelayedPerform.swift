import Foundation

/// NSObject's delayed messages, `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:)`, on
/// the application's scheduler.
///
/// UIKit counterpart: `NSObject.perform(_:with:afterDelay:)` with a `#selector`, run by the main run loop. Linux has
/// no selectors, so the method is a method reference of the receiver's class
/// (`perform(PlayerViewController.hideControls, with: nil, afterDelay: 3)`), or a ``Selector`` that the receiver
/// handles in ``ActionPerforming/perform(_:with:for:)``. The request runs on ``UIApplication/shared``'s
/// ``UIApplication/scheduler`` (virtual time in tests), keeps the receiver and the argument until it runs or is
/// cancelled, as UIKit's does, and is cancelled with `NSObject.cancelPreviousPerformRequests(withTarget:)` or
/// `(withTarget:selector:object:)`:
/// ```swift
/// func showControls() {
///     controlsView.isHidden = false
///     NSObject.cancelPreviousPerformRequests(
///         withTarget: self, selector: PlayerViewController.hideControls, object: nil)
///     perform(PlayerViewController.hideControls, with: nil, afterDelay: 3)
/// }
/// ```
extension ActionPerforming {
    /// Calls `action`, a method of this object's type that takes no parameter, once `delay` seconds have passed on
    /// the application's scheduler; `argument` is kept for matching a cancellation, as UIKit passes it to a method
    /// that ignores it. UIKit: `perform(_:with:afterDelay:)` with `#selector(hide)`.
    public func perform(_ action: @escaping (Self) -> () -> Void, with argument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerformRequests.schedule(
            target: self, method: ActionSignature(shape: 0, target: Self.self), selector: nil, argument: argument,
            delay: delay
        ) { [self] in action(self)() }
    }

    /// Calls `action`, a method of this object's type that takes one parameter, with `argument` once `delay` seconds
    /// have passed on the application's scheduler. UIKit: `perform(_:with:afterDelay:)` with `#selector(show(_:))`.
    public func perform<Argument>(
        _ action: @escaping (Self) -> (Argument) -> Void, with argument: Argument, afterDelay delay: TimeInterval
    ) {
        DelayedPerformRequests.schedule(
            target: self, method: ActionSignature(shape: 1, target: Self.self, sender: Argument.self), selector: nil,
            argument: argument, delay: delay
        ) { [self] in action(self)(argument) }
    }

    /// Sends the action message `selector` to this object (its ``perform(_:with:for:)``, with `argument` as the
    /// sender and no event) once `delay` seconds have passed on the application's scheduler. UIKit:
    /// `perform(_:with:afterDelay:)`.
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerformRequests.schedule(
            target: self, method: nil, selector: selector, argument: argument, delay: delay
        ) { [self] in _ = perform(selector, with: argument, for: nil) }
    }
}

extension NSObject {
    #if !canImport(ObjectiveC)
    /// Cancels every request of `aTarget` made with `perform(_:with:afterDelay:)` that has not run yet. UIKit:
    /// `NSObject.cancelPreviousPerformRequests(withTarget:)`. (On Apple platforms the runtime's method of the same
    /// name cancels only the runtime's own requests.)
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerformRequests.cancel { $0.target === aTarget as AnyObject }
    }

    /// Cancels the requests of `aTarget` for `aSelector` with an argument equal to `anArgument` (the same object, or
    /// equal values; `nil` matches `nil`). UIKit:
    /// `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)`.
    @MainActor
    public class func cancelPreviousPerformRequests(
        withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
        DelayedPerformRequests.cancel {
            $0.target === aTarget as AnyObject && $0.selector == aSelector
                && DelayedPerformRequests.same($0.argument, anArgument)
        }
    }
    #endif

    /// Cancels the requests of `aTarget` for a method that takes no parameter, with an argument equal to
    /// `anArgument`. UIKit: `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)` with
    /// `#selector(hide)`.
    ///
    /// Swift cannot compare method references, so this cancels the target's requests for every method of `Target`
    /// with the same shape (no parameter, or the same parameter type), as `removeTarget(_:action:for:)` does.
    @MainActor
    public class func cancelPreviousPerformRequests<Target: AnyObject>(
        withTarget aTarget: Target, selector aSelector: @escaping (Target) -> () -> Void, object anArgument: Any?
    ) {
        let method = ActionSignature(shape: 0, target: Target.self)
        DelayedPerformRequests.cancel {
            $0.target === aTarget && $0.method == method && DelayedPerformRequests.same($0.argument, anArgument)
        }
    }

    /// Cancels the requests of `aTarget` for a method that takes an `Argument`, with an argument equal to
    /// `anArgument`. UIKit: `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)` with
    /// `#selector(show(_:))`. Every method of `Target` with that parameter type matches (see the method above).
    @MainActor
    public class func cancelPreviousPerformRequests<Target: AnyObject, Argument>(
        withTarget aTarget: Target, selector aSelector: @escaping (Target) -> (Argument) -> Void,
        object anArgument: Any?
    ) {
        let method = ActionSignature(shape: 1, target: Target.self, sender: Argument.self)
        DelayedPerformRequests.cancel {
            $0.target === aTarget && $0.method == method && DelayedPerformRequests.same($0.argument, anArgument)
        }
    }
}

/// The delayed requests not yet run, so that they can be cancelled by target.
@MainActor
enum DelayedPerformRequests {
    struct Request {
        let id: Int
        /// Held strongly until the request runs or is cancelled, as UIKit retains the receiver.
        let target: AnyObject
        /// For a method reference: the types of its method.
        let method: ActionSignature?
        let selector: Selector?
        let argument: Any?
        let scheduled: ScheduledAction
    }

    private static var pending: [Request] = []
    private static var nextID = 0

    /// The number of requests waiting to run (for tests).
    static var count: Int { pending.count }

    static func schedule(
        target: AnyObject, method: ActionSignature?, selector: Selector?, argument: Any?, delay: TimeInterval,
        _ body: @escaping @MainActor () -> Void
    ) {
        nextID += 1
        let id = nextID
        let scheduled = UIApplication.shared.scheduler.schedule(after: delay) {
            pending.removeAll { $0.id == id }
            body()
        }
        pending.append(
            Request(
                id: id, target: target, method: method, selector: selector, argument: argument, scheduled: scheduled))
    }

    static func cancel(where matches: (Request) -> Bool) {
        pending.removeAll { request in
            guard matches(request) else { return false }
            request.scheduled.cancel()
            return true
        }
    }

    /// Whether two arguments match as UIKit's `isEqual:` would: both `nil`, the same object, or equal values.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (flatten(a), flatten(b)) {
        case (nil, nil): return true
        case let (a?, b?):
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return a as AnyObject === b as AnyObject }
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            return false
        default: return false
        }
    }

    /// `value` without the layers of `Optional` that passing it as `Any?` may add.
    private static func flatten(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return flatten(mirror.children.first?.value)
    }
}
