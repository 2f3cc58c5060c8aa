import Foundation
import Testing
import TactileMedia
import TactileMotion
import TactileTesting

/// TouchSimulator's shake, remote-command, key and motion helpers, and the shared application it installs.
@MainActor
@Suite("TouchSimulator event helpers")
struct TouchSimulatorEventHelpersTests {
    /// A simulator with a first-responder view recording into a log.
    private func scene() -> (TouchSimulator, RecordingView, EventLog) {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = RecordingView("V", frame: window.bounds, log: log)
        view.acceptsFirstResponder = true
        view.forwardsToSuper = false
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        return (sim, view, log)
    }

    // MARK: Shared application

    @Test("a new simulator's application is UIApplication.shared: UIDevice.current and the media centers need no setShared")
    func sharedApplication() {
        let first = TouchSimulator()
        #expect(UIApplication.shared === first.application)
        let second = TouchSimulator()
        #expect(UIApplication.shared === second.application)
        #expect(UIDevice.current === second.application.device)
        #expect(MPRemoteCommandCenter.shared() === MPRemoteCommandCenter.shared(for: second.application))
        #expect(MPNowPlayingInfoCenter.default() === MPNowPlayingInfoCenter.default(for: second.application))
        // makeWindow makes the first simulator's application shared again.
        _ = first.makeWindow()
        #expect(UIApplication.shared === first.application)
        #expect(MPRemoteCommandCenter.shared().application === first.application)
    }

    // MARK: Shake

    @Test("SHK-06 shake: motionBegan now, motionEnded after the duration, to the first responder")
    func shake() {
        let (sim, _, log) = scene()
        let t0 = sim.now
        sim.shake(duration: 0.4)
        #expect(log.lines == ["V.motionBegan", "V.motionEnded"])
        #expect(sim.now == t0 + 0.4)
    }

    @Test("SHK-06 cancelledShake: motionBegan then motionCancelled")
    func cancelledShake() {
        let (sim, _, log) = scene()
        sim.cancelledShake()
        #expect(log.lines == ["V.motionBegan", "V.motionCancelled"])
    }

    @Test("accelerometer samples of a real shake reach the shake detector and become motionBegan/motionEnded")
    func shakeFromSamples() {
        let (sim, _, log) = scene()
        // Hard alternating jolts along x, every 20 ms, then rest.
        for i in 0..<40 {
            sim.sendAccelerometer(x: i.isMultiple(of: 2) ? 2.5 : -2.5, y: 0, z: -1)
            sim.advance(by: 0.02)
        }
        for _ in 0..<100 {
            sim.sendAccelerometer(x: 0, y: 0, z: -1)
            sim.advance(by: 0.02)
        }
        #expect(log.lines.first == "V.motionBegan")
        #expect(log.lines.last == "V.motionEnded")
    }

    // MARK: Remote commands

    @Test("sendRemoteCommand: nothing before the app is Now Playing; then a handler takes its command")
    func remoteCommandToHandler() {
        let (sim, _, log) = scene()
        var plays = 0
        MPRemoteCommandCenter.shared().playCommand.addTarget { _ in
            plays += 1
            return .success
        }
        #expect(sim.sendRemoteCommand(.play) == .noActionableNowPlayingItem)
        #expect(plays == 0)
        MPNowPlayingInfoCenter.default().playbackState = .playing
        #expect(sim.sendRemoteCommand(.play) == .success)
        #expect(plays == 1)
        #expect(log.lines.isEmpty)
    }

