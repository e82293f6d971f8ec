import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// The single-value timing functions accept every `Double`: NaN gives NaN,
/// out-of-range values clamp as documented, and the SwiftUI-named
/// initializers clamp rather than stop the program.
@Suite("Timing total functions")
struct TimingTotalFunctionTests {
    /// Every kind of `Double` an entry point must survive.
    static let specials: [Double] = [.nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude,
                                     -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e300, -1e300, 0.5, 1]

    static let curves: [(name: String, controls: (Double, Double, Double, Double))] = [
        ("easeInOut", (0.42, 0, 0.58, 1)), ("CSS ease", (0.25, 0.1, 0.25, 1)), ("overshoot", (0, 2, 1, -2)),
        ("degenerate ends", (0, 0, 1, 1)), ("triple root", (1, 0, 0, 1)),
    ]

    @Test("Golden values per call once the curve's table exists, within 1e-12")
    func goldenPerCallWithTable() throws {
        let cases: [GoldenCurve] = try Golden.load("timingCurves") + Golden.load("timingCurvesDegenerate")
        for golden in cases {
            let curve = try golden.curve()
            // The table exists after the first batch.
            _ = try batchValues(curve, golden.x)
            expectClose(golden.x.map(curve.value), golden.y, relative: 0, absolute: 1e-12, golden.name)
        }
    }

