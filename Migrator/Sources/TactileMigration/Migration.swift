/// The result of migrating one file: the new text and what a person should look at.
public struct Migration: Sendable {
    /// The file's text before the migration.
    public var original: String
    /// The file's text after the migration. Equal to ``original`` when nothing needed rewriting.
    public var output: String
    /// What needs a person, sorted by position.
    public var findings: [Finding]

    /// Whether the migration changed the text.
    public var changed: Bool { output != original }
    /// Whether something needs a person (any finding of severity ``Finding/Severity/warning``).
    public var needsAttention: Bool { findings.contains { $0.severity == .warning } }
}
