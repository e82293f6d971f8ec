import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// Control y near the largest `Double` (Chromium's infinity-clamping cases):
/// the value and slope must stay finite, or overflow only where the exact
/// slope does.
@Suite("UnitCurve with huge control y")
struct UnitCurveOverflowTests {
    static let hugeY: [Double] = [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 6e307, -6e307, 1.797e308, -1.797e308]

    /// The curve with x(t) = t (controls x ⅓, ⅔) and the given y controls.
    func straightX(_ y1: Double, _ y2: Double) -> UnitCurve { bezier(1.0 / 3, y1, 2.0 / 3, y2) }

    /// y(t) computed on controls scaled down by 2¹⁰ and scaled back at the
    /// end: no overflow inside, and `±infinity` only if the result exceeds
    /// the largest `Double`.
    func expectedY(_ y1: Double, _ y2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return (s * (y1 / 1024) + t * (y2 / 1024)) * (3 * t * s) * 1024 + t * t * t
    }

    /// dy/dt of the same curve, scaled the same way.
    func expectedSlope(_ y1: Double, _ y2: Double, _ t: Double) -> Double {
        let s = 1 - t, a = y1 / 1024, b = y2 / 1024
        return 3 * (s * s * a + 2 * t * s * (b - a) + t * t * (1.0 / 1024 - b)) * 1024
    }

    @Test("Values are finite and exact for y controls up to the largest Double")
    func values() {
        for y1 in Self.hugeY {
            for y2 in Self.hugeY + [0, 1] {
                let curve = straightX(y1, y2)
                for p in stride(from: 0.0, through: 1, by: 1.0 / 64) {
                    let value = curve.value(at: p)
                    let expected = expectedY(y1, y2, p)
                    #expect(value.isFinite, "\(curve) at \(p)")
                    #expect(isClose(value, expected, relative: 1e-13, scale: max(abs(y1), abs(y2))), "\(curve) at \(p): \(value) vs \(expected)")
                }
            }
        }
    }

    @Test("Slopes overflow only where the exact slope exceeds the largest Double")
    func slopes() {
        for y in [Double.greatestFiniteMagnitude, 6e307, -6e307, -.greatestFiniteMagnitude] {
            let curve = straightX(y, y)
            // dy/dx = 3y(1 − 2t) + 3t²: 1.5y at t = ¼ (infinite for the largest
            // Double, finite for 6e307), 0.6y at 0.4, ¾ at ½, −1.5y at ¾.
            for p in [0.25, 0.4, 0.5, 0.75] {
                let expected = expectedSlope(y, y, p)
                #expect(isClose(curve.velocity(at: p), expected, relative: 1e-12), "\(curve) at \(p): \(curve.velocity(at: p)) vs \(expected)")
            }
        }
        #expect(straightX(.greatestFiniteMagnitude, .greatestFiniteMagnitude).velocity(at: 0.25) == .infinity)
        #expect(straightX(-.greatestFiniteMagnitude, -.greatestFiniteMagnitude).velocity(at: 0.25) == -.infinity)
        #expect(straightX(6e307, 6e307).velocity(at: 0.25).isFinite)
    }

    @Test("No NaN and no infinite value for huge y with any control x")
    func neverNaN() throws {
        var random = SeededGenerator(seed: 21)
        let xs: [Double] = [0, 1, 1.0 / 3, 0.5, 0.42, 0.58]
        let progress = [0, 1e-300, 1e-9, 0.25, 0.5, 0.75, 1 - 1e-9, 1] + random.doubles(16, in: 0...1)
        for x1 in xs {
            for x2 in xs {
                for y1 in Self.hugeY {
                    for y2 in Self.hugeY {
                        let curve = bezier(x1, y1, x2, y2)
                        let batch = try batchValues(curve, progress)
                        for (p, v) in zip(progress, batch) {
                            #expect(curve.value(at: p).isFinite, "\(curve) value at \(p)")
                            #expect(v.isFinite, "\(curve) batch value at \(p)")
                            #expect(!curve.velocity(at: p).isNaN, "\(curve) velocity at \(p)")
                        }
                    }
                }
            }
        }
    }
}
