import Foundation

/// A one-line progress report on standard error, only when it is a terminal (so pipes and CI logs stay clean).
final class Progress {
    private let label: String
    private let enabled = isatty(2) != 0

    init(label: String) { self.label = label }

    func update(_ message: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(label): \(message)…".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
