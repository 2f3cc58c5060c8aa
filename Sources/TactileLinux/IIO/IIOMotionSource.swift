import Foundation
import Logging
import Tactile
import TactileMotion

/// A `MotionSource` backed by Linux IIO sensors (kernel `Documentation/ABI/testing/sysfs-bus-iio`): the
/// accelerometer, gyroscope and magnetometer of the devices under `/sys/bus/iio/devices`.
///
/// No Core Motion counterpart: this plays the part of the iPhone's sensor hub behind `CMMotionManager`. Each reading
/// is posted to the application as a `.motion` `RawMotionSample` in iOS's units and signs (acceleration in g with
/// gravity pointing down, rotation rate in rad/s, magnetic field in µT; see ``IIOMotionChannels``), on the device's
/// axes after the mount matrix.
///
/// Two modes:
/// - ``Mode-swift.enum/polled`` reads the `_raw` attributes on the application's scheduler, so it runs on virtual
///   time in tests. Samples are stamped with the scheduler's `now`. Only reading sysfs is needed, which most systems
///   allow any user. The rate is clamped to 10…100 Hz: iio-sensor-proxy never samples below 10 Hz
///   (`IIO_MIN_SAMPLING_FREQUENCY`), and polling sysfs faster costs a system call per axis per sample on the main
///   actor (and, for I²C sensors, a bus transfer each), which is what buffered mode is for.
/// - ``Mode-swift.enum/buffered`` enables the sensors' scan elements and the timestamp (turning the device's other
///   scan elements off), sets `sampling_frequency` (the smallest rate at or above the one asked for, at least 10 Hz,
///   among `sampling_frequency_available`), sets a trigger when none is set and the device has its own
///   (`<name>-dev<N>`), enables the buffer, and reads scans from `/dev/iio:deviceN` on a thread of its own
///   (``IIOBufferReader``, as Core Motion does); samples are posted on the main actor. Scans are stamped by their `in_timestamp`
///   channel, brought onto the scheduler's clock (`CLOCK_MONOTONIC`, as `MainQueueScheduler.now`): the source sets
///   `current_timestamp_clock` to `monotonic` when it can, and otherwise measures the offset to the device's clock
///   when the buffer starts. Without a timestamp channel, samples carry the monotonic time they were read. Writing
///   sysfs attributes needs root or a udev rule (the error says how). Sensors of one device share a buffer:
///   starting or stopping one reconfigures the buffer (if that fails, the device's sensors stop), and they all run
///   at the fastest rate asked of them when the device has one shared `sampling_frequency`.
///
/// ```swift
/// let source = try IIOMotionSource(mode: .buffered)
/// // As Core Motion advises: the largest interval the app can live with saves power.
/// try source.start([.accelerometer, .gyroscope], interval: 1.0 / 60, into: application)
/// …
/// source.stop([.accelerometer, .gyroscope])   // as soon as possible, so the sensors can power down
/// ```
///
/// ``start(_:interval:into:)`` throws when a sensor is absent (and starts nothing then) or cannot be read or set up.
/// Failures while running (a device unplugged, the end of a pipe standing in for a device) stop the sensors
/// concerned and are reported through ``errorHandler`` and ``lastError``.
///
/// **Logging.** Set ``logger`` to have the source report to a swift-log back end (without one nothing is logged):
/// at `info`, the sensors started (with the mode and interval) and stopped; at `error`, each failure that stopped
/// sensors while they ran (as ``errorHandler`` sees it); at `debug`, how a device's buffer was set up (its
/// sampling frequency and timestamp clock). Buffered readers log to the same logger (see ``IIOBufferReader``).
/// Nothing is logged per sample.
@MainActor
public final class IIOMotionSource: MotionSource {
    /// How readings are obtained (no Core Motion counterpart).
    public enum Mode: Sendable, Equatable {
        /// Read the `_raw` attributes at the requested interval, on the application's scheduler.
        case polled
        /// Read scans from the device's buffer (`/dev/iio:deviceN`) on a background thread.
        case buffered
    }

    /// The lowest rate, in Hz, in either mode (iio-sensor-proxy's `IIO_MIN_SAMPLING_FREQUENCY`).
    public static let minimumFrequency = 10.0
    /// The highest polling rate, in Hz (polled mode only).
    public static let maximumPollingFrequency = 100.0

