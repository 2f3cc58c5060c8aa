import Foundation
import Tactile

/// `{"kind":"motion","t":…,"sensor":"accelerometer|gyroscope|magnetometer","x":…,"y":…,"z":…}`: a
/// ``RawMotionSample`` in iOS units (g with gravity pointing down, rad/s, µT). The values must be finite.
struct TraceMotionLine: Codable {
    static let kind = "motion"

    var t: Double
    var sensor: RawMotionSample.Sensor
    var x: Double
    var y: Double
    var z: Double

    enum CodingKeys: String, CodingKey {
        case kind, t, sensor, x, y, z
    }

    init(_ sample: RawMotionSample) {
        t = sample.timestamp
        sensor = sample.sensor
        (x, y, z) = (sample.x, sample.y, sample.z)
    }

    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        switch fields.lenient(String.self, .sensor) {
        case "accelerometer": sensor = .accelerometer
        case "gyroscope": sensor = .gyroscope
        case "magnetometer": sensor = .magnetometer
        default: throw fields.fail(.sensor, "accelerometer, gyroscope or magnetometer")
        }
        (x, y, z) = (try fields.number(.x), try fields.number(.y), try fields.number(.z))
        guard x.isFinite, y.isFinite, z.isFinite else {
            throw TraceFieldError(field: "x/y/z", expected: "finite numbers", found: "\([x, y, z])")
        }
        t = try fields.number(.t)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(t, forKey: .t)
        try c.encode("\(sensor)", forKey: .sensor)
        try c.encode(x, forKey: .x)
        try c.encode(y, forKey: .y)
        try c.encode(z, forKey: .z)
    }

    var sample: RawMotionSample { RawMotionSample(timestamp: t, sensor: sensor, x: x, y: y, z: z) }
}
