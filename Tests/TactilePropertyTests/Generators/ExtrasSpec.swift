import Foundation

/// What the generators learned in issue 22 (item 7), drawn from a generator of its own so that the rest of a case
/// is the one its seed always gave: pencils and force (peek and pop), key presses and key commands, a control
/// inside a scroll view, recognizers on a second window, failure-requirement graphs with cycles, recognizers
/// restricted to fingers or to pencils, and more mutations from control actions, key commands and press handlers
/// (including releasing the second window in the middle of a gesture).
///
/// ``PropertyCase/init(seed:widened:)`` applies the extras to the hierarchy, the recognizers, the storm and the
/// mutation plan, so the runner and the invariants see one case.
struct ExtrasSpec: Sendable, Equatable {
    /// A contact's kind: a finger or a pencil, with or without a pressure axis, and how hard it presses.
    struct ContactKind: Sendable, Equatable {
        var isPencil: Bool
        /// The largest force the digitizer reports (0: no pressure axis).
        var maximumPossibleForce: Double
        /// The force reached at the end of the ramp, as a fraction of `maximumPossibleForce`.
        var peakFraction: Double
    }

    /// One key going down or up, at a time from the start of the storm.
    struct KeyStep: Sendable, Equatable {
        var time: Double
        var isDown: Bool
        /// `"k"` with ⌘ (a key command of every probe view) or a plain letter (a press the first responder gets).
        var input: String
        var command: Bool
    }

    /// Whether recognizers restricted to pencils are generated.
    static let pencilOnlyRecognizers = true

    /// Whether the storms press keys while fingers touch. They found three defects, now fixed (their seeds replay in
    /// ``FoundCaseRegressionTests``): a press made every recognizer of the first responder's chain take part in the
    /// gesture, where those that ignore presses stayed undecided and held their dependents back for good; a press
    /// consumed by a key command stayed in later press events, keeping its responder and recognizers alive; and a
    /// press held its responder weakly, so a responder removed from the window before the key came up never heard
    /// the end.
    static let keyPresses = true

    /// Whether contacts may be pencils (otherwise fingers with a pencil's force range).
    static let pencils = true

    /// Whether a view may offer peek and pop.
    static let peekAndPop = true

    /// The second window: its frame on the screen and the views of its hierarchy.
    static let secondWindowFrame = CGRect(x: 150, y: 220, width: 170, height: 220)
    /// The window level of the second window, relative to the first one (above it or below it).
    var secondWindowAbove = true
    /// The view that offers peek and pop (registered for previewing), and whether its delegate gives a preview.
    var previewing: (source: Int, answers: Bool)? = nil
    /// The view that is first responder when the storm starts (if it accepts).
    var initialFirstResponder: Int? = nil

    static func == (a: ExtrasSpec, b: ExtrasSpec) -> Bool {
        a.secondWindowAbove == b.secondWindowAbove && a.previewing?.source == b.previewing?.source && a.previewing?.answers == b.previewing?.answers
            && a.initialFirstResponder == b.initialFirstResponder
    }

