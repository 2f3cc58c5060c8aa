import Foundation
import Tactile

/// Records the keyboard notifications posted while it listens: their names and the frames in their `userInfo`.
@MainActor
final class KeyboardNotificationLog {
    struct Entry: Sendable {
        var name: String
        var begin: CGRect?
        var end: CGRect?
        /// The duration read as a `Double` and through `NSNumber`, the curve and `isLocal`, as UIKit code reads them.
        var duration: Double?
        var durationNumber: Double?
        var curve: Int?
        var isLocal: Bool?
    }

    private(set) var entries: [Entry] = []
    private var tokens: [any NSObjectProtocol] = []

    static let names: [Notification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    init() {
        for name in Self.names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let info = note.userInfo ?? [:]
                    let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
                    let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    let entry = Entry(
                        name: note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
                            .replacingOccurrences(of: "Notification", with: ""),
                        begin: begin, end: end,
                        duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                        durationNumber: (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
                        curve: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
                        isLocal: (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue)
                    MainActor.assumeIsolated { self?.entries.append(entry) }
                })
        }
    }

    /// The short names (`WillShow`, `DidChangeFrame` …) in order.
    var names: [String] { entries.map(\.name) }

    func clear() { entries.removeAll() }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }
}
