import Foundation

/// Crowds: now and then a storm gets many more fingers, landing together in one frame and moving and lifting
/// together, so that frames hold up to ``maximumContacts`` contacts. They are drawn from a generator of their
/// own, so that the rest of a case is the one its seed always gave, and they are fingers without force.
///
/// Why: touch tracking, delivery and arbitration once did work that grew with the cube of the fingers down at
/// once (a pinch counted its fingers again for every finger it ignored): a recording with 1,000 contacts in a
/// frame took 17 s to replay. Storms of up to 20 fingers could not show it.
enum CrowdSpec {
    /// The most contacts a crowded storm's frames hold (the storm's own fingers included).
    static let maximumContacts = 200
    /// How often a case is crowded.
    static let probability = 0.03

    /// Adds a crowd to `c`'s storm, or nothing, as `rng` decides.
    static func crowd(_ c: inout PropertyCase, _ rng: inout CaseRandom) {
        guard rng.chance(probability), c.storm.fingers.count < maximumContacts else { return }
        let total = rng.int(max(21, c.storm.fingers.count + 1)...maximumContacts)
        func grid(_ t: Double) -> Double { (t / StormSpec.tick).rounded() * StormSpec.tick }
        let size = HierarchySpec.windowSize
        let down = grid(rng.double(0...0.8))
        // Everyone moves at the same few instants; half lift at one instant, the rest later (or are cancelled).
        let firstUp = grid(down + rng.pick([StormSpec.tick, 0.1, 0.4]))
        let lastUp = grid(firstUp + rng.pick([0, StormSpec.tick, 0.2]))
        let moves = Array(Set((0..<rng.int(0...3)).map { _ in grid(rng.double(down...firstUp)) }))
            .filter { $0 > down && $0 < firstUp }.sorted()
        let reach: Double = rng.pick([2, 15, 60])
        for _ in c.storm.fingers.count..<total {
            var point: CGPoint
            if rng.chance(0.85) {
                let f = c.hierarchy.windowFrame(of: rng.int(0...(c.hierarchy.nodes.count - 1)))
                point = CGPoint(x: f.minX + f.width * rng.double(0...1), y: f.minY + f.height * rng.double(0...1))
            } else {
                point = CGPoint(x: rng.double(0...(size.width - 1)), y: rng.double(0...(size.height - 1)))
            }
            func clamp(_ p: CGPoint) -> CGPoint {
                CGPoint(x: min(max(p.x, 0), size.width - 0.5), y: min(max(p.y, 0), size.height - 0.5))
            }
            point = clamp(point)
            var path = [StormSpec.Keyframe(time: down, point: point)]
            for t in moves {
                point = clamp(CGPoint(x: point.x + rng.double(-reach...reach), y: point.y + rng.double(-reach...reach)))
                path.append(StormSpec.Keyframe(time: t, point: point))
            }
            path.append(StormSpec.Keyframe(time: rng.chance(0.5) ? firstUp : lastUp, point: point))
            c.storm.fingers.append(StormSpec.Finger(path: path, ending: rng.chance(0.05) ? .cancel : .lift))
        }
    }
}
