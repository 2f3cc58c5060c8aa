/// A list of touches searched by identity in constant time however long it grows: the touches a recognizer
/// ignores (``UIGestureRecognizer/ignore(_:for:)``).
///
/// A short list is searched with a plain loop, the cheapest way for the few touches a gesture usually has. Past
/// ``indexThreshold`` touches the list also keeps a set of their identities: a pinch that ignored all but two of
/// 1,000 fingers landing together was asked "is this touch ignored?" for every finger while counting its fingers for
/// every finger it ignored, n³ compares (a recording with 1,000 fingers in a frame took 17 s to replay; `perf`
/// put two thirds of a 300-finger replay there).
struct TouchIdentityList {
    private(set) var touches: [UITouch] = []
    private var index: Set<ObjectIdentifier> = []
    /// Above this many touches, membership is answered by the set.
    static var indexThreshold: Int { 8 }

    var isEmpty: Bool { touches.isEmpty }
    var count: Int { touches.count }

    /// Whether the list holds `touch` itself.
    func containsIdentical(_ touch: UITouch) -> Bool {
        if touches.count > Self.indexThreshold { return index.contains(ObjectIdentifier(touch)) }
        return touches.containsIdentical(touch)
    }

    /// Adds `touch` at the end.
    mutating func append(_ touch: UITouch) {
        touches.append(touch)
        if touches.count > Self.indexThreshold {
            if index.isEmpty {
                for t in touches { index.insert(ObjectIdentifier(t)) }
            } else {
                index.insert(ObjectIdentifier(touch))
            }
        }
    }

    /// Empties the list, keeping its storage for the next gesture.
    mutating func removeAllKeepingCapacity() {
        touches.removeAllKeepingCapacity()
        if !index.isEmpty { index.removeAll(keepingCapacity: true) }
    }
}
