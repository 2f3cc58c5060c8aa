/// Searching arrays of objects by identity, with plain loops.
///
/// The hot paths of touch delivery ask "is this touch (or recognizer) in that array?" many times per event.
/// `contains(where: { $0 === touch })` written on the main actor forms a main-actor-isolated closure, and Swift
/// checks the current executor every time such a closure is entered from the non-isolated `contains`; these
/// helpers are non-isolated loops with no closure, so the question costs a few compares.
extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself (identity, not equality).
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// The index of `object` itself in the array, or nil.
    func firstIdenticalIndex(_ object: Element) -> Int? {
        for i in indices where self[i] === object { return i }
        return nil
    }

    /// The last index of `object` itself in the array, or nil.
    func lastIdenticalIndex(_ object: Element) -> Int? {
        var i = endIndex
        while i > startIndex {
            i -= 1
            if self[i] === object { return i }
        }
        return nil
    }
}