    /// The devices the sensors come from. For each sensor the first device that offers it in ``mode`` is used.
    public let devices: [IIODevice]
    /// Polled or buffered.
    public let mode: Mode
    /// Mount matrices that replace the devices' own (udev's `ACCEL_MOUNT_MATRIX`, or a fix for a quirky driver).
    public let mountMatrixOverrides: [RawMotionSample.Sensor: IIOMountMatrix]
    /// Whether buffered mode writes `monotonic` to `current_timestamp_clock` (it changes the clock for every reader
    /// of the device). When it does not, or cannot, timestamps are converted with a measured offset.
    public let setsMonotonicTimestampClock: Bool
    /// The most bytes per `read(2)` in buffered mode (default 64 scans); see ``IIOBufferReader``.
    public let readSize: Int?
    /// Called on the main actor with each error that stops sensors while they run.
    public var errorHandler: (@MainActor (IIOError) -> Void)?
    /// The last error that stopped sensors while they ran.
    public private(set) var lastError: IIOError?
    /// Where the source and its buffered readers report what happens (see "Logging" above); `nil` logs nothing.
    /// Readers started before a change keep the logger they had.
    public var logger: Logger?

    private struct PolledRun {
        var channels: IIOMotionChannels
        var interval: TimeInterval
        var token: Int
        var timer: ScheduledAction?
    }

    /// One device's running buffer. Only the main actor touches it. ``close()`` stops the reader and disables the
    /// buffer; a session dropped without closing (the source itself released) does the same in `deinit`.
    private final class BufferSession {
        let device: IIODevice
        let sensors: Set<RawMotionSample.Sensor>
        let requested: [RawMotionSample.Sensor: TimeInterval]
        let effective: [RawMotionSample.Sensor: TimeInterval]
        let application: UIApplication
        let reader: IIOBufferReader
        let generation: Int
        var task: Task<Void, Never>?
        private var isClosed = false

        init(
            device: IIODevice, sensors: Set<RawMotionSample.Sensor>, requested: [RawMotionSample.Sensor: TimeInterval],
            effective: [RawMotionSample.Sensor: TimeInterval], application: UIApplication, reader: IIOBufferReader,
            generation: Int
        ) {
            self.device = device
            self.sensors = sensors
            self.requested = requested
            self.effective = effective
            self.application = application
            self.reader = reader
            self.generation = generation
        }

        /// Ends the reader thread (waiting for it to close the device, so it can be opened again) and disables the
        /// buffer.
        func close() {
            guard !isClosed else { return }
            isClosed = true
            reader.stopAndWait()
            try? Sysfs.write("0", to: device.attributePath("buffer/enable"))
        }

        deinit {
            guard !isClosed else { return }
            reader.stop()
            try? Sysfs.write("0", to: device.attributePath("buffer/enable"))
        }
    }

    private var polled: [RawMotionSample.Sensor: PolledRun] = [:]
    private var sessions: [String: BufferSession] = [:]  // by device path
    private var counter = 0

    /// A source over `devices`.
    ///
    /// - Parameters:
    ///   - devices: the IIO devices whose accelerometer, gyroscope and magnetometer channels the source reads.
    ///   - mode: polled (default) or buffered.
    ///   - mountMatrixOverrides: matrices to use instead of the devices' own, by sensor.
    ///   - setsMonotonicTimestampClock: whether buffered mode sets `current_timestamp_clock` to `monotonic`.
    ///   - readSize: the most bytes per `read(2)` in buffered mode.
    ///   - logger: where to report what happens (``logger``); `nil`, the default, logs nothing.
    public init(
        devices: [IIODevice], mode: Mode = .polled,
        mountMatrixOverrides: [RawMotionSample.Sensor: IIOMountMatrix] = [:], setsMonotonicTimestampClock: Bool = true,
        readSize: Int? = nil, logger: Logger? = nil
    ) {
        self.logger = logger
        self.devices = devices
        self.mode = mode
        self.mountMatrixOverrides = mountMatrixOverrides
        self.setsMonotonicTimestampClock = setsMonotonicTimestampClock
        self.readSize = readSize
    }

