import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UIScreen and UICoordinateSpace (issue 16): conversions through a screen's coordinate space agree with the
// conversions between views, windows at different screen positions included.

fileprivate func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

@MainActor
@Suite("UIScreen and UICoordinateSpace")
struct UIScreenTests {
    let sim = TouchSimulator()

    @Test("a screen keeps its bounds and scale; nativeBounds is the size in pixels")
    func screenGeometry() {
        let screen = UIScreen(bounds: CGRect(x: 5, y: 5, width: 390, height: 844), scale: 3)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.scale == 3)
        #expect(screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(screen.coordinateSpace.bounds == screen.bounds)
        #expect(screen.fixedCoordinateSpace.bounds == screen.bounds)
        #expect(UIScreen(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), scale: 0).scale == 1)
    }

    @Test("UIScreen.main defaults to 390 × 844 at scale 3 and can be replaced; windows are on it by default")
    func mainScreen() {
        sim.makeShared()
        #expect(UIScreen.main === sim.screen)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        // Restores a default screen: the simulator's is not kept alive past the test.
        defer { UIScreen.setMain(UIScreen(bounds: UIScreen.defaultMainBounds, scale: UIScreen.defaultMainScale)) }
        // setMain replaces the screen the simulator lent, until a simulator is made shared again.
        let custom = UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 600), scale: 2)
        UIScreen.setMain(custom)
        #expect(UIScreen.main === custom)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: sim.application)
        #expect(window.screen === custom)
        let other = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.screen = other
        #expect(window.screen === other)
        let simulated = sim.makeWindow()
        #expect(UIScreen.main === sim.screen)
        #expect(simulated.screen === sim.screen)
        #expect(simulated.frame == sim.screen.bounds)
    }

    @Test("a view converts to and from the screen's coordinate space through its window's frame")
    func viewToScreenSpace() {
        let window = sim.makeWindow(frame: CGRect(x: 100, y: 50, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(view)
        let space = window.screen.coordinateSpace
        #expect(close(view.convert(CGPoint(x: 1, y: 2), to: space), CGPoint(x: 111, y: 72)))
        #expect(close(view.convert(CGPoint(x: 111, y: 72), from: space), CGPoint(x: 1, y: 2)))
        #expect(close(space.convert(CGPoint(x: 111, y: 72), to: view), CGPoint(x: 1, y: 2)))
        #expect(close(space.convert(CGPoint(x: 1, y: 2), from: view), CGPoint(x: 111, y: 72)))
        #expect(view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: space)
            == CGRect(x: 110, y: 70, width: 10, height: 10))
        #expect(close(view.convert(CGPoint(x: 1, y: 2), to: window.screen.fixedCoordinateSpace), CGPoint(x: 111, y: 72)))
    }

    @Test("views convert to each other as coordinate spaces exactly as with convert(_:to: UIView?), across windows")
    func viewsAsCoordinateSpaces() {
        let w1 = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let w2 = sim.makeWindow(frame: CGRect(x: 300, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        b.transform = CGAffineTransform(rotationAngle: .pi / 2)
        w1.addSubview(a)
        w2.addSubview(b)
        let p = CGPoint(x: 3, y: 4)
        let spaceB: any UICoordinateSpace = b
        #expect(close(a.convert(p, to: spaceB), a.convert(p, to: b as UIView?)))
        #expect(close(a.convert(p, from: spaceB), a.convert(p, from: b as UIView?)))
        #expect(close(spaceB.convert(a.convert(p, to: spaceB), to: a), p))
    }
}
