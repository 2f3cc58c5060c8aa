import Foundation

extension Array {
    /// Empties the array and keeps its buffer, as `removeAll(keepingCapacity: true)` does, for the short arrays
    /// of the touch path (a touch's samples, a recognizer's touches, a dispatch's receivers).
    ///
    /// Why not `removeAll(keepingCapacity: true)`: it goes through `replaceSubrange`, which cost about
    /// 170 instructions a call even for an empty array (callgrind), and resetting one recognizer empties four
    /// arrays. Removing the last element until none is left costs a few instructions an element, and nothing
    /// for an array that is already empty. A buffer shared with another array is copied first, as
    /// `removeAll(keepingCapacity:)` allocates one then.
    mutating func removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