    /// A source over the devices found under `sysfsRoot`, logging to `logger` (``logger``; `nil` logs nothing).
    ///
    /// - Throws: ``IIOError`` when the devices cannot be read (``IIODevice/discover(sysfsRoot:)``).
    public convenience init(
        sysfsRoot: String = IIODevice.defaultSysfsRoot, mode: Mode = .polled,
        mountMatrixOverrides: [RawMotionSample.Sensor: IIOMountMatrix] = [:], logger: Logger? = nil
    ) throws(IIOError) {
        self.init(
            devices: try IIODevice.discover(sysfsRoot: sysfsRoot), mode: mode, mountMatrixOverrides: mountMatrixOverrides,
            logger: logger)
    }

    // MARK: Availability

    /// The sensors some device offers in ``mode`` (what `CMMotionManager`'s `isAccelerometerAvailable` and
    /// `isGyroAvailable` report).
    public var sensors: Set<RawMotionSample.Sensor> {
        Set(devices.flatMap { mode == .polled ? $0.polledSensors : $0.bufferedSensors })
    }

    /// The device `sensor` is read from, if any offers it in ``mode``.
    public func device(for sensor: RawMotionSample.Sensor) -> IIODevice? {
        devices.first { (mode == .polled ? $0.polledSensors : $0.bufferedSensors).contains(sensor) }
    }

    /// The channels `sensor` is read from, with its mount matrix override applied.
    public func channels(for sensor: RawMotionSample.Sensor) -> IIOMotionChannels? {
        guard var channels = device(for: sensor)?.channels(for: sensor) else { return nil }
        if let matrix = mountMatrixOverrides[sensor] {
            channels.mountMatrix = matrix
            channels.mountMatrixAttribute = nil
        }
        return channels
    }

    /// The sensors running now.
    public var runningSensors: Set<RawMotionSample.Sensor> {
        Set(polled.keys).union(sessions.values.flatMap(\.sensors))
    }

    /// The interval `sensor` actually runs at, in seconds (after clamping and the driver's available rates), or
    /// `nil` when it is not running. In buffered mode without a `sampling_frequency` attribute, the interval asked
    /// for.
    public func interval(of sensor: RawMotionSample.Sensor) -> TimeInterval? {
        if let run = polled[sensor] { return run.interval }
        return sessions.values.first { $0.sensors.contains(sensor) }?.effective[sensor]
    }

    /// The polling interval used for a requested `interval`: clamped to 1/100…1/10 s (see the type's discussion).
    public static func pollingInterval(for interval: TimeInterval) -> TimeInterval {
        guard !interval.isNaN else { return 1 / minimumFrequency }
        return min(max(interval, 1 / maximumPollingFrequency), 1 / minimumFrequency)
    }

    /// The sampling frequency asked of a driver for a requested `interval`: `1 / interval`, at least 10 Hz (100 Hz
    /// for an interval of zero or less).
    public static func samplingFrequency(for interval: TimeInterval) -> Double {
        let rate = interval > 0 && interval.isFinite ? 1 / interval : (interval.isNaN ? minimumFrequency : 100)
        return max(minimumFrequency, rate)
    }

    // MARK: MotionSource

    /// Starts posting samples of `sensors` to `application`, at `interval` seconds (clamped; see the type's
    /// discussion). Starting a running sensor changes its interval.
    ///
    /// - Throws: ``IIOError/sensorUnavailable(_:)`` when no device offers a sensor (nothing is started then), or the
    ///   ``IIOError`` of the first attribute or device that cannot be read, written or opened.
    public func start(
        _ sensors: Set<RawMotionSample.Sensor>, interval: TimeInterval, into application: UIApplication
    ) throws {
        try startSensors(sensors, interval: interval, into: application)
    }

    /// ``start(_:interval:into:)`` with a typed error.
    public func startSensors(
        _ sensors: Set<RawMotionSample.Sensor>, interval: TimeInterval, into application: UIApplication
    ) throws(IIOError) {
        for sensor in Self.ordered(sensors) where device(for: sensor) == nil {
            logger?.error("No IIO device offers the sensor", metadata: ["iio.sensor": "\(sensor)"])
            throw .sensorUnavailable(sensor)
        }
        do throws(IIOError) {
            try startAvailableSensors(sensors, interval: interval, into: application)
        } catch {
            logger?.error("Cannot start the motion sensors", metadata: ["iio.error": "\(error)"])
            throw error
        }
        logger?.info(
            "Started motion sensors",
            metadata: [
                "iio.sensors": "\(Self.names(sensors))", "iio.mode": "\(mode)",
                "iio.interval": "\(interval)",
            ])
    }

