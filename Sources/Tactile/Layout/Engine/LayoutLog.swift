import Foundation

/// Where Auto Layout's messages go: unsatisfiable constraints, constraints that could not be activated, priorities
/// out of range. UIKit writes them to the console; Tactile writes them to standard error by default.
///
/// No UIKit counterpart (UIKit logs under the `LayoutConstraints` category of the unified log). Replace
/// ``handler`` to collect the messages, in a test or an app's own log.
public enum LayoutLog {
    private static let storage = LockedValue<@Sendable (String) -> Void>({ message in
        FileHandle.standardError.write(Data(("[LayoutConstraints] " + message + "\n").utf8))
    })

    /// Receives every message, on the main actor. Default: writes `[LayoutConstraints] ` and the message to
    /// standard error, as UIKit writes to the console.
    public static var handler: @Sendable (String) -> Void {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    static func report(_ message: String) {
        handler(message)
    }
}

/// The text UIKit logs when constraints cannot all hold, adapted to Tactile: the constraints involved, one per line,
/// and the one broken to recover.
struct UnsatisfiableConstraintsMessage {
    var constraints: [String]
    var broken: String

    var text: String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
        text += "\tTry this:\n"
        text += "\t\t(1) look at each constraint and try to figure out which you don't expect;\n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.\n"
        text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
        text += "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
        text += "(\n"
        text += constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(broken)\n\n"
        text += "Set LayoutLog.handler to collect these messages, or a breakpoint in it to stop at them."
        return text
    }
}
