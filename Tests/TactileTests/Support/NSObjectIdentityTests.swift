import Foundation
import Testing
import Tactile

/// Identity `Equatable`/`Hashable` on the remaining classes that are `NSObject`s in UIKit and Core Animation.
@MainActor
@Suite("NSObject identity: paths, layers, screens, devices, animators")
struct NSObjectIdentityTests {
    /// Two distinct objects and one of them again: equal only to itself, and a set keeps both.
    private func expectIdentity<T: Hashable & AnyObject>(_ a: T, _ b: T) {
        #expect(a == a)
        #expect(a != b)
        let set: Set<T> = [a, b, a]
        #expect(set.count == 2)
        #expect(set.contains(a) && set.contains(b))
        let keyed: [T: Int] = [a: 1, b: 2]
        #expect(keyed[a] == 1 && keyed[b] == 2)
    }

    @Test("UIBezierPath: equal paths with the same geometry are still different objects")
    func bezierPath() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        expectIdentity(UIBezierPath(rect: rect), UIBezierPath(rect: rect))
    }

    @Test("CALayer, UIScreen, UIViewPropertyAnimator compare by identity")
    func layersScreensAnimators() {
        expectIdentity(CALayer(), CALayer())
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        expectIdentity(UIScreen(bounds: bounds), UIScreen(bounds: bounds))
        expectIdentity(
            UIViewPropertyAnimator(duration: 1, curve: .linear), UIViewPropertyAnimator(duration: 1, curve: .linear))
        let view = UIView(frame: bounds)
        #expect(view.layer == view.layer)
    }

    @Test("UIDevice: each application's device is itself, and differs from another application's")
    func device() {
        let first = UIApplication(scheduler: VirtualScheduler(start: 0))
        let second = UIApplication(scheduler: VirtualScheduler(start: 0))
        expectIdentity(first.device, second.device)
    }

    @Test("the comparisons are not bound to the main actor")
    func nonisolatedComparison() async {
        let (a, b) = (UIBezierPath(), UIBezierPath())
        nonisolated(unsafe) let pair = (a, b)
        let differ = await Task.detached { pair.0 != pair.1 && pair.0 == pair.0 }.value
        #expect(differ)
    }
}
