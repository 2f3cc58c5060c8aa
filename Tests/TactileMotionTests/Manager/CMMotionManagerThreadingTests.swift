import Foundation
import Testing
import TactileMotion
import TactileTesting

/// A plain helper class, not bound to the main actor, that owns a motion manager as iOS apps write it.
private final class MotionRecorder: @unchecked Sendable {
    let manager: CMMotionManager
    let queue = OperationQueue()
    private let lock = NSLock()
    private var samples: [Double] = []
    private var queues: [Bool] = []
    private var failures: [CMError] = []

    init(manager: CMMotionManager) {
        self.manager = manager
        queue.maxConcurrentOperationCount = 1
    }

    var received: [Double] { lock.withLock { samples } }

    /// Waits until the queue has run every handler operation added so far.
    func waitForHandlers() { queue.waitUntilAllOperationsAreFinished() }
    var ranOnItsQueue: [Bool] { lock.withLock { queues } }
    var errors: [CMError] { lock.withLock { failures } }

    func start() {
        manager.accelerometerUpdateInterval = 0.01
        manager.startAccelerometerUpdates(to: queue) { [weak self] data, error in
            guard let self else { return }
            if let error = error as? CMError { self.lock.withLock { self.failures.append(error) } }
            guard let data else { return }
            let onQueue = OperationQueue.current === self.queue
            self.lock.withLock {
                self.samples.append(data.acceleration.x)
                self.queues.append(onQueue)
            }
        }
    }
}

@MainActor
@Suite("CMMotionManager from any thread")
struct CMMotionManagerThreadingTests {
    @Test("started off the main actor: handlers run on the queue given; pull data is readable from any thread")
    func startOffMain() async {
        let sim = TouchSimulator()
        let recorder = MotionRecorder(manager: CMMotionManager(source: sim.motionSource, application: sim.application))
        await Task.detached { recorder.start() }.value
        // The start reaches the source on the main actor, in a block the main queue runs before this one.
        await mainQueueTurn()
        #expect(recorder.manager.isAccelerometerActive)
        #expect(sim.motionSource.runningSensors[.accelerometer] == 0.01)
        for i in 1...5 {
            sim.sendAccelerometer(x: Double(i), y: 0, z: -1)
            sim.advance(by: 0.01)
        }
        recorder.waitForHandlers()
        #expect(recorder.received == [1, 2, 3, 4, 5])
        #expect(recorder.ranOnItsQueue == Array(repeating: true, count: 5))
        let pulled = await Task.detached { recorder.manager.accelerometerData?.acceleration.x }.value
        #expect(pulled == 5)
        await Task.detached { recorder.manager.stopAccelerometerUpdates() }.value
        await mainQueueTurn()
        #expect(!recorder.manager.isAccelerometerActive)
        #expect(sim.motionSource.runningSensors.isEmpty)
    }

    @Test("created AND started off the main actor by a plain class: available at once, samples reach its queue")
    func createdAndStartedOffMain() async {
        let sim = TouchSimulator()
        let (source, application) = (sim.motionSource, sim.application)
        let unsafeSource = source
        // Before the fix, a manager made off the main actor reported no sensor and its start failed.
        let (recorder, available) = await Task.detached {
            let recorder = MotionRecorder(manager: CMMotionManager(source: unsafeSource, application: application))
            let available = recorder.manager.isAccelerometerAvailable && recorder.manager.isDeviceMotionAvailable
            recorder.start()
            return (recorder, available)
        }.value
        #expect(available)
        await mainQueueTurn()
        #expect(recorder.manager.isAccelerometerActive)
        #expect(sim.motionSource.runningSensors[.accelerometer] == 0.01)
        for i in 1...3 {
            sim.sendAccelerometer(x: Double(i), y: 0, z: -1)
            sim.advance(by: 0.01)
        }
        recorder.waitForHandlers()
        #expect(recorder.received == [1, 2, 3])
        #expect(recorder.errors.isEmpty)
        recorder.manager.stopAccelerometerUpdates()
    }