    private func startAvailableSensors(
        _ sensors: Set<RawMotionSample.Sensor>, interval: TimeInterval, into application: UIApplication
    ) throws(IIOError) {
        switch mode {
        case .polled:
            let effective = Self.pollingInterval(for: interval)
            var runs: [(RawMotionSample.Sensor, IIOMotionChannels)] = []
            for sensor in Self.ordered(sensors) {
                guard let channels = channels(for: sensor) else { throw .sensorUnavailable(sensor) }
                _ = try channels.read(timestamp: 0)  // permissions and parsing fail here, not on the first tick
                runs.append((sensor, channels))
            }
            for (sensor, channels) in runs {
                polled[sensor]?.timer?.cancel()
                counter += 1
                polled[sensor] = PolledRun(channels: channels, interval: effective, token: counter)
                schedulePoll(sensor, application)
            }
        case .buffered:
            var byDevice: [String: (IIODevice, Set<RawMotionSample.Sensor>)] = [:]
            for sensor in sensors {
                guard let device = device(for: sensor) else { throw .sensorUnavailable(sensor) }
                byDevice[device.path, default: (device, [])].1.insert(sensor)
            }
            for path in byDevice.keys.sorted() {
                guard let (device, added) = byDevice[path] else { continue }
                let old = sessions[path]
                var requested = old?.requested ?? [:]
                for sensor in added { requested[sensor] = interval }
                try restartBuffer(device, requested: requested, application: application)
            }
        }
    }

    /// Stops posting samples of `sensors`; in buffered mode the buffer is disabled (or reconfigured for the sensors
    /// of the device still running) and the reader thread ends. Stopping a sensor that is not running does nothing.
    public func stop(_ sensors: Set<RawMotionSample.Sensor>) {
        let running = runningSensors.intersection(sensors)
        if !running.isEmpty {
            logger?.info("Stopping motion sensors", metadata: ["iio.sensors": "\(Self.names(running))"])
        }
        for sensor in sensors {
            polled[sensor]?.timer?.cancel()
            polled[sensor] = nil
        }
        for path in sessions.keys.sorted() {
            guard let session = sessions[path], !session.sensors.isDisjoint(with: sensors) else { continue }
            let requested = session.requested.filter { !sensors.contains($0.key) }
            do {
                try restartBuffer(session.device, requested: requested, application: session.application)
            } catch {
                report(error)
            }
        }
    }

    /// Waits until every buffered reader running now has ended: at the end of a pipe or file standing in for the
    /// device, after an error, or after ``stop(_:)``. For tests and tools that replay scans; a live device never ends.
    public func waitForBufferedReaders() async {
        for task in sessions.values.compactMap(\.task) {
            await task.value
        }
    }

    // MARK: Polling

    private func schedulePoll(_ sensor: RawMotionSample.Sensor, _ application: UIApplication) {
        guard let run = polled[sensor] else { return }
        let token = run.token
        polled[sensor]?.timer = application.scheduler.schedule(after: run.interval) { [weak self, weak application] in
            guard let self, let application, let run = self.polled[sensor], run.token == token else { return }
            let sample: RawMotionSample
            do throws(IIOError) {
                sample = try run.channels.read(timestamp: application.scheduler.now)
            } catch {
                if self.polled[sensor]?.token == token { self.polled[sensor] = nil }
                self.report(error)
                return
            }
            application.enqueueAndProcess(.motion(sample))
            // An observer may have stopped or restarted the sensor while the sample was processed.
            if self.polled[sensor]?.token == token { self.schedulePoll(sensor, application) }
        }
    }

    // MARK: Buffering

