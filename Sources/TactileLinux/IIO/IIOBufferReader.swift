#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import Logging
import Tactile
import TactilePOSIX

/// Reads buffered scans from an IIO character device (`/dev/iio:deviceN`, kernel
/// `Documentation/ABI/testing/sysfs-bus-iio`), or a pipe or file standing in for one, on a thread of its own, and
/// delivers `RawMotionSample`s as an asynchronous stream.
///
/// No Core Motion counterpart: Core Motion, too, reads its sensor hub on a thread of its own. The thread blocks
/// in `poll(2)` and `read(2)`, so the main actor never waits for the sensor; scans split across reads are reassembled
/// (``IIOScanAssembler``) and decoded (``IIOMotionScanDecoder``), and each sample is yielded to ``samples``.
/// ``IIOMotionSource`` enables the buffer, starts a reader and posts the samples on the main actor; a reader can also
/// be used alone:
///
/// ```swift
/// let reader = try IIOBufferReader(path: "/dev/iio:device0", decoder: decoder)
/// for try await sample in reader.samples { application.enqueueAndProcess(.motion(sample)) }
/// ```
///
/// The stream ends at end of file (a pipe's writer closed it, a file was read to its end), after ``stop()``, when
/// the consumer stops iterating, or with an ``IIOError`` when reading fails or the data ends inside a scan. The
/// reader owns its file descriptor and closes it when the thread ends.
///
/// **Logging.** Given a swift-log `Logger`, the reader logs, with the metadata `iio.path`: at `error`, why the
/// device could not be opened or read, or that its data ended inside a scan (these errors are also thrown); at
/// `info`, that reading started (with the scan size) and why it ended (end of file, or stopped). Nothing is
/// logged per scan. Without a logger nothing is logged.
public final class IIOBufferReader: Sendable {
    /// The character device, pipe or file read.
    public let path: String
    /// How scans are decoded.
    public let decoder: IIOMotionScanDecoder
    /// The samples, in order. Iterate it once.
    public let samples: AsyncThrowingStream<RawMotionSample, any Error>
    /// Where the reader reports what happens (see "Logging" above), with the `iio.path` metadata; `nil` when
    /// nothing is logged.
    public let logger: Logger?

    private let wake: WakePipe?
    private let running: DispatchGroup

    /// Opens `path` (non-blocking, read-only) and starts reading it on a new thread.
    ///
    /// - Parameters:
    ///   - path: the character device, such as `/dev/iio:device0` (or a FIFO holding recorded scans).
    ///   - decoder: turns each scan into motion samples; its layout gives the scan size.
    ///   - readSize: the most bytes per `read(2)`, default 64 scans. The IIO character device needs at least one
    ///     scan; smaller values are only useful to exercise reassembly with pipes and files.
    ///   - logger: where to report opening, stopping and failures (see "Logging" above); `nil`, the default, logs
    ///     nothing.
    /// - Throws: ``IIOError/open(path:code:)`` (`EACCES`: permissions; `EBUSY`: another program holds the buffer).
    public convenience init(
        path: String, decoder: IIOMotionScanDecoder, readSize: Int? = nil, logger: Logger? = nil
    ) throws(IIOError) {
        #if canImport(Glibc)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let error = IIOError.open(path: path, code: errno)
            Self.logger(logger, path: path)?.error(
                "Cannot open the IIO buffer", metadata: ["iio.error": "\(error)"])
            throw error
        }
        self.init(fileDescriptor: fd, path: path, decoder: decoder, readSize: readSize, logger: logger)
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    /// Starts reading an open file descriptor on a new thread; the reader takes it over and closes it at the end.
    /// `path` names it in errors and in the log; `logger` is as for ``init(path:decoder:readSize:logger:)``.
    public init(
        fileDescriptor fd: Int32, path: String, decoder: IIOMotionScanDecoder, readSize: Int? = nil,
        logger: Logger? = nil
    ) {
        self.path = path
        self.decoder = decoder
        let logger = Self.logger(logger, path: path)
        self.logger = logger
        let (stream, continuation) = AsyncThrowingStream<RawMotionSample, any Error>.makeStream()
        self.samples = stream
        self.running = DispatchGroup()
        #if canImport(Glibc)
        let scanSize = decoder.layout.scanSize
        guard scanSize > 0 else {
            self.wake = nil
            close(fd)
            let error = IIOError.emptyScan(path: path)
            logger?.error("Cannot read the IIO buffer", metadata: ["iio.error": "\(error)"])
            continuation.finish(throwing: error)
            return
        }
        guard let wake = WakePipe() else {
            self.wake = nil
            let code = errno
            close(fd)
            let error = IIOError.readBuffer(path: path, code: code)
            logger?.error("Cannot read the IIO buffer", metadata: ["iio.error": "\(error)"])
            continuation.finish(throwing: error)
            return
        }
        self.wake = wake
        continuation.onTermination = { _ in wake.signal() }
        let size = max(1, readSize ?? 64 * scanSize)
        let group = running
        group.enter()
        let thread = Thread {
            Self.readLoop(
                fd: fd, path: path, wake: wake, decoder: decoder, readSize: size, logger: logger,
                continuation: continuation)
            close(fd)
            group.leave()
        }
        thread.name = "Tactile IIO reader: \(path)"
        thread.start()
        #else
        self.wake = nil
        continuation.finish(throwing: IIOError.unsupportedPlatform(path: path))
        #endif
    }

