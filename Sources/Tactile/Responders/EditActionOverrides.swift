import Foundation

/// Which standard edit-action methods (``UIResponder/copy(_:)``, ``UIResponder/paste(_:)`` …) a responder class
/// overrides, so that the default ``UIResponder/canPerformAction(_:withSender:)`` can answer as UIKit's does: "the
/// responder implements the action's method".
///
/// UIKit asks the Objective-C runtime whether a class responds to a selector. Linux has no such runtime, and calling
/// the method to find out would perform the action. Tactile instead compares the class's table of overridable
/// methods with `UIResponder`'s: an entry that differs belongs to an override. Where each edit action's entry sits is
/// learnt once, from private probe classes that override one method each, so nothing depends on how the compiler
/// lays the table out; if the probes do not give one distinct entry per action (an unexpected runtime layout), no
/// override is reported and a responder declares its actions in `canPerformAction` as before.
@MainActor
enum EditActionOverrides {
    /// The standard edit actions that have a method on `UIResponder`, in the order of ``probes``.
    static let actions: [Selector] = [
        UIResponderStandardEditActions.cut, UIResponderStandardEditActions.copy, UIResponderStandardEditActions.paste,
        UIResponderStandardEditActions.pasteAndMatchStyle, UIResponderStandardEditActions.select,
        UIResponderStandardEditActions.selectAll, UIResponderStandardEditActions.delete,
        UIResponderStandardEditActions.makeTextWritingDirectionLeftToRight,
        UIResponderStandardEditActions.makeTextWritingDirectionRightToLeft,
        UIResponderStandardEditActions.toggleBoldface, UIResponderStandardEditActions.toggleItalics,
        UIResponderStandardEditActions.toggleUnderline, UIResponderStandardEditActions.increaseSize,
        UIResponderStandardEditActions.decreaseSize, UIResponderStandardEditActions.find,
        UIResponderStandardEditActions.findNext, UIResponderStandardEditActions.findPrevious,
        UIResponderStandardEditActions.duplicate, UIResponderStandardEditActions.rename,
    ]

    /// One class per entry of ``actions`` that overrides that method alone.
    private static let probes: [UIResponder.Type] = [
        CutProbe.self, CopyProbe.self, PasteProbe.self, PasteAndMatchStyleProbe.self, SelectProbe.self,
        SelectAllProbe.self, DeleteProbe.self, LeftToRightProbe.self, RightToLeftProbe.self, BoldfaceProbe.self,
        ItalicsProbe.self, UnderlineProbe.self, IncreaseSizeProbe.self, DecreaseSizeProbe.self, FindProbe.self,
        FindNextProbe.self, FindPreviousProbe.self, DuplicateProbe.self, RenameProbe.self,
    ]

    /// The word of the method table that holds each action's method, or `nil` when the probes did not agree.
    private static let slots: [Selector: Int]? = findSlots()

    private static var cache: [ObjectIdentifier: Set<Selector>] = [:]

    /// Whether instances of `type` override the method of the standard edit action `action`. `false` for an action
    /// without a method, for `UIResponder` itself, and when the method table could not be read.
    static func overrides(_ type: UIResponder.Type, _ action: Selector) -> Bool {
        overridden(by: type).contains(action)
    }

    /// Every standard edit action whose method `type` (or a superclass below `UIResponder`) overrides.
    static func overridden(by type: UIResponder.Type) -> Set<Selector> {
        let key = ObjectIdentifier(type)
        if let known = cache[key] { return known }
        var found: Set<Selector> = []
        if let slots, type != UIResponder.self {
            let base = MethodTable(UIResponder.self)
            let table = MethodTable(type)
            for (action, slot) in slots where table.word(slot) != base.word(slot) {
                found.insert(action)
            }
        }
        cache[key] = found
        return found
    }

