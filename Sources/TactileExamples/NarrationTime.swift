import Foundation

/// How `tactile demo` and `tactile replay` print times (no UIKit counterpart): seconds from the start of the
/// session or recording, three decimals, right-aligned, such as `"  1.250 s  "`.
public enum NarrationTime {
    /// `seconds` (from the start) as a narration line's prefix.
    public static func prefix(_ seconds: TimeInterval) -> String {
        String(format: "%7.3f s  ", seconds)
    }
}
