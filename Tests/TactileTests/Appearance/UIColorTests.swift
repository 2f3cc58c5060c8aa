import Foundation
import Testing
@testable import Tactile

/// UIColor's components, spaces, system values and equality (issue 16, deliverable 6).
@MainActor
@Suite("UIColor")
struct UIColorTests {
    func rgba(_ c: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    @Test("init(red:green:blue:alpha:) keeps its components; getRed reads them back; getWhite refuses an RGB colour")
    func rgbComponents() {
        let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(rgba(c) == [0.2, 0.4, 0.6, 0.8])
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(!c.getWhite(&w, alpha: &a))
        #expect(w == -1 && a == -1)
        #expect(c.cgColor.components == [0.2, 0.4, 0.6, 0.8] && c.cgColor.numberOfComponents == 4)
    }

    @Test("init(white:alpha:) is a grey colour: getWhite reads it, getRed answers white in all three channels")
    func greyComponents() {
        let c = UIColor(white: 0.25, alpha: 0.5)
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(c.getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
        #expect(rgba(c) == [0.25, 0.25, 0.25, 0.5])
        #expect(c.cgColor.model == .monochrome && c.cgColor.numberOfComponents == 2)
    }

    @Test("hue, saturation and brightness convert to RGB and back")
    func hsb() {
        // Hue 1/3 at full saturation and brightness is pure green; hue 0.5 at half saturation is (0.5, 1, 1)·0.8.
        let green: [CGFloat] = rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)).map { ($0 * 1e9).rounded() / 1e9 }
        #expect(green == [0, 1, 0, 1])
        let c = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.3)
        let comps = rgba(c)
        #expect(abs(comps[0] - 0.4) < 1e-9 && abs(comps[1] - 0.8) < 1e-9 && abs(comps[2] - 0.8) < 1e-9)
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        #expect(c.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.5) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(v - 0.8) < 1e-9 && a == 0.3)
        #expect(UIColor.red.getHue(&h, saturation: &s, brightness: &v, alpha: &a) && h == 0 && s == 1 && v == 1)
    }

    @Test("fixed colours have UIKit's spaces and components; system colours their light-mode values")
    func namedColours() {
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.black.getWhite(&w, alpha: &a) && w == 0 && a == 1)
        #expect(UIColor.white.getWhite(&w, alpha: &a) && w == 1 && a == 1)
        #expect(UIColor.gray.getWhite(&w, alpha: &a) && w == 0.5)
        #expect(UIColor.clear.getWhite(&w, alpha: &a) && w == 0 && a == 0)
        #expect(rgba(.red) == [1, 0, 0, 1])
        #expect(rgba(.green) == [0, 1, 0, 1])
        #expect(rgba(.blue) == [0, 0, 1, 1])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        let blue: [CGFloat] = [0, 122.0 / 255, 1, 1]
        let red: [CGFloat] = [1, 59.0 / 255, 48.0 / 255, 1]
        #expect(rgba(.systemBlue) == blue)
        #expect(rgba(.systemRed) == red)
        #expect(rgba(.label) == [0, 0, 0, 1])
        #expect(rgba(.systemBackground) == [1, 1, 1, 1])
        #expect(rgba(.secondaryLabel)[3] == 0.6)
    }

    @Test("withAlphaComponent keeps the space and the other components")
    func alpha() {
        let half = UIColor.systemBlue.withAlphaComponent(0.5)
        let expected: [CGFloat] = [0, 122.0 / 255, 1, 0.5]
        #expect(rgba(half) == expected)
        #expect(UIColor.black.withAlphaComponent(0.2) == UIColor(white: 0, alpha: 0.2))
        #expect(half.alphaComponent == 0.5)
    }

    @Test("equal by space and components, as UIKit: white in grey is not white in RGB")
    func equality() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor(white: 1, alpha: 1) == .white)
        #expect(UIColor(red: 1, green: 1, blue: 1, alpha: 1) != .white)
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.99))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    }

    @Test("description follows UIKit's format")
    func description() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
    }

    @Test("UIColor is Sendable and usable off the main actor")
    func sendable() async {
        let c = await Task.detached { UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).withAlphaComponent(0.5) }.value
        #expect(c.alphaComponent == 0.5)
    }
}
