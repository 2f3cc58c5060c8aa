import Tactile

/// The error the stroke template reader used to throw; no UIKit counterpart. It is now one type with the trace
/// readers': `FileParseError` (in `Tactile`).
@available(*, deprecated, renamed: "FileParseError")
public typealias StrokeTemplateFileError = FileParseError
