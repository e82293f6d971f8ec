import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// A 3×3 matrix product written out independently of the library.
private func product(_ l: [[Double]], _ r: [[Double]]) -> [[Double]] {
    (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + l[i][$1] * r[$1][j] } } }
}

private func matrix(_ t: CGAffineTransform) -> [[Double]] { [[t.a, t.b, 0], [t.c, t.d, 0], [t.tx, t.ty, 1]] }
private func matrix(_ m: ProjectionTransform) -> [[Double]] {
    [[m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33]]
}

private func expectMatrix(_ a: [[Double]], _ b: [[Double]], _ tolerance: Double = 1e-12, sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose(a.flatMap { $0 }, b.flatMap { $0 }, relative: 0, absolute: tolerance, sourceLocation: sourceLocation)
}

private func randomAffine(_ rng: inout SeededGenerator) -> CGAffineTransform {
    let v = rng.doubles(6, in: -3...3)
    return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
}

@Suite("Angles, CoreGraphics values and transforms")
struct GeometryValueTests {
    @Test("angles convert between degrees and radians and order by size")
    func angles() {
        #expect(Angle(degrees: 180).radians == Double.pi)
        #expect(Angle.degrees(90) == Angle(radians: Double.pi / 2))
        #expect(abs(Angle.radians(1).degrees - 57.29577951308232) < 1e-13)
        #expect(Angle.zero == Angle() && Angle(2.5).radians == 2.5)
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect(abs((Angle.degrees(90) - .degrees(30)).degrees - 60) < 1e-12)
        #expect((-Angle.radians(1)).radians == -1 && (Angle.radians(1) * 3).radians == 3 && (2 * Angle.radians(1) / 4).radians == 0.5)
        var a = Angle.degrees(45)
        a.degrees = 90
        #expect(a.radians == Double.pi / 2)
        #expect(abs(sin(Angle(degrees: 30).radians) - 0.5) < 1e-15)
        a.animatableData = 1
        #expect(a == .radians(1))
    }

    @Test("CGFloat satisfies the vector-space laws")
    func cgFloatLaws() {
        var rng = SeededGenerator(seed: 19)
        for _ in 0..<200 {
            let v = rng.doubles(5, in: -100...100)
            let (x, y, z) = (CGFloat(v[0]), CGFloat(v[1]), CGFloat(v[2]))
            #expect(x + .zero == x)
            #expect(x + y == y + x)
            #expect(isClose((x + y) + z, x + (y + z), relative: 1e-13, absolute: 1e-12))
            #expect(isClose(x.scaled(by: v[3]) + y.scaled(by: v[3]), (x + y).scaled(by: v[3]), relative: 1e-13, absolute: 1e-11))
            #expect(x.magnitudeSquared == Double(x) * Double(x))
            #expect(isClose(x.interpolated(towards: y, amount: v[4] / 100), x + (y - x) * v[4] / 100, relative: 1e-13, absolute: 1e-12))
            #expect(x.animatableData == x)
        }
    }

    @Test("points, sizes and rectangles animate as SwiftUI's pairs of CGFloats")
    func cgAnimatable() {
        var point = CGPoint(x: 1, y: 2)
        #expect(point.animatableData == AnimatablePair(1, 2))
        point.animatableData = AnimatablePair(-1, 4)
        #expect(point == CGPoint(x: -1, y: 4))
        var size = CGSize(width: 3, height: 5)
        #expect(size.animatableData == AnimatablePair(3, 5))
        size.animatableData.second = 6
        #expect(size.height == 6)
        var rect = CGRect(x: 0, y: 10, width: 100, height: 50)
        let other = CGRect(x: 20, y: -10, width: 50, height: 150)
        var data = rect.animatableData
        data.interpolate(towards: other.animatableData, amount: 0.25)
        rect.animatableData = data
        #expect(rect == CGRect(x: 5, y: 5, width: 87.5, height: 75))
        let typed: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> = rect.animatableData
        #expect(typed.first.first == 5)
    }

