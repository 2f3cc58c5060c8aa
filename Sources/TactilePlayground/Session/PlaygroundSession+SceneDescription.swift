import Foundation
import Tactile

/// The `scene` message: the window's views and recognizers.
extension PlaygroundSession {
    /// Describes the window showing: every view in window coordinates, parents first, and every recognizer with
    /// the recognizers it waits for and may recognize together with. Also remembers the recognizers by name, for
    /// the values of `action` messages.
    func describeScene() -> PlaygroundSceneDescription {
        guard let window, let scene else {
            return PlaygroundSceneDescription(
                name: "", summary: "", width: 0, height: 0, scenes: scenes.map(\.name), views: [], recognizers: [])
        }
        var views: [PlaygroundSceneDescription.View] = []
        var owners: [(UIGestureRecognizer, Int)] = []
        func visit(_ view: UIView, parent: Int?) {
            let id = views.count
            let frame = view.convert(view.bounds, to: window)
            let recognizers = view.gestureRecognizers ?? []
            views.append(PlaygroundSceneDescription.View(
                id: id, parent: parent, name: Self.logName(view), type: "\(type(of: view))",
                frame: .init(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
                recognizers: recognizers.map(Self.logName), interactive: view.isUserInteractionEnabled && !view.isHidden,
                multipleTouch: view.isMultipleTouchEnabled))
            owners += recognizers.map { ($0, id) }
            for subview in view.subviews { visit(subview, parent: id) }
        }
        for subview in window.subviews { visit(subview, parent: nil) }
        let all = owners.map(\.0)
        recognizersByName = [:]
        for r in all where recognizersByName[Self.logName(r)] == nil { recognizersByName[Self.logName(r)] = r }
        let recognizers = owners.map { r, view in
            PlaygroundSceneDescription.Recognizer(
                name: Self.logName(r), type: "\(type(of: r))", view: view,
                waitsFor: all.filter { $0 !== r && Self.requiresFailure(of: $0, by: r) }.map(Self.logName),
                simultaneousWith: all.filter { $0 !== r && Self.recognizeTogether(r, $0) }.map(Self.logName),
                enabled: r.isEnabled, cancelsTouchesInView: r.cancelsTouchesInView,
                delaysTouchesBegan: r.delaysTouchesBegan, delaysTouchesEnded: r.delaysTouchesEnded)
        }
        return PlaygroundSceneDescription(
            name: scene.name, summary: scene.summary, width: Double(window.bounds.width),
            height: Double(window.bounds.height), scenes: scenes.map(\.name), views: views, recognizers: recognizers)
    }

    /// Whether `r` waits for `q` to fail: `require(toFail:)`, the subclass overrides, or either delegate.
    static func requiresFailure(of q: UIGestureRecognizer, by r: UIGestureRecognizer) -> Bool {
        r.requiredToFailRecognizers.contains { $0 === q }
            || r.shouldRequireFailure(of: q) || q.shouldBeRequiredToFail(by: r)
            || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: q) == true
            || q.delegate?.gestureRecognizer(q, shouldBeRequiredToFailBy: r) == true
    }

    /// Whether either delegate lets the two recognize at the same time.
    static func recognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// A view's name in the logs: its type, and `#tag` when the tag is not 0.
    static func logName(_ view: UIView) -> String {
        view.tag != 0 ? "\(type(of: view))#\(view.tag)" : "\(type(of: view))"
    }

    /// A recognizer's name in the logs: its `name`, or its type.
    static func logName(_ r: UIGestureRecognizer) -> String {
        r.name ?? "\(type(of: r))"
    }
}