    private static func findSlots() -> [Selector: Int]? {
        let plain = MethodTable(PlainProbe.self)
        let other = MethodTable(OtherPlainProbe.self)
        guard plain.count > 0, plain.count == other.count, plain.count == MethodTable(UIResponder.self).count else {
            return nil
        }
        // Words that differ between two classes overriding nothing name the class itself (its descriptor …).
        let own = Set((0..<plain.count).filter { plain.word($0) != other.word($0) })
        var slots: [Selector: Int] = [:]
        for (action, probe) in zip(actions, probes) {
            let table = MethodTable(probe)
            guard table.count == plain.count else { return nil }
            let differing = (0..<plain.count).filter { !own.contains($0) && table.word($0) != plain.word($0) }
            guard differing.count == 1, let slot = differing.first else { return nil }
            slots[action] = slot
        }
        guard Set(slots.values).count == actions.count else { return nil }
        return slots
    }
}

/// The words of a class's metadata from its address point to its end: its superclass, sizes, descriptor and the
/// table of overridable methods. Only ever read within `UIResponder`'s own metadata size, which every subclass's
/// metadata is at least as long as.
private struct MethodTable {
    let start: UnsafeRawPointer
    /// The number of words from the address point to the end of `UIResponder`'s metadata (or of this class's, when
    /// it is shorter, which never happens for a subclass).
    let count: Int

    #if canImport(ObjectiveC)
    // Objective-C interoperability adds three words (a cache and the class data) after the superclass.
    private static let classSizeOffset = 56
    #else
    private static let classSizeOffset = 32
    #endif

    init(_ type: AnyClass) {
        start = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let responder = unsafeBitCast(UIResponder.self as AnyClass, to: UnsafeRawPointer.self)
        count = min(Self.words(start), Self.words(responder))
    }

    /// The class size and its address point, as the metadata records them, in words past the address point; 0 when
    /// they are implausible.
    private static func words(_ metadata: UnsafeRawPointer) -> Int {
        let size = Int(metadata.load(fromByteOffset: classSizeOffset, as: UInt32.self))
        let addressPoint = Int(metadata.load(fromByteOffset: classSizeOffset + 4, as: UInt32.self))
        guard size > addressPoint, size - addressPoint < 1 << 16 else { return 0 }
        return (size - addressPoint) / MemoryLayout<UInt>.size
    }

    func word(_ index: Int) -> UInt {
        start.load(fromByteOffset: index * MemoryLayout<UInt>.size, as: UInt.self)
    }
}

// The probes: never instantiated, only their metadata is read.
private final class PlainProbe: UIResponder {}
private final class OtherPlainProbe: UIResponder {}
private final class CutProbe: UIResponder { override func cut(_ sender: Any?) {} }
private final class CopyProbe: UIResponder { override func copy(_ sender: Any?) {} }
private final class PasteProbe: UIResponder { override func paste(_ sender: Any?) {} }
private final class PasteAndMatchStyleProbe: UIResponder { override func pasteAndMatchStyle(_ sender: Any?) {} }
private final class SelectProbe: UIResponder { override func select(_ sender: Any?) {} }
private final class SelectAllProbe: UIResponder { override func selectAll(_ sender: Any?) {} }
private final class DeleteProbe: UIResponder { override func delete(_ sender: Any?) {} }
private final class LeftToRightProbe: UIResponder {
    override func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
}
private final class RightToLeftProbe: UIResponder {
    override func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
}
private final class BoldfaceProbe: UIResponder { override func toggleBoldface(_ sender: Any?) {} }
private final class ItalicsProbe: UIResponder { override func toggleItalics(_ sender: Any?) {} }
private final class UnderlineProbe: UIResponder { override func toggleUnderline(_ sender: Any?) {} }
private final class IncreaseSizeProbe: UIResponder { override func increaseSize(_ sender: Any?) {} }
private final class DecreaseSizeProbe: UIResponder { override func decreaseSize(_ sender: Any?) {} }
private final class FindProbe: UIResponder { override func find(_ sender: Any?) {} }
private final class FindNextProbe: UIResponder { override func findNext(_ sender: Any?) {} }
private final class FindPreviousProbe: UIResponder { override func findPrevious(_ sender: Any?) {} }
private final class DuplicateProbe: UIResponder { override func duplicate(_ sender: Any?) {} }
private final class RenameProbe: UIResponder { override func rename(_ sender: Any?) {} }
