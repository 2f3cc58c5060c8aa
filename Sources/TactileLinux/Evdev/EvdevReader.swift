#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Logging
import Tactile
import TactilePOSIX

// MARK: - Reassembling records

/// Reassembles `struct input_event` records (`linux/input.h`) from reads of any size.
///
/// No UIKit counterpart. An evdev device returns whole records, but a pipe or a file returns whatever bytes are
/// there, so a record can be split across two reads. Bytes are kept until their record is complete.
public struct InputEventAssembler: Sendable {
    /// Bytes of a record not yet complete.
    public private(set) var pending: [UInt8] = []
    /// How many bytes of complete records have been decoded so far (the offset of ``pending`` in the stream).
    public private(set) var decodedByteCount = 0

    /// Creates an empty assembler.
    public init() {}

    /// Appends bytes; returns the records they complete, in order.
    public mutating func append<C: Collection>(_ bytes: C) -> [LinuxInputEvent] where C.Element == UInt8 {
        pending.append(contentsOf: bytes)
        let whole = pending.count - pending.count % LinuxInputEvent.recordSize
        guard whole > 0 else { return [] }
        // Whole records only, so decoding cannot fail.
        let events = (try? LinuxInputEvent.decode(Array(pending[0..<whole]))) ?? []
        pending.removeFirst(whole)
        decodedByteCount += whole
        return events
    }

    /// Checks that the stream ended on a record boundary.
    ///
    /// - Throws: `LinuxInputDecodingError.truncatedRecord(offset:remaining:)` naming the byte offset of the
    ///   incomplete record.
    public func finish() throws(LinuxInputDecodingError) {
        if !pending.isEmpty {
            throw .truncatedRecord(offset: decodedByteCount, remaining: pending.count)
        }
    }
}

// MARK: - Translating events

/// Turns one device's evdev events into `RawInputEvent`s: touches through `EvdevTouchDecoder` into
/// `.digitizer` frames (and a pen's hover into `.hover` events), media keys through a `MediaKeyMapping` into
/// `.remoteControl` events.
///
/// No UIKit counterpart: this is where, on iOS, the system turns HID reports into `IOHIDEvent`s. It is pure and
/// synchronous, so ``EvdevReader`` runs it on its own thread, and tests can feed it directly.
///
/// Touches are decoded for touchscreens and tablets (``EvdevCapabilities/touchSurface``); touchpads, which move a
/// pointer in UIKit, are not. Remote-control events are sent as the key event arrives; frames at `SYN_REPORT`.
/// After `SYN_DROPPED`, key events up to the next `SYN_REPORT` are discarded, like touch events, and keys held for
/// seeking are released (their release may be among what was lost), as contacts are cancelled. ``finish(at:)``
/// does the same at the end of the stream.
public struct EvdevEventTranslator: Sendable {
    /// The device.
    public let deviceDescription: EvdevDeviceDescription
    /// The media key table.
    public var mediaKeys: MediaKeyMapping

    private var touches: EvdevTouchDecoder?
    private var dropping = false
    /// Seeking keys held down, in the order they went down, with the subtype their release sends.
    private var held: [(code: UInt16, ended: UIEvent.EventSubtype)] = []
    /// The timestamp of the last event fed, for ``finish()``.
    public private(set) var lastTimestamp: TimeInterval?

    /// Creates a translator for a device. `mapping` maps touch positions to screen points; by default one
    /// device unit is one point (``EvdevDeviceDescription/touchSurfaceSize``).
    public init(
        description: EvdevDeviceDescription, mapping: TouchscreenMapping? = nil, mediaKeys: MediaKeyMapping = .standard
    ) {
        self.deviceDescription = description
        self.mediaKeys = mediaKeys
        if let surface = description.capabilities.touchSurface, surface.kind != .touchpad {
            let mapping = mapping ?? TouchscreenMapping(screenSize: description.touchSurfaceSize ?? CGSize(width: 1, height: 1))
            touches = EvdevTouchDecoder(absInfo: description.absInfo, mapping: mapping)
        }
    }

