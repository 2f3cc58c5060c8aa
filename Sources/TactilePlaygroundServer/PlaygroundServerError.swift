import Foundation

/// Why `tactile playground`'s server could not start (no UIKit counterpart).
public enum PlaygroundServerError: Error, LocalizedError, Equatable {
    /// `--scene` named a scene the playground does not offer.
    case unknownScene(String, offered: [String])
    /// `--host` is not an IPv4 or IPv6 address.
    case badHost(String)
    /// The address could not be listened on (the port in use, no permission).
    case cannotListen(host: String, port: UInt16, reason: String)
    /// `--host` is an address, but none of this machine's; `addresses` are this machine's network addresses.
    case notThisMachine(host: String, addresses: [String])

    /// What went wrong and what to do, in one sentence.
    public var errorDescription: String? {
        switch self {
        case .unknownScene(let name, let offered):
            "there is no playground scene named \"\(name)\"; the scenes are \(offered.joined(separator: ", "))"
        case .badHost(let host):
            "--host expects an IPv4 or IPv6 address such as 127.0.0.1 or 0.0.0.0, found \"\(host)\""
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host) port \(port): \(reason); try another --port (0 picks a free one)"
        case .notThisMachine(let host, let addresses):
            "cannot listen on \(host): it is not an address of this machine. Give --host 127.0.0.1 (this machine "
                + "only), 0.0.0.0 (every network)"
                + (addresses.isEmpty ? "" : " or one of this machine's addresses: \(addresses.joined(separator: ", "))")
        }
    }
}
