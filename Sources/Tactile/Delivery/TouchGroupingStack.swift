import Foundation

/// Reusable buffers that group the touches of one dispatch by receiver (a view, or a recognizer), so that
/// steady-state delivery allocates nothing. Nested dispatches (a handler that sends an event) get their own
/// level, so the buffers of an outer dispatch are never disturbed.
@MainActor
final class TouchGroupingStack<Receiver: AnyObject> {
    /// The groups of one dispatch level: `receivers[i]` gets `sets[i]`.
    ///
    /// Slots past `receivers.count` are spare buffers. They keep the touches of an earlier dispatch, because
    /// the steady state of a gesture is the same touch going to the same receivers event after event: a slot
    /// that already holds exactly that touch is reused as it is, without hashing the touch again. ``purge()``
    /// empties them when the touch sequence ends, so that no finished touch (and the view it holds) is kept.
    final class Level {
        @exclusivity(unchecked) private(set) var receivers: [Receiver] = []
        @exclusivity(unchecked) private(set) var sets: [Set<UITouch>] = []
        /// For each slot, the touch its set holds when it holds exactly one (the reuse test is then one compare
        /// instead of hashing), or nil.
        @exclusivity(unchecked) private var singles: [ObjectIdentifier?] = []
        init() {
            receivers.reserveCapacity(8)
            sets.reserveCapacity(8)
            singles.reserveCapacity(8)
        }

        /// Adds `touch` to the group of `receiver`.
        func add(_ touch: UITouch, for receiver: Receiver) {
            for i in 0..<receivers.count where receivers[i] === receiver {
                sets[i].insert(touch)
                singles[i] = nil
                return
            }
            let index = receivers.count
            let id = ObjectIdentifier(touch)
            receivers.append(receiver)
            if sets.count <= index {
                sets.append(Set(minimumCapacity: 4))
                singles.append(nil)
            } else if singles[index] == id {
                return
            } else {
                sets[index].removeAll(keepingCapacity: true)
            }
            sets[index].insert(touch)
            singles[index] = id
        }

        /// Ends a dispatch: the groups are forgotten, their buffers kept for the next one.
        func clear() {
            receivers.removeAll(keepingCapacity: true)
        }

        /// Empties every buffer.
        func purge() {
            receivers.removeAll(keepingCapacity: true)
            for i in 0..<sets.count {
                sets[i].removeAll(keepingCapacity: true)
                singles[i] = nil
            }
        }
    }

    @exclusivity(unchecked) private var levels: [Level] = []
    @exclusivity(unchecked) private var depth = 0

    /// Runs `body` with a level of buffers reserved for it, and empties the level's buffers afterwards: the
    /// cold paths that use it (replaying held phases, cancelling) may run after the touch sequence has ended,
    /// when nothing would purge them later.
    func withLevel(_ body: (Level) -> Void) {
        let level = pushLevel()
        defer {
            popLevel()
            level.purge()
        }
        body(level)
    }

    /// Reserves the next level for a dispatch; pair it with ``popLevel()``. The hot paths use this pair rather
    /// than ``withLevel(_:)``: a closure formed on the main actor and called through a non-isolated parameter
    /// costs a run-time isolation check on every call.
    func pushLevel() -> Level {
        if levels.count <= depth { levels.append(Level()) }
        let level = levels[depth]
        depth += 1
        return level
    }

    /// Clears and releases the level reserved by the matching ``pushLevel()``.
    func popLevel() {
        depth -= 1
        levels[depth].clear()
    }

    /// Empties every level's buffers; called when a touch sequence ends (see ``Level``).
    func purge() {
        for level in levels { level.purge() }
    }
}
