import Foundation
import Tactile

/// Images as display content: an image view's image where its content mode puts it, and images drawn with
/// `draw(in:)` (no UIKit counterpart: what `UIImageView` and Core Graphics put in a layer).
@MainActor
enum ImageContent {
    /// `image` drawn in `rect`; a template image (a symbol, or `.alwaysTemplate`) in `tint`.
    static func displayImage(_ image: UIImage, in rect: CGRect, tint: UIColor?) -> DisplayImage {
        let isTemplate = image.renderingMode == .alwaysTemplate
        return DisplayImage(
            rect: rect, size: image.size, name: image.name, filePath: image.filePath,
            drawing: image.drawing.isEmpty ? [] : DrawingTranslator.content(of: image.drawing),
            tint: isTemplate ? DisplayColor(tint ?? .systemBlue) : nil)
    }

    /// Where an image of `size` goes in `bounds` under `mode`, as UIKit's content modes place it.
    static func placement(of size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        func placed(_ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit:
            let s = min(bounds.width / size.width, bounds.height / size.height)
            return placed(size.width * s, size.height * s)
        case .scaleAspectFill:
            let s = max(bounds.width / size.width, bounds.height / size.height)
            return placed(size.width * s, size.height * s)
        case .center:
            return placed(size.width, size.height)
        case .top:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.minY, width: size.width, height: size.height)
        case .bottom:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.maxY - size.height, width: size.width, height: size.height)
        case .left:
            return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .right:
            return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .topLeft:
            return CGRect(origin: bounds.origin, size: size)
        case .topRight:
            return CGRect(x: bounds.maxX - size.width, y: bounds.minY, width: size.width, height: size.height)
        case .bottomLeft:
            return CGRect(x: bounds.minX, y: bounds.maxY - size.height, width: size.width, height: size.height)
        case .bottomRight:
            return CGRect(x: bounds.maxX - size.width, y: bounds.maxY - size.height, width: size.width, height: size.height)
        }
    }

    /// An image view's current image (the highlighted one while highlighted).
    static func imageView(_ view: UIImageView) -> [DisplayContent] {
        let shown = view.isHighlighted ? view.highlightedImage ?? view.image : view.image
        guard let image = shown else { return [] }
        let rect = placement(of: image.size, in: view.bounds, mode: view.contentMode)
        return [.image(displayImage(image, in: rect, tint: view.tintColor))]
    }
}