    /// Draws the extras and applies them to the parts of `c` (whose base parts are already generated).
    static func widen(_ c: inout PropertyCase, _ rng: inout CaseRandom) {
        var extras = ExtrasSpec()
        let baseViews = c.hierarchy.nodes.count
        // A scroll view with a control inside, under one of the views.
        if rng.chance(0.5) {
            let host = rng.int(0...(baseViews - 1))
            let b = c.hierarchy.nodes[host].frame.size
            let scroll = HierarchySpec.Node(
                parent: host,
                frame: CGRect(x: 0, y: 0, width: max(40, (b.width * 0.8).rounded()), height: max(40, (b.height * 0.8).rounded())),
                isMultipleTouchEnabled: rng.chance(0.5), isExclusiveTouch: false, isUserInteractionEnabled: true,
                isHidden: false, canBecomeFirstResponder: false, kind: .scrollView(delaysContentTouches: rng.chance(0.7)))
            c.hierarchy.nodes.append(scroll)
            let control = HierarchySpec.Node(
                parent: c.hierarchy.nodes.count - 1,
                frame: CGRect(x: 4, y: 4, width: max(20, (scroll.frame.width * 0.6).rounded()), height: 40),
                isMultipleTouchEnabled: false, isExclusiveTouch: rng.chance(0.2), isUserInteractionEnabled: true,
                isHidden: false, canBecomeFirstResponder: false, kind: .control)
            c.hierarchy.nodes.append(control)
        }
        // A second window with a small hierarchy and recognizers of its own.
        var secondRoot: Int?
        if rng.chance(0.4) {
            extras.secondWindowAbove = rng.chance(0.7)
            let size = secondWindowFrame.size
            secondRoot = c.hierarchy.nodes.count
            c.hierarchy.nodes.append(
                HierarchySpec.Node(
                    parent: nil, frame: CGRect(origin: .zero, size: size), isMultipleTouchEnabled: rng.chance(0.7),
                    isExclusiveTouch: false, isUserInteractionEnabled: true, isHidden: false,
                    canBecomeFirstResponder: rng.chance(0.5), window: 1))
            if rng.chance(0.5) {
                c.hierarchy.nodes.append(
                    HierarchySpec.Node(
                        parent: secondRoot, frame: CGRect(x: 20, y: 20, width: 100, height: 120),
                        isMultipleTouchEnabled: true, isExclusiveTouch: false, isUserInteractionEnabled: true,
                        isHidden: false, canBecomeFirstResponder: true, window: 1))
            }
        }
        let viewCount = c.hierarchy.nodes.count
        // Recognizers on the new views (the second window's, the control's), some restricted to a kind of touch.
        let baseRecognizers = c.recognizers.recognizers.count
        for v in baseViews..<viewCount where rng.chance(0.6) {
            if case .scrollView = c.hierarchy.nodes[v].kind { continue }
            for _ in 0..<rng.int(1...3) {
                var r = RecognizerConfigurationSpec.randomRecognizer(&rng)
                r.view = v
                c.recognizers.recognizers.append(r)
            }
        }
        for i in c.recognizers.recognizers.indices where rng.chance(0.15) {
            let pencils = rng.chance(0.5)
            c.recognizers.recognizers[i].allowedTouchTypes = pencils && Self.pencilOnlyRecognizers ? .pencilsOnly : .fingersOnly
        }
        let recognizerCount = c.recognizers.recognizers.count
        // Requirements for the new recognizers (across windows too), then cycles.
        if recognizerCount > 1 {
            for d in baseRecognizers..<recognizerCount where rng.chance(0.4) {
                let q = rng.int(0...(recognizerCount - 1))
                if q != d { c.recognizers.addRequirement(&rng, dependent: d, requirement: q) }
            }
            if rng.chance(0.3), !c.recognizers.requirements.isEmpty {
                // Close a cycle: the requirement of an edge (or one it reaches) comes to require the dependent.
                let e = rng.pick(c.recognizers.requirements)
                let reach = c.recognizers.reachable(from: e.requirement)
                let from = rng.pick(Array(reach.union([e.requirement])).sorted())
                if from != e.dependent { c.recognizers.addRequirement(&rng, dependent: from, requirement: e.dependent) }
            }
            if rng.chance(0.1) {
                let r = rng.int(0...(recognizerCount - 1))
                c.recognizers.addRequirement(&rng, dependent: r, requirement: r)  // a recognizer that requires itself
            }
            c.recognizers.markCycles()
        }
        // Pencils and force.
        c.storm.contactKinds = c.storm.fingers.map { _ in
            switch rng.int(0...5) {
            case 0, 1: ContactKind(isPencil: Self.pencils, maximumPossibleForce: 4, peakFraction: rng.double(0...1))
            case 2: ContactKind(isPencil: false, maximumPossibleForce: 480.0 / 72.0, peakFraction: rng.double(0...1))
            default: ContactKind(isPencil: false, maximumPossibleForce: 0, peakFraction: 0)
            }
        }
        let previewing = (rng.int(0...(viewCount - 1)), rng.chance(0.6))
        if rng.chance(0.3), Self.peekAndPop { extras.previewing = previewing }
        // Presses: a key command (⌘K) or a plain key, down and up, sometimes left down until a mutation ends it.
        for _ in 0..<(Self.keyPresses ? rng.pick([0, 0, 1, 2, 4]) : 0) {
            let down = (rng.double(0...1.5) / StormSpec.tick).rounded() * StormSpec.tick
            let command = rng.chance(0.5)
            let input = command ? "k" : rng.pick(["a", "b", "UIKeyInputEscape"])
            c.storm.keySteps.append(KeyStep(time: down, isDown: true, input: input, command: command))
            c.storm.keySteps.append(
                KeyStep(time: down + rng.pick([0, StormSpec.tick, 0.1, 0.6]), isDown: false, input: input, command: command))
        }
        if rng.chance(0.6) { extras.initialFirstResponder = rng.int(0...(viewCount - 1)) }
        // More mutations, aimed at every view and recognizer, with the new triggers and actions.
        var more = MutationPlan.generate(&rng, viewCount: viewCount, recognizerCount: recognizerCount).mutations
        for i in more.indices {
            switch rng.int(0...5) {
            case 0 where viewCount > baseViews:
                more[i].trigger = .controlAction(view: rng.int(baseViews...(viewCount - 1)))
            case 1: more[i].trigger = .keyCommand(view: rng.int(0...(viewCount - 1)))
            case 2: more[i].trigger = .pressHandler(view: rng.int(0...(viewCount - 1)))
            default: break
            }
            if secondRoot != nil, rng.chance(0.2) { more[i].action = .releaseSecondWindow }
        }
        c.mutations.mutations += more
        c.extras = extras
    }

