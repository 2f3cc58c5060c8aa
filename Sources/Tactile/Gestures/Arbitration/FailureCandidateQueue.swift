import Foundation

/// The waiting recognizers that ``GestureEnvironment/resolveWaiting()`` has to look at again, in the order it
/// would reach them if it scanned every participant, pass after pass.
///
/// Deciding waiting recognizers used to mean scanning every participant until a scan changed nothing. A chain
/// resolves one link per scan when its links joined in the order they wait (the first waits for the second, which
/// waits for the third, …, and the last decides first), so a tap through 100 links took 100 scans of 101
/// recognizers, and 1,000 links a million visits. Only a recognizer whose requirement has changed state can have
/// become decidable, so the environment queues exactly those (the requirement's
/// ``UIGestureRecognizer/failureDependents``) and looks at nothing else: a tap through a chain of n links visits
/// each link a bounded number of times.
///
/// The order must stay what the scans gave, since it decides which recognizer acts first. A scan visited
/// participants in the order they joined; a recognizer that became decidable ahead of the scan's position was
/// decided in the same scan, one behind it in the next. The queue keeps the scan's position (`cursor`): a
/// candidate after it goes into this pass's heap, ordered by `participationOrder`; one at or before it waits for
/// the next pass.
struct FailureCandidateQueue {
    /// This pass's candidates, a binary min-heap on `order`.
    private var heap: [(order: Int, recognizer: UIGestureRecognizer)] = []
    /// The next pass's candidates.
    private var later: [UIGestureRecognizer] = []
    /// The participation order of the last recognizer visited in this pass.
    private var cursor = Int.min

    @MainActor
    mutating func insert(_ r: UIGestureRecognizer) {
        guard !r.isFailureCandidate else { return }
        r.isFailureCandidate = true
        if r.participationOrder > cursor { push(r) } else { later.append(r) }
    }

    /// The next candidate of this pass, or of the next pass when this one has none; `nil` when there are none.
    @MainActor
    mutating func next() -> UIGestureRecognizer? {
        if heap.isEmpty {
            guard !later.isEmpty else { return nil }
            cursor = Int.min
            for r in later { push(r) }
            later.removeAll(keepingCapacity: true)
        }
        let top = pop()
        cursor = top.order
        top.recognizer.isFailureCandidate = false
        return top.recognizer
    }

    /// Takes `r` out of the queue: it has left the gesture, and the queue must not keep it alive (the environment,
    /// and so the queue, lives as long as the application). Rare (a recognizer that leaves while queued, such as one
    /// withdrawn while it waited), so a linear search and a rebuilt heap are cheap enough.
    @MainActor
    mutating func remove(_ r: UIGestureRecognizer) {
        r.isFailureCandidate = false
        later.removeAll { $0 === r }
        guard let i = heap.firstIndex(where: { $0.recognizer === r }) else { return }
        let rest = heap
        heap.removeAll(keepingCapacity: true)
        for (j, entry) in rest.enumerated() where j != i { push(entry.recognizer) }
    }

    /// A scan of every participant is under way: what becomes decidable during it is for the next pass.
    mutating func deferToNextPass() { cursor = Int.max }

    /// The passes are over: the next candidate starts a new one.
    mutating func startOver() { cursor = Int.min }

    @MainActor
    private mutating func push(_ r: UIGestureRecognizer) {
        heap.append((r.participationOrder, r))
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i].order < heap[parent].order else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func pop() -> (order: Int, recognizer: UIGestureRecognizer) {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var smallest = i
                if l < heap.count, heap[l].order < heap[smallest].order { smallest = l }
                if r < heap.count, heap[r].order < heap[smallest].order { smallest = r }
                if smallest == i { break }
                heap.swapAt(i, smallest)
                i = smallest
            }
        }
        return top
    }
}
