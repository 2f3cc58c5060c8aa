import Foundation

/// A coordinate system that points and rectangles convert to and from: a view's, or a screen's.
///
/// UIKit counterpart: `UICoordinateSpace`, adopted by `UIView` and by `UIScreen`'s ``UIScreen/coordinateSpace``
/// and ``UIScreen/fixedCoordinateSpace``. Every conversion goes through screen coordinates, in which each window's
/// ``UIView/frame`` is given. A view that is in no window converts through its root view, whose frame is then
/// taken as being in screen coordinates (as ``UIView/convert(_:to:)-(CGPoint,UIView?)`` does).
///
/// A type of your own may adopt the protocol; Tactile converts to and from it through its conversions to and from
/// ``UIScreen/main``'s ``UIScreen/coordinateSpace``.
@MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The bounds of the space, in its own coordinates.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`: the bounding box of its converted corners.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space: the bounding box of its converted corners.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// Screen coordinates as the common ground of every conversion between coordinate spaces.
@MainActor
enum ScreenSpace {
    /// `point`, given in `space`, in screen coordinates.
    static func toScreen(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: return view.convertToScreenSpace(point)
        case let screenSpace as UIScreenCoordinateSpace: return screenSpace.toScreen(point)
        default:
            guard let other = UIScreen.main.coordinateSpace as? UIScreenCoordinateSpace else { return point }
            return other.toScreen(space.convert(point, to: other))
        }
    }

    /// `point`, given in screen coordinates, in `space`.
    static func fromScreen(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: return view.convertFromScreenSpace(point)
        case let screenSpace as UIScreenCoordinateSpace: return screenSpace.fromScreen(point)
        default:
            guard let other = UIScreen.main.coordinateSpace as? UIScreenCoordinateSpace else { return point }
            return space.convert(other.fromScreen(point), from: other)
        }
    }

    /// The bounding box of `rect`'s four corners mapped by `map`.
    static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let r = rect.standardized
        let a = map(CGPoint(x: r.minX, y: r.minY))
        let b = map(CGPoint(x: r.maxX, y: r.minY))
        let c = map(CGPoint(x: r.minX, y: r.maxY))
        let d = map(CGPoint(x: r.maxX, y: r.maxY))
        let minX = min(a.x, b.x, c.x, d.x)
        let maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y)
        let maxY = max(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension UIView: UICoordinateSpace {
    /// Converts `point` from this view's coordinates to `coordinateSpace` (a view, or a screen's space).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        ScreenSpace.fromScreen(convertToScreenSpace(point), to: coordinateSpace)
    }

    /// Converts `point` from `coordinateSpace` (a view, or a screen's space) to this view's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertFromScreenSpace(ScreenSpace.toScreen(point, from: coordinateSpace))
    }

    /// Converts `rect` from this view's coordinates to `coordinateSpace`: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        ScreenSpace.boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    /// Converts `rect` from `coordinateSpace` to this view's coordinates: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        ScreenSpace.boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}
