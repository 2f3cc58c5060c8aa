import Foundation

/// Reusable buffers that group the touches of one dispatch by receiver (a view, or a recognizer), so that
/// steady-state delivery allocates nothing. Nested dispatches (a handler that sends an event) get their own
/// level, so the buffers of an outer dispatch are never disturbed.
@MainActor
final class TouchGroupingStack<Receiver: AnyObject> {
    /// The groups of one dispatch level: `receiver(at: i)` gets `sets[i]`, for `i` below ``count``.
    ///
    /// Slots past ``count`` are spare buffers. They keep the receivers and touches of an earlier dispatch, because
    /// the steady state of a gesture is the same touch going to the same receivers event after event: a slot
    /// that already holds exactly that receiver and that touch is reused as it is, without storing the receiver
    /// again or hashing the touch again. ``purge()`` empties them when the touch sequence ends, so that no
    /// finished touch, view or recognizer is kept.
    ///
    /// Why a count rather than emptying the receivers array after each dispatch: `removeAll(keepingCapacity:)` and
    /// the appends after it cost about 520 instructions of a 13,500-instruction move (1,000 views, depth 20,
    /// 5 recognizers; callgrind), most of it releasing and retaining views and recognizers, which carry side
    /// tables (something holds them weakly) and so take the slow path of reference counting.
    final class Level {
        /// How many slots the current dispatch uses.
        @exclusivity(unchecked) private(set) var count = 0
        @exclusivity(unchecked) private var receivers: [Receiver] = []
        @exclusivity(unchecked) private(set) var sets: [Set<UITouch>] = []
        /// For each slot, the touch its set holds when it holds exactly one (the reuse test is then one compare
        /// instead of hashing), or nil.
        @exclusivity(unchecked) private var singles: [ObjectIdentifier?] = []
        /// Above this many receivers a dispatch finds a receiver's slot through `slots` rather than by comparing
        /// it with every receiver so far. The linear search is the cheaper one for the few recognizers a touch
        /// usually has (the touch-move budget is measured with 5), but one touch going to n recognizers made it
        /// n²/2 comparisons: about 500,000 for a tap through 1,000 linked recognizers (callgrind).
        static var indexThreshold: Int { 16 }
        /// The slot of each receiver of the current dispatch, filled only once it has more than
        /// ``indexThreshold`` receivers. Emptied, not freed, after the dispatch: the next large one reuses its
        /// storage and allocates nothing.
        @exclusivity(unchecked) private var slots: [ObjectIdentifier: Int] = [:]
        @exclusivity(unchecked) private var isIndexed = false
        init() {
            receivers.reserveCapacity(8)
            sets.reserveCapacity(8)
            singles.reserveCapacity(8)
        }

        /// The receiver of slot `i` (below ``count``).
        func receiver(at i: Int) -> Receiver { receivers[i] }

        /// Adds `touch` to the group of `receiver`.
        func add(_ touch: UITouch, for receiver: Receiver) {
            if isIndexed {
                if let i = slots[ObjectIdentifier(receiver)] {
                    sets[i].insert(touch)
                    singles[i] = nil
                    return
                }
            } else {
                for i in 0..<count where receivers[i] === receiver {
                    sets[i].insert(touch)
                    singles[i] = nil
                    return
                }
            }
            let index = count
            let id = ObjectIdentifier(touch)
            count += 1
            if isIndexed {
                slots[ObjectIdentifier(receiver)] = index
            } else if count > Self.indexThreshold {
                for i in 0..<index { slots[ObjectIdentifier(receivers[i])] = i }
                slots[ObjectIdentifier(receiver)] = index
                isIndexed = true
            }
            if receivers.count <= index {
                receivers.append(receiver)
                if sets.count <= index {
                    sets.append(Set(minimumCapacity: 4))
                    singles.append(nil)
                } else {
                    sets[index].removeAll(keepingCapacity: true)
                }
            } else if receivers[index] === receiver {
                if singles[index] == id { return }
                sets[index].removeAll(keepingCapacity: true)
            } else {
                receivers[index] = receiver
                sets[index].removeAll(keepingCapacity: true)
            }
            sets[index].insert(touch)
            singles[index] = id
        }

        /// Ends a dispatch: the groups are forgotten, their buffers (and receivers) kept for the next one.
        func clear() {
            count = 0
            forgetSlots()
        }

        private func forgetSlots() {
            guard isIndexed else { return }
            slots.removeAll(keepingCapacity: true)
            isIndexed = false
        }

        /// Empties every buffer.
        func purge() {
            count = 0
            forgetSlots()
            receivers.removeAllKeepingCapacity()
            for i in 0..<sets.count {
                sets[i].removeAll(keepingCapacity: true)
                singles[i] = nil
            }
        }
    }

    @exclusivity(unchecked) private var levels: [Level] = []
    @exclusivity(unchecked) private var depth = 0
    /// Set when ``purge()`` is asked for while a dispatch holds a level: those levels are purged once released.
    @exclusivity(unchecked) private var purgesWhenReleased = false

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
        if depth == 0, purgesWhenReleased {
            purgesWhenReleased = false
            purge()
        }
    }

    /// Empties every level's buffers; called when a touch sequence ends (see ``Level``).
    ///
    /// A sequence can end while a dispatch is walking a level: a handler (a delegate asked while a new touch's
    /// recognizers are chosen, which sends the event again) cancels every touch from inside it. The levels in
    /// use are then purged when the outermost one is released, not under the walk's feet (found by the property
    /// storms: the walk read past the emptied receivers and trapped).
    func purge() {
        if depth > 0 {
            for level in levels[depth...] { level.purge() }
            purgesWhenReleased = true
            return
        }
        for level in levels { level.purge() }
    }
}
