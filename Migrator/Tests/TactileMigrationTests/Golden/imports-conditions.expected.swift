#if canImport(UIKit)
import Tactile
#else
import AppKit
#endif

#if os(iOS) && !targetEnvironment(simulator)
let onDevice = true
#endif

#if DEBUG
let canImport = "canImport(UIKit) in a string"
#endif