    /// Tears down the device's buffer session, if any, and sets up a new one for the sensors in `requested`.
    private func restartBuffer(
        _ device: IIODevice, requested: [RawMotionSample.Sensor: TimeInterval], application: UIApplication
    ) throws(IIOError) {
        sessions.removeValue(forKey: device.path)?.close()
        guard !requested.isEmpty else { return }
        counter += 1
        let session = try setUpBuffer(device, requested: requested, application: application, generation: counter)
        sessions[device.path] = session
        // The task holds the stream, not the reader, so that releasing the source releases the reader and ends
        // its thread.
        let samples = session.reader.samples, readerPath = session.reader.path
        let path = device.path, generation = session.generation
        session.task = Task { @MainActor [weak self, weak application] in
            var failure: IIOError?
            do {
                for try await sample in samples {
                    guard let application, self?.sessions[path]?.generation == generation else { continue }
                    application.enqueueAndProcess(.motion(sample))
                }
            } catch let error as IIOError {
                failure = error
            } catch {
                failure = .readBuffer(path: readerPath, code: Errno.einval)
            }
            self?.bufferEnded(path: path, generation: generation, failure: failure)
        }
    }

    private func bufferEnded(path: String, generation: Int, failure: IIOError?) {
        guard let session = sessions[path], session.generation == generation else { return }
        sessions[path] = nil
        session.close()
        if let failure { report(failure) }
    }

    private func setUpBuffer(
        _ device: IIODevice, requested: [RawMotionSample.Sensor: TimeInterval], application: UIApplication,
        generation: Int
    ) throws(IIOError) -> BufferSession {
        let enable = device.attributePath("buffer/enable")
        try Sysfs.write("0", to: enable)  // scan elements and the clock cannot change while it is on
        do throws(IIOError) {
            let sensors = Self.ordered(Set(requested.keys))
            var channels: [IIOMotionChannels] = []
            for sensor in sensors {
                guard let found = self.channels(for: sensor) else { throw IIOError.sensorUnavailable(sensor) }
                channels.append(found)
            }
            let timestamps = try timestampConverter(device)
            let layout = try enableScanElements(device, channels)
            let effective = try setSamplingFrequencies(device, channels, requested)
            let length = device.attributePath("buffer/length")
            if Sysfs.exists(length) { try? Sysfs.write("128", to: length) }  // as iio-sensor-proxy; optional
            setTriggerIfNeeded(device)
            try Sysfs.write("1", to: enable)
            logger?.debug(
                "Enabled the IIO buffer",
                metadata: [
                    "iio.device": "\(device.path)", "iio.timestamps": "\(timestamps)",
                    "iio.intervals": "\(Self.ordered(Set(effective.keys)).map { "\($0) \(effective[$0] ?? 0) s" }.joined(separator: ", "))",
                ])
            let decoder = IIOMotionScanDecoder(layout: layout, channels: channels, timestamps: timestamps)
            let reader = try IIOBufferReader(
                path: device.characterDevicePath, decoder: decoder, readSize: readSize, logger: logger)
            return BufferSession(
                device: device, sensors: Set(sensors), requested: requested, effective: effective,
                application: application, reader: reader, generation: generation)
        } catch {
            try? Sysfs.write("0", to: enable)
            throw error
        }
    }

    /// Sets the device's timestamp clock to `monotonic` when allowed and possible, and returns the conversion for
    /// the clock in force. Kernels without `current_timestamp_clock` (before 4.10) stamp with `realtime`.
    private func timestampConverter(_ device: IIODevice) throws(IIOError) -> IIOTimestampConverter {
        let path = device.attributePath("current_timestamp_clock")
        guard let text = try Sysfs.readIfPresent(path) else { return .measuring(.realtime) }
        var clock = IIOTimestampClock(rawValue: text)
        if setsMonotonicTimestampClock, clock != .monotonic {
            if (try? Sysfs.write(IIOTimestampClock.monotonic.rawValue, to: path)) != nil {
                let now = try Sysfs.read(path)
                clock = IIOTimestampClock(rawValue: now)
                if clock == nil {
                    throw .malformedAttribute(
                        path: path, expected: "one of " + IIOTimestampClock.allCases.map(\.rawValue).joined(separator: ", "),
                        found: now)
                }
            }
        }
        guard let clock else {
            throw .malformedAttribute(
                path: path, expected: "one of " + IIOTimestampClock.allCases.map(\.rawValue).joined(separator: ", "),
                found: text)
        }
        return .measuring(clock)
    }

