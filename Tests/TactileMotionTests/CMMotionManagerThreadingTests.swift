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

    init(manager: CMMotionManager) {
        self.manager = manager
        queue.maxConcurrentOperationCount = 1
    }

    var received: [Double] { lock.withLock { samples } }

    /// Waits until the queue has run every handler operation added so far.
    func waitForHandlers() { queue.waitUntilAllOperationsAreFinished() }
    var ranOnItsQueue: [Bool] { lock.withLock { queues } }

    func start() {
        manager.accelerometerUpdateInterval = 0.01
        manager.startAccelerometerUpdates(to: queue) { [weak self] data, _ in
            guard let self, let data else { return }
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

/// Waits for a turn of the main queue: blocks submitted to it before (the main-actor work of calls made on other
/// threads) have run when this returns.
func mainQueueTurn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}
