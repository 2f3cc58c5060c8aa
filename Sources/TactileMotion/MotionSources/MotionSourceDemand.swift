import Foundation
import Tactile

/// What every client of one motion source wants from it, so that several clients can share a source.
///
/// No Core Motion counterpart (Core Motion shares its hardware privately; Apple asks apps to create one manager,
/// because several change the rate). Each `CMMotionManager` (and each ``DeviceMotionFeed``, through its own
/// manager) states the sensors it wants and at what interval; the source runs each sensor at the shortest
/// interval any client wants, and stops it when no client wants it. Clients that are gone without stopping
/// stop counting at the next change.
@MainActor
final class MotionSourceDemand {
    private static var demands: [ObjectIdentifier: MotionSourceDemand] = [:]

    /// The demand on `source`, created on first use.
    static func on(_ source: any MotionSource) -> MotionSourceDemand {
        let key = ObjectIdentifier(source)
        if let d = demands[key], d.source != nil { return d }
        let d = MotionSourceDemand(source: source)
        demands[key] = d
        return d
    }

    private weak var source: (any MotionSource)?
    private var clients: [ObjectIdentifier: (client: Weak, wanted: [RawMotionSample.Sensor: TimeInterval])] = [:]
    private var applied: [RawMotionSample.Sensor: TimeInterval] = [:]

    private struct Weak { weak var object: AnyObject? }

    private init(source: any MotionSource) { self.source = source }

    /// Records what `client` wants and brings the source in line: stops sensors nobody wants, starts or re-rates
    /// the others (accelerometer, magnetometer, then gyroscope). Returns false if the source refused a sensor.
    func update(_ client: AnyObject, wants wanted: [RawMotionSample.Sensor: TimeInterval], into application: UIApplication) -> Bool {
        clients[ObjectIdentifier(client)] = wanted.isEmpty ? nil : (Weak(object: client), wanted)
        clients = clients.filter { $0.value.client.object != nil }
        var total: [RawMotionSample.Sensor: TimeInterval] = [:]
        for (_, entry) in clients {
            for (sensor, interval) in entry.wanted { total[sensor] = min(total[sensor] ?? .infinity, interval) }
        }
        guard let source else { return total.isEmpty }
        let stopped = Set(applied.keys).subtracting(total.keys)
        if !stopped.isEmpty { source.stop(stopped) }
        var ok = true
        for (sensor, interval) in total.sorted(by: { $0.key.order < $1.key.order }) where applied[sensor] != interval {
            do {
                try source.start([sensor], interval: interval, into: application)
            } catch {
                ok = false
                total[sensor] = nil
            }
        }
        applied = total
        return ok
    }
}
