import Foundation
import TactileTesting

/// Auto Layout's benchmark scene: a window of 1,000 × 1,000 points with a grid of 250 views in 25 rows of 10, each
/// placed by four constraints (1,000 in all) against its left neighbour and the view above it. `heights` are the
/// first column's height constraints, one per row; the other views of a row are as high as its first.
@MainActor
public final class GridScene {
    public let sim = TouchSimulator()
    public let window: UIWindow
    public var heights: [NSLayoutConstraint] = []
    var flag = false

    public init() {
        window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var constraints: [NSLayoutConstraint] = []
        var above: [UIView] = []
        for row in 0..<25 {
            var left: UIView?
            var current: [UIView] = []
            for column in 0..<10 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                constraints.append(
                    view.leadingAnchor.constraint(equalTo: left?.trailingAnchor ?? window.leadingAnchor, constant: 1))
                constraints.append(
                    view.topAnchor.constraint(equalTo: row == 0 ? window.topAnchor : above[column].bottomAnchor))
                constraints.append(view.widthAnchor.constraint(equalToConstant: 9))
                let height = column == 0
                    ? view.heightAnchor.constraint(equalToConstant: 10)
                    : view.heightAnchor.constraint(equalTo: current[0].heightAnchor)
                if column == 0 { heights.append(height) }
                constraints.append(height)
                left = view
                current.append(view)
            }
            above = current
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// The first row's height, 10 or 11 points: every row below moves (240 views).
    public func toggleFirstRow() {
        flag.toggle()
        heights[0].constant = flag ? 11 : 10
    }

    /// The middle row's first view, 9 or 10 points wide: the nine views right of it move.
    public lazy var middleWidth: NSLayoutConstraint = window.subviews[120].constraints.first {
        $0.firstAttribute == .width
    }!

    public func toggleMiddleWidth() {
        flag.toggle()
        middleWidth.constant = flag ? 10 : 9
    }
}
