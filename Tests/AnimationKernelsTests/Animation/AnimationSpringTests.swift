import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

@Suite("Spring animations")
struct AnimationSpringTests {
    /// (name, animation, response, damping ratio, merges)
    static let cases: [(String, Animation, Double, Double, Bool)] = [
        ("spring", .spring, 0.5, 0.825, true),
        ("spring()", .spring(), 0.5, 0.825, true),
        ("spring(response: 0.1, dampingFraction: 0.24)", .spring(response: 0.1, dampingFraction: 0.24, blendDuration: 0.2), 0.1, 0.24, true),
        ("spring(duration: 0.4, bounce: 0.3)", .spring(duration: 0.4, bounce: 0.3), 0.4, 0.7, true),
        ("spring(duration: 0.4, bounce: -0.5)", .spring(duration: 0.4, bounce: -0.5), 0.4, 2, true),
        ("spring(Spring)", .spring(Spring(response: 0.3, dampingRatio: 1.5)), 0.3, 1.5, true),
        ("interactiveSpring", .interactiveSpring, 0.15, 0.86, true),
        ("interactiveSpring(duration: 0.2, extraBounce: 0.1)", .interactiveSpring(duration: 0.2, extraBounce: 0.1), 0.2, 0.9, true),
        ("smooth", .smooth, 0.5, 1, true),
        ("snappy", .snappy, 0.5, 0.85, true),
        ("bouncy", .bouncy, 0.5, 0.7, true),
        ("smooth(duration: 1, extraBounce: 0.2)", .smooth(duration: 1, extraBounce: 0.2), 1, 0.8, true),
        ("snappy(duration: 0.3, extraBounce: 0.05)", .snappy(duration: 0.3, extraBounce: 0.05), 0.3, 0.8, true),
        ("bouncy(duration: 0.6, extraBounce: 0.1)", .bouncy(duration: 0.6, extraBounce: 0.1), 0.6, 0.6, true),
        ("interpolatingSpring", .interpolatingSpring, 0.5, 1, false),
        ("interpolatingSpring(duration: 0.3, bounce: 0.2)", .interpolatingSpring(duration: 0.3, bounce: 0.2), 0.3, 0.8, false),
        ("interpolatingSpring(Spring)", .interpolatingSpring(Spring(response: 0.2, dampingRatio: 0.5)), 0.2, 0.5, false),
        // stiffness 100, damping 5, mass 1: response 2π/10, ζ = 5/(2·10).
        ("interpolatingSpring(mass:stiffness:damping:)", .interpolatingSpring(mass: 1, stiffness: 100, damping: 5), 2 * Double.pi / 10, 0.25, false),
    ]

    @Test("Spring animations follow the damped spring's closed form and merge as SwiftUI documents", arguments: cases.indices)
    func springValues(index: Int) {
        let (name, animation, response, zeta, merges) = Self.cases[index]
        for k in 0..<200 {
            let t = Double(k) * 0.01
            guard let got = animate(animation, 1.5, at: t) else { continue }
            let (x, dx) = Oracle.spring(response: response, dampingRatio: zeta, delta: 1.5, v0: 0, time: t)
            #expect(isClose(got, x, relative: 1e-9, absolute: 1e-10), "\(name) at \(t): \(got) vs \(x)")
            if let v = velocity(animation, 1.5, at: t) {
                #expect(isClose(v, dx, relative: 1e-8, absolute: 1e-8), "\(name) velocity at \(t): \(v) vs \(dx)")
            }
        }
        var context = AnimationContext<Double>()
        #expect(animation.shouldMerge(previous: .linear, value: 1.0, time: 0.1, context: &context) == merges, "\(name)")
    }

