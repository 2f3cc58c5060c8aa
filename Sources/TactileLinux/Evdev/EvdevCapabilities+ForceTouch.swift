import Tactile
import TactileTrace

extension EvdevCapabilities {
    /// What the device means for `UITraitCollection.forceTouchCapability`: `.available` for
    /// a touch surface with a pressure axis (`ABS_MT_PRESSURE`, or `ABS_PRESSURE` for single touch),
    /// `.unavailable` for one without, `.unknown` for a device
    /// with no touch surface.
    ///
    /// No UIKit counterpart: UIKit asks the hardware itself. Give the value to the screen the device drives, so
    /// that traits report it: `UIScreen.main.forceTouchCapability = capabilities.forceTouchCapability`.
    public var forceTouchCapability: UIForceTouchCapability {
        guard let surface = touchSurface else { return .unknown }
        return surface.hasPressure ? .available : .unavailable
    }
}