    /// Whether touches are decoded (the device is a touchscreen or a tablet).
    public var decodesTouches: Bool { touches != nil }

    /// Feeds one event; returns what it completes: a frame at `SYN_REPORT`, a remote-control event for a media
    /// key.
    public mutating func feed(_ event: LinuxInputEvent) -> [RawInputEvent] {
        lastTimestamp = event.timestamp
        var out: [RawInputEvent] = []
        out += touches?.feedInput(event) ?? []
        switch (event.type, event.code) {
        case (EvdevCode.evSyn, EvdevCode.synDropped):
            dropping = true
        case (EvdevCode.evSyn, EvdevCode.synReport) where dropping:
            dropping = false
            out += releaseHeldKeys(at: event.timestamp)
        case (EvdevCode.evKey, let code) where !dropping:
            out += key(code, event.value, at: event.timestamp)
        default:
            break
        }
        return out
    }

    private mutating func key(_ code: UInt16, _ value: Int32, at time: TimeInterval) -> [RawInputEvent] {
        guard let subtype = mediaKeys.subtype(forKey: code, value: value) else { return [] }
        if case .hold(_, let ended)? = mediaKeys[code] {
            let isHeld = held.contains { $0.code == code }
            if value == 1 {
                guard !isHeld else { return [] }  // already seeking
                held.append((code, ended))
            } else {
                guard isHeld else { return [] }  // a release whose press we never saw
                held.removeAll { $0.code == code }
            }
        }
        return [.remoteControl(RawRemoteControlEvent(timestamp: time, subtype: subtype))]
    }

    private mutating func releaseHeldKeys(at time: TimeInterval) -> [RawInputEvent] {
        defer { held.removeAll() }
        return held.map { .remoteControl(RawRemoteControlEvent(timestamp: time, subtype: $0.ended)) }
    }

    /// Ends the stream at `time`: contacts still down are cancelled and seeking keys still held are released.
    public mutating func finish(at time: TimeInterval) -> [RawInputEvent] {
        var out: [RawInputEvent] = []
        out += touches?.finishInput(at: time) ?? []
        out += releaseHeldKeys(at: time)
        dropping = false
        return out
    }

    /// Ends the stream at the last event's time (nothing happens if no event was fed).
    public mutating func finish() -> [RawInputEvent] {
        guard let lastTimestamp else { return [] }
        return finish(at: lastTimestamp)
    }
}

// MARK: - Reading

/// Reads an evdev device (or a pipe or file of `input_event` records) on a thread of its own and delivers
/// `RawInputEvent`s as an asynchronous stream, for a `@MainActor` consumer to post to a `UIApplication`.
///
/// No UIKit counterpart: on iOS the system reads the hardware and posts `IOHIDEvent`s to the app's queue. Here a
/// dedicated thread blocks in `poll(2)` and `read(2)`, so the main actor never waits for input; records split across
/// reads are reassembled (``InputEventAssembler``) and translated (``EvdevEventTranslator``), and each event is
/// yielded to ``events``:
///
/// ```swift
/// let reader = EvdevReader(device: try EvdevDevice(path: "/dev/input/event3"))
/// for try await event in reader.events {       // on the main actor
///     application.enqueue(event)
/// }
/// ```
///
/// The stream ends:
/// - at end of file (a pipe's writer closed it, a file was read to its end): contacts still down are cancelled;
/// - after ``stop()``, or when the consumer stops iterating (the task is cancelled): the same;
/// - with an ``EvdevError`` when reading fails (`ENODEV` when the device is unplugged) or the data ends inside a
///   record; contacts are cancelled before the error is thrown.
///
/// Timestamps: a live device stamps events with `CLOCK_MONOTONIC`, the clock of `MainQueueScheduler`, and they
/// are passed on as they are (``TimeBase-swift.enum/asRecorded``). A pipe or a file carries whatever times were
/// written, so by default they are shifted to start when the first event is read
/// (``TimeBase-swift.enum/arrival``).
///
/// **Logging.** The reader logs to its ``logger`` (the device's, unless it was given one), with the metadata
/// `evdev.path`: at `info`, that reading started and why it ended (end of file, or stopped); at `error`, the read
/// failure or truncated record that ended it (also thrown from ``events``); at `warning`, each time the kernel
/// dropped events because they were not read fast enough (`SYN_DROPPED`). Nothing is logged per event.
public final class EvdevReader: Sendable {
    /// How event timestamps relate to the scheduler's clock (no UIKit counterpart).
    public enum TimeBase: Sendable, Equatable {
        /// Timestamps as the kernel (or the writer) set them.
        case asRecorded
        /// Shifted so that the first event happens when it is read (`ProcessInfo.systemUptime`), the intervals
        /// between events kept.
        case arrival
    }