    @Test("affine transforms compose and invert as 3×3 matrices")
    func affineAlgebra() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let t1 = randomAffine(&rng), t2 = randomAffine(&rng)
            expectMatrix(matrix(t1.concatenating(t2)), product(matrix(t1), matrix(t2)))
            let p = CGPoint(x: rng.doubles(1)[0] * 10, y: rng.doubles(1)[0] * 10)
            let row = product([[p.x, p.y, 1], [0, 0, 0], [0, 0, 0]], matrix(t1))[0]
            let mapped = p.applying(t1)
            #expect(isClose(mapped.x, row[0], relative: 1e-13, absolute: 1e-12) && isClose(mapped.y, row[1], relative: 1e-13, absolute: 1e-12))
            let determinant = t1.a * t1.d - t1.b * t1.c
            if abs(determinant) > 0.1 {
                expectMatrix(product(matrix(t1), matrix(t1.inverted())), matrix(.identity), 1e-10)
            }
            let move = rng.doubles(2, in: -5...5), angle = rng.doubles(1)[0] * 3
            expectMatrix(matrix(t1.translatedBy(x: move[0], y: move[1])), product(matrix(CGAffineTransform(translationX: move[0], y: move[1])), matrix(t1)))
            expectMatrix(matrix(t1.scaledBy(x: move[0], y: move[1])), product(matrix(CGAffineTransform(scaleX: move[0], y: move[1])), matrix(t1)))
            let rotation = [[cos(angle), sin(angle), 0], [-sin(angle), cos(angle), 0], [0, 0, 1]]
            expectMatrix(matrix(t1.rotated(by: angle)), product(rotation, matrix(t1)))
        }
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform(scaleX: 2, y: 1).isIdentity)
    }

    @Test("a quarter turn maps x onto y; sizes ignore translation; rectangles take their corners' bounds")
    func affineGeometry() {
        let quarter = CGAffineTransform(rotationAngle: Double.pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(p.x) < 1e-16 && p.y == 1)
        let t = CGAffineTransform(a: 2, b: 0, c: 1, d: 3, tx: 100, ty: 100)
        #expect(CGSize(width: 1, height: 2).applying(t) == CGSize(width: 4, height: 6))
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2).applying(quarter)
        #expect(abs(rect.minX + 2) < 1e-15 && abs(rect.width - 2) < 1e-15 && abs(rect.height - 4) < 1e-15)
        #expect(CGRect.null.applying(t).isNull)
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4 && CGVector.zero == CGVector(dx: 0, dy: 0))
    }

    @Test("projection transforms carry affine ones, compose and invert as matrices")
    func projection() {
        var rng = SeededGenerator(seed: 3)
        let affine = randomAffine(&rng)
        let m = ProjectionTransform(affine)
        expectMatrix(matrix(m), matrix(affine))
        #expect(m.isAffine && !m.isIdentity && ProjectionTransform().isIdentity)
        let point = CGPoint(x: 2, y: -1)
        #expect(point.applying(m) == point.applying(affine))
        var projective = ProjectionTransform()
        projective.m13 = 0.01
        projective.m23 = -0.02
        projective.m31 = 5
        projective.m11 = 2
        #expect(!projective.isAffine)
        expectMatrix(matrix(m.concatenating(projective)), product(matrix(m), matrix(projective)))
        expectMatrix(product(matrix(projective), matrix(projective.inverted())), matrix(ProjectionTransform()), 1e-12)
        // A homogeneous point divides by its weight.
        let q = CGPoint(x: 10, y: 10).applying(projective)
        let w = 10 * 0.01 - 10 * 0.02 + 1
        #expect(isClose(q.x, (10 * 2 + 5) / w, relative: 1e-15) && isClose(q.y, 10 / w, relative: 1e-15))
        var singular = ProjectionTransform()
        singular.m22 = 0
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(singular.m22 == 0 && singular.inverted() == singular)
    }

    @Test("unit point presets sit where SwiftUI puts them")
    func unitPoints() {
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5) && UnitPoint.zero == UnitPoint(x: 0, y: 0))
        #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5) && UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
        #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0) && UnitPoint.bottom == UnitPoint(x: 0.5, y: 1))
        #expect(UnitPoint.topLeading == UnitPoint(x: 0, y: 0) && UnitPoint.topTrailing == UnitPoint(x: 1, y: 0))
        #expect(UnitPoint.bottomLeading == UnitPoint(x: 0, y: 1) && UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
    }
}