    /// The bisection oracle is accurate where x′ is not small: the
    /// degenerate curves are checked against the golden files instead.
    @Test("Per-call values and slopes match the bisection oracle before and after the table", arguments: 0..<3)
    func perCallMatchesOracle(index: Int) {
        let (name, c) = Self.curves[index]
        // Controls slightly off the list's, so that this test builds the table itself.
        let controls = (c.0, c.1 + 0x1p-40, c.2, c.3)
        let curve = bezier(controls.0, controls.1, controls.2, controls.3)
        var random = SeededGenerator(seed: 401 + UInt64(index))
        let progress = [0.01, 0.5, 0.99] + random.doubles(200, in: 0.01...0.99)
        let scale = max(1, abs(controls.1), abs(controls.3))
        // The first 32 calls solve exactly, later ones use the table.
        for round in 0..<2 {
            for p in progress {
                let value = curve.value(at: p)
                #expect(isClose(value, referenceEase(controls, p), relative: 0, absolute: 1e-12 * scale),
                        "\(name) round \(round) at \(p): \(value)")
            }
        }
        // Slopes: against a central difference of the oracle, where the
        // slope is moderate (the quotient's own error is about 1e-7 there).
        for p in progress where p > 1e-3 && p < 1 - 1e-3 {
            let velocity = curve.velocity(at: p)
            guard abs(velocity) < 1e3 else { continue }
            let h = 1e-5
            let difference = (referenceEase(controls, p + h) - referenceEase(controls, p - h)) / (2 * h)
            #expect(isClose(velocity, difference, relative: 0, absolute: 1e-5 * max(1, abs(velocity))),
                    "\(name) velocity at \(p): \(velocity) vs \(difference)")
        }
    }

    @Test("UnitCurve value(at:) and velocity(at:): NaN gives NaN, the rest clamps to [0, 1]")
    func unitCurveSpecials() {
        let all = Self.curves.map { bezier($0.controls.0, $0.controls.1, $0.controls.2, $0.controls.3) }
            + [.linear, .circularEaseIn, .circularEaseOut, .circularEaseInOut]
        for curve in all {
            for p in Self.specials {
                let value = curve.value(at: p), velocity = curve.velocity(at: p)
                if p.isNaN {
                    #expect(value.isNaN && velocity.isNaN, "\(curve) at NaN")
                    continue
                }
                let clamped = min(max(p, 0), 1)
                #expect(value == curve.value(at: clamped), "\(curve) at \(p)")
                #expect(velocity.isNaN == false, "\(curve) velocity at \(p)")
                #expect(velocity == curve.velocity(at: clamped) || abs(p) < 1e-300, "\(curve) velocity at \(p)")
            }
            #expect(curve.value(at: -.infinity) == 0 && curve.value(at: .infinity) == 1)
        }
    }

    @Test("UnitCurve.bezier with a non-finite control gives the linear curve; x clamps")
    func nonFiniteControls() {
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(bezier(bad, 0, 0.58, 1) == .linear)
            #expect(bezier(0.42, bad, 0.58, 1) == .linear)
            #expect(bezier(0.42, 0, bad, 1) == .linear)
            #expect(bezier(0.42, 0, 0.58, bad) == .linear)
        }
        #expect(bezier(-1e300, 0, 1e300, 1) == bezier(0, 0, 1, 1))
        #expect(bezier(0.42, 1e300, 0.58, -1e300).value(at: 0.5).isFinite)
    }

    static let springs: [Spring] = [.smooth, .snappy, .bouncy, Spring(response: 1, dampingRatio: 0),
                                    Spring(duration: 0.5, bounce: -1), Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)]

    @Test("Spring value and velocity: NaN gives NaN, negative times are 0, +∞ is the limit")
    func springTimes() {
        for spring in Self.springs {
            let damped = spring.damping > 0
            for time in Self.specials {
                let value = spring.value(target: 2.0, initialVelocity: 1.0, time: time)
                let velocity = spring.velocity(target: 2.0, initialVelocity: 1.0, time: time)
                if time.isNaN {
                    #expect(value.isNaN && velocity.isNaN, "\(spring) at NaN")
                } else if time <= 0 || time < 1e-300 {
                    // At rest at 0 (to within the subnormal time's motion).
                    #expect(abs(value) <= 1e-300 && isClose(velocity, 1, relative: 1e-12), "\(spring) at \(time)")
                } else if time == .infinity || time == 1e300 {
                    if damped {
                        #expect(value == 2 && velocity == 0, "\(spring) at \(time): \(value), \(velocity)")
                    } else {
                        // An undamped spring has no limit; at 1e300 it is still bounded.
                        #expect(time.isFinite ? value.isFinite : value.isNaN, "\(spring) at \(time): \(value)")
                    }
                } else {
                    #expect(value.isFinite && velocity.isFinite, "\(spring) at \(time)")
                }
            }
        }
    }

    @Test("Spring initializers clamp as documented and never stop the program")
    func springInitializers() {
        // NaN and negative responses and durations are 0, the infinitely stiff spring.
        for bad: Double in [-1, -.infinity, .nan, -1e300] {
            #expect(Spring(response: bad, dampingRatio: 0.5) == Spring(response: 0, dampingRatio: 0.5))
            #expect(Spring(duration: bad, bounce: 0.2) == Spring(duration: 0, bounce: 0.2))
        }
        // Responses above 2π·10¹⁵³ s are that; the stiffness stays a positive normal number.
        for long in [1e300, Double.infinity] {
            let spring = Spring(response: long)
            #expect(spring == Spring(response: 2 * Double.pi * 1e153))
            #expect(spring.stiffness >= .leastNormalMagnitude && spring.stiffness.isFinite)
        }
        // Bounce is clamped to SwiftUI's documented [−1, 1]; NaN is 0.
        #expect(Spring(duration: 0.5, bounce: 5) == Spring(duration: 0.5, bounce: 1))
        #expect(Spring(duration: 0.5, bounce: -5) == Spring(duration: 0.5, bounce: -1))
        #expect(Spring(duration: 0.5, bounce: .nan) == Spring(duration: 0.5, bounce: 0))
        // Damping ratio: [0, 2⁵²], NaN is critical.
        #expect(Spring(response: 0.5, dampingRatio: -1) == Spring(response: 0.5, dampingRatio: 0))
        #expect(Spring(response: 0.5, dampingRatio: .nan) == Spring(response: 0.5, dampingRatio: 1))
        #expect(Spring(response: 0.5, dampingRatio: .infinity) == Spring(response: 0.5, dampingRatio: 0x1p52))
        // Valid physical coefficients are kept as given.
        #expect(Spring(mass: 2, stiffness: 50, damping: 3) == (try? Spring.validated(mass: 2, stiffness: 50, damping: 3)))
        for value in Self.specials {
            let springs = [Spring(response: value, dampingRatio: value), Spring(duration: value, bounce: value),
                           Spring(mass: value, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: value, damping: 10),
                           Spring(mass: 1, stiffness: 100, damping: value, allowOverDamping: true),
                           Spring(mass: value, stiffness: value, damping: value),
                           Spring(settlingDuration: value, dampingRatio: 0.8), Spring(settlingDuration: 1, dampingRatio: value),
                           Spring(settlingDuration: 1, dampingRatio: 0.8, epsilon: value)]
            for spring in springs {
                #expect(spring.mass > 0 && spring.mass.isFinite, "\(spring) from \(value)")
                #expect(spring.stiffness > 0 && spring.stiffness.isFinite && spring.damping >= 0 && spring.damping.isFinite,
                        "\(spring) from \(value)")
                #expect(spring.settlingDuration.isFinite, "\(spring) from \(value)")
                #expect(spring.value(target: 1.0, time: 0.25).isFinite, "\(spring) from \(value)")
            }
        }
    }

    @Test("settlingDuration is finite at every bounce; undamped as at damping ratio 2⁻⁵²")
    func finiteSettling() {
        for bounce in stride(from: -1.0, through: 1.0, by: 0.125) {
            let settle = Spring(duration: 0.5, bounce: bounce).settlingDuration
            #expect(settle.isFinite && settle > 0, "bounce \(bounce): \(settle)")
        }
        // Undamped: the envelope e^(−λt) with λ = 2⁻⁵²·ω0 reaches 0.001 at ln(1000)/λ,
        // and the last crossing lies within a period of that.
        let omega = 2 * Double.pi / 0.5
        let envelope = log(1000) / (0x1p-52 * omega)
        let undamped = Spring(duration: 0.5, bounce: 1).settlingDuration
        #expect(abs(undamped - envelope) <= 2 * 0.5, "\(undamped) vs \(envelope)")
        #expect(Int(exactly: (undamped * 60).rounded()) != nil)
        #expect(Spring(response: 1, dampingRatio: 0).settlingDuration(target: 1.0, epsilon: 0.001).isFinite)
    }
}
