import Foundation

#if canImport(ObjectiveC)
import ObjectiveC
/// On Apple platforms Tactile uses the Objective-C runtime's `Selector`, so `#selector(...)` works unchanged.
public typealias Selector = ObjectiveC.Selector
#else
/// The name of an action message, such as `"copy:"`.
///
/// UIKit counterpart: Objective-C's `Selector`. Linux has no Objective-C runtime, so Tactile defines a value type
/// with the same name and the same `Selector("name:")` spelling. On Apple platforms `Selector` is the runtime's
/// own type. Responders say which actions they handle with ``UIResponder/canPerformAction(_:withSender:)`` and
/// handle them in ``UIResponder/perform(_:with:for:)`` or through ``UIResponder/setActionHandler(for:_:)``.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, for example `"copy:"`.
    public let name: String
    /// Creates a selector from its name.
    public init(_ name: String) { self.name = name }
    /// Creates a selector from a string literal.
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }
}
#endif

#if !canImport(ObjectiveC)
/// A minimal undo stack for the `undoManager` hook and shake-to-edit.
///
/// UIKit counterpart: Foundation's `UndoManager`, which swift-corelibs-foundation on Linux does not provide.
/// This one supports closures registered with ``registerUndo(withTarget:handler:)``, undo, redo, action names,
/// and the `canUndo`/`canRedo` queries. It has no grouping by event and no invocation-based registration. On
/// Apple platforms Tactile uses Foundation's class instead.
@MainActor
public final class UndoManager {
    private struct Entry {
        let name: String
        let action: @MainActor () -> Void
    }
    private var undoStack: [Entry] = []
    private var redoStack: [Entry] = []
    private var state: State = .idle
    private var pendingName = ""
    private enum State { case idle, undoing, redoing }

    /// Creates an empty undo manager.
    public init() {}

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// True while an undo action runs.
    public var isUndoing: Bool { state == .undoing }
    /// True while a redo action runs.
    public var isRedoing: Bool { state == .redoing }
    /// The name of the action ``undo()`` would undo.
    public var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the action ``redo()`` would redo.
    public var redoActionName: String { redoStack.last?.name ?? "" }

    /// Registers `handler` to undo the change just made. Called while undoing, it registers a redo.
    public func registerUndo<Target: AnyObject>(
        withTarget target: Target, handler: @escaping @MainActor (Target) -> Void
    ) {
        let entry = Entry(name: pendingName) { [weak target] in
            if let target { handler(target) }
        }
        switch state {
        case .undoing:
            redoStack.append(entry)
        case .redoing:
            undoStack.append(entry)
        case .idle:
            undoStack.append(entry)
            redoStack.removeAll()
        }
        pendingName = ""
    }

    /// Names the action registered next (or the one just registered).
    public func setActionName(_ name: String) {
        if let last = undoStack.popLast(), state == .idle, pendingName.isEmpty, last.name.isEmpty {
            undoStack.append(Entry(name: name, action: last.action))
        } else {
            pendingName = name
        }
    }

    /// Undoes the most recent action.
    public func undo() {
        guard let entry = undoStack.popLast() else { return }
        state = .undoing
        pendingName = entry.name
        entry.action()
        state = .idle
        pendingName = ""
    }

    /// Redoes the most recently undone action.
    public func redo() {
        guard let entry = redoStack.popLast() else { return }
        state = .redoing
        pendingName = entry.name
        entry.action()
        state = .idle
        pendingName = ""
    }

    /// Forgets every undo and redo action.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}
#endif
