import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// UIImage, UIImageView, UILabel and UIFont (issue 16, deliverable 6).
@MainActor
@Suite("Images, image views, labels and fonts")
struct ImageLabelFontTests {
    /// A minimal PNG header (signature and IHDR) for an image of `width` × `height` pixels.
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    static func temporaryBundle(files: [String: Data]) throws -> Bundle {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: dir.appendingPathComponent(name)) }
        return try #require(Bundle(path: dir.path))
    }

    @Test("UIImage(named:) is nil for a missing asset, as in UIKit; a file in the bundle gives its size and scale")
    func named() throws {
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
        let bundle = try Self.temporaryBundle(files: ["photo@2x.png": Self.png(width: 200, height: 100)])
        let image = try #require(UIImage(named: "photo", in: bundle, with: nil))
        #expect(image.size == CGSize(width: 100, height: 50) && image.scale == 2)
        #expect(image.name == "photo" && image.renderingMode == .automatic && !image.isSymbolImage)
        #expect(UIImage(named: "other", in: bundle, with: nil) == nil)
    }

    @Test("UIImage(contentsOfFile:) reads PNG, GIF and JPEG headers and refuses anything else")
    func contentsOfFile() throws {
        let gif = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 30, 0, 20, 0, 0, 0, 0])
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 48, 0, 64, 3, 0, 0, 0, 0])
        let bundle = try Self.temporaryBundle(files: [
            "a.png": Self.png(width: 7, height: 9), "b.gif": gif, "c.jpg": jpeg, "d.txt": Data("hello".utf8),
        ])
        let dir = bundle.bundlePath as NSString
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("a.png"))?.size == CGSize(width: 7, height: 9))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("b.gif"))?.size == CGSize(width: 30, height: 20))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("c.jpg"))?.size == CGSize(width: 64, height: 48))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("d.txt")) == nil)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.png")) == nil)
        #expect(UIImage(data: Self.png(width: 4, height: 2), scale: 2)?.size == CGSize(width: 2, height: 1))
    }

    @Test("system images are templates that remember their name; withRenderingMode changes only the mode")
    func systemImages() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage && star.name == "star.fill" && star.renderingMode == .alwaysTemplate)
        #expect(star.size == CGSize(width: 20, height: 20))
        let original = star.withRenderingMode(.alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal && original.size == star.size && original.name == "star.fill")
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "star.fill") == star && UIImage(systemName: "star") != star && original != star)
        #expect(UIImage() != UIImage())
        #expect(UIImage().size == .zero)
    }

    @Test("UIImageView(image:) takes the image's size; it ignores touches by default as UIKit's does")
    func imageView() throws {
        let image = try #require(UIImage(data: Self.png(width: 80, height: 60)))
        let iv = UIImageView(image: image)
        #expect(iv.frame == CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(iv.image === image && iv.highlightedImage == nil && !iv.isUserInteractionEnabled)
        #expect(iv.contentMode == .scaleToFill)
    }

    @Test("TDC-03 a tap recognizer on an image view does nothing until user interaction is enabled, as on iOS")
    func imageViewTap() throws {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let iv = UIImageView(image: UIImage(systemName: "photo"))
        iv.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        window.addSubview(iv)
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        iv.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
        #expect(taps == 0)
        iv.isUserInteractionEnabled = true
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
        #expect(taps == 1)
    }

    @Test("UILabel's text properties default to UIKit's values and keep what is set")
    func label() {
        let l = UILabel(frame: .zero)
        #expect(!l.isUserInteractionEnabled && l.text == nil && l.attributedText == nil)
        #expect(l.font == .systemFont(ofSize: 17) && l.textColor == .label && l.textAlignment == .natural)
        #expect(l.numberOfLines == 1 && l.lineBreakMode == .byTruncatingTail)
        l.text = "Hello"
        #expect(l.attributedText?.string == "Hello")
        l.attributedText = NSAttributedString(string: "World")
        #expect(l.text == "World")
        l.textColor = nil
        #expect(l.textColor == .label)
        l.font = .boldSystemFont(ofSize: 20)
        l.textAlignment = .center
        l.numberOfLines = 0
        #expect(l.font.pointSize == 20 && l.font.weight == .bold && l.textAlignment == .center && l.numberOfLines == 0)
    }

    @Test("UIFont: the system fonts, named fonts (nil when unknown, as UIKit), and text-style sizes")
    func fonts() {
        let system = UIFont.systemFont(ofSize: 14)
        #expect(system.pointSize == 14 && system.familyName == ".AppleSystemUIFont" && system.weight == .regular)
        #expect(UIFont.boldSystemFont(ofSize: 14).weight == .bold && UIFont.boldSystemFont(ofSize: 14) != system)
        #expect(UIFont(name: "Helvetica-Bold", size: 12)?.familyName == "Helvetica")
        #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(system.withSize(30).pointSize == 30 && system.withSize(30).fontName == system.fontName)
    }
}
