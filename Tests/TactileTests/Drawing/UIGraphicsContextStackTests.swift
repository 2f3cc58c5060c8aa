import Foundation
import Testing
@testable import Tactile

/// The current-context stack: one for the main actor wherever it runs (under Swift Testing on Linux, not on the
/// main thread, and not always on the same thread), one per other thread, as in UIKit.
@MainActor
@Suite("UIGraphics context stack")
struct UIGraphicsContextStackTests {
    @Test("on the main actor, a pushed context is current until popped, even off the main thread")
    func mainActorPushPop() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("threads drawing images at once each have their own stack")
    func concurrentImageContexts() async {
        // The main actor's stack is shared by every main-actor test running now, so none keeps a context open
        // across an await; the tasks below run off the main actor, each thread with its own stack.
        let sizes = await withTaskGroup(of: Bool.self) { group in
            for i in 1...8 {
                group.addTask {
                    var ok = true
                    for _ in 0..<50 {
                        let size = CGSize(width: i, height: i)
                        UIGraphicsBeginImageContextWithOptions(size, false, 2)
                        UIRectFill(CGRect(origin: .zero, size: size))
                        let image = UIGraphicsGetImageFromCurrentImageContext()
                        UIGraphicsEndImageContext()
                        ok = ok && image?.size == size && image?.scale == 2 && UIGraphicsGetCurrentContext() == nil
                    }
                    return ok
                }
            }
            var results: [Bool] = []
            for await ok in group { results.append(ok) }
            return results
        }
        #expect(sizes == Array(repeating: true, count: 8))
        UIGraphicsBeginImageContext(CGSize(width: 5, height: 5))
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIGraphicsEndImageContext()
    }
}
