import Foundation
import Tactile

/// Recognizes any stroke gesture from recorded examples: a discrete recognizer that compares what the finger drew
/// with a set of named templates and recognizes the best match when its score passes a threshold.
///
/// No UIKit counterpart: UIKit has no template-based recognizer; an iOS developer writes a custom subclass with
/// hand-made state logic for each new gesture, like the checkmark of Apple's *Event Handling Guide for iOS*, which
/// suggests a custom recognizer for gestures the built-in ones do not cover. This class does the same job for any
/// gesture drawn once, with the $-family algorithms (see ``StrokeAlgorithm``):
/// ```swift
/// let strokes = TemplateStrokeGestureRecognizer(templates: BuiltInStrokeTemplates.dollarOneGestures)
/// strokes.addAction { recognizer in
///     let r = recognizer as! TemplateStrokeGestureRecognizer
///     print(r.match?.name, r.match?.score)        // "star" 0.91
/// }
/// view.addGestureRecognizer(strokes)
/// ```
///
/// **Discrete.** It never reports `.began` or `.changed`: in UIKit a recognizer is discrete because of the states it
/// sets, and a discrete one never sets those two. When the finger lifts (for multistroke templates: when no new
/// stroke starts within ``strokeInterval``), it ranks the template names (``matches``) and either
/// recognizes, if the best passes ``minimumScore`` and is a target (``targetTemplateNames``), or fails. A second
/// simultaneous finger, a cancelled touch, or more strokes than ``maximumNumberOfStrokes`` fail it at once. Since it
/// only sets `UIGestureRecognizer.state`, it takes part in every arbitration feature like the built-ins:
/// `require(toFail:)` either way round, delegates (`gestureRecognizerShouldBegin(_:)`, simultaneous recognition) and
/// `cancelsTouchesInView`.
///
/// **Coordinates.** Points are taken in window coordinates, as Apple advises for custom recognizers, so a gesture
/// drawn across subviews is one stroke.
///
/// **Recording.** ``recordTemplate(named:completion:)`` turns the next gesture into a template ("draw once and
/// save"), and ``lastStrokes`` keeps the strokes of the most recent attempt for saving after the fact; save a set
/// with ``StrokeTemplateSet/write(to:)``.
@MainActor
open class TemplateStrokeGestureRecognizer: UIGestureRecognizer {
    /// The templates. Changing them rebuilds the matcher.
    open var templates: StrokeTemplateSet {
        didSet { invalidateClassifier() }
    }

    /// The algorithm, or `nil` (the default) to choose: Protractor when every template is a unistroke, $P when any
    /// has several strokes.
    open var algorithm: StrokeAlgorithm? {
        didSet { invalidateClassifier() }
    }

    /// Whether rotation matters. Default ``StrokeOrientation/invariant``.
    open var orientation: StrokeOrientation = .invariant {
        didSet { invalidateClassifier() }
    }

    /// The score the best match needs, or `nil` (the default) for the algorithm's
    /// ``StrokeAlgorithm/defaultMinimumScore``.
    open var minimumScore: Double?

    /// The template names that may be recognized, or `nil` (the default) for all. The other templates still take
    /// part in matching: they reject look-alikes. A checkmark recognizer with every $1 gesture as templates and
    /// `targetTemplateNames = ["check"]` fails on a "v" instead of accepting it as a sloppy check.
    open var targetTemplateNames: Set<String>?

    /// The most strokes one gesture may have, or `nil` (the default) for the most strokes of any template.
    open var maximumNumberOfStrokes: Int?

    /// How long to wait after a stroke for the next one when more strokes are allowed. Default 0.5 s.
    open var strokeInterval: TimeInterval = 0.5

    /// The shortest total path, in points, that is matched at all. Shorter input (a tap, a tremor) fails without
    /// matching, since any template would fit a dot. Default 10.
    open var minimumPathLength: CGFloat = 10

    /// The best match of the most recent decision (set before the action is sent). It describes the last gesture
    /// even after ``reset()``, like the location of a tap.
    public private(set) var match: StrokeMatch?

    /// The N-best list of the most recent decision: one entry per template name, best first.
    public private(set) var matches: [StrokeMatch] = []

    /// The strokes, in window coordinates, of the most recent decided attempt (recognized or failed), for saving as
    /// a template.
    public private(set) var lastStrokes: [[CGPoint]] = []

    /// The strokes of the attempt in progress, in window coordinates.
    public private(set) var strokes: [[CGPoint]] = []

    private var classifierCache: StrokeClassifier?
    private var activeTouch: UITouch?
    private var timer: ScheduledAction?
    private var recording: (name: String, completion: @MainActor (StrokeTemplate) -> Void)?

