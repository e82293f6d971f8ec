import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// The vectorized spring batches against the scalar closed form (libm), the
/// golden file, and an independent Runge–Kutta integration.
@Suite("Spring batches")
struct SpringBatchTests {
    /// `values` or `velocities` through the batch API.
    func batch(_ spring: Spring, target: Double, initialVelocity: Double, _ times: [Double], velocities: Bool = false) throws -> [Double] {
        var output = [Double](repeating: .nan, count: times.count)
        try times.withUnsafeBufferPointer { t in
            try output.withUnsafeMutableBufferPointer {
                if velocities {
                    try spring.velocities(target: target, initialVelocity: initialVelocity, times: t, into: $0)
                } else {
                    try spring.values(target: target, initialVelocity: initialVelocity, times: t, into: $0)
                }
            }
        }
        return output
    }

    /// The natural angular frequency ω0 = √(k/m), in 1/s.
    func omega(_ spring: Spring) -> Double { (spring.stiffness / spring.mass).squareRoot() }

    @Test("Values and velocities match libm's closed form to 1e-13 at every batch length 0…67", arguments: regimeSprings)
    func everyLength(spring: Spring) throws {
        var random = SeededGenerator(seed: 41)
        let (target, v0) = (Double.random(in: -5...5, using: &random), Double.random(in: -20...20, using: &random))
        let horizon = min(spring.settlingDuration, 20) * 1.5
        for n in 0...67 {
            let times = random.doubles(n, in: -0.1...horizon)
            let values = try batch(spring, target: target, initialVelocity: v0, times)
            let velocities = try batch(spring, target: target, initialVelocity: v0, times, velocities: true)
            // Relative to the motion's scale: the target and the distance the
            // initial velocity carries it (values cross zero mid-motion).
            let valueScale = max(abs(target), abs(v0) / omega(spring))
            let velocityScale = max(abs(target) * omega(spring), abs(v0))
            expectClose(values, times.map { spring.value(target: target, initialVelocity: v0, time: $0) }, relative: 1e-13,
                        scale: [Double](repeating: valueScale, count: n), "values, n = \(n)")
            expectClose(velocities, times.map { spring.velocity(target: target, initialVelocity: v0, time: $0) }, relative: 1e-13,
                        scale: [Double](repeating: velocityScale, count: n), "velocities, n = \(n)")
        }
    }

    @Test("springs.json within 1e-13 through the batch")
    func golden() throws {
        let cases: [GoldenSpring] = try Golden.load("springs")
        for golden in cases {
            let spring = Spring(response: golden.response, dampingRatio: golden.dampingFraction)
            let values = try batch(spring, target: 1, initialVelocity: 0, golden.t)
            expectClose(values, golden.value, relative: 1e-13, scale: [Double](repeating: 1, count: values.count),
                        "response \(golden.response), ζ \(golden.dampingFraction)")
        }
    }

    @Test("Velocities match a Runge–Kutta integration", arguments: regimeSprings)
    func velocitiesIntegrate(spring: Spring) throws {
        let times = [0.05, 0.3, 1.0]
        for (target, v0) in [(1.0, 0.0), (-2.0, 7.0)] {
            let values = try batch(spring, target: target, initialVelocity: v0, times)
            let velocities = try batch(spring, target: target, initialVelocity: v0, times, velocities: true)
            for (i, time) in times.enumerated() {
                let (x, v) = integrate(spring, target: target, initialVelocity: v0, time: time, steps: 20_000)
                #expect(isClose(values[i], x, relative: 0, absolute: 1e-9), "\(spring) x at \(time)")
                #expect(isClose(velocities[i], v, relative: 0, absolute: 1e-7), "\(spring) v at \(time)")
            }
        }
    }

    @Test("Phases beyond the vector reduction and decayed motions stay exact")
    func extremeTimes() throws {
        let undamped = Spring(response: 1, dampingRatio: 0)
        // ωd·t from 2¹⁹ up goes through libm: no lane of the batch may differ.
        let times = [1, 1e5, 2e5, 1e9, 1e15, 3, 1e300, 0.5]
        let values = try batch(undamped, target: 1, initialVelocity: 2, times)
        for (time, value) in zip(times, values) {
            // Undamped from rest at 0 with v0: 1 − cos ωt + (v0/ω)·sin ωt.
            let w = 2 * Double.pi
            let expected = 1 - cos(w * time) + 2 / w * sin(w * time)
            #expect(isClose(value, expected, relative: 0, absolute: 1e-9 * max(1, abs(w * time) * 1e-7)), "t = \(time)")
            #expect(value.isFinite)
        }
        // A heavily damped spring has settled: the value is the target.
        for spring in [Spring.bouncy, Spring(response: 0.3, dampingRatio: 1.5)] {
            #expect(try batch(spring, target: 3, initialVelocity: 1, [1e3, 1e300]) == [3, 3])
            #expect(try batch(spring, target: 3, initialVelocity: 1, [1e3, 1e300], velocities: true) == [0, 0])
        }
    }

    @Test("Velocities refuse bad input before writing")
    func velocitiesBadInput() {
        func run(target: Double = 1, initialVelocity: Double = 0, times: [Double], outputCount: Int? = nil) throws {
            var output = [Double](repeating: -7, count: outputCount ?? times.count)
            defer { #expect(output.allSatisfy { $0 == -7 }) }
            try times.withUnsafeBufferPointer { t in
                try output.withUnsafeMutableBufferPointer {
                    try Spring.snappy.velocities(target: target, initialVelocity: initialVelocity, times: t, into: $0)
                }
            }
        }
        expectError("times[5]") { try run(times: [0, 1, 2, 3, 4, .nan]) }
        expectError("times[0]") { try run(times: [-.infinity]) }
        expectError("target") { try run(target: .infinity, times: [0]) }
        expectError("initialVelocity") { try run(initialVelocity: .nan, times: [0]) }
        expectError("output") { try run(times: [0, 1], outputCount: 1) }
    }
}
