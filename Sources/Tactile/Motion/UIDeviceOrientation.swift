/// The physical orientation of the device (UIKit: `UIDeviceOrientation`, same cases and raw values).
///
/// As in UIKit, it describes how the device is held, not how the interface is laid out: with the home
/// button (or the bottom edge) down the device is ``portrait``; turned so that the home button is on the right it
/// is ``landscapeLeft``. ``UIDevice/orientation`` reports it once
/// ``UIDevice/beginGeneratingDeviceOrientationNotifications()`` has been called and a reading has settled; until
/// then it is ``unknown``.
///
/// In iOS accelerometer units (g, gravity pointing down) the cases correspond to: portrait y ≈ −1,
/// portraitUpsideDown y ≈ +1, landscapeLeft x ≈ −1, landscapeRight x ≈ +1, faceUp z ≈ −1, faceDown z ≈ +1.
/// See ``DeviceOrientationConfiguration`` for the rule Tactile uses between those poles.
public enum UIDeviceOrientation: Int, Sendable, Hashable, CaseIterable {
    /// The orientation is not known: generation is off, or no reading has settled yet.
    case unknown = 0
    /// Upright, home button (bottom edge) at the bottom.
    case portrait = 1
    /// Upside down, home button (bottom edge) at the top.
    case portraitUpsideDown = 2
    /// Upright on its side, home button on the right.
    case landscapeLeft = 3
    /// Upright on its side, home button on the left.
    case landscapeRight = 4
    /// Flat, screen facing up.
    case faceUp = 5
    /// Flat, screen facing down.
    case faceDown = 6

    /// Whether the orientation is ``portrait`` or ``portraitUpsideDown`` (UIKit: `isPortrait`).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is ``landscapeLeft`` or ``landscapeRight`` (UIKit: `isLandscape`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the orientation is ``faceUp`` or ``faceDown`` (UIKit: `isFlat`).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether an interface could be laid out for this orientation: portrait or landscape, not flat or unknown
    /// (UIKit: `isValidInterfaceOrientation`).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDeviceOrientation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }
}
