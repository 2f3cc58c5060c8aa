import TactileDBus

/// Collects a connection's events on the main actor, so a test can await the next one that matches.
@MainActor
public final class EventCollector {
    private var buffered: [DBusConnection.Event] = []
    private var waiter: CheckedContinuation<DBusConnection.Event?, Never>?
    private var ended = false

    public init(_ connection: DBusConnection) {
        let events = connection.events
        Task { @MainActor [weak self] in
            for await event in events { self?.push(event) }
            self?.finish()
        }
    }

    private func push(_ event: DBusConnection.Event) {
        if let w = waiter {
            waiter = nil
            w.resume(returning: event)
        } else {
            buffered.append(event)
        }
    }

    private func finish() {
        ended = true
        waiter?.resume(returning: nil)
        waiter = nil
    }

    public func next() async -> DBusConnection.Event? {
        if !buffered.isEmpty { return buffered.removeFirst() }
        if ended { return nil }
        return await withCheckedContinuation { waiter = $0 }
    }

    /// The next event that `match` accepts; earlier ones are dropped. `nil` when the stream ends first.
    public func next<T>(_ match: (DBusConnection.Event) -> T?) async -> T? {
        while let event = await next() {
            if let t = match(event) { return t }
        }
        return nil
    }

    /// The next signal named `member`.
    public func signal(_ member: String) async -> DBusMessage? {
        await next { event in
            if case .message(let m) = event, m.kind == .signal, m.member == member { return m }
            return nil
        }
    }
}
