import Foundation
import Tactile
import TactileRender
import TactileTesting
import Testing

/// A frame of the display list in which one view moved allocates nothing once the builder is warm: the builder
/// updates its list in place and keeps the capacity of its change lists.
@Suite(
    "Allocation-free display list frames (malloc counting)",
    .serialized,
    .enabled(
        if: mallocCountingWorks,
        "malloc counting is not available in this process (malloc-interposer saw no allocation), so the display list's frames cannot be checked"
    )
)
@MainActor
struct DisplayListAllocationTests {
    @Test("1,000 views, one moved per frame, 500 frames: no allocation")
    func oneViewMoved() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var views: [UIView] = []
        for i in 0..<1_000 {
            let view = i % 10 == 9 ? UILabel(frame: .zero) : UIView(frame: .zero)
            (view as? UILabel)?.text = "item \(i)"
            view.frame = CGRect(x: CGFloat(i % 100) * 10, y: CGFloat(i / 100) * 12, width: 9, height: 11)
            view.backgroundColor = .gray
            window.addSubview(view)
            views.append(view)
        }
        let moving = views[500]
        let builder = DisplayListBuilder(window: window)
        builder.update()
        var step: CGFloat = 1
        for _ in 0..<50 {
            moving.center.x += step
            step = -step
            builder.update()
        }
        var changed = 0
        let count = allocations {
            for _ in 0..<500 {
                moving.center.x += step
                step = -step
                builder.update()
                changed += builder.list.changes.changedIDs.count
            }
        }
        #expect(count == 0, "500 frames made \(count) heap allocations (left out: \(leftOut))")
        #expect(changed == 500)
    }
}
