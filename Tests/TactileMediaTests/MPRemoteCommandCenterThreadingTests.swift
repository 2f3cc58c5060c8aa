import Foundation
import Testing
import TactileMedia
import TactileTesting

/// A plain helper class, not bound to the main actor, as iOS apps write it: it registers remote-command handlers
/// and publishes now-playing information from whatever thread it runs on.
private final class RemoteCommandHandler: @unchecked Sendable {
    private let lock = NSLock()
    private var plays = 0
    private var pauses = 0
    private var handlerThreadsOnMainActor: [Bool] = []

    var counts: (plays: Int, pauses: Int) { lock.withLock { (plays, pauses) } }
    var ranOnMainActor: [Bool] { lock.withLock { handlerThreadsOnMainActor } }

    /// The iOS form uses `shared()` and `default()`; tests that run it off the main actor pass their simulator's
    /// centers, since other tests may create simulators meanwhile.
    func setUp(center: MPRemoteCommandCenter = .shared(), info: MPNowPlayingInfoCenter = .default()) {
        center.playCommand.addTarget { [weak self] _ in
            self?.record { $0.plays += 1 }
            return .success
        }
        center.pauseCommand.isEnabled = true
        center.pauseCommand.addTarget(self, action: RemoteCommandHandler.handlePause)
        info.nowPlayingInfo = [MPMediaItemPropertyTitle: "Song"]
    }

    func handlePause(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
        record { $0.pauses += 1 }
        return .success
    }

    private func record(_ body: (RemoteCommandHandler) -> Void) {
        let onMain = MainActorContextProbe.isMainActor
        lock.withLock {
            body(self)
            handlerThreadsOnMainActor.append(onMain)
        }
    }
}

/// Whether code runs on the main actor, as the tests see it: inside a main-actor job (the main queue).
private enum MainActorContextProbe {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
    static var isMainActor: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}

@MainActor
@Suite("MPRemoteCommandCenter and MPNowPlayingInfoCenter from any thread")
struct RemoteCommandThreadingTests {
    @Test("a nonisolated helper class sets up handlers off the main actor; handlers run on the main actor")
    func helperClassOffMain() async {
        let sim = TouchSimulator()
        _ = MainActorContextProbe.key
        let helper = RemoteCommandHandler()
        let center = MPRemoteCommandCenter.shared(for: sim.application)
        let info = MPNowPlayingInfoCenter.default(for: sim.application)
        await Task.detached { helper.setUp(center: center, info: info) }.value
        #expect(MPNowPlayingInfoCenter.default(for: sim.application).nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Song")

        MPNowPlayingInfoCenter.default(for: sim.application).playbackState = .playing
        #expect(sim.sendRemoteCommand(.play) == .success)
        #expect(sim.sendRemoteCommand(.pause) == .success)
        #expect(helper.counts == (1, 1))
        #expect(helper.ranOnMainActor == [true, true])
    }

    @Test("typed unbound method references of a nonisolated class take the event class they declare")
    func typedMethodReference() {
        final class Player {
            var skipped: [TimeInterval] = []
            func handleSkip(_ event: MPSkipIntervalCommandEvent) -> MPRemoteCommandHandlerStatus {
                skipped.append(event.interval)
                return .success
            }
        }
        let sim = TouchSimulator()
        let player = Player()
        let center = MPRemoteCommandCenter.shared()
        center.skipForwardCommand.addTarget(player, action: Player.handleSkip)
        MPNowPlayingInfoCenter.default().playbackState = .playing
        #expect(sim.sendRemoteCommand(.skipForward(interval: 15)) == .success)
        #expect(player.skipped == [15])
        center.skipForwardCommand.removeTarget(player)
        #expect(!center.skipForwardCommand.hasTargets)
    }

