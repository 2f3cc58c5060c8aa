import Foundation

/// Which responders hold each user activity, so that all of them are asked to update it before a save: several
/// responders may share one activity, as in UIKit.
@MainActor
enum UserActivityResponders {
    private struct WeakResponder {
        weak var responder: UIResponder?
    }

    private struct Entry {
        weak var activity: NSUserActivity?
        var responders: [WeakResponder]
    }

    private static var table: [ObjectIdentifier: Entry] = [:]

    /// `responder`'s activity changed from `old` to `new`. An activity that a responder takes on is marked as
    /// needing a save, so that its responders fill it in before it is first saved.
    static func move(_ responder: UIResponder, from old: NSUserActivity?, to new: NSUserActivity?) {
        table = table.filter { $0.value.activity != nil }
        if let old, var entry = table[ObjectIdentifier(old)], entry.activity === old {
            entry.responders.removeAll { $0.responder == nil || $0.responder === responder }
            table[ObjectIdentifier(old)] = entry.responders.isEmpty ? nil : entry
        }
        guard let new else { return }
        var entry = table[ObjectIdentifier(new)].flatMap { $0.activity === new ? $0 : nil }
            ?? Entry(activity: new, responders: [])
        entry.responders.append(WeakResponder(responder: responder))
        table[ObjectIdentifier(new)] = entry
        new.needsSave = true
    }

    /// The responders that hold `activity`, in the order they took it.
    static func responders(of activity: NSUserActivity) -> [UIResponder] {
        guard let entry = table[ObjectIdentifier(activity)], entry.activity === activity else { return [] }
        return entry.responders.compactMap(\.responder)
    }
}
