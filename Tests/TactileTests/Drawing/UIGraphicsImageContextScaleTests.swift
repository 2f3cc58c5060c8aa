import Foundation
import Testing
@testable import Tactile

/// Image contexts given a scale of 0, and image renderers, use the main screen's scale, as in UIKit.
@MainActor
@Suite("Image context scale")
struct ImageContextScaleTests {
    private func imageScale(_ scale: CGFloat) -> CGFloat? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, scale)
        defer { UIGraphicsEndImageContext() }
        return UIGraphicsGetImageFromCurrentImageContext()?.scale
    }

    @Test("scale 0 means UIScreen.main.scale; an explicit scale is kept; UIGraphicsBeginImageContext is scale 1")
    func zeroMeansScreenScale() {
        #expect(UIScreen.main.scale == 3)
        #expect(imageScale(0) == 3)
        #expect(imageScale(2) == 2)
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).scale == 3)
    }

    @Test("a replaced main screen's scale is the one scale 0 and renderers use")
    func replacedScreen() {
        let original = UIScreen.main
        defer { UIScreen.setMain(original) }
        UIScreen.setMain(UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 2))
        #expect(imageScale(0) == 2)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        #expect(renderer.scale == 2 && renderer.image { _ in }.scale == 2)
    }
}