    /// Stops reading: the thread wakes, ends ``samples`` and closes the file. Returns at once; any time, from any
    /// thread, more than once.
    public func stop() {
        wake?.signal()
    }

    /// Stops reading and waits until the thread has closed the file (at most `timeout` seconds; the thread never
    /// blocks for long, as it only waits in `poll(2)`). Returns whether it ended in time.
    @discardableResult
    public func stopAndWait(timeout: TimeInterval = 1) -> Bool {
        wake?.signal()
        return running.wait(timeout: .now() + timeout) == .success
    }

    deinit {
        wake?.signal()
    }

    /// `logger` with the `iio.path` metadata.
    static func logger(_ logger: Logger?, path: String) -> Logger? {
        guard var logger else { return nil }
        logger[metadataKey: "iio.path"] = "\(path)"
        return logger
    }

    #if canImport(Glibc)
    /// The thread's body. Everything mutable (the assembler, the buffers) is local to the thread; what is shared is
    /// immutable (the decoder, the wake pipe) or thread-safe (the continuation).
    private static func readLoop(
        fd: Int32, path: String, wake: WakePipe, decoder: IIOMotionScanDecoder, readSize: Int, logger: Logger?,
        continuation: AsyncThrowingStream<RawMotionSample, any Error>.Continuation
    ) {
        logger?.info("Reading the IIO buffer", metadata: ["iio.scan-size": "\(decoder.layout.scanSize)"])
        var ending = "stopped"
        var assembler = IIOScanAssembler(scanSize: decoder.layout.scanSize)
        var buffer = [UInt8](repeating: 0, count: readSize)
        var batch: [RawMotionSample] = []
        var failure: IIOError?
        loop: while true {
            let revents: Int16
            switch wake.wait(for: fd, events: Int16(POLLIN)) {
            case .woken: break loop  // stop() or the consumer went away
            case .interrupted: continue
            case .failed(let code):
                failure = .readBuffer(path: path, code: code)
                break loop
            case .ready(let r): revents = r
            }
            if revents & Int16(POLLNVAL) != 0 {
                failure = .readBuffer(path: path, code: EBADF)
                break
            }
            guard revents != 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, readSize) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                failure = .readBuffer(path: path, code: errno)
                break
            }
            if n == 0 {  // end of file
                ending = "end of file"
                if !assembler.isAtScanBoundary {
                    failure = .truncatedScan(
                        path: path, offset: assembler.completedByteCount, remaining: assembler.pending.count,
                        scanSize: assembler.scanSize)
                }
                break
            }
            let arrival = decoder.hasTimestamps ? 0 : ProcessInfo.processInfo.systemUptime
            batch.removeAll(keepingCapacity: true)
            buffer.withUnsafeBytes { raw in
                assembler.append(UnsafeRawBufferPointer(rebasing: raw[0..<n])) { scan in
                    decoder.decode(scan, arrival: arrival, into: &batch)
                }
            }
            for sample in batch { continuation.yield(sample) }
        }
        if let failure {
            logger?.error("Reading the IIO buffer failed", metadata: ["iio.error": "\(failure)"])
        } else {
            logger?.info("Stopped reading the IIO buffer", metadata: ["iio.reason": "\(ending)"])
        }
        continuation.finish(throwing: failure)
    }
    #endif
}
