import Tactile

/// The error the trace and recording readers used to throw; no UIKit counterpart. It is now one type with the
/// stroke template reader's: `FileParseError`.
@available(*, deprecated, renamed: "FileParseError")
public typealias RecordingParseError = FileParseError
