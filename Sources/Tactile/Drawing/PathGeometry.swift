import Foundation

/// The geometry behind ``CGPath`` and ``UIBezierPath``: arcs as cubic curves, bounds, flattening and the
/// winding-number test.
enum PathGeometry {
    struct CubicSegment {
        var c1: CGPoint
        var c2: CGPoint
        var end: CGPoint
    }

    /// The signed sweep of an arc from `start` to `end`: towards increasing angles when `increasing`, in
    /// (0, 2π]; towards decreasing ones otherwise, in [-2π, 0). Equal angles give an empty arc; a difference of a
    /// whole turn or more gives a full circle, as Core Graphics does.
    static func sweep(from start: CGFloat, to end: CGFloat, increasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let d = end - start
        if increasing {
            if d >= turn { return turn }
            if d >= 0 { return d }
            let r = d.truncatingRemainder(dividingBy: turn)
            return r == 0 ? 0 : r + turn
        } else {
            if d <= -turn { return -turn }
            if d <= 0 { return d }
            let r = d.truncatingRemainder(dividingBy: turn)
            return r == 0 ? 0 : r - turn
        }
    }

    /// An elliptical arc as cubic segments of at most a quarter turn each.
    static func arcSegments(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, start: CGFloat, sweep: CGFloat
    ) -> [CubicSegment] {
        guard sweep != 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var result: [CubicSegment] = []
        result.reserveCapacity(count)
        var a1 = start
        for _ in 0..<count {
            let a2 = a1 + step
            let p0 = CGPoint(x: center.x + radiusX * cos(a1), y: center.y + radiusY * sin(a1))
            let p3 = CGPoint(x: center.x + radiusX * cos(a2), y: center.y + radiusY * sin(a2))
            let c1 = CGPoint(x: p0.x - k * radiusX * sin(a1), y: p0.y + k * radiusY * cos(a1))
            let c2 = CGPoint(x: p3.x + k * radiusX * sin(a2), y: p3.y - k * radiusY * cos(a2))
            result.append(CubicSegment(c1: c1, c2: c2, end: p3))
            a1 = a2
        }
        return result
    }

    static func currentPoint(of elements: [CGPath.Element]) -> CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for e in elements {
            switch e {
            case .moveToPoint(let p):
                start = p
                current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p):
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    static func transform(_ elements: [CGPath.Element], _ t: CGAffineTransform) -> [CGPath.Element] {
        guard !t.isIdentity else { return elements }
        return elements.map { e in
            switch e {
            case .moveToPoint(let p): return .moveToPoint(p.applying(t))
            case .addLineToPoint(let p): return .addLineToPoint(p.applying(t))
            case .addQuadCurveToPoint(let c, let p): return .addQuadCurveToPoint(control: c.applying(t), point: p.applying(t))
            case .addCurveToPoint(let c1, let c2, let p):
                return .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), point: p.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
    }

    /// The elements traced backwards, subpath by subpath (the subpaths keep their order and closedness).
    static func reversed(_ elements: [CGPath.Element]) -> [CGPath.Element] {
        var result: [CGPath.Element] = []
        var start: CGPoint?
        var segments: [(from: CGPoint, element: CGPath.Element)] = []
        var current = CGPoint.zero
        func flush(closed: Bool) {
            guard let s = start else { return }
            result.append(.moveToPoint(current))
            for (from, element) in segments.reversed() {
                switch element {
                case .addLineToPoint: result.append(.addLineToPoint(from))
                case .addQuadCurveToPoint(let c, _): result.append(.addQuadCurveToPoint(control: c, point: from))
                case .addCurveToPoint(let c1, let c2, _):
                    result.append(.addCurveToPoint(control1: c2, control2: c1, point: from))
                default: break
                }
            }
            if closed { result.append(.closeSubpath) }
            current = s
            start = nil
            segments = []
        }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                flush(closed: false)
                start = p
                current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p):
                if start == nil { start = current }
                segments.append((current, element))
                current = p
            case .closeSubpath:
                flush(closed: true)
            }
        }
        flush(closed: false)
        return result
    }

    private struct Extent {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        mutating func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        var rect: CGRect { minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    }

    static func controlPointBounds(_ elements: [CGPath.Element]) -> CGRect {
        var e = Extent()
        for element in elements {
            switch element {
            case .moveToPoint(let p), .addLineToPoint(let p): e.add(p)
            case .addQuadCurveToPoint(let c, let p):
                e.add(c)
                e.add(p)
            case .addCurveToPoint(let c1, let c2, let p):
                e.add(c1)
                e.add(c2)
                e.add(p)
            case .closeSubpath: break
            }
        }
        return e.rect
    }

    /// Bounds of the curves themselves: end points plus each curve's extrema, found where its derivative is zero.
    static func tightBounds(_ elements: [CGPath.Element]) -> CGRect {
        var e = Extent()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                e.add(p)
                current = p
                start = p
            case .addLineToPoint(let p):
                e.add(p)
                current = p
            case .addQuadCurveToPoint(let c, let p):
                e.add(p)
                for t in quadExtrema(current.x, c.x, p.x) + quadExtrema(current.y, c.y, p.y) {
                    e.add(quad(current, c, p, t))
                }
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                e.add(p)
                for t in cubicExtrema(current.x, c1.x, c2.x, p.x) + cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    e.add(cubic(current, c1, c2, p, t))
                }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return e.rect
    }

    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    private static func quadExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    private static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // Derivative / 3: a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The subpaths as closed polygons, curves flattened finely enough for hit-testing (a segment per
    /// half point of control-polygon length, 8 to 512 per curve).
    static func polygons(_ elements: [CGPath.Element]) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                flush()
                current = [p]
            case .addLineToPoint(let p):
                current.append(p)
            case .addQuadCurveToPoint(let c, let p):
                guard let p0 = current.last else { continue }
                let n = steps(p0.distance(to: c) + c.distance(to: p))
                for i in 1...n { current.append(quad(p0, c, p, CGFloat(i) / CGFloat(n))) }
            case .addCurveToPoint(let c1, let c2, let p):
                guard let p0 = current.last else { continue }
                let n = steps(p0.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p))
                for i in 1...n { current.append(cubic(p0, c1, c2, p, CGFloat(i) / CGFloat(n))) }
            case .closeSubpath:
                let start = current.first
                flush()
                if let start { current = [start] }
            }
        }
        flush()
        return result
    }

    private static func steps(_ length: CGFloat) -> Int {
        guard length.isFinite else { return 8 }
        return min(512, max(8, Int((length * 2).rounded(.up))))
    }

    /// The winding-number test over every subpath, each closed implicitly.
    static func contains(_ point: CGPoint, in elements: [CGPath.Element], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons(elements) {
            var j = polygon.count - 1
            for i in 0..<polygon.count {
                let a = polygon[j], b = polygon[i]
                j = i
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 {
                        winding += 1
                        crossings += 1
                    }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

extension CGPoint {
    fileprivate func distance(to other: CGPoint) -> CGFloat {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}
