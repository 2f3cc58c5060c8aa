import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PlaygroundServer {
    /// Starts the server, prints the address to open in a browser, and serves until Ctrl-C, `SIGTERM` or
    /// ``stop()``; then closes every page's session, prints that it stopped, and returns (no UIKit counterpart).
    ///
    /// On a network address it prints one address per network interface, each with the access token, and a
    /// warning that the playground is plain HTTP. Call it from the main actor of an executable, such as an
    /// `@main` type's `@MainActor static func main() async throws`: the sessions run on the main actor, on the
    /// main queue's clock.
    ///
    /// - Throws: ``PlaygroundServerError`` when the address cannot be listened on.
    public func run() async throws(PlaygroundServerError) {
        try await start()
        for line in addressLines() { print(line) }
        fflush(nil)
        let sources = stopOnSignals()
        await withCheckedContinuation { continuation in
            if isListening { stopped.append(continuation) } else { continuation.resume() }
        }
        for source in sources { source.cancel() }
        for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
        print("Tactile playground stopped")
        fflush(nil)
    }

    /// What ``run()`` prints once listening: the address to open or, on the network, one address per interface
    /// with the token, then the warning.
    public func addressLines() -> [String] {
        guard access.token != nil else {
            return ["Tactile playground: open \(url()) in a browser (Ctrl-C stops it)"]
        }
        let everywhere = host == "0.0.0.0" || host == "::"
        let names = everywhere ? Self.networkAddresses() : [host]
        var lines = ["Tactile playground: open one of these on a phone, tablet or computer of this network (Ctrl-C stops it):"]
        lines += (names.isEmpty ? ["this machine's address"] : names).map { "  \(url(hostName: $0))" }
        lines.append("warning: the playground listens on the network, over plain HTTP: anyone who has the address with its token can touch the scene and see what it does. Use it on networks you trust.")
        return lines
    }

    /// Ctrl-C (SIGINT) and SIGTERM stop the server instead of ending the process at once.
    private func stopOnSignals() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                Task { @MainActor in await self?.stop() }
            }
            source.resume()
            return source
        }
    }
}