    /// Turns on the axes of `channels` and the timestamp, turns off every other element, and returns the layout of
    /// the scans as the driver now reports it.
    private func enableScanElements(_ device: IIODevice, _ channels: [IIOMotionChannels]) throws(IIOError)
        -> IIOScanLayout
    {
        let wanted = Set(channels.flatMap { c in (0..<3).map { c.channel($0) } })
        let directory = device.attributePath("scan_elements")
        for element in try device.readScanElements() {
            let on = wanted.contains(element.channel) || element.channel == IIOMotionScanDecoder.timestampChannel
            if on != element.isEnabled {
                try Sysfs.write(on ? "1" : "0", to: "\(directory)/\(element.channel)_en")
            }
        }
        let elements = try device.readScanElements()
        for channel in wanted.sorted() where elements.first(where: { $0.channel == channel })?.isEnabled != true {
            throw .channelNotEnabled(path: "\(directory)/\(channel)_en")
        }
        let layout = IIOScanLayout(elements)
        guard layout.scanSize > 0 else { throw .emptyScan(path: directory) }
        return layout
    }

    /// Writes each sampling-frequency attribute the sensors use (the fastest rate asked of the sensors sharing it,
    /// rounded up to an available one); returns the resulting interval of each sensor.
    private func setSamplingFrequencies(
        _ device: IIODevice, _ channels: [IIOMotionChannels], _ requested: [RawMotionSample.Sensor: TimeInterval]
    ) throws(IIOError) -> [RawMotionSample.Sensor: TimeInterval] {
        var effective: [RawMotionSample.Sensor: TimeInterval] = [:]
        var byAttribute: [String: [IIOMotionChannels]] = [:]
        for channel in channels {
            if let attribute = channel.samplingFrequencyAttribute {
                byAttribute[attribute, default: []].append(channel)
            } else {
                effective[channel.sensor] = requested[channel.sensor].map { 1 / Self.samplingFrequency(for: $0) }
            }
        }
        for attribute in byAttribute.keys.sorted() {
            guard let group = byAttribute[attribute] else { continue }
            let wanted = group.map { Self.samplingFrequency(for: requested[$0.sensor] ?? 0.1) }.max() ?? Self.minimumFrequency
            let chosen = group.first?.availableSamplingFrequencies?.smallest(atLeast: wanted) ?? wanted
            try Sysfs.write(Self.decimal(chosen), to: device.attributePath(attribute))
            for channel in group where chosen > 0 { effective[channel.sensor] = 1 / chosen }
        }
        return effective
    }

    /// Triggered buffers need a trigger: when `trigger/current_trigger` is empty, use the device's own
    /// (`<name>-dev<N>`), as iio-sensor-proxy does. Failures are left to `buffer/enable` to report.
    private func setTriggerIfNeeded(_ device: IIODevice) {
        let current = device.attributePath("trigger/current_trigger")
        guard let text = try? Sysfs.readIfPresent(current), text.isEmpty else { return }
        let own = "\(device.name)-dev\(device.index)"
        let root = String(device.path[..<(device.path.lastIndex(of: "/") ?? device.path.startIndex)])
        let triggers = ((try? Sysfs.list(root.isEmpty ? "/" : root)) ?? []).filter { $0.hasPrefix("trigger") }
        for trigger in triggers where (try? Sysfs.read("\(root)/\(trigger)/name")) == own {
            try? Sysfs.write(own, to: current)
            return
        }
    }

    // MARK: Helpers

    private func report(_ error: IIOError) {
        logger?.error("Motion sensors stopped after an error", metadata: ["iio.error": "\(error)"])
        lastError = error
        errorHandler?(error)
    }

    private static func ordered(_ sensors: Set<RawMotionSample.Sensor>) -> [RawMotionSample.Sensor] {
        RawMotionSample.Sensor.allCases.filter(sensors.contains)
    }

    /// The sensors' names, for the log: `accelerometer, gyroscope`.
    private static func names(_ sensors: Set<RawMotionSample.Sensor>) -> String {
        ordered(sensors).map { "\($0)" }.joined(separator: ", ")
    }

    /// A frequency as sysfs takes it: `100`, `12.5`.
    private static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
