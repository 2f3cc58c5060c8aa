/// Values delivered by callbacks on the main actor, awaited one at a time (player statuses, say).
@MainActor
final class Inbox<Value: Sendable> {
    private var buffered: [Value] = []
    private var waiter: CheckedContinuation<Value, Never>?

    func push(_ value: Value) {
        if let w = waiter {
            waiter = nil
            w.resume(returning: value)
        } else {
            buffered.append(value)
        }
    }

    func next() async -> Value {
        if !buffered.isEmpty { return buffered.removeFirst() }
        return await withCheckedContinuation { waiter = $0 }
    }

    /// The next value `match` accepts; earlier ones are dropped.
    func next(where match: (Value) -> Bool) async -> Value {
        while true {
            let v = await next()
            if match(v) { return v }
        }
    }
}
