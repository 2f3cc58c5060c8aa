import Foundation

/// Creating image views from images, as UIKit does.
extension UIImageView {
    /// Creates an image view showing `image`, sized to it (its frame is the image's size at the origin), with user
    /// interaction disabled as in UIKit.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view with an image and a highlighted image, sized to the image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
}
