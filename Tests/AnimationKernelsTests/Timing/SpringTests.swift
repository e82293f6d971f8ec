import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// One spring of `springs.json`: released at rest from 0 towards 1.
struct GoldenSpring: Decodable {
    let response: Double
    let dampingFraction: Double
    let t: [Double]
    let value: [Double]
}

/// The spring's motion by classical fourth-order Runge–Kutta on
/// `m·x″ = k·(target − x) − c·x′` from x = `start`, x′ = v0: an independent
/// check of the closed form (in particular of the initial-velocity term,
/// which the golden file does not cover). Returns (x, x′) after `time`.
func integrate(
    _ spring: Spring, from start: Double = 0, target: Double, initialVelocity: Double, time: Double, steps: Int = 100_000
) -> (Double, Double) {
    let (k, c, m) = (spring.stiffness, spring.damping, spring.mass)
    func acceleration(_ x: Double, _ v: Double) -> Double { (k * (target - x) - c * v) / m }
    var x = start, v = initialVelocity
    let h = time / Double(steps)
    for _ in 0..<steps {
        let (k1x, k1v) = (v, acceleration(x, v))
        let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
        let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
        let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}

/// Springs in all three regimes and next to critical damping.
let regimeSprings: [Spring] = [
    Spring(response: 0.1, dampingRatio: 0.24), Spring(response: 0.5, dampingRatio: 0.825),
    Spring(response: 0.55, dampingRatio: 1), Spring(response: 0.3, dampingRatio: 1.5),
    Spring(response: 0.4, dampingRatio: 1 - 1e-9), Spring(response: 0.4, dampingRatio: 1 + 1e-9),
    Spring(response: 1, dampingRatio: 0), Spring(mass: 2, stiffness: 50, damping: 60, allowOverDamping: true),
]

@Suite("Spring")
struct SpringTests {
    @Test("springs.json within 1e-12 relative")
    func golden() throws {
        let cases: [GoldenSpring] = try Golden.load("springs")
        #expect(cases.count == 4)
        for golden in cases {
            let spring = Spring(response: golden.response, dampingRatio: golden.dampingFraction)
            let values = golden.t.map { spring.value(target: 1.0, time: $0) }
            expectClose(values, golden.value, relative: 1e-12, "response \(golden.response), ζ \(golden.dampingFraction)")
            // The file's reading: from 0 at rest, settling at 1.
            #expect(golden.value.first == 0 && isClose(golden.value.last!, 1, relative: 1e-6))
            #expect(spring.velocity(target: 1.0, time: 0) == 0)
        }
    }

    @Test("Closed form matches a Runge–Kutta integration, with initial velocity", arguments: regimeSprings)
    func matchesIntegration(spring: Spring) {
        for (target, v0) in [(1.0, 0.0), (-2.0, 7.0), (0.0, -3.0)] {
            for time in [0.05, 0.3, 1.0] {
                let (x, v) = integrate(spring, target: target, initialVelocity: v0, time: time)
                #expect(isClose(spring.value(target: target, initialVelocity: v0, time: time), x, relative: 0, absolute: 1e-9))
                #expect(isClose(spring.velocity(target: target, initialVelocity: v0, time: time), v, relative: 0, absolute: 1e-7))
            }
        }
    }

    @Test("velocity matches a central difference of value", arguments: regimeSprings)
    func velocityIsDerivative(spring: Spring) {
        let h = 1e-6
        for time in stride(from: 0.01, through: 1.5, by: 0.07) {
            let v = spring.velocity(target: 1.5, initialVelocity: -4.0, time: time)
            let difference = (spring.value(target: 1.5, initialVelocity: -4.0, time: time + h)
                - spring.value(target: 1.5, initialVelocity: -4.0, time: time - h)) / (2 * h)
            #expect(isClose(v, difference, relative: 1e-6, absolute: 1e-6), "t = \(time)")
        }
    }

    @Test("Start, end and negative times")
    func boundaries() {
        for spring in regimeSprings {
            #expect(spring.value(target: 3.0, initialVelocity: 2.0, time: 0) == 0)
            #expect(spring.velocity(target: 3.0, initialVelocity: 2.0, time: 0) == 2)
            #expect(spring.value(target: 3.0, initialVelocity: 2.0, time: -1) == 0)
            let late = spring.value(target: 3.0, initialVelocity: 2.0, time: 1e300)
            #expect(!late.isNaN)
            if spring.damping > 0 { #expect(late == 3) }
        }
    }

    @Test("Continuous through critical damping")
    func nearCritical() {
        let critical = Spring(response: 0.4, dampingRatio: 1)
        let offsets: [Double] = [-1e-6, -1e-12, -1e-15, 1e-15, 1e-12, 1e-6]
        for zeta in offsets.map({ 1 + $0 }) {
            let spring = Spring(response: 0.4, dampingRatio: zeta)
            for time in [0.01, 0.1, 0.4, 2.0] {
                let difference = abs(spring.value(target: 1.0, initialVelocity: 5.0, time: time)
                    - critical.value(target: 1.0, initialVelocity: 5.0, time: time))
                // The motion moves by O(|ζ − 1|); no cancellation may add to it.
                #expect(difference <= 10 * abs(zeta - 1) + 1e-15, "ζ = \(zeta), t = \(time): \(difference)")
            }
            #expect(abs(spring.settlingDuration - critical.settlingDuration) <= 1e-5 * critical.settlingDuration)
        }
    }

    @Test("Generic values act element by element")
    func generic() {
        let spring = Spring(response: 0.3, dampingRatio: 0.5)
        for time in [0.0, 0.05, 0.2, 1.0] {
            let scalar = (spring.value(target: 2.0, initialVelocity: -1.0, time: time),
                          spring.value(target: -3.0, initialVelocity: 4.0, time: time))
            let pair = spring.value(target: AnimatablePair(2.0, -3.0), initialVelocity: AnimatablePair(-1.0, 4.0), time: time)
            #expect(isClose(pair.first, scalar.0, relative: 1e-15, absolute: 1e-300))
            #expect(isClose(pair.second, scalar.1, relative: 1e-15, absolute: 1e-300))
            let vector = spring.value(target: AnimatableVector([2.0, -3.0, 5.0]), initialVelocity: AnimatableVector([-1.0, 4.0]), time: time)
            expectClose(Array(vector), [scalar.0, scalar.1, spring.value(target: 5.0, time: time)], relative: 1e-14, absolute: 1e-300)
            let velocity = spring.velocity(target: AnimatableVector([2.0]), initialVelocity: AnimatableVector([-1.0]), time: time)
            #expect(isClose(velocity[0], spring.velocity(target: 2.0, initialVelocity: -1.0, time: time), relative: 1e-14))
        }
    }

    @Test("Parametrizations and SwiftUI's documented conversions")
    func parametrizations() {
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, pow(2 * Double.pi / 0.5, 2)))
        #expect(isClose(spring.damping, 4 * Double.pi * 0.825 / 0.5))
        #expect(isClose(spring.response, 0.5) && isClose(spring.dampingRatio, 0.825))
        #expect(Spring(response: 0.3) == Spring(response: 0.3, dampingRatio: 0.825))
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
        // SwiftUI's documentation: (duration 0.5, bounce 0.3) ↔ (1, 157.9, 17.6)
        // and (1, 100, 10) ↔ (duration 0.63, bounce 0.5).
        let documented = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(documented.stiffness - 157.9) < 0.05 && abs(documented.damping - 17.6) < 0.05)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.duration - 0.63) < 0.005 && isClose(physical.bounce, 0.5))
        // Bounce ↔ damping ratio on both sides of 0.
        #expect(isClose(Spring(duration: 1, bounce: -0.5).dampingRatio, 2))
        #expect(isClose(Spring(duration: 1, bounce: -0.5).bounce, -0.5))
        #expect(isClose(Spring(duration: 1, bounce: 0.4).dampingRatio, 0.6))
        // Over-damping is clamped to critical unless allowed.
        #expect(isClose(Spring(mass: 2, stiffness: 50, damping: 60).dampingRatio, 1))
        #expect(isClose(Spring(mass: 2, stiffness: 50, damping: 60, allowOverDamping: true).dampingRatio, 60 / 20))
    }

    @Test("Presets")
    func presets() {
        for (spring, zeta) in [(Spring.smooth, 1.0), (.snappy, 0.85), (.bouncy, 0.7)] {
            #expect(isClose(spring.response, 0.5) && isClose(spring.dampingRatio, zeta))
        }
        #expect(Spring.smooth(duration: 0.3, extraBounce: 0.1) == Spring(duration: 0.3, bounce: 0.1))
        #expect(Spring.snappy(extraBounce: 0.05) == Spring(duration: 0.5, bounce: 0.2))
        #expect(Spring.bouncy(duration: 1) == Spring(duration: 1, bounce: 0.3))
    }

    @Test("settlingDuration: the last time the unit step is 0.001 away from 1")
    func settling() {
        // Critical damping: u/ω0 with e^(−u)(1 + u) = 0.001.
        let critical = Spring(response: 0.55, dampingRatio: 1)
        #expect(isClose(critical.settlingDuration, 9.2334134764516 / (2 * Double.pi / 0.55), relative: 1e-12))
        for spring in regimeSprings where spring.damping > 0 {
            let settle = spring.settlingDuration
            #expect(isClose(abs(1 - spring.value(target: 1.0, time: settle)), 0.001, relative: 1e-6))
            let period = spring.response
            for time in stride(from: settle + period / 1000, through: settle + 5 * period, by: period / 100) {
                #expect(abs(1 - spring.value(target: 1.0, time: time)) <= 0.001, "\(spring) at \(time)")
            }
            let zeta = spring.dampingRatio
            if zeta < 0.999 {
                // Below the usual envelope bound ln((1 + λ/ωd)/ε)/λ.
                let omega = 2 * Double.pi / spring.response, lambda = zeta * omega
                let omegaD = omega * (1 - zeta * zeta).squareRoot()
                #expect(settle <= log((1 + lambda / omegaD) / 0.001) / lambda)
            }
        }
        // Undamped: reported at damping ratio 2⁻⁵² (TimingTotalFunctionTests checks the value).
        #expect(Spring(response: 1, dampingRatio: 0).settlingDuration.isFinite)
    }

    @Test("Batch values agree with the scalar ones to 1e-13 of the motion's scale")
    func batch() throws {
        let times = [-1, 0, 0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 2, 1e300]
        for spring in regimeSprings {
            var output = [Double](repeating: .nan, count: times.count)
            try times.withUnsafeBufferPointer { t in
                try output.withUnsafeMutableBufferPointer { try spring.values(target: 2, initialVelocity: -3, times: t, into: $0) }
            }
            let scale = max(2, 3 / spring.stiffness.squareRoot())
            expectClose(output, times.map { spring.value(target: 2.0, initialVelocity: -3.0, time: $0) }, relative: 1e-13,
                        scale: [Double](repeating: scale, count: times.count), "\(spring)")
            #expect(output[0] == 0 && output[1] == 0)
        }
    }

    @Test("Batch bad input throws before writing")
    func batchBadInput() {
        let spring = Spring.bouncy
        func run(target: Double = 1, initialVelocity: Double = 0, times: [Double], outputCount: Int? = nil) throws {
            var output = [Double](repeating: -7, count: outputCount ?? times.count)
            defer { #expect(output.allSatisfy { $0 == -7 }) }
            try times.withUnsafeBufferPointer { t in
                try output.withUnsafeMutableBufferPointer {
                    try spring.values(target: target, initialVelocity: initialVelocity, times: t, into: $0)
                }
            }
        }
        expectError("times[2]") { try run(times: [0, 1, .nan]) }
        expectError("times[0]") { try run(times: [.infinity, 1]) }
        expectError("target") { try run(target: .nan, times: [0]) }
        expectError("initialVelocity") { try run(initialVelocity: -.infinity, times: [0]) }
        expectError("output") { try run(times: [0, 1], outputCount: 3) }
    }

    @Test("Validated factories name the bad parameter")
    func validation() {
        for bad in [0, -0.5, .nan, .infinity] {
            expectError("mass") { _ = try Spring.validated(mass: bad, stiffness: 1, damping: 1) }
            expectError("stiffness") { _ = try Spring.validated(mass: 1, stiffness: bad, damping: 1) }
        }
        // Response and duration 0 are SwiftUI's infinitely stiff spring.
        for bad in [-0.5, .nan, .infinity] {
            expectError("response") { _ = try Spring.validated(response: bad, dampingRatio: 0.5) }
            expectError("duration") { _ = try Spring.validated(duration: bad, bounce: 0) }
        }
        for bad in [-0.1, .nan, .infinity] {
            expectError("dampingRatio") { _ = try Spring.validated(response: 1, dampingRatio: bad) }
            expectError("damping") { _ = try Spring.validated(stiffness: 1, damping: bad) }
        }
        for bad in [-1.0001, -2, 1.5, .nan] {
            expectError("bounce") { _ = try Spring.validated(duration: 1, bounce: bad) }
        }
        // Responses below the stiffest representable one are infinitely stiff;
        // k/m can still underflow.
        #expect((try? Spring.validated(response: 1e-200, dampingRatio: 1))?.response == Spring.minimumResponse)
        expectError("stiffness") { _ = try Spring.validated(mass: 1e300, stiffness: 1e-300, damping: 0) }
        #expect(throws: Never.self) { _ = try Spring.validated(response: 1, dampingRatio: 0) }
        #expect(throws: Never.self) { _ = try Spring.validated(duration: 1, bounce: 1) }
    }
}