    /// The device read.
    public let device: EvdevDevice
    /// How timestamps are treated.
    public let timeBase: TimeBase
    /// The events, in order. Iterate it once, on the main actor or anywhere else.
    public let events: AsyncThrowingStream<RawInputEvent, any Error>
    /// Where the reader reports what happens (see "Logging" above); `nil` when nothing is logged.
    public let logger: Logger?

    private let wake: WakePipe?

    /// Starts reading `device` on a new thread.
    ///
    /// - Parameters:
    ///   - device: the open device to read.
    ///   - mapping: how touch positions map to screen points (default: one device unit per point).
    ///   - mediaKeys: the media key table.
    ///   - timeBase: default ``TimeBase-swift.enum/asRecorded`` when the device uses the monotonic clock,
    ///     ``TimeBase-swift.enum/arrival`` otherwise.
    ///   - readSize: the most bytes per `read(2)`. An evdev device needs at least 24 (one record); smaller values
    ///     are only useful to exercise reassembly with pipes and files.
    ///   - logger: where to report starting, stopping and failures (see "Logging" above); `nil`, the default, uses
    ///     the device's ``EvdevDevice/logger``.
    public init(
        device: EvdevDevice, mapping: TouchscreenMapping? = nil, mediaKeys: MediaKeyMapping = .standard,
        timeBase: TimeBase? = nil, readSize: Int = 64 * LinuxInputEvent.recordSize, logger: Logger? = nil
    ) {
        self.device = device
        let logger = logger.map { EvdevDevice.logger($0, path: device.path) } ?? device.logger
        self.logger = logger
        let timeBase = timeBase ?? (device.usesMonotonicClock ? .asRecorded : .arrival)
        self.timeBase = timeBase
        let (stream, continuation) = AsyncThrowingStream<RawInputEvent, any Error>.makeStream()
        self.events = stream
        let translator = EvdevEventTranslator(description: device.deviceDescription, mapping: mapping, mediaKeys: mediaKeys)
        #if canImport(Glibc)
        guard let wake = WakePipe() else {
            self.wake = nil
            let error = EvdevError.read(path: device.path, code: errno)
            logger?.error("Cannot start reading the input device", metadata: ["evdev.error": "\(error)"])
            continuation.finish(throwing: error)
            return
        }
        self.wake = wake
        // Ending the iteration (or dropping the stream) stops the thread too.
        continuation.onTermination = { _ in wake.signal() }
        let size = max(1, readSize)
        let thread = Thread {
            Self.readLoop(
                device: device, wake: wake, translator: translator, timeBase: timeBase, readSize: size,
                logger: logger, continuation: continuation)
        }
        thread.name = "Tactile evdev reader: \(device.path)"
        thread.start()
        #else
        self.wake = nil
        _ = translator
        continuation.finish(throwing: EvdevError.unsupportedPlatform(path: device.path))
        #endif
    }

    /// Stops reading: the thread wakes, cancels contacts still down and ends ``events``. Any time, from any thread,
    /// more than once.
    public func stop() {
        wake?.signal()
    }

    deinit {
        wake?.signal()
    }

