import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// The point `(x, y, z)` mapped through `t` as Core Animation maps it:
/// `[x y z 1] · t`, divided by the fourth coordinate; written out
/// independently of the library.
private func map(_ t: CATransform3D, _ p: (Double, Double, Double)) -> (Double, Double, Double) {
    let (x, y, z) = p
    let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    return ((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
            (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
            (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
}

private func entries(_ t: CATransform3D) -> [Double] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
}

private func expectPoint(_ a: (Double, Double, Double), _ b: (Double, Double, Double), sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose([a.0, a.1, a.2], [b.0, b.1, b.2], relative: 0, absolute: 1e-12, sourceLocation: sourceLocation)
}

/// The classic card flip: perspective from `m34 = −1/max(w, h)`, a rotation
/// about the y axis through the view's centre, back to view coordinates.
/// Its animatable data is the angle in degrees.
private struct FlipEffect: GeometryEffect {
    var animatableData: Double

    func effectValue(size: CGSize) -> ProjectionTransform {
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, CGFloat(Angle(degrees: animatableData).radians), 0, 1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2, -size.height / 2, 0)
        let affine = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(transform3d).concatenating(affine)
    }
}

@Suite("CATransform3D, as Core Animation builds it")
struct CATransform3DTests {
    @Test("Identity, zero initializer, equality, translation and scale matrices")
    func basicMatrices() {
        #expect(entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(entries(CATransform3D()) == [Double](repeating: 0, count: 16))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(CATransform3D()))
        #expect(entries(CATransform3DMakeTranslation(1, 2, 3)) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1])
        #expect(entries(CATransform3DMakeScale(2, 3, 4)) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
        var nan = CATransform3DIdentity
        nan.m34 = .nan
        #expect(!CATransform3DEqualToTransform(nan, nan) && !CATransform3DIsIdentity(nan))
        expectPoint(map(CATransform3DMakeTranslation(1, 2, 3), (1, 1, 1)), (2, 3, 4))
    }

    @Test("Rotations are right-handed about the normalized axis; a zero axis is the identity")
    func rotations() {
        // About z: CGAffineTransform(rotationAngle:)'s a, b, c, d.
        let z = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        expectClose(entries(z), [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], relative: 0, absolute: 1e-16)
        expectPoint(map(z, (1, 0, 0)), (0, 1, 0))
        // About y, with an axis of length 2: z goes to x, x to −z.
        let y = CATransform3DMakeRotation(.pi / 2, 0, 2, 0)
        expectPoint(map(y, (0, 0, 1)), (1, 0, 0))
        expectPoint(map(y, (1, 0, 0)), (0, 0, -1))
        // About x: y goes to z.
        expectPoint(map(CATransform3DMakeRotation(.pi / 2, -3, 0, 0), (0, 1, 0)), (0, 0, -1))
        // A third of a turn about (1, 1, 1) cycles the axes x → y → z → x;
        // a tiny axis whose squares underflow normalizes the same way.
        for scale in [1.0, 5e-200] {
            let cycle = CATransform3DMakeRotation(2 * .pi / 3, scale, scale, scale)
            expectPoint(map(cycle, (1, 0, 0)), (0, 1, 0))
            expectPoint(map(cycle, (0, 1, 0)), (0, 0, 1))
            expectPoint(map(cycle, (0, 0, 1)), (1, 0, 0))
        }
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect(CATransform3DRotate(scale, 1, 0, 0, 0) == scale)
        #expect(entries(CATransform3DMakeRotation(.nan, 0, 0, 1)).contains { $0.isNaN })
    }

    @Test("Concat applies its first argument first; Translate, Scale and Rotate prepend")
    func composition() {
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 0, 0)
        expectPoint(map(CATransform3DConcat(scale, move), (1, 0, 0)), (12, 0, 0))
        expectPoint(map(CATransform3DConcat(move, scale), (1, 0, 0)), (22, 0, 0))
        // translate(1, 0, 0) · scale(2): the point moves, then scales.
        let translated = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 1, 0, 0)
        #expect(entries(translated) == [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 2, 0, 0, 1])
        let scaled = CATransform3DScale(move, 3, 1, 1)
        expectPoint(map(scaled, (1, 0, 0)), (13, 0, 0))
        let rotated = CATransform3DRotate(move, .pi / 2, 0, 0, 1)
        expectPoint(map(rotated, (1, 0, 0)), (10, 1, 0))
        #expect(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
            == CATransform3D(m11: 1, m12: 2, m13: 0, m14: 0, m21: 3, m22: 4, m23: 0, m24: 0,
                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 5, m42: 6, m43: 0, m44: 1))
    }

    @Test("Invert undoes a perspective transform; a singular one comes back unchanged")
    func inversion() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let t = CATransform3DTranslate(CATransform3DRotate(perspective, 0.7, 1, 2, 3), 4, -5, 6)
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        expectClose(entries(product), entries(CATransform3DIdentity), relative: 0, absolute: 1e-12)
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        var infinite = CATransform3DIdentity
        infinite.m11 = .infinity
        #expect(CATransform3DInvert(infinite) == infinite)
    }

    @Test("ProjectionTransform keeps rows and columns 1, 2 and 4")
    func projection() {
        let t = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                              m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        let p = ProjectionTransform(t)
        #expect([p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33] == [1, 2, 4, 5, 6, 8, 13, 14, 16])
        #expect(ProjectionTransform(CATransform3DIdentity).isIdentity)
    }

    @Test("The flip effect maps the corners of a 200 × 100 view as the perspective formula says")
    func flipEffect() {
        let transform = FlipEffect(animatableData: 60).effectValue(size: CGSize(width: 200, height: 100))
        // About the centre: X = x − 100, Y = y − 50; the y rotation gives
        // (X cos θ, Y, −X sin θ), and m34 = −1/200 divides by
        // w = 1 + X sin θ / 200.
        let (c, s) = (0.5, 3.0.squareRoot() / 2)
        for (x, y) in [(0.0, 0.0), (200, 0), (0, 100), (200, 100), (100, 50), (37, 81)] {
            let (X, Y) = (x - 100, y - 50)
            let w = 1 + X * s / 200
            let expected = CGPoint(x: X * c / w + 100, y: Y / w + 50)
            let mapped = CGPoint(x: x, y: y).applying(transform)
            expectClose([mapped.x, mapped.y], [expected.x, expected.y], relative: 0, absolute: 1e-12)
        }
        // Edge-on at 90°: every point lands on the vertical centre line.
        let edgeOn = FlipEffect(animatableData: 90).effectValue(size: CGSize(width: 200, height: 100))
        #expect(isClose(CGPoint(x: 150, y: 20).applying(edgeOn).x, 100, absolute: 1e-12))
        #expect(FlipEffect(animatableData: 0).effectValue(size: CGSize(width: 200, height: 100)).isAffine)
    }
}
