import Foundation
import Testing
@testable import Tactile

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    private static let tolerance: CGFloat = 1e-9

    private func close(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool {
        abs(lhs - rhs) <= Self.tolerance
    }

    private func close(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
        close(lhs.x, rhs.x) && close(lhs.y, rhs.y)
    }

    private func close(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
        close(lhs.origin.x, rhs.origin.x) && close(lhs.origin.y, rhs.origin.y)
            && close(lhs.size.width, rhs.size.width) && close(lhs.size.height, rhs.size.height)
    }

    private func close(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform) -> Bool {
        close(lhs.a, rhs.a) && close(lhs.b, rhs.b) && close(lhs.c, rhs.c)
            && close(lhs.d, rhs.d) && close(lhs.tx, rhs.tx) && close(lhs.ty, rhs.ty)
    }

    /// A transform with all six entries distinct and non-trivial, invertible (det = -2).
    private let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test func identityHasUnitEntries() {
        let t = CGAffineTransform.identity
        #expect(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
        #expect(t.isIdentity)
        #expect(CGPoint(x: 3.5, y: -2).applying(t) == CGPoint(x: 3.5, y: -2))
    }

    @Test func memberwiseInitStoresFields() {
        #expect(general.a == 1)
        #expect(general.b == 2)
        #expect(general.c == 3)
        #expect(general.d == 4)
        #expect(general.tx == 5)
        #expect(general.ty == 6)
        #expect(!general.isIdentity)
    }

    @Test func isIdentityDetectsAnyDeviation() {
        #expect(!CGAffineTransform(translationX: 0, y: 1e-12).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: 2).isIdentity)
        #expect(!CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0).isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
    }

    @Test func pointApplyingUsesRowVectorConvention() {
        // x' = a*x + c*y + tx = 1*7 + 3*11 + 5 = 45
        // y' = b*x + d*y + ty = 2*7 + 4*11 + 6 = 64
        let p = CGPoint(x: 7, y: 11).applying(general)
        #expect(p == CGPoint(x: 45, y: 64))
    }

    @Test func translation() {
        let t = CGAffineTransform(translationX: 10, y: -4)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -4))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -2))
    }

    @Test func scale() {
        let t = CGAffineTransform(scaleX: 2, y: -3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
        #expect(CGPoint(x: 1.5, y: 2).applying(t) == CGPoint(x: 3, y: -6))
    }

    @Test func rotationMatrixMatchesCoreGraphics() {
        let angle: CGFloat = 0.3
        let t = CGAffineTransform(rotationAngle: angle)
        #expect(close(t.a, cos(angle)))
        #expect(close(t.b, sin(angle)))
        #expect(close(t.c, -sin(angle)))
        #expect(close(t.d, cos(angle)))
        #expect(t.tx == 0 && t.ty == 0)
    }

    @Test func quarterTurnMapsXAxisToYAxis() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0)))
        #expect(close(CGPoint(x: 2, y: 3).applying(t), CGPoint(x: -3, y: 2)))
    }

    @Test func negativeRotationTurnsTheOtherWay() {
        let t = CGAffineTransform(rotationAngle: -.pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: -1)))
    }

    @Test func concatenationAppliesReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 1)

        // Translate first, then scale: (1+10)*2 = 22.
        #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // Scale first, then translate: 1*2+10 = 12.
        #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
    }

    @Test func concatenationEqualsSequentialApplication() {
        let t1 = general
        let t2 = CGAffineTransform(a: -0.5, b: 1.25, c: 2, d: 0.75, tx: -3, ty: 8)
        let p = CGPoint(x: -2.5, y: 4)
        let combined = p.applying(t1.concatenating(t2))
        let sequential = p.applying(t1).applying(t2)
        #expect(close(combined, sequential))
        // And the order matters for these two matrices.
        #expect(!close(p.applying(t2.concatenating(t1)), combined))
    }

    @Test func concatenationMatrixEntries() {
        let t1 = general
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // Row-vector product t1 * t2.
        let expected = CGAffineTransform(
            a: 1 * 7 + 2 * 9, b: 1 * 8 + 2 * 10,
            c: 3 * 7 + 4 * 9, d: 3 * 8 + 4 * 10,
            tx: 5 * 7 + 6 * 9 + 11, ty: 5 * 8 + 6 * 10 + 12
        )
        #expect(t1.concatenating(t2) == expected)
    }

    @Test func concatenatingIdentityIsNoOp() {
        #expect(general.concatenating(.identity) == general)
        #expect(CGAffineTransform.identity.concatenating(general) == general)
    }

    @Test func translatedByPrepends() {
        let base = CGAffineTransform(scaleX: 2, y: 3)
        let t = base.translatedBy(x: 5, y: 7)
        #expect(t == CGAffineTransform(translationX: 5, y: 7).concatenating(base))
        // Translation happens in the scaled space: (1+5)*2, (1+7)*3.
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 24))
        #expect(t.tx == 10 && t.ty == 21)
    }

    @Test func scaledByPrepends() {
        let base = CGAffineTransform(translationX: 10, y: 20)
        let t = base.scaledBy(x: 2, y: 3)
        #expect(t == CGAffineTransform(scaleX: 2, y: 3).concatenating(base))
        // Scale first, then translate.
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }

    @Test func rotatedByPrepends() {
        let base = CGAffineTransform(translationX: 10, y: 0)
        let t = base.rotated(by: .pi / 2)
        #expect(close(t, CGAffineTransform(rotationAngle: .pi / 2).concatenating(base)))
        // Rotate (1,0) to (0,1), then translate to (10,1).
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
    }

    @Test func chainedBuildersMatchUIKitIdiom() {
        // The UIKit idiom identity.translatedBy(...).rotated(...) rotates about the
        // translated origin: the point is rotated first, then translated.
        let t = CGAffineTransform.identity.translatedBy(x: 100, y: 50).rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 100, y: 51)))
    }

    @Test func invertedUndoesTransform() {
        let inverse = general.inverted()
        #expect(close(general.concatenating(inverse), .identity))
        #expect(close(inverse.concatenating(general), .identity))
        let p = CGPoint(x: 3.25, y: -9)
        #expect(close(p.applying(general).applying(inverse), p))
    }

    @Test func invertedEntries() {
        // det = 1*4 - 2*3 = -2
        let inverse = general.inverted()
        let expected = CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2)
        #expect(close(inverse, expected))
    }

    @Test func invertedOfComposite() {
        let t = CGAffineTransform(rotationAngle: 0.7)
            .scaledBy(x: 3, y: 0.25)
            .translatedBy(x: -12, y: 40)
        #expect(close(t.concatenating(t.inverted()), .identity))
        #expect(close(t.inverted().inverted(), t))
    }

    @Test func invertedOfSimpleTransforms() {
        #expect(CGAffineTransform(translationX: 3, y: -4).inverted()
            == CGAffineTransform(translationX: -3, y: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted()
            == CGAffineTransform(scaleX: 0.5, y: 0.25))
        #expect(CGAffineTransform.identity.inverted() == .identity)
    }

    @Test func nonInvertibleInvertedReturnsSelf() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)  // det 0
        #expect(singular.inverted() == singular)
        let zeroScale = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 3, y: 3)
        #expect(zeroScale.inverted() == zeroScale)
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let t = general
        // (a*w + c*h, b*w + d*h) = (1*2 + 3*5, 2*2 + 4*5)
        #expect(CGSize(width: 2, height: 5).applying(t) == CGSize(width: 17, height: 24))
        let translate = CGAffineTransform(translationX: 100, y: 100)
        #expect(CGSize(width: 2, height: 5).applying(translate) == CGSize(width: 2, height: 5))
    }

    @Test func sizeApplyingMayBeNegative() {
        let flip = CGAffineTransform(scaleX: -1, y: 1)
        #expect(CGSize(width: 3, height: 4).applying(flip) == CGSize(width: -3, height: 4))
    }

    @Test func rectApplyingTranslationAndScale() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.applying(CGAffineTransform(translationX: 10, y: 20))
            == CGRect(x: 11, y: 22, width: 3, height: 4))
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 3))
            == CGRect(x: 2, y: 6, width: 6, height: 12))
    }

    @Test func rectApplyingFlipIsStandardized() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let result = rect.applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(result == CGRect(x: -4, y: 2, width: 3, height: 4))
    }

    @Test func rectApplyingQuarterRotation() {
        // Corners (0,0) (4,0) (0,2) (4,2) map to (0,0) (0,4) (-2,0) (-2,4).
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
        let result = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(result, CGRect(x: -2, y: 0, width: 2, height: 4)))
    }

    @Test func rectApplyingEighthRotationGivesBoundingBox() {
        let rect = CGRect(x: -1, y: -1, width: 2, height: 2)
        let result = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = CGFloat(2).squareRoot()
        #expect(close(result, CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
    }

    @Test(arguments: [
        CGAffineTransform(rotationAngle: 1).translatedBy(x: 4, y: 5),
        CGAffineTransform(scaleX: -1, y: -2),
        CGAffineTransform(translationX: 4, y: 5),
    ])
    func nullRectStaysNull(_ t: CGAffineTransform) {
        let result = CGRect.null.applying(t)
        #expect(result.isNull)
        #expect(result == CGRect.null)
    }

    @Test func equatableAndHashable() {
        let copy = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(copy == general)
        #expect(copy.hashValue == general.hashValue)
        #expect(general != CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 7))
        let set: Set<CGAffineTransform> = [general, copy, .identity]
        #expect(set.count == 2)
    }

    #if !canImport(CoreGraphics)
    @Test func descriptionListsEntries() {
        #expect(general.description
            == "CGAffineTransform(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
    }
    #endif
}
