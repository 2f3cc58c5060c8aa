/// The application's FIFO of raw input events: as in UIKit, the application takes events from the front of its queue
/// and dispatches them in order.
///
/// A plain array with a moving head, compacted now and then, so that steady-state use allocates nothing.
struct ApplicationEventQueue {
    private var storage: [RawInputEvent] = []
    private var head = 0

    init() { storage.reserveCapacity(64) }

    var count: Int { storage.count - head }
    var isEmpty: Bool { head == storage.count }
    var first: RawInputEvent? { isEmpty ? nil : storage[head] }

    mutating func append(_ event: RawInputEvent) {
        if head > 0, head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        storage.append(event)
    }

    mutating func popFirst() -> RawInputEvent? {
        guard !isEmpty else { return nil }
        let e = storage[head]
        head += 1
        return e
    }
}
