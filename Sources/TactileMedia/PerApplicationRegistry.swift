import Foundation
import Tactile

/// A media center that exists once per application: `MPRemoteCommandCenter`, `MPNowPlayingInfoCenter`.
protocol PerApplicationCenter: AnyObject, Sendable {
    /// Creates the center of `application`, or an unbound one (see ``PerApplicationRegistry``).
    init(application: UIApplication?)
    /// The application the center belongs to, nil while unbound.
    var application: UIApplication? { get }
    /// Binds an unbound center to `application`. Called while the registry's lock is held: it may take the
    /// center's own lock, and nothing holding the center's lock may call into the registry (the lock order is
    /// registry, then center).
    func bind(to application: UIApplication)
}

/// The centers of each application, behind a lock, for MediaPlayer's class methods (`shared()`, `default()`)
/// that any thread may call (no MediaPlayer counterpart: iOS has one application per process).
///
/// A center asked for off the main actor before any application exists is made unbound ("pending"): the first
/// time someone asks for the shared application's center, or the pending center needs its application on the
/// main actor, it becomes that application's. Entries of applications that are gone are dropped.
final class PerApplicationRegistry<Center: PerApplicationCenter>: Sendable {
    private struct Entry {
        weak var application: UIApplication?
        let center: Center
    }

    private struct State {
        var centers: [ObjectIdentifier: Entry] = [:]
        /// The center ``sharedCenter()`` returned off the main thread before there was a shared application.
        var pending: Center?
    }

    private let state = LockedValue(State())

    /// The center of `UIApplication.shared`, from any thread; the pending center when there is no shared
    /// application yet and the caller is off the main actor.
    func sharedCenter() -> Center {
        if let application = UIApplication.sharedIfCreated { return center(for: application) }
        if MainActorContext.isCurrent { return MainActor.assumeIsolated { center(for: UIApplication.shared) } }
        return state.withLock { state in
            if let pending = state.pending { return pending }
            let center = Center(application: nil)
            state.pending = center
            return center
        }
    }

    /// The center of `application`, created on first use and the same object afterwards, from any thread. The
    /// pending center becomes the shared application's.
    func center(for application: UIApplication) -> Center {
        state.withLock { state in
            state.centers = state.centers.filter { $0.value.application != nil }
            let key = ObjectIdentifier(application)
            if let entry = state.centers[key], entry.application === application { return entry.center }
            let center: Center
            if let pending = state.pending, application === UIApplication.sharedIfCreated {
                pending.bind(to: application)
                state.pending = nil
                center = pending
            } else {
                center = Center(application: application)
            }
            state.centers[key] = Entry(application: application, center: center)
            return center
        }
    }

    /// `center`'s application, binding it to the shared application first if it is the pending center.
    @MainActor
    func resolvedApplication(of center: Center) -> UIApplication? {
        if let application = center.application { return application }
        let isPending = state.withLock { $0.pending === center }
        guard isPending else { return nil }
        return self.center(for: UIApplication.shared) === center ? center.application : nil
    }
}
