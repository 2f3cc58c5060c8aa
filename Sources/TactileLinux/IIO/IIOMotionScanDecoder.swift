import Foundation
import Tactile

/// Turns buffered IIO scans (kernel `Documentation/ABI/testing/sysfs-bus-iio`, read from `/dev/iio:deviceN`) into
/// `RawMotionSample`s in iOS's units, signs and axes.
///
/// No Core Motion counterpart. For each motion sensor whose three axes are in the ``layout``, a scan gives one
/// sample: each axis decoded by its ``IIOScanType``, then calibrated and converted by ``IIOMotionChannels``. The
/// `in_timestamp` element, when enabled, stamps the samples (nanoseconds on the device's clock, brought onto
/// `CLOCK_MONOTONIC` by ``timestamps``); without it, samples carry the time the scan was read.
///
/// Pure and `Sendable`: ``IIOBufferReader`` runs it on its thread, and tests feed it bytes directly.
public struct IIOMotionScanDecoder: Sendable {
    /// Where one sensor's axes are in the scan.
    private struct Plan: Sendable {
        var channels: IIOMotionChannels
        var x: IIOScanLayout.Element
        var y: IIOScanLayout.Element
        var z: IIOScanLayout.Element
    }

    /// The channel name of the timestamp element.
    public static let timestampChannel = "in_timestamp"

    /// The layout of the scans.
    public let layout: IIOScanLayout
    /// How timestamps are converted.
    public let timestamps: IIOTimestampConverter
    /// The sensors a scan yields samples for, in the order they are produced.
    public let sensors: [RawMotionSample.Sensor]
    private let plans: [Plan]
    private let timestampElement: IIOScanLayout.Element?

    /// A decoder for scans of `layout`, yielding samples for each of `channels` whose three axes the layout holds.
    public init(
        layout: IIOScanLayout, channels: [IIOMotionChannels], timestamps: IIOTimestampConverter = .monotonic
    ) {
        self.layout = layout
        self.timestamps = timestamps
        var plans: [Plan] = []
        for channel in channels {
            if let x = layout.element(channel.channel(0)), let y = layout.element(channel.channel(1)),
                let z = layout.element(channel.channel(2)) {
                plans.append(Plan(channels: channel, x: x, y: y, z: z))
            }
        }
        self.plans = plans
        self.sensors = plans.map(\.channels.sensor)
        self.timestampElement = layout.element(Self.timestampChannel)
    }

    /// Whether scans carry a timestamp.
    public var hasTimestamps: Bool { timestampElement != nil }

    /// The timestamp of `scan` in seconds on `CLOCK_MONOTONIC`, or `nil` when scans carry none.
    public func timestamp(of scan: UnsafeRawBufferPointer) -> TimeInterval? {
        guard let element = timestampElement else { return nil }
        return timestamps.seconds(fromNanoseconds: element.type.integer(in: scan, at: element.offset))
    }

    /// Appends the samples of one scan (``IIOScanLayout/scanSize`` bytes) to `samples`. `arrival` stamps them when
    /// scans carry no timestamp.
    public func decode(_ scan: UnsafeRawBufferPointer, arrival: TimeInterval, into samples: inout [RawMotionSample]) {
        let time = timestamp(of: scan) ?? arrival
        for plan in plans {
            samples.append(
                plan.channels.sample(
                    rawX: plan.x.type.value(in: scan, at: plan.x.offset),
                    rawY: plan.y.type.value(in: scan, at: plan.y.offset),
                    rawZ: plan.z.type.value(in: scan, at: plan.z.offset), timestamp: time))
        }
    }

    /// The samples of one scan.
    public func samples(in scan: [UInt8], arrival: TimeInterval = 0) -> [RawMotionSample] {
        var samples: [RawMotionSample] = []
        scan.withUnsafeBytes { decode($0, arrival: arrival, into: &samples) }
        return samples
    }
}
