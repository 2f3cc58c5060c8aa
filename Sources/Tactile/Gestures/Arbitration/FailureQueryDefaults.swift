import Foundation

/// Which recognizers can name failure requirements beyond `require(toFail:)`, so that the environment asks only
/// those.
///
/// Failure requirements have three sources: `require(toFail:)`, the subclass overrides
/// `shouldRequireFailure(of:)` and `shouldBeRequiredToFail(by:)`, and the delegate's
/// `gestureRecognizer(_:shouldRequireFailureOf:)` and `gestureRecognizer(_:shouldBeRequiredToFailBy:)`. The last
/// two are questions about a *pair* of recognizers, so answering them means asking about every other participant
/// at every recognition attempt: in a tap through a chain of 100 `require(toFail:)` links, about 40,000 calls and
/// 42 % of the tap's instructions, and O(n²) for n links. Only the recognizers that can answer "yes" but through
/// `require(toFail:)` need asking; for the others the answer is that list. Nothing a program sees changes: the
/// questions skipped are those whose answer is the built-in `false`, with no side effect; a delegate or a subclass
/// that answers them itself is still asked every time, in the same order.
///
/// - A recognizer's class answers with the built-in `false` when it is one of Tactile's own classes, none of
///   which overrides those methods. The test is on the exact class: a subclass, even of a built-in class, may
///   override them, and is asked.
/// - A delegate's class answers with the built-in `false` when the protocol's default implementations are its
///   methods. Swift offers no way to ask that of a type, but the default implementations themselves know: they
///   note their receiver's class the first time they run. A class's conformance picks its methods once for every
///   instance, so a class noted once is known for good (a subclass is a class of its own and is noted apart).
@MainActor
enum FailureQueryDefaults {
    /// Tactile's recognizer classes: none overrides `shouldRequireFailure(of:)` or `shouldBeRequiredToFail(by:)`.
    /// A class added here must not override either.
    private static let builtInClasses: [ObjectIdentifier] = [
        ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
        ObjectIdentifier(UIPanGestureRecognizer.self), ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self),
        ObjectIdentifier(UILongPressGestureRecognizer.self), ObjectIdentifier(UIPinchGestureRecognizer.self),
        ObjectIdentifier(UIRotationGestureRecognizer.self), ObjectIdentifier(UISwipeGestureRecognizer.self),
        ObjectIdentifier(UIHoverGestureRecognizer.self), ObjectIdentifier(MenuPressGestureRecognizer.self),
        ObjectIdentifier(DelayedContentTouchesRecognizer.self), ObjectIdentifier(PreviewingGestureRecognizer.self),
    ]
    /// Delegate classes whose `gestureRecognizer(_:shouldRequireFailureOf:)` is the protocol's default.
    private static var defaultRequireFailureOf: [ObjectIdentifier] = []
    /// Delegate classes whose `gestureRecognizer(_:shouldBeRequiredToFailBy:)` is the protocol's default.
    private static var defaultBeRequiredToFailBy: [ObjectIdentifier] = []

    static func isBuiltIn(_ type: UIGestureRecognizer.Type) -> Bool {
        builtInClasses.contains(ObjectIdentifier(type))
    }

    /// Counts the delegate classes noted so far: the environment lists again who may name requirements when it
    /// changes.
    private(set) static var generation = 0

    /// Called by the default `gestureRecognizer(_:shouldRequireFailureOf:)`.
    static func noteDefaultRequireFailureOf(_ type: any UIGestureRecognizerDelegate.Type) {
        let id = ObjectIdentifier(type)
        if defaultRequireFailureOf.last != id, !defaultRequireFailureOf.contains(id) {
            defaultRequireFailureOf.append(id)
            generation += 1
        }
    }

    /// Called by the default `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    static func noteDefaultBeRequiredToFailBy(_ type: any UIGestureRecognizerDelegate.Type) {
        let id = ObjectIdentifier(type)
        if defaultBeRequiredToFailBy.last != id, !defaultBeRequiredToFailBy.contains(id) {
            defaultBeRequiredToFailBy.append(id)
            generation += 1
        }
    }

    /// Whether `r` may answer "must you wait for that one to fail?" (`shouldRequireFailure(of:)`, its delegate's
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`) with anything but the built-in `false`. `false` is certain;
    /// `true` only means "ask". (Apps have a handful of delegate classes: the lists are short, and a linear search
    /// is the quickest.)
    static func mayRequire(_ r: UIGestureRecognizer) -> Bool {
        guard r.hasBuiltInFailureHooks else { return true }
        guard let delegate = r.delegate else { return false }
        return !defaultRequireFailureOf.contains(ObjectIdentifier(type(of: delegate)))
    }

    /// Whether `q` may answer "must that one wait for you to fail?" (`shouldBeRequiredToFail(by:)`, its
    /// delegate's `gestureRecognizer(_:shouldBeRequiredToFailBy:)`) with anything but the built-in `false`.
    static func mayBeRequired(_ q: UIGestureRecognizer) -> Bool {
        guard q.hasBuiltInFailureHooks else { return true }
        guard let delegate = q.delegate else { return false }
        return !defaultBeRequiredToFailBy.contains(ObjectIdentifier(type(of: delegate)))
    }
}
