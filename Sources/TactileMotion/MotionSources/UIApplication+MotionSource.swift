import Foundation
import Tactile

extension UIApplication {
    /// The motion source of this application's device, which `CMMotionManager()` uses when this application is
    /// `UIApplication.shared` (Tactile addition; on iOS the sensors are the device's hardware).
    ///
    /// `nil` until set: then `CMMotionManager()` falls back to `CMMotionManager.defaultSource`. A `TouchSimulator`
    /// sets its own ``SimulatedMotionSource`` here, so code under test that calls `CMMotionManager()` receives the
    /// samples the test sends, with no global to set and nothing shared with tests running in parallel. The
    /// application keeps the source while it lives.
    public var motionSource: (any MotionSource)? {
        get { ApplicationMotionSources.source(for: self) }
        set { ApplicationMotionSources.set(newValue, for: self) }
    }
}

/// Each application's motion source, behind a lock: `CMMotionManager()` looks it up from any thread.
enum ApplicationMotionSources {
    private struct Entry: @unchecked Sendable {
        // @unchecked Sendable: the source is only used on the main actor; other threads only carry it.
        weak var application: UIApplication?
        var source: any MotionSource
    }

    private static let entries = LockedValue<[ObjectIdentifier: Entry]>([:])

    /// The source set for `application`, from any thread.
    static func source(for application: UIApplication) -> (any MotionSource)? {
        entries.withLock { entries in
            guard let entry = entries[ObjectIdentifier(application)], entry.application === application else { return nil }
            return entry.source
        }
    }

    @MainActor
    static func set(_ source: (any MotionSource)?, for application: UIApplication) {
        if let source { MotionSourceSensors.read(source) }
        nonisolated(unsafe) let source = source
        entries.withLock { entries in
            entries = entries.filter { $0.value.application != nil }
            entries[ObjectIdentifier(application)] = source.map { Entry(application: application, source: $0) }
        }
    }
}

/// The sensors each motion source reported when last asked on the main actor, readable from any thread: what a
/// `CMMotionManager` used off the main actor answers for availability (Core Motion answers from any thread).
package enum MotionSourceSensors {
    private struct Entry {
        weak var source: AnyObject?
        var sensors: Set<RawMotionSample.Sensor>
    }

    private static let entries = LockedValue<[ObjectIdentifier: Entry]>([:])

    /// Reads `source`'s sensors on the main actor and records them for other threads.
    @MainActor
    @discardableResult
    package static func read(_ source: any MotionSource) -> Set<RawMotionSample.Sensor> {
        let sensors = source.sensors
        record(sensors, of: source)
        return sensors
    }

    /// Records `sensors` as what `source` reports (a source whose sensors change calls this).
    @MainActor
    package static func record(_ sensors: Set<RawMotionSample.Sensor>, of source: any MotionSource) {
        nonisolated(unsafe) let object: AnyObject = source
        entries.withLock { entries in
            if entries.count > 64 { entries = entries.filter { $0.value.source != nil } }
            entries[ObjectIdentifier(object)] = Entry(source: object, sensors: sensors)
        }
    }

    /// What `source` reported when last read on the main actor, or nil if it never was; from any thread.
    package static func last(_ source: any MotionSource) -> Set<RawMotionSample.Sensor>? {
        nonisolated(unsafe) let object: AnyObject = source
        return entries.withLock { entries in
            guard let entry = entries[ObjectIdentifier(object)], entry.source === object else { return nil }
            return entry.sensors
        }
    }
}