    @Test("sendRemoteCommand without a handler: a remote-control UIEvent for the first responder")
    func remoteCommandToFirstResponder() {
        let (sim, _, log) = scene()
        sim.application.beginReceivingRemoteControlEvents()
        MPNowPlayingInfoCenter.default(for: sim.application).playbackState = .playing
        #expect(sim.sendRemoteCommand(.togglePlayPause) == .success)
        #expect(sim.sendRemoteControl(.remoteControlNextTrack) == .success)
        #expect(log.lines == [
            "V.remoteControlReceived[remoteControlTogglePlayPause]", "V.remoteControlReceived[remoteControlNextTrack]",
        ])
        #expect(sim.sendRemoteControl(.motionShake) == .commandFailed)
    }

    // MARK: Keys

    @Test("press(key:modifiers:): a matching key command fires; otherwise pressesBegan/Ended with the key")
    func keyCommand() {
        final class Controller: UIViewController {
            var saves = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(title: "Save", action: Selector("save:"), input: "s", modifierFlags: .command)]
            }
            override func viewDidLoad() {
                setActionHandler(for: Selector("save:")) { [unowned self] _, _ in self.saves += 1 }
            }
        }
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let controller = Controller()
        window.rootViewController = controller
        let log = EventLog()
        let leaf = KeyRecordingView("leaf", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        leaf.acceptsFirstResponder = true
        leaf.forwardsToSuper = false
        controller.view.addSubview(leaf)
        #expect(leaf.becomeFirstResponder())

        sim.press(key: "s", modifiers: .command)
        #expect(controller.saves == 1)
        #expect(log.lines.isEmpty)

        sim.press(key: "s", modifiers: .shift)
        #expect(controller.saves == 1)
        #expect(log.lines == ["leaf.pressesBegan(p1)", "leaf.pressesEnded(p1)"])
        #expect(leaf.keys.first?.characters == "S")
        #expect(leaf.keys.first?.charactersIgnoringModifiers == "s")
        #expect(leaf.keys.first?.keyCode == UIKeyboardHIDUsage(rawValue: 0x16))
        #expect(leaf.keys.first?.modifierFlags == .shift)
    }

    @Test("press(key:) names arrows as UIKeyCommand does; type(_:) types into the first responder text field")
    func arrowsAndTyping() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = KeyRecordingView("V", frame: window.bounds, log: log)
        view.acceptsFirstResponder = true
        view.forwardsToSuper = false
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        sim.press(key: "UIKeyInputUpArrow")
        #expect(view.keys.first?.keyCode == .keyboardUpArrow)

        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        sim.type("Hi 5")
        #expect(field.text == "Hi 5")
    }

    // MARK: Motion samples

    @Test("motion samples reach a CMMotionManager on the simulator's source: pull, push on its queue, and UIDevice")
    func motionSamples() {
        let sim = TouchSimulator()
        _ = sim.makeWindow()
        let manager = CMMotionManager(source: sim.motionSource, application: sim.application)
        manager.startAccelerometerUpdates()
        manager.gyroUpdateInterval = 0
        let received = Received()
        manager.startGyroUpdates(to: .main) { data, _ in received.append(data?.rotationRate.z ?? .nan) }
        #expect(sim.motionSource.runningSensors[.accelerometer] == 0.01)
        #expect(sim.motionSource.runningSensors[.gyroscope] != nil)

        sim.sendAccelerometer(x: 0, y: -1, z: 0)
        sim.sendGyro(x: 0, y: 0, z: 1.5)
        #expect(manager.accelerometerData?.acceleration.y == -1)
        #expect(manager.gyroData?.rotationRate.z == 1.5)
        #expect(received.values == [1.5])

        // The same samples drive UIDevice's orientation (upright: portrait).
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        for _ in 0..<50 {
            sim.sendAccelerometer(x: 0, y: -1, z: 0)
            sim.advance(by: 0.02)
        }
        #expect(UIDevice.current.orientation == .portrait)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()

        manager.stopAccelerometerUpdates()
        manager.stopGyroUpdates()
        #expect(sim.motionSource.runningSensors.isEmpty)
    }

    @Test("CMMotionManager() uses the simulator's application and its motion source, with no global to set")
    func defaultManager() {
        let sim = TouchSimulator()
        sim.makeShared()
        #expect(sim.application.motionSource === sim.motionSource)
        let manager = CMMotionManager()
        #expect(manager.application === sim.application)
        #expect(manager.source === sim.motionSource)
        #expect(manager.isAccelerometerAvailable)
        manager.startAccelerometerUpdates()
        sim.sendAccelerometer(x: 0.5, y: 0, z: -1)
        #expect(manager.accelerometerData?.acceleration.x == 0.5)
        manager.stopAccelerometerUpdates()
    }

    @Test("each simulator's application has its own motion source; an application's source wins over the default")
    func motionSourcePerApplication() {
        let first = TouchSimulator()
        let second = TouchSimulator()
        #expect(first.application.motionSource === first.motionSource)
        #expect(second.application.motionSource === second.motionSource)
        #expect(first.motionSource !== second.motionSource)
        first.makeShared()
        #expect(CMMotionManager().source === first.motionSource)
        second.makeShared()
        #expect(CMMotionManager().source === second.motionSource)
        // An application without a motion source falls back to CMMotionManager.defaultSource.
        second.application.motionSource = nil
        #expect(second.application.motionSource == nil)
        #expect(CMMotionManager().source === CMMotionManager.defaultSource)
    }
}

/// Values a handler appends, readable from the test.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Double] = []
    func append(_ value: Double) { lock.withLock { storage.append(value) } }
    var values: [Double] { lock.withLock { storage } }
}

/// A recording view that also keeps the `UIKey` of every press it receives.
private final class KeyRecordingView: RecordingView {
    var keys: [UIKey] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap(\.key)
        super.pressesBegan(presses, with: event)
    }
}
