#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
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
public final class IIOBufferReader: Sendable {
    /// The character device, pipe or file read.
    public let path: String
    /// How scans are decoded.
    public let decoder: IIOMotionScanDecoder
    /// The samples, in order. Iterate it once.
    public let samples: AsyncThrowingStream<RawMotionSample, any Error>

    private let wake: WakePipe?
    private let running: DispatchGroup

    /// Opens `path` (non-blocking, read-only) and starts reading it on a new thread.
    ///
    /// - Parameters:
    ///   - path: the character device, such as `/dev/iio:device0` (or a FIFO holding recorded scans).
    ///   - decoder: turns each scan into motion samples; its layout gives the scan size.
    ///   - readSize: the most bytes per `read(2)`, default 64 scans. The IIO character device needs at least one
    ///     scan; smaller values are only useful to exercise reassembly with pipes and files.
    /// - Throws: ``IIOError/open(path:code:)`` (`EACCES`: permissions; `EBUSY`: another program holds the buffer).
    public convenience init(path: String, decoder: IIOMotionScanDecoder, readSize: Int? = nil) throws(IIOError) {
        #if canImport(Glibc)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .open(path: path, code: errno) }
        self.init(fileDescriptor: fd, path: path, decoder: decoder, readSize: readSize)
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    /// Starts reading an open file descriptor on a new thread; the reader takes it over and closes it at the end.
    /// `path` names it in errors.
    public init(fileDescriptor fd: Int32, path: String, decoder: IIOMotionScanDecoder, readSize: Int? = nil) {
        self.path = path
        self.decoder = decoder
        let (stream, continuation) = AsyncThrowingStream<RawMotionSample, any Error>.makeStream()
        self.samples = stream
        self.running = DispatchGroup()
        #if canImport(Glibc)
        let scanSize = decoder.layout.scanSize
        guard scanSize > 0 else {
            self.wake = nil
            close(fd)
            continuation.finish(throwing: IIOError.emptyScan(path: path))
            return
        }
        guard let wake = WakePipe() else {
            self.wake = nil
            let code = errno
            close(fd)
            continuation.finish(throwing: IIOError.readBuffer(path: path, code: code))
            return
        }
        self.wake = wake
        continuation.onTermination = { _ in wake.signal() }
        let size = max(1, readSize ?? 64 * scanSize)
        let group = running
        group.enter()
        let thread = Thread {
            Self.readLoop(
                fd: fd, path: path, wake: wake, decoder: decoder, readSize: size, continuation: continuation)
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

    #if canImport(Glibc)
    /// The thread's body. Everything mutable (the assembler, the buffers) is local to the thread; what is shared is
    /// immutable (the decoder, the wake pipe) or thread-safe (the continuation).
    private static func readLoop(
        fd: Int32, path: String, wake: WakePipe, decoder: IIOMotionScanDecoder, readSize: Int,
        continuation: AsyncThrowingStream<RawMotionSample, any Error>.Continuation
    ) {
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
        continuation.finish(throwing: failure)
    }
    #endif
}
