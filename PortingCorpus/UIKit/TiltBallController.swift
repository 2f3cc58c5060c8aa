import CoreMotion
import UIKit

/// Rolls a ball around its container by tilting the device, using device motion's gravity vector.
/// A plain object owned by a view controller: call `start()` in `viewDidAppear` and `stop()` when
/// the screen goes away. Updates are delivered on the main queue, so they may touch the ball view.
@MainActor
final class TiltBallController {

    let ballView: UIView
    let containerBounds: CGRect

    /// Points per second squared for 1 g of tilt.
    var sensitivity: CGFloat = 600
    /// How much speed survives a bounce off an edge.
    var damping: CGFloat = 0.5

    private let motionManager = CMMotionManager()
    private var velocity = CGVector(dx: 0, dy: 0)
    private var lastTimestamp: TimeInterval?

    private(set) var updateCount = 0

    init(ballView: UIView, containerBounds: CGRect) {
        self.ballView = ballView
        self.containerBounds = containerBounds
    }

    var isRunning: Bool {
        return motionManager.isDeviceMotionActive
    }

    func start() {
        guard motionManager.isDeviceMotionAvailable else {
            print("Device motion is not available")
            return
        }
        motionManager.deviceMotionUpdateInterval = 1.0 / 60.0
        motionManager.startDeviceMotionUpdates(to: .main) { [weak self] motion, error in
            guard let motion = motion, error == nil else { return }
            let gravity = motion.gravity
            let timestamp = motion.timestamp
            MainActor.assumeIsolated {
                self?.update(gravity: gravity, timestamp: timestamp)
            }
        }
    }

    func stop() {
        motionManager.stopDeviceMotionUpdates()
        lastTimestamp = nil
        velocity = CGVector(dx: 0, dy: 0)
    }

    private func update(gravity: CMAcceleration, timestamp: TimeInterval) {
        defer { lastTimestamp = timestamp }
        guard let last = lastTimestamp else { return }
        let dt = CGFloat(timestamp - last)
        updateCount += 1

        // Screen y grows downwards, device y grows upwards.
        velocity.dx += CGFloat(gravity.x) * sensitivity * dt
        velocity.dy -= CGFloat(gravity.y) * sensitivity * dt

        var center = ballView.center
        center.x += velocity.dx * dt
        center.y += velocity.dy * dt

        let radius = ballView.bounds.width / 2
        if center.x < containerBounds.minX + radius || center.x > containerBounds.maxX - radius {
            velocity.dx = -velocity.dx * damping
            center.x = min(max(center.x, containerBounds.minX + radius), containerBounds.maxX - radius)
        }
        if center.y < containerBounds.minY + radius || center.y > containerBounds.maxY - radius {
            velocity.dy = -velocity.dy * damping
            center.y = min(max(center.y, containerBounds.minY + radius), containerBounds.maxY - radius)
        }
        ballView.center = center
    }
}