    #if canImport(Glibc)
    /// The thread's body. Everything mutable here (the translator, the assembler, the buffer) is local to the
    /// thread; the only things shared are the device and the wake pipe (immutable) and the continuation
    /// (thread-safe).
    private static func readLoop(
        device: EvdevDevice, wake: WakePipe, translator: EvdevEventTranslator, timeBase: TimeBase, readSize: Int,
        logger: Logger?, continuation: AsyncThrowingStream<RawInputEvent, any Error>.Continuation
    ) {
        logger?.info("Reading the input device", metadata: ["evdev.time-base": "\(timeBase)"])
        var ending = "stopped"
        var translator = translator
        var assembler = InputEventAssembler()
        var buffer = [UInt8](repeating: 0, count: readSize)
        var shift: Int64?  // microseconds added to every timestamp (TimeBase.arrival)
        var failure: EvdevError?
        let fd = device.fileDescriptor, path = device.path
        loop: while true {
            let revents: Int16
            switch wake.wait(for: fd, events: Int16(POLLIN)) {
            case .woken: break loop  // stop() or the consumer went away
            case .interrupted: continue
            case .failed(let code):
                failure = .read(path: path, code: code)
                break loop
            case .ready(let r): revents = r
            }
            if revents & Int16(POLLNVAL) != 0 {
                failure = .read(path: path, code: EBADF)
                break
            }
            guard revents != 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, readSize) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                failure = .read(path: path, code: errno)
                break
            }
            if n == 0 {  // end of file
                ending = "end of file"
                do throws(LinuxInputDecodingError) {
                    try assembler.finish()
                } catch {
                    switch error {
                    case .truncatedRecord(let offset, let remaining):
                        failure = .truncatedRecord(path: path, offset: offset, remaining: remaining)
                    }
                }
                break
            }
            for var event in assembler.append(buffer[0..<n]) {
                if timeBase == .arrival {
                    let micros = event.seconds &* 1_000_000 &+ event.microseconds
                    if shift == nil {
                        shift = Int64((ProcessInfo.processInfo.systemUptime * 1_000_000).rounded()) &- micros
                    }
                    let shifted = micros &+ (shift ?? 0)
                    event.seconds = shifted / 1_000_000
                    event.microseconds = shifted % 1_000_000
                }
                if event.type == EvdevCode.evSyn && event.code == EvdevCode.synDropped {
                    logger?.warning("The kernel dropped input events: they were not read fast enough")
                }
                for raw in translator.feed(event) { continuation.yield(raw) }
            }
        }
        for raw in translator.finish() { continuation.yield(raw) }
        if let failure {
            logger?.error("Reading the input device failed", metadata: ["evdev.error": "\(failure)"])
        } else {
            logger?.info("Stopped reading the input device", metadata: ["evdev.reason": "\(ending)"])
        }
        continuation.finish(throwing: failure)
    }
    #endif
}

extension EvdevReader {
    /// Posts every event to `application`'s queue as it arrives and has the queue process it at once
    /// (`enqueueAndProcess`), until the stream ends.
    ///
    /// Media keys are posted as commands from the system's media controls: the queue delivers them only while the
    /// application is the Now Playing app, and routes each through the application's
    /// `MPRemoteCommandCenter`, so a registered command handler takes it, and otherwise it
    /// becomes a remote-control `UIEvent` for the first responder. Touches and other input are posted as they are.
    ///
    /// - Throws: the ``EvdevError`` that ended the stream, if any.
    @MainActor
    public func deliverEvents(to application: UIApplication) async throws {
        for try await event in events {
            Self.deliver(event, to: application)
        }
    }

    /// Delivers one event as ``deliverEvents(to:)`` does.
    @MainActor
    static func deliver(_ event: RawInputEvent, to application: UIApplication) {
        if case .remoteControl(var command) = event {
            command.isSystemMediaCommand = true  // the queue routes it as the system's media controls would
            application.enqueueAndProcess(.remoteControl(command))
        } else {
            application.enqueueAndProcess(event)
        }
    }
}