    @Test("Spring animations equal Spring's closed form to 1e-12 and end once settled")
    func matchesSpring() {
        let springs = [Spring(response: 0.1, dampingRatio: 0.24), Spring(response: 0.55, dampingRatio: 1), Spring(response: 0.3, dampingRatio: 1.5), Spring.bouncy]
        for spring in springs {
            for animation in [Animation.spring(spring), .interpolatingSpring(spring)] {
                for k in 0..<400 {
                    let t = Double(k) * 0.005
                    let expected = spring.value(target: -2.0, time: t)
                    if t < spring.settlingDuration {
                        #expect(animate(animation, -2, at: t).map { abs($0 - expected) <= 1e-12 * 2 } == true, "\(spring) at \(t)")
                    } else {
                        #expect(animate(animation, -2, at: t) == nil)
                        #expect(abs(expected + 2) <= 2 * 0.001 + 1e-12)
                    }
                }
            }
        }
    }

    @Test("An interpolating spring's initial velocity is a fraction of the change per second")
    func initialVelocity() {
        let a = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 3)
        for k in 0..<100 {
            let t = Double(k) * 0.01
            let (x, _) = Oracle.spring(response: 2 * Double.pi / 10, dampingRatio: 0.25, delta: 2, v0: 6, time: t)
            #expect(animate(a, 2, at: t).map { isClose($0, x, relative: 1e-9, absolute: 1e-10) } == true, "at \(t)")
        }
        #expect(velocity(a, 2, at: 0).map { isClose($0, 6) } == true)
    }

    @Test("Spring's SwiftUI API: motion between values, update, force, settling")
    func springAPI() {
        let spring = Spring(response: 0.4, dampingRatio: 0.6)
        for k in 0..<50 {
            let t = Double(k) * 0.02
            let (x, dx) = Oracle.spring(response: 0.4, dampingRatio: 0.6, delta: 7, v0: -1, time: t)
            #expect(isClose(spring.value(fromValue: 3.0, toValue: 10.0, initialVelocity: -1.0, time: t), 3 + x, relative: 1e-12, absolute: 1e-12))
            #expect(isClose(spring.velocity(fromValue: 3.0, toValue: 10.0, initialVelocity: -1.0, time: t), dx, relative: 1e-10, absolute: 1e-10))
        }
        // update: 100 steps of 10 ms land where one closed-form step of 1 s does.
        var value = 3.0, velocity = -1.0
        for _ in 0..<100 { spring.update(value: &value, velocity: &velocity, target: 10.0, deltaTime: 0.01) }
        let (x, dx) = Oracle.spring(response: 0.4, dampingRatio: 0.6, delta: 7, v0: -1, time: 1)
        #expect(isClose(value, 3 + x, relative: 1e-10))
        #expect(isClose(velocity, dx, relative: 1e-8, absolute: 1e-10))
        // force = k(target − x) − c·v.
        #expect(isClose(spring.force(target: 1.0, position: 0.25, velocity: 2.0), spring.stiffness * 0.75 - spring.damping * 2))
        // settling: past the estimate the motion stays within epsilon.
        let settle = spring.settlingDuration(target: 5.0, initialVelocity: 20.0, epsilon: 0.01)
        #expect(settle.isFinite && settle > 0)
        for k in 0..<200 {
            let t = settle * (1 + Double(k) * 0.01)
            #expect(abs(spring.value(target: 5.0, initialVelocity: 20.0, time: t) - 5) <= 0.01 + 1e-12)
        }
        // init(settlingDuration:): the unit step settles at the asked time.
        for zeta in [0.3, 0.7, 1.0, 2.0] {
            let s = Spring(settlingDuration: 1.2, dampingRatio: zeta)
            #expect(isClose(s.settlingDuration, 1.2, relative: 1e-9), "ζ = \(zeta)")
            #expect(isClose(s.dampingRatio, zeta, relative: 1e-12))
        }
        #expect(throws: AnimationKernelsError.self) { try Spring.validated(settlingDuration: -1, dampingRatio: 0.5) }
        #expect(throws: AnimationKernelsError.self) { try Spring.validated(settlingDuration: 1, dampingRatio: 0) }
    }
}