    var summary: String {
        var lines: [String] = []
        if !secondWindowAbove { lines.append("the second window (if any) is below the first") }
        if let p = previewing { lines.append("v\(p.source) offers peek and pop (\(p.answers ? "with" : "without") a preview)") }
        if let v = initialFirstResponder { lines.append("v\(v) is asked to become first responder first") }
        return lines.joined(separator: "\n")
    }
}

extension RecognizerConfigurationSpec {
    /// Which touches a recognizer takes (`allowedTouchTypes`).
    enum AllowedTouchTypes: String, Sendable, Equatable {
        case fingersOnly = "fingers only"
        case pencilsOnly = "pencils only"
    }

    /// Adds a failure requirement expressed in one of the three ways, giving the side that answers a delegate.
    mutating func addRequirement(_ rng: inout CaseRandom, dependent d: Int, requirement q: Int) {
        let source: RequirementSource = rng.pick([
            .requireToFail, .requireToFail, .delegateRequiresFailure, .delegateRequiredToFail,
        ])
        let side = source == .delegateRequiresFailure ? d : q
        if source != .requireToFail, recognizers[side].delegate == nil {
            recognizers[side].delegate = DelegateSpec(shouldBeginProbability: 1, declinedContacts: 0, seed: rng.next())
        }
        requirements.append(Requirement(dependent: d, requirement: q, source: source))
    }

    /// The recognizers `r` requires to fail, directly or through others.
    func reachable(from r: Int) -> Set<Int> {
        var seen = Set<Int>(), stack = [r]
        while let x = stack.popLast() {
            for e in requirements where e.dependent == x && !seen.contains(e.requirement) {
                seen.insert(e.requirement)
                stack.append(e.requirement)
            }
        }
        return seen
    }

    /// Marks the requirements that lie on a cycle of the graph (the requirement reaches the dependent).
    mutating func markCycles() {
        for i in requirements.indices {
            let e = requirements[i]
            requirements[i].inCycle = e.dependent == e.requirement || reachable(from: e.requirement).contains(e.dependent)
        }
    }

    /// One recognizer of a random kind with random flags (the kinds and odds of ``generate(_:viewCount:)``).
    static func randomRecognizer(_ rng: inout CaseRandom) -> RecognizerSpec {
        let kind: Kind
        switch rng.int(0...9) {
        case 0, 1: kind = .tap(taps: rng.pick([1, 1, 2]), touches: 1)
        case 2: kind = .pan(minimumTouches: 1, maximumTouches: rng.pick([1, 2, Int.max]))
        case 3: kind = .longPress(duration: rng.double(0.1...0.6), taps: 0, touches: 1)
        case 4: kind = .swipe(direction: UInt(rng.int(1...15)), touches: 1)
        case 5: kind = .pinch
        case 6: kind = .rotation
        default: kind = .scripted(continuous: rng.chance(0.5), travel: rng.double(0...60))
        }
        return RecognizerSpec(
            kind: kind, view: 0, isEnabled: !rng.chance(0.05), cancelsTouchesInView: !rng.chance(0.2),
            delaysTouchesBegan: rng.chance(0.2), delaysTouchesEnded: !rng.chance(0.3),
            delegate: rng.chance(0.3)
                ? DelegateSpec(shouldBeginProbability: rng.pick([1, 0.7]), declinedContacts: 0, seed: rng.next()) : nil)
    }
}
