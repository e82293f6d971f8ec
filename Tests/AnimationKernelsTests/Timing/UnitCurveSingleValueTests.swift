import AnimationKernelsTestSupport
import Testing
@testable import AnimationKernels

/// `UnitCurve.value(at:)`, one value at a time, against the exact scalar
/// solver and an independent bisection, at progress down to subnormals.
@Suite("UnitCurve single values")
struct UnitCurveSingleValueTests {
    /// Progress on a uniform grid, near both ends down to subnormals, and at ½ ± an ulp.
    static let progress: [Double] = {
        var p = (1..<2_000).map { Double($0) / 2_000 }
        for k in stride(from: 1, through: 1074, by: 7) {
            let tiny = Double(sign: .plus, exponent: -k, significand: 1)
            p += [tiny, 1 - tiny / 2]
        }
        let half = 0.5, one = 1.0
        return p + [half.nextDown, half, half.nextUp, one.nextDown, Double.leastNonzeroMagnitude]
    }()

    /// The benchmark's curves, degenerate ends, cusps, overshoot and huge y.
    static let controls: [(Double, Double, Double, Double)] = [
        (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1), (0, 2, 1, -2), (0, 0, 1, 1), (0, 1, 0, 1), (1, 0, 0, 1),
        (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0, 0, 0, 1), (1, 0, 1, 1), (0.9999, 0, 0.0001, 1),
        (0.3, -1e300, 0.7, 1e300), (0.0001, 5, 0.9999, -4), (0.5, 0.5, 0.5, 0.5),
    ]

    @Test("Within 1e-13 × max(1, |y|) of the exact solver, before and after the curve's table exists",
          arguments: controls)
    func matchesExact(controls c: (Double, Double, Double, Double)) {
        let exact = CubicBezierSolver(x1: c.0, y1: c.1, x2: c.2, y2: c.3)
        let curve = bezier(c.0, c.1, c.2, c.3)
        let scale = max(1, abs(c.1), abs(c.3))
        for p in Self.progress {
            let expected = exact.value(atProgress: p)
            let value = curve.value(at: p)
            #expect(abs(value - expected) <= 1e-13 * scale, "\(curve).value(at: \(p))")
        }
    }

    @Test("Agrees with an independent bisection to 1e-12 on random curves", arguments: [71, 72] as [UInt64])
    func randomCurvesMatchBisection(seed: UInt64) {
        for curve in randomCurves(40, y: -3...3, seed: seed) {
            let c = (curve.startControlPoint.x, curve.startControlPoint.y, curve.endControlPoint.x, curve.endControlPoint.y)
            for p in stride(from: 0.0005, to: 1, by: 0.001) {
                #expect(abs(curve.value(at: p) - referenceEase(c, p)) <= 1e-12 * max(1, abs(c.1), abs(c.3)), "\(curve) at \(p)")
            }
        }
    }
}