    @Test("started off the main actor with a source never asked yet: the check happens on the main actor")
    func startWithUnknownAvailability() async {
        let sim = TouchSimulator()
        let application = sim.application
        // Fresh sources: nothing has read their sensors on the main actor yet.
        let full = SimulatedMotionSource()
        let gyroOnly = SimulatedMotionSource(sensors: [.gyroscope])
        let (working, refused) = await Task.detached {
            let working = MotionRecorder(manager: CMMotionManager(source: full, application: application))
            let refused = MotionRecorder(manager: CMMotionManager(source: gyroOnly, application: application))
            working.start()
            refused.start()
            return (working, refused)
        }.value
        await mainQueueTurn()
        #expect(working.manager.isAccelerometerActive)
        #expect(full.runningSensors[.accelerometer] == 0.01)
        #expect(!refused.manager.isAccelerometerActive)
        #expect(gyroOnly.runningSensors.isEmpty)
        refused.waitForHandlers()
        #expect(refused.errors == [CMError.motionActivityNotAvailable])
        #expect(!refused.manager.isAccelerometerAvailable && refused.manager.isGyroAvailable)
        sim.sendAccelerometer(x: 7, y: 0, z: -1)
        working.waitForHandlers()
        #expect(working.received == [7])
        working.manager.stopAccelerometerUpdates()
    }

    @Test("CMMotionManager.availableAttitudeReferenceFrames() can be called from any thread")
    func framesFromAnyThread() async {
        let sim = TouchSimulator()
        sim.makeShared()
        #expect(CMMotionManager.availableAttitudeReferenceFrames().contains(.xMagneticNorthZVertical))
        #expect(nonisolatedFrames().contains(.xMagneticNorthZVertical))
        // Off the main actor the answer is the shared application's source as last asked on the main actor. Tests
        // run in parallel and another one may make its own simulator shared meanwhile (and release it, which
        // leaves no shared application): only an attempt during which ours stayed shared is judged.
        for _ in 0..<50 {
            sim.makeShared()
            #expect(CMMotionManager.availableAttitudeReferenceFrames().contains(.xMagneticNorthZVertical))
            let offMain = await Task.detached { nonisolatedFrames() }.value
            guard UIApplication.sharedIfCreated === sim.application else { continue }
            #expect(offMain.contains(.xMagneticNorthZVertical))
            return
        }
        Issue.record("another test's application replaced the shared one in each of 50 attempts")
    }

    @Test("many threads read samples and change intervals while samples arrive; every sample is seen in order")
    func concurrentReadsAndSettings() async {
        let sim = TouchSimulator()
        let manager = CMMotionManager(source: sim.motionSource, application: sim.application)
        manager.startAccelerometerUpdates()
        manager.startGyroUpdates()
        let readers = (0..<4).map { _ in
            Task.detached {
                var last = -Double.infinity
                var ordered = true
                for i in 0..<500 {
                    if let x = manager.accelerometerData?.acceleration.x {
                        if x < last { ordered = false }
                        last = x
                    }
                    _ = manager.gyroData
                    _ = manager.isAccelerometerActive
                    manager.magnetometerUpdateInterval = Double(i % 7 + 1) / 100
                    _ = manager.accelerometerUpdateInterval
                }
                return ordered
            }
        }
        for i in 0..<200 {
            sim.sendAccelerometer(x: Double(i), y: 0, z: -1)
            sim.sendGyro(x: 0, y: 0, z: Double(i))
            sim.advance(by: 0.01)
            if i.isMultiple(of: 20) { await Task.yield() }
        }
        for reader in readers { #expect(await reader.value) }
        #expect(manager.accelerometerData?.acceleration.x == 199)
        #expect(manager.gyroData?.rotationRate.z == 199)
        manager.stopAccelerometerUpdates()
        manager.stopGyroUpdates()
    }

}

/// Calls the class method from a nonisolated context (it is not bound to the main actor, as in Core Motion).
private nonisolated func nonisolatedFrames() -> CMAttitudeReferenceFrame {
    CMMotionManager.availableAttitudeReferenceFrames()
}

/// Waits for a turn of the main queue: blocks submitted to it before (the main-actor work of calls made on other
/// threads) have run when this returns.
func mainQueueTurn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}
