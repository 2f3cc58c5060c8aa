import Foundation

/// An image: its size, scale and rendering mode, and where it came from. No pixels are decoded.
///
/// UIKit counterpart: `UIImage`. Immutable and `Sendable`, as UIKit's is. Which initialisers return an image
/// follows UIKit's rule as far as Tactile can check it:
/// - ``init(named:)`` and ``init(named:in:with:)`` look for an image file in the bundle (`Bundle.main` by default):
///   the name as given, or with `@3x`, `@2x` or no suffix and the extension `png`, `jpg`, `jpeg` or `gif`. They
///   return `nil`, as UIKit does for a missing asset, when there is none. Asset catalogs are not compiled on
///   Linux: put the image files in the bundle's resources.
/// - ``init(contentsOfFile:)`` and ``init(data:)`` return `nil` unless the data starts like a PNG, JPEG or GIF.
///   The size is read from the file's header, in points (pixels divided by ``scale``; `@2x`/`@3x` in a file
///   name sets the scale, as in UIKit).
/// - ``init(systemName:)`` always returns an image: Tactile cannot check names against the SF Symbols catalogue,
///   so a misspelt name gives an image where UIKit gives `nil`. Its size is a nominal 20 × 20 points (about a
///   symbol at the body text size) and its rendering mode is `.alwaysTemplate`, as UIKit's symbols are.
public final class UIImage: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// How an image is drawn (UIKit counterpart: `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// Chosen by where the image is used (the default).
        case automatic
        /// Drawn with its own colours.
        case alwaysOriginal
        /// Drawn as a template: its shape in the tint colour.
        case alwaysTemplate
    }

    /// The size in points.
    public let size: CGSize
    /// Pixels per point. Default 1.
    public let scale: CGFloat
    /// How the image is drawn. Default `.automatic` (`.alwaysTemplate` for system images).
    public let renderingMode: RenderingMode
    /// The name the image was created with (``init(named:)`` or ``init(systemName:)``), or the file's path, or
    /// `nil` (Tactile addition: UIKit keeps it private).
    public let name: String?
    /// Whether the image is a system symbol (UIKit: `isSymbolImage`).
    public let isSymbolImage: Bool
    /// What was drawn to make the image, for images made by `UIGraphicsImageRenderer` or an image context
    /// (Tactile addition; empty otherwise).
    public let drawing: [CGContext.Command]

    /// The image file it was loaded from, if any (`package` API: a renderer may load the pixels from it).
    package let filePath: String?

    private let identity = UUID()

    init(
        size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic, name: String? = nil,
        isSymbolImage: Bool = false, drawing: [CGContext.Command] = [], filePath: String? = nil
    ) {
        self.filePath = filePath
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.name = name
        self.isSymbolImage = isSymbolImage
        self.drawing = drawing
    }

    /// An empty image of size zero.
    public convenience init() { self.init(size: .zero) }

    /// The image file `name` in `Bundle.main`, or `nil` when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The image file `name` in `bundle` (`Bundle.main` when `nil`), or `nil` when there is none. The
    /// configuration is accepted for source compatibility and not used.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard !name.isEmpty, let path = Self.path(named: name, in: bundle ?? .main),
            let image = Self.load(path: path, name: name)
        else { return nil }
        self.init(size: image.size, scale: image.scale, name: name, filePath: path)
    }

    /// A system symbol image (always non-`nil` in Tactile; see the type's discussion).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image with a configuration; a ``SymbolConfiguration`` with a point size scales the
    /// nominal size (20 points at 17-point text).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard !name.isEmpty else { return nil }
        let pointSize = (configuration as? SymbolConfiguration)?.pointSize ?? 17
        let side = (20 * pointSize / 17).rounded()
        self.init(
            size: CGSize(width: side, height: side), renderingMode: .alwaysTemplate, name: name, isSymbolImage: true)
    }

    /// The image in the file at `path`, or `nil` when the file is missing or is not a PNG, JPEG or GIF.
    public convenience init?(contentsOfFile path: String) {
        guard let image = Self.load(path: path, name: path) else { return nil }
        self.init(size: image.size, scale: image.scale, name: path, filePath: path)
    }

    /// The image in `data`, or `nil` when it is not a PNG, JPEG or GIF.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data` at `scale`, or `nil` when it is not a PNG, JPEG or GIF.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageHeader.pixelSize(of: data), scale > 0 else { return nil }
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            size: size, scale: scale, renderingMode: renderingMode, name: name, isSymbolImage: isSymbolImage,
            drawing: drawing, filePath: filePath)
    }

    /// The image drawn in `color`: as in UIKit its rendering mode becomes `.alwaysOriginal` (Tactile keeps no
    /// colour, as it draws no pixels).
    public func withTintColor(_ color: UIColor) -> UIImage { withRenderingMode(.alwaysOriginal) }

    private static func path(named name: String, in bundle: Bundle) -> String? {
        let fm = FileManager.default
        let base = (name as NSString).deletingPathExtension
        let givenExtension = (name as NSString).pathExtension
        var candidates: [String] = []
        if !givenExtension.isEmpty { candidates.append(name) }
        for suffix in ["@3x", "@2x", ""] {
            for ext in givenExtension.isEmpty ? ["png", "jpg", "jpeg", "gif"] : [givenExtension] {
                candidates.append("\(base)\(suffix).\(ext)")
            }
        }
        for directory in [bundle.resourcePath, bundle.bundlePath].compactMap({ $0 }) {
            for candidate in candidates {
                let path = (directory as NSString).appendingPathComponent(candidate)
                if fm.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    private static func load(path: String, name: String) -> (size: CGSize, scale: CGFloat)? {
        guard let data = FileManager.default.contents(atPath: path), let pixels = ImageHeader.pixelSize(of: data)
        else { return nil }
        let file = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = file.hasSuffix("@3x") ? 3 : file.hasSuffix("@2x") ? 2 : 1
        return (CGSize(width: pixels.width / scale, height: pixels.height / scale), scale)
    }

    /// Images with a name (from ``init(named:)``, ``init(systemName:)`` or a file) are equal when their name,
    /// size, scale and rendering mode are, as UIKit's cached named images and symbol images compare equal; other
    /// images are equal only to themselves.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        if lhs === rhs { return true }
        guard let name = lhs.name, name == rhs.name else { return false }
        return lhs.size == rhs.size && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
            && lhs.isSymbolImage == rhs.isSymbolImage && lhs.drawing == rhs.drawing
    }

    public func hash(into hasher: inout Hasher) {
        if let name { hasher.combine(name) } else { hasher.combine(identity) }
    }

    public var description: String {
        "<UIImage\(name.map { " named(\($0))" } ?? "")> {\(size.width), \(size.height)}"
    }

    /// Options for making an image (UIKit counterpart: `UIImage.Configuration`); kept, not used.
    public class Configuration: @unchecked Sendable {
        /// Creates an empty configuration.
        public init() {}
    }

    /// A symbol image's size (UIKit counterpart: `UIImage.SymbolConfiguration`): only the point size is used.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size of the text the symbol goes with.
        public let pointSize: CGFloat
        /// A configuration for symbols beside text of `pointSize` points.
        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
            super.init()
        }
    }
}

/// Reads an image's pixel size from its header (PNG, GIF, JPEG).
enum ImageHeader {
    static func pixelSize(of data: Data) -> CGSize? {
        let b = [UInt8](data.prefix(64 * 1024))
        if b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 {
            return CGSize(width: CGFloat(be32(b, 16)), height: CGFloat(be32(b, 20)))
        }
        if b.count >= 10, b[0] == 0x47, b[1] == 0x49, b[2] == 0x46 {
            return CGSize(width: CGFloat(Int(b[6]) | Int(b[7]) << 8), height: CGFloat(Int(b[8]) | Int(b[9]) << 8))
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else { return nil }
                let marker = b[i + 1]
                let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    let h = Int(b[i + 5]) << 8 | Int(b[i + 6])
                    let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                    return CGSize(width: CGFloat(w), height: CGFloat(h))
                }
                i += 2 + length
            }
        }
        return nil
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
}