    /// Creates a recognizer with templates and no target.
    public convenience init(templates: StrokeTemplateSet) {
        self.init(target: nil, action: nil)
        self.templates = templates
    }

    /// Creates a recognizer with templates and no target.
    public convenience init(templates: [StrokeTemplate]) {
        self.init(templates: StrokeTemplateSet(templates))
    }

    /// Creates a recognizer with a target and action and no templates (UIKit: `init(target:action:)`). It is the
    /// designated initializer, as in `UIGestureRecognizer`: `init()` (no templates, no target), the template
    /// initializers and the typed `init(target:action:)` forms all go through it, so a subclass that overrides it
    /// keeps them all.
    public override init(target: Any?, action: Selector?) {
        templates = StrokeTemplateSet()
        super.init(target: target, action: action)
    }

    /// The algorithm in use: ``algorithm``, or the automatic choice.
    public var effectiveAlgorithm: StrokeAlgorithm {
        algorithm ?? (templates.containsMultistrokes ? .dollarP : .protractor)
    }

    /// The score threshold in use.
    public var effectiveMinimumScore: Double { minimumScore ?? effectiveAlgorithm.defaultMinimumScore }

    /// The stroke limit in use.
    public var effectiveMaximumNumberOfStrokes: Int {
        maximumNumberOfStrokes ?? max(1, templates.templates.map { $0.strokes.count }.max() ?? 1)
    }

    /// The matcher for the current templates, algorithm and orientation (built on first use).
    public var classifier: StrokeClassifier {
        if let classifierCache { return classifierCache }
        let built = StrokeClassifier(
            templates: templates.templates, algorithm: effectiveAlgorithm, orientation: orientation)
        classifierCache = built
        return built
    }

    private func invalidateClassifier() { classifierCache = nil }

    /// Makes the next gesture a template named `name` instead of matching it: when it is complete, the template is
    /// appended to ``templates`` and passed to `completion`, and the recognizer fails (a recording is not a
    /// recognition, so other recognizers and the view carry on). Input shorter than ``minimumPathLength`` is not
    /// recorded; recording stays armed for the next gesture.
    public func recordTemplate(named name: String, completion: @escaping @MainActor (StrokeTemplate) -> Void = { _ in }) {
        recording = (name, completion)
    }

    /// Whether a recording is armed.
    public var isRecording: Bool { recording != nil }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        timer?.cancel()
        timer = nil
        guard activeTouch == nil, touches.count == 1, let touch = touches.first else { return fail() }
        guard strokes.count < effectiveMaximumNumberOfStrokes else { return fail() }
        activeTouch = touch
        strokes.append([touch.location(in: nil)])
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = activeTouch, touches.contains(touch) else { return }
        append(touch.location(in: nil))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let touch = activeTouch, touches.contains(touch) else { return }
        append(touch.location(in: nil))
        activeTouch = nil
        if strokes.count >= effectiveMaximumNumberOfStrokes {
            decide()
        } else {
            timer = scheduler?.schedule(after: strokeInterval) { [weak self] in self?.decide() }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fail()
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        activeTouch = nil
        strokes.removeAll()
    }

    private func append(_ point: CGPoint) {
        guard !strokes.isEmpty else { return }
        if strokes[strokes.count - 1].last != point { strokes[strokes.count - 1].append(point) }
    }

    private func fail() {
        timer?.cancel()
        timer = nil
        if state == .possible { state = .failed }
    }

    /// Ranks the templates and recognizes or fails (or records).
    private func decide() {
        timer?.cancel()
        timer = nil
        guard state == .possible else { return }
        lastStrokes = strokes
        guard Self.pathLength(strokes) >= minimumPathLength else {
            matches = []
            match = nil
            return fail()
        }
        if let recording {
            self.recording = nil
            // Rounded to the file format's precision, so a saved recording reads back equal.
            let template = StrokeTemplate(name: recording.name, strokes: StrokeTemplateSet.rounded(strokes))
            templates.append(template)
            matches = []
            match = nil
            recording.completion(template)
            return fail()
        }
        matches = classifier.matches(for: strokes)
        let best = matches.first
        match = best
        if let best, best.score >= effectiveMinimumScore, targetTemplateNames?.contains(best.name) ?? true {
            state = .recognized
        } else {
            fail()
        }
    }

    /// The drawn length of the strokes (not counting jumps between strokes).
    static func pathLength(_ strokes: [[CGPoint]]) -> CGFloat {
        var length: CGFloat = 0
        for stroke in strokes {
            for (a, b) in zip(stroke, stroke.dropFirst()) { length += hypot(b.x - a.x, b.y - a.y) }
        }
        return length
    }
}
