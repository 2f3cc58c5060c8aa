import Foundation

/// A random view hierarchy: view 0 fills the window, every later view is a subview of an earlier one.
///
/// Frames are mostly inside their superview (some stick out, so HIT-04 prunes part of them), and a few views
/// are hidden, refuse interaction (HIT-06) or are exclusive-touch (TDC-02); most take several touches (TDC-01).
struct HierarchySpec: Sendable, Equatable {
    struct Node: Sendable, Equatable {
        /// The superview's index; `nil` for view 0, which is the window's subview.
        var parent: Int?
        var frame: CGRect
        var isMultipleTouchEnabled: Bool
        var isExclusiveTouch: Bool
        var isUserInteractionEnabled: Bool
        var isHidden: Bool
        var canBecomeFirstResponder: Bool
        /// What the view is (issue 22: a scroll view, a control inside it).
        var kind: NodeKind = .plain
        /// The window: 0 for the first, 1 for the second (``ExtrasSpec/secondWindowFrame``).
        var window = 0
    }

    enum NodeKind: Sendable, Equatable {
        /// A ``ProbeView``.
        case plain
        /// A `UIScrollView` (``ProbeScrollView``) whose content is its subviews.
        case scrollView(delaysContentTouches: Bool)
        /// A `UIButton` (``ProbeControl``) that tracks its touch and sends actions.
        case control
    }

    static let windowSize = CGSize(width: 320, height: 480)

    var nodes: [Node]

    static func generate(_ rng: inout CaseRandom) -> HierarchySpec {
        let count = rng.int(1...8)
        var nodes: [Node] = []
        for i in 0..<count {
            let parent: Int? = i == 0 ? nil : rng.int(0...(i - 1))
            let bounds = parent.map { nodes[$0].frame.size } ?? windowSize
            let frame: CGRect
            if i == 0 {
                frame = CGRect(origin: .zero, size: windowSize)
            } else {
                let w = max(20, (bounds.width * rng.double(0.3...0.9)).rounded())
                let h = max(20, (bounds.height * rng.double(0.3...0.9)).rounded())
                var x = (rng.double(0...1) * Double(max(0, bounds.width - w))).rounded()
                var y = (rng.double(0...1) * Double(max(0, bounds.height - h))).rounded()
                if rng.chance(0.1) {  // sticks out of its superview
                    x += (w / 2).rounded()
                    y -= (h / 3).rounded()
                }
                frame = CGRect(x: x, y: y, width: w, height: h)
            }
            nodes.append(
                Node(
                    parent: parent, frame: frame,
                    isMultipleTouchEnabled: rng.chance(0.75),
                    isExclusiveTouch: i > 0 && rng.chance(0.08),
                    isUserInteractionEnabled: i == 0 || !rng.chance(0.06),
                    isHidden: i > 0 && rng.chance(0.04),
                    canBecomeFirstResponder: rng.chance(0.5)))
        }
        return HierarchySpec(nodes: nodes)
    }

    /// The frame of view `i` in window coordinates.
    func windowFrame(of i: Int) -> CGRect {
        var f = nodes[i].frame
        var p = nodes[i].parent
        while let j = p {
            f = f.offsetBy(dx: nodes[j].frame.minX, dy: nodes[j].frame.minY)
            p = nodes[j].parent
        }
        if nodes[i].window == 1 {
            f = f.offsetBy(dx: ExtrasSpec.secondWindowFrame.minX, dy: ExtrasSpec.secondWindowFrame.minY)
        }
        return f
    }

    /// One line per view.
    var summary: String {
        nodes.enumerated().map { i, n in
            var flags: [String] = []
            if n.isMultipleTouchEnabled { flags.append("multi") }
            if n.isExclusiveTouch { flags.append("exclusive") }
            if !n.isUserInteractionEnabled { flags.append("noInteraction") }
            if n.isHidden { flags.append("hidden") }
            if n.canBecomeFirstResponder { flags.append("canBecomeFirst") }
            switch n.kind {
            case .plain: break
            case .scrollView(let delays): flags.append(delays ? "scrollView" : "scrollView(!delaysContentTouches)")
            case .control: flags.append("control")
            }
            let f = n.frame
            return "v\(i) in \(n.parent.map { "v\($0)" } ?? (n.window == 1 ? "the second window" : "window")) "
                + "(\(Int(f.minX)),\(Int(f.minY)) \(Int(f.width))×\(Int(f.height))) \(flags.joined(separator: " "))"
        }.joined(separator: "\n")
    }
}
