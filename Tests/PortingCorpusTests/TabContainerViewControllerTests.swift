import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// View controller containment: the shown child is in `children`, its view is in the container's content view,
/// it sits in the responder chain between its view and the container, and the segmented control swaps children
/// with the appearance callbacks UIKit sends.
@MainActor
@Suite("Corpus: TabContainerViewController")
struct TabContainerViewControllerTests {
    final class Page: UIViewController {
        var events: [String] = []
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("didAppear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            events.append("didDisappear")
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            events.append(parent === nil ? "removed" : "added")
        }
    }

    let inbox = Page()
    let archive = Page()
    let controller: TabContainerViewController
    let stage: CorpusStage

    init() {
        controller = TabContainerViewController(pages: [inbox, archive])
        stage = CorpusStage(showing: controller)
    }

    @Test("the first page is a child, on screen, and in the responder chain")
    func firstPage() {
        stage.makeCurrent()
        #expect(controller.children.count == 1)
        #expect(controller.children.first === inbox)
        #expect(inbox.parent === controller)
        #expect(inbox.view.superview === controller.contentView)
        #expect(inbox.view.frame == controller.contentView.bounds)
        #expect(inbox.view.next === inbox)
        #expect(inbox.next === controller.contentView)
        #expect(inbox.events == ["added", "didAppear"])
    }

    @Test("tapping the second segment swaps the children with containment and appearance calls")
    func switchPage() {
        stage.makeCurrent()
        let segments = controller.segmentedControl
        stage.sim.tap(at: CGPoint(x: segments.bounds.width * 0.75, y: segments.bounds.midY), in: segments)
        #expect(controller.segmentedControl.selectedSegmentIndex == 1)
        #expect(controller.currentPage === archive)
        #expect(controller.children.count == 1)
        #expect(controller.children.first === archive)
        #expect(inbox.parent === nil)
        #expect(inbox.view.superview === nil)
        #expect(inbox.events == ["added", "didAppear", "didDisappear", "removed"])
        // Its view joined the visible window before didMove(toParent:).
        #expect(archive.events == ["didAppear", "added"])
        #expect(archive.view.window === stage.window)
    }

    @Test("choosing the page that is already shown changes nothing")
    func samePage() {
        stage.makeCurrent()
        controller.show(pageAt: 0)
        #expect(inbox.events == ["added", "didAppear"])
    }
}
