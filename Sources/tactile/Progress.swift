import Foundation

/// A one-line progress report on standard error for work that can take more than a couple of seconds (evaluations
/// over many trials, long replays and renders).
///
/// It writes only when standard error is a terminal, so pipes, files and CI logs get nothing but the command's
/// output. Each update replaces the line (`label: message…`), at most ten times a second; ``finish()`` erases it.
/// Usage:
/// ```swift
/// let progress = Progress(label: "eval motion")
/// for (i, file) in files.enumerated() { progress.update("reading \(file)", step: i + 1, of: files.count) }
/// progress.finish()
/// ```
final class Progress {
    /// Whether standard error is a terminal (then progress is shown).
    static let standardErrorIsTerminal = isatty(STDERR_FILENO) != 0

    private let label: String
    private let isEnabled: Bool
    private var lastShown: ContinuousClock.Instant?
    private var isShowing = false

    /// A progress line that starts with `label`; shown only when `isEnabled` (by default, when standard error is a
    /// terminal).
    init(label: String, isEnabled: Bool = Progress.standardErrorIsTerminal) {
        self.label = label
        self.isEnabled = isEnabled
    }

    /// Replaces the line with `message`. Updates that come less than a tenth of a second after the last one shown
    /// are skipped (the work is not slowed down by drawing).
    func update(_ message: String) {
        guard isEnabled else { return }
        let now = ContinuousClock.now
        if let lastShown, now - lastShown < .milliseconds(100) { return }
        lastShown = now
        isShowing = true
        FileHandle.standardError.write(Data("\r\u{1B}[K\(label): \(message)…".utf8))
    }

    /// Replaces the line with `step/total message`, such as `3/8 reading trial.csv`.
    func update(_ message: String, step: Int, of total: Int) {
        update("\(step)/\(total) \(message)")
    }

    /// Erases the line, before the command prints its result.
    func finish() {
        guard isEnabled, isShowing else { return }
        isShowing = false
        lastShown = nil
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
