import Foundation

/// Whether the touch surface reports how hard it is pressed (UIKit: `UIForceTouchCapability`, same raw values).
public enum UIForceTouchCapability: Int, Sendable, CustomStringConvertible {
    /// Not known: nothing has said whether the touch surface reports pressure.
    case unknown = 0
    /// The touch surface reports no pressure: previews open with a long press, as with iOS's Haptic Touch.
    case unavailable = 1
    /// The touch surface reports pressure: `UITouch.force` varies and previews open with a firm press.
    case available = 2

    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .unavailable: "unavailable"
        case .available: "available"
        }
    }
}

/// The kind of interface (UIKit: `UIUserInterfaceIdiom`, same raw values).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified: Tactile's default, since a Linux touchscreen is neither a phone nor a pad.
    case unspecified = -1
    /// An iPhone-like interface.
    case phone = 0
    /// An iPad-like interface.
    case pad = 1
    /// A television interface.
    case tv = 2
    /// A car interface.
    case carPlay = 3
    /// A Mac interface.
    case mac = 5
    /// A headset interface.
    case vision = 6
}

/// A size class: the rough width or height an interface has to work with (UIKit: `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Little room, such as an iPhone's width in portrait.
    case compact = 1
    /// Ample room, such as an iPad's width.
    case regular = 2
}

/// The traits of an interface environment: whether it has force touch, its idiom, display scale and size classes.
///
/// UIKit counterpart: [`UITraitCollection`](https://developer.apple.com/documentation/uikit/uitraitcollection),
/// immutable and `Sendable` as there. Tactile keeps the traits that matter to event handling; it has no appearance traits
/// (dark mode, content size category) and no trait registration.
///
/// Where the values come from (UIKit reads them from the device; Tactile has none to read):
/// - ``forceTouchCapability``: the window's screen's ``UIScreen/forceTouchCapability``, set by whatever knows the
///   touch surface (an input source, or a test). See Behaviors in the repository's Docs folder.
/// - ``displayScale``: the screen's scale.
/// - ``horizontalSizeClass`` and ``verticalSizeClass``: compact below 600 points of width, and below 500 points of
///   height; regular otherwise. UIKit decides per device model; Tactile's rule puts an iPhone in portrait at
///   compact width and regular height, and in landscape at compact height, as UIKit does for most iPhones.
public final class UITraitCollection: Sendable, CustomStringConvertible {
    /// Whether the touch surface reports pressure.
    public let forceTouchCapability: UIForceTouchCapability
    /// The kind of interface. Tactile reports ``UIUserInterfaceIdiom/unspecified`` unless you say otherwise.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 when not specified, as in UIKit.
    public let displayScale: CGFloat
    /// The width's size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// A collection with every trait unspecified (UIKit: `init()`).
    public convenience init() {
        self.init(
            forceTouchCapability: .unknown, userInterfaceIdiom: .unspecified, displayScale: 0,
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
    }

    /// A collection with only the force-touch capability specified (UIKit: `init(forceTouchCapability:)`).
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(
            forceTouchCapability: capability, userInterfaceIdiom: .unspecified, displayScale: 0,
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
    }

    /// A collection with every trait given (Tactile addition: UIKit builds collections by combining one-trait ones).
    public init(
        forceTouchCapability: UIForceTouchCapability, userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat,
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass
    ) {
        self.forceTouchCapability = forceTouchCapability
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The width below which the horizontal size class is compact (Tactile's rule; UIKit decides per device).
    public static let compactWidthLimit: CGFloat = 600
    /// The height below which the vertical size class is compact (Tactile's rule; UIKit decides per device).
    public static let compactHeightLimit: CGFloat = 500

    /// The traits of an environment `size` points large on `screen`.
    @MainActor static func environment(size: CGSize, screen: UIScreen) -> UITraitCollection {
        UITraitCollection(
            forceTouchCapability: screen.forceTouchCapability, userInterfaceIdiom: screen.userInterfaceIdiom,
            displayScale: screen.scale,
            horizontalSizeClass: size.width < compactWidthLimit ? .compact : .regular,
            verticalSizeClass: size.height < compactHeightLimit ? .compact : .regular)
    }

    /// Whether every trait specified in `trait` has the same value here (UIKit: `containsTraits(in:)`). A `nil`
    /// collection is contained, as in UIKit.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        if trait.forceTouchCapability != .unknown, trait.forceTouchCapability != forceTouchCapability { return false }
        if trait.userInterfaceIdiom != .unspecified, trait.userInterfaceIdiom != userInterfaceIdiom { return false }
        if trait.displayScale != 0, trait.displayScale != displayScale { return false }
        if trait.horizontalSizeClass != .unspecified, trait.horizontalSizeClass != horizontalSizeClass { return false }
        if trait.verticalSizeClass != .unspecified, trait.verticalSizeClass != verticalSizeClass { return false }
        return true
    }

    public var description: String {
        "<UITraitCollection: forceTouchCapability = \(forceTouchCapability); userInterfaceIdiom = "
            + "\(userInterfaceIdiom); displayScale = \(displayScale); horizontalSizeClass = "
            + "\(horizontalSizeClass); verticalSizeClass = \(verticalSizeClass)>"
    }
}
