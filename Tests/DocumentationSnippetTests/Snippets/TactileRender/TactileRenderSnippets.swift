import Foundation
import Tactile
import TactileRender
import TactileTesting
import Testing

// The Swift blocks of Sources/TactileRender/TactileRender.docc, compiled, and run where they do something.

import Tactile
import TactileRender

@MainActor
func picture(of window: UIWindow) -> String {
    SVGRenderer().render(window.displayList())
}

@MainActor
@Suite struct TactileRenderSnippetTests {
    @Test func thePictureIsAnSVGOfTheWindow() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        window.addSubview(view)
        let svg = picture(of: window)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("fill=\"rgb(255,0,0)\""))
    }

    @Test func theFrameLoopDrawsOnlyWhenSomethingChanged() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var requests = 0
        let loop = FrameLoop(window: window) { requests += 1 }
        loop.drawFrame()
        loop.drawFrame()
        #expect(loop.framesDrawn == 1)
        view.center.x += 5
        #expect(requests == 1)
        loop.drawFrame()
        #expect(loop.framesDrawn == 2)
    }
}
