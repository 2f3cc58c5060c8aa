import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Debian's `chromium`, headless, driven through the Chrome DevTools Protocol over its debugging pipe
/// (`--remote-debugging-pipe`: commands in on file descriptor 3, answers out on 4, each a JSON object ended by a
/// NUL byte). No WebSocket client is needed, and the browser is this test's child process, ended by `close()`.
/// The GTK host's tests (Hosts/GTK, another package) compile this same file through a symbolic link.
@MainActor
final class HeadlessChromium {
    /// Where `chromium` is, or `nil` when it is not installed (the browser tests then skip).
    nonisolated static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let pid: pid_t
    private let commands: Int32
    private nonisolated let answers: Int32
    private let profile: URL
    private var nextID = 1
    // Shared with the reader thread, under `lock`.
    private nonisolated let lock = NSLock()
    private nonisolated(unsafe) var waiting: [Int: CheckedContinuation<[String: Any], any Error>] = [:]
    private nonisolated(unsafe) var ended = false

    /// Starts the browser with a window of `width` × `height` CSS pixels.
    init(width: Int, height: Int) throws {
        guard let path = Self.path else { throw Failure(description: "chromium is not installed") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw Failure(description: "cannot make the debugging pipe")
        }
        for fd in [toBrowser[1], fromBrowser[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // Keep the child's ends above 4, so that dup2 onto 3 and 4 always makes fresh descriptors.
        let childIn = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10), childOut = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        let arguments = [
            path, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio", "--user-data-dir=\(profile.path)",
            "--window-size=\(width),\(height)", "about:blank",
        ]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childIn, 3)
        posix_spawn_file_actions_adddup2(&actions, childOut, 4)
        let devNull = open("/dev/null", O_WRONLY | O_CLOEXEC)
        posix_spawn_file_actions_adddup2(&actions, devNull, 1)
        posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, nil, &argv, environ)
        Glibc.close(childIn)
        Glibc.close(childOut)
        Glibc.close(devNull)
        guard status == 0 else { throw Failure(description: "cannot start \(path): error \(status)") }
        pid = child
        commands = toBrowser[1]
        answers = fromBrowser[0]
        let thread = Thread { [self] in self.readAnswers() }
        thread.start()
    }

    /// Sends a command (to the page's session when `session` is given) and returns its `result`.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil) async throws -> sending [String: Any] {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            guard !ended else {
                lock.unlock()
                return continuation.resume(throwing: Failure(description: "chromium has exited"))
            }
            let id = nextID
            nextID += 1
            waiting[id] = continuation
            lock.unlock()
            var message: [String: Any] = ["id": id, "method": method, "params": params]
            if let session { message["sessionId"] = session }
            do {
                var data = try JSONSerialization.data(withJSONObject: message)
                data.append(0)
                try FileHandle(fileDescriptor: commands, closeOnDealloc: false).write(contentsOf: data)
            } catch {
                lock.lock()
                let pending = waiting.removeValue(forKey: id)
                lock.unlock()
                pending?.resume(throwing: error)
            }
        }
    }

    /// Asks the browser to quit, and reaps it (killing it if it does not go within a few seconds).
    func close() async {
        _ = try? await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { _ = try await self.send("Browser.close") }
            group.addTask { try await Task.sleep(for: .seconds(3)) }
            try await group.next()
            group.cancelAll()
        }
        var status: Int32 = 0
        for _ in 0..<50 where waitpid(pid, &status, WNOHANG) == 0 {
            try? await Task.sleep(for: .milliseconds(100))
        }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        Glibc.close(commands)
        try? FileManager.default.removeItem(at: profile)
    }

    /// The reader thread: splits the answers at NUL bytes and resumes the commands waiting for them.
    private nonisolated func readAnswers() {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(answers, &chunk, chunk.count)
            if count <= 0 { break }
            buffer.append(contentsOf: chunk[0..<count])
            while let end = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<end]
                buffer = Data(buffer[(end + 1)...])
                deliver(message)
            }
        }
        Glibc.close(answers)
        lock.lock()
        ended = true
        let pending = waiting
        waiting = [:]
        lock.unlock()
        for continuation in pending.values { continuation.resume(throwing: Failure(description: "chromium has exited")) }
    }

    private nonisolated func deliver(_ message: Data) {
        guard let object = (try? JSONSerialization.jsonObject(with: message)) as? [String: Any],
            let id = object["id"] as? Int
        else { return }  // an event: the tests ask for what they need instead
        lock.lock()
        let continuation = waiting.removeValue(forKey: id)
        lock.unlock()
        if let error = object["error"] as? [String: Any] {
            continuation?.resume(throwing: Failure(description: "\(error["message"] ?? error)"))
        } else {
            continuation?.resume(returning: object["result"] as? [String: Any] ?? [:])
        }
    }
}
