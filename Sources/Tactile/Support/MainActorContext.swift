import Dispatch
import Foundation

/// Whether the caller runs on the main actor, for the frameworks UIKit lets any thread use
/// (`MPRemoteCommandCenter`, `MPNowPlayingInfoCenter`, `CMMotionManager`): they do main-actor work at once when
/// called there and hop to the main actor otherwise.
///
/// The main actor runs on the main dispatch queue. An executable's main thread is on it; under Swift Testing on
/// Linux, the main queue is drained by another thread, so `Thread.isMainThread` alone would say no. The queue's
/// specific value says yes wherever the queue runs.
package enum MainActorContext {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the current code runs on the main actor (the main thread, or a job of the main queue).
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    /// Runs `body` on the main actor: now when the caller is on it, else as a block on the main queue. Blocks run
    /// in the order they were submitted, before anything the main actor is asked to do afterwards (a task that
    /// awaited the caller resumes after them).
    package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }
    }
}
