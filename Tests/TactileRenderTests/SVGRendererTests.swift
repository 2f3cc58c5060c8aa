import Foundation
import Tactile
import TactileExamples
import TactileTesting
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import TactileRender

/// An attribute of an element (corelibs Foundation's `attribute(forName:)` does not find attributes of an element
/// in a default namespace).
func attribute(_ node: XMLNode?, _ name: String) -> String? {
    (node as? XMLElement)?.attributes?.first { $0.name == name }?.stringValue
}

@MainActor
@Suite struct SVGRendererTests {
    func photoViewerSVG() -> String {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scene = PhotoViewerScene(window: window)
        return withExtendedLifetime(scene) { SVGRenderer().render(window.displayList()) }
    }

    @Test func theDocumentIsWellFormedWithAGroupPerViewAndTheTitleAsText() throws {
        let svg = photoViewerSVG()
        let document = try XMLDocument(data: Data(svg.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        #expect(attribute(root, "width") == "390")
        let groups = try root.nodes(forXPath: "//*[local-name()='g'][@data-class]")
        let classes = groups.compactMap { attribute($0, "data-class") }
        #expect(classes.prefix(3) == ["UIWindow", "PhotoView", "PictureView"])
        #expect(classes.contains("UIButton") && classes.contains("UILabel"))
        let texts = try root.nodes(forXPath: "//*[local-name()='text']").map { $0.stringValue ?? "" }
        #expect(texts.contains("Hills at noon"))
        #expect(texts.contains("Like"))
        // The picture is drawn: its sky, sun, hills and lake are paths.
        let picture = try #require(
            groups.first { attribute($0, "data-class") == "PictureView" })
        #expect(try picture.nodes(forXPath: ".//*[local-name()='path']").count >= 5)
    }

    @Test func theSameSceneGivesTheSameBytes() {
        #expect(photoViewerSVG() == photoViewerSVG())
    }

    @Test func numbersAreShortAndTextIsEscaped() {
        #expect(SVGWriter.number(1) == "1")
        #expect(SVGWriter.number(0.1 + 0.2) == "0.3")
        #expect(SVGWriter.number(-0.0001) == "0")
        #expect(SVGWriter.number(.nan) == "0")
        #expect(SVGWriter.escape("a<b & \"c\"") == "a&lt;b &amp; &quot;c&quot;")
    }

    @Test func contentGroupsAreBalancedAcrossSavesAndRestores() throws {
        let item = DisplayItem(
            id: 1, depth: 0, className: "V", bounds: CGRect(x: 0, y: 0, width: 10, height: 10), transform: .identity,
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 1,
            content: [
                .save, .concatenate(.translation(1, 1)),
                .clip(DisplayPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), .evenOdd),
                .fill(DisplayPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), .clear, .winding), .restore,
                .concatenate(.translation(2, 2)),
            ])
        let svg = SVGRenderer().render(DisplayList(size: CGSize(width: 10, height: 10), scale: 1, items: [item]))
        _ = try XMLDocument(data: Data(svg.utf8))
        #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
    }
}