    @Test("many tasks add and remove handlers, toggle commands and set now-playing info at once; the state adds up")
    func concurrentUse() async {
        let sim = TouchSimulator()
        let center = MPRemoteCommandCenter.shared(for: sim.application)
        let info = MPNowPlayingInfoCenter.default(for: sim.application)
        let observed = Counter()
        let application = sim.application
        center.addObserver { _ in observed.increment() }
        let tokens = await withTaskGroup(of: Tokens.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var kept = Tokens()
                    for i in 0..<50 {
                        let shared = MPRemoteCommandCenter.shared(for: application)
                        #expect(shared === center)
                        let token = shared.nextTrackCommand.addTarget { _ in .success }
                        if i.isMultiple(of: 2) { shared.nextTrackCommand.removeTarget(token) } else { kept.values.append(token) }
                        shared.likeCommand.isActive.toggle()
                        shared.skipForwardCommand.preferredIntervals = [NSNumber(value: task)]
                        info.nowPlayingInfo = [MPMediaItemPropertyTitle: "Track \(task)-\(i)"]
                        _ = info.nowPlayingInfo
                        _ = info.playbackState
                    }
                    return kept
                }
            }
            var all = Tokens()
            for await kept in group { all.values += kept.values }
            return all
        }
        #expect(tokens.values.count == 8 * 25)
        #expect(center.nextTrackCommand.hasTargets)
        for token in tokens.values { center.nextTrackCommand.removeTarget(token) }
        #expect(!center.nextTrackCommand.hasTargets)
        #expect((info.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String)?.hasPrefix("Track ") == true)
        // 8 × 50 × (add, toggle, intervals) + 8 × 25 removals + 200 removals: every change was reported, on the
        // main actor (the ones made off it in blocks on the main queue, which have run after one more turn).
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
        #expect(observed.value >= 8 * 50 * 3)
    }

    @Test("the helper's iOS form, shared() and default(), reaches the simulator's application")
    func helperClassWithSharedCenters() {
        let sim = TouchSimulator()
        let helper = RemoteCommandHandler()
        helper.setUp()
        MPNowPlayingInfoCenter.default().playbackState = .playing
        #expect(MPNowPlayingInfoCenter.default(for: sim.application).nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Song")
        #expect(sim.sendRemoteCommand(.play) == .success)
        #expect(helper.counts == (1, 0))
    }

    @Test("shared() and default() on another thread before any application: the next shared application adopts them")
    func sharedOffMainBeforeAnyApplication() {
        // No shared application: the last one set is gone. The body is synchronous, so no other test can make
        // one shared until it ends; the other thread below needs no main actor.
        do {
            let gone = UIApplication(scheduler: VirtualScheduler(start: 0))
            UIApplication.setShared(weakly: gone)
        }
        #expect(UIApplication.sharedIfCreated == nil)
        let found = Found()
        let done = DispatchSemaphore(value: 0)
        Thread {
            found.set(MPRemoteCommandCenter.shared(), MPNowPlayingInfoCenter.default())
            done.signal()
        }.start()
        done.wait()
        let (center, info) = found.centers
        #expect(center?.application == nil)
        #expect(info?.application == nil)

        let sim = TouchSimulator()
        #expect(MPRemoteCommandCenter.shared() === center)
        #expect(center?.application === sim.application)
        #expect(MPNowPlayingInfoCenter.default() === info)
        #expect(info?.application === sim.application)
    }

    @Test("shared() and default() on another thread, with a shared application, are its centers")
    func sharedOffMain() {
        let sim = TouchSimulator()
        let found = Found()
        let done = DispatchSemaphore(value: 0)
        Thread {
            found.set(MPRemoteCommandCenter.shared(), MPNowPlayingInfoCenter.default())
            done.signal()
        }.start()
        done.wait()
        #expect(found.centers.0 === MPRemoteCommandCenter.shared(for: sim.application))
        #expect(found.centers.1 === MPNowPlayingInfoCenter.default(for: sim.application))
    }
}

/// The centers another thread found.
private final class Found: @unchecked Sendable {
    private let lock = NSLock()
    private var center: MPRemoteCommandCenter?
    private var info: MPNowPlayingInfoCenter?
    func set(_ center: MPRemoteCommandCenter, _ info: MPNowPlayingInfoCenter) {
        lock.withLock { (self.center, self.info) = (center, info) }
    }
    var centers: (MPRemoteCommandCenter?, MPNowPlayingInfoCenter?) { lock.withLock { (center, info) } }
}

/// A counter safe to bump from observers.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// Handler tokens handed back from child tasks (the tokens are opaque `Any`, as MediaPlayer returns them).
private struct Tokens: @unchecked Sendable {
    var values: [Any] = []
}
