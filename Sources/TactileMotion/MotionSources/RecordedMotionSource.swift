import Foundation
import Tactile

/// Plays recorded motion samples back as a live source, at their recorded times.
///
/// No Core Motion counterpart. The samples are in iOS units (as `RawMotionSample` carries them); build them
/// from the `motion` lines of a Tactile trace (`TraceFile.motionSamples` in TactileTrace), or from any recording of your own. Playback runs on the
/// application's scheduler: the first sample is posted when the first sensor starts, and each later one at its
/// recorded offset from the first. The recording's own rate is kept; the interval asked for is ignored, which is
/// what a sensor with a fixed rate does. Samples of sensors not started are skipped.
@MainActor
public final class RecordedMotionSource: MotionSource {
    /// The samples, in time order.
    public let samples: [RawMotionSample]
    /// The sensors that appear in the recording.
    public let sensors: Set<RawMotionSample.Sensor>
    /// Whether every sample has been posted.
    public var isFinished: Bool { next >= samples.count }

    private var active: Set<RawMotionSample.Sensor> = []
    private var next = 0
    private var offset: TimeInterval?
    private var timer: ScheduledAction?
    private weak var application: UIApplication?

    /// Creates a source from samples; they are sorted by time (stably).
    public init(samples: [RawMotionSample]) {
        self.samples = samples.enumerated().sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }
            .map(\.element)
        self.sensors = Set(samples.map(\.sensor))
    }

    /// Starts posting the recorded samples of `requested` (the first start begins the playback).
    public func start(_ requested: Set<RawMotionSample.Sensor>, interval: TimeInterval, into application: UIApplication) throws {
        guard requested.isSubset(of: sensors) else { throw CMError.motionActivityNotAvailable }
        active.formUnion(requested)
        self.application = application
        if offset == nil, let first = samples.first {
            offset = application.scheduler.now - first.timestamp
            post()
        }
    }

    /// Stops posting `stopped`; playback time goes on, so a sensor started again resumes at the current time.
    public func stop(_ stopped: Set<RawMotionSample.Sensor>) {
        active.subtract(stopped)
    }

    /// Posts every sample due now, then waits for the next one.
    private func post() {
        guard let application, let offset else { return }
        let now = application.scheduler.now
        while next < samples.count, samples[next].timestamp + offset <= now + 1e-9 {
            var s = samples[next]
            next += 1
            guard active.contains(s.sensor) else { continue }
            s.timestamp += offset  // on the application's clock
            application.enqueueAndProcess(.motion(s))
        }
        guard next < samples.count else { return }
        timer = application.scheduler.schedule(after: samples[next].timestamp + offset - now) { [weak self] in
            self?.post()
        }
    }
}
