import Tactile
import TactileTesting
import Testing

/// Runs the *Gesture recognizers* article's blocks: the arbitration log prints what the article shows, and the
/// guide's checkmark recognizes a check.
@MainActor
@Suite("Gesture recognizers article")
struct GestureRecognizersArticleTests {
    static let article = "Sources/Tactile/Tactile.docc/GestureRecognizers.md"

    @Test("the arbitration log of a single tap is the one the article prints")
    func arbitrationLogAsPrinted() throws {
        let block = try #require(
            MarkdownSwiftBlocks.blocks(inFileAt: Self.article).first { $0.contains("GestureArbitrationLog()") })
        let printed = block.split(separator: "\n").filter { $0.hasPrefix("// 1") }.map { String($0.dropFirst(3)) }
        #expect(printed.count == 9)

        let scene = SingleViewScene()
        let single = UITapGestureRecognizer()
        single.name = "single"
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singleActions = scene.attach(single)
        scene.attach(double)
        installArbitrationLog(on: scene.simulator.application)
        scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 1)

        let log = try #require(scene.simulator.application.gestureArbitrationLog)
        #expect(log.entries.map(\.description) == printed)
        #expect(singleActions.states == [.ended])
    }

    @Test("the guide's checkmark recognizes a check and reports its bottom")
    func checkmarkRecognizesACheck() {
        let scene = SingleViewScene()
        let actions = scene.attach(CheckmarkGestureRecognizer()) { [$0.midPoint.x, $0.midPoint.y] }
        scene.simulator.perform([Self.check])
        #expect(actions.states == [.ended])
        #expect(actions.values(at: .ended) == [140, 240])
    }

    @Test("the article's view controller attaches the checkmark with a typed action")
    func viewControllerAttachesTheCheckmark() {
        let sim = TouchSimulator()
        let controller = MyViewController()
        sim.makeWindow().rootViewController = controller
        #expect(controller.view.gestureRecognizers?.contains { $0 is CheckmarkGestureRecognizer } == true)
    }

    /// A check drawn upright: down to the right, then a longer stroke up to the right.
    static let check = TouchPath(keyframes: [
        .init(time: 0, location: CGPoint(x: 100, y: 200)),
        .init(time: 0.1, location: CGPoint(x: 140, y: 240)),
        .init(time: 0.3, location: CGPoint(x: 220, y: 120)),
    ])
}
