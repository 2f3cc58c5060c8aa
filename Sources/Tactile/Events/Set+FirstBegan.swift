extension Set where Element == UITouch {
    /// The touch that began first: for touches that began in one frame, the first the digitizer reported. UIKit hands
    /// touches over as a set, and code that wants one of them takes `first`, whose choice follows the set's hashing
    /// and so changes from run to run; Tactile's own controls and recognizers take this one, the same on every run.
    @MainActor var firstBegan: UITouch? { self.min { $0.beganOrder < $1.beganOrder } }
}
