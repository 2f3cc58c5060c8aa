import Foundation

#if !canImport(CoreGraphics)

/// An affine transformation matrix for 2D geometry.
///
/// Counterpart of CoreGraphics' `CGAffineTransform`, which Foundation on Linux does not
/// provide. On Apple platforms CoreGraphics' own type is used and this definition is
/// compiled out.
///
/// The matrix uses the CoreGraphics row-vector convention:
///
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
///
/// so a point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The entry at row 1, column 1 (x scale / rotation). Same as `CGAffineTransform.a`.
    public var a: CGFloat
    /// The entry at row 1, column 2 (y shear / rotation). Same as `CGAffineTransform.b`.
    public var b: CGFloat
    /// The entry at row 2, column 1 (x shear / rotation). Same as `CGAffineTransform.c`.
    public var c: CGFloat
    /// The entry at row 2, column 2 (y scale / rotation). Same as `CGAffineTransform.d`.
    public var d: CGFloat
    /// The x translation (row 3, column 1). Same as `CGAffineTransform.tx`.
    public var tx: CGFloat
    /// The y translation (row 3, column 2). Same as `CGAffineTransform.ty`.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.init(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform `[1 0 0 1 0 0]`.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.identity` (`CGAffineTransformIdentity`).
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a transform that translates by `(tx, ty)`.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.init(translationX:y:)`
    /// (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales by `(sx, sy)`.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.init(scaleX:y:)` (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates by `angle` radians.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.init(rotationAngle:)`
    /// (`CGAffineTransformMakeRotation`): the matrix is `[cos sin -sin cos 0 0]`. In UIKit's
    /// y-down screen coordinates a positive angle rotates clockwise.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this transform is exactly the identity transform.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.isIdentity` (`CGAffineTransformIsIdentity`).
    public var isIdentity: Bool {
        self == .identity
    }

    /// Returns the transform that applies `self` first and then `t2`.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.concatenating(_:)`
    /// (`CGAffineTransformConcat`); in matrix terms the result is `self * t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns a transform that translates by `(tx, ty)` before applying `self`.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.translatedBy(x:y:)`
    /// (`CGAffineTransformTranslate`): the result equals
    /// `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that scales by `(sx, sy)` before applying `self`.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.scaledBy(x:y:)` (`CGAffineTransformScale`):
    /// the result equals `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians before applying `self`.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.rotated(by:)` (`CGAffineTransformRotate`):
    /// the result equals `CGAffineTransform(rotationAngle: angle).concatenating(self)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse of this transform, or `self` unchanged if it is not invertible.
    ///
    /// Same as CoreGraphics' `CGAffineTransform.inverted()` (`CGAffineTransformInvert`),
    /// which also returns the input when the determinant is zero. Deliberate difference:
    /// this implementation also returns `self` when the determinant is not finite, and it
    /// does not log a diagnostic.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// A textual representation listing the six entries, e.g.
    /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
    ///
    /// Counterpart of the description CoreGraphics' `CGAffineTransform` prints; the exact
    /// format is not guaranteed to match Apple's.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

#endif
