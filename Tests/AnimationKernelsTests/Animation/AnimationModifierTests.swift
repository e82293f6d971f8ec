import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

@Suite("Animation modifiers")
struct AnimationModifierTests {
    /// easeInOut's fraction at `t` for duration `d`, 1 once done.
    func easeInOut(_ d: Double, _ t: Double) -> Double { Oracle.curve(Oracle.easeInOut, duration: d, time: t) }

    func expectFraction(_ animation: Animation, at t: Double, _ expected: Double?, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let got = animate(animation, 2, at: t)
        switch (got, expected) {
        case (nil, nil): break
        case (let g?, let e?): #expect(isClose(g, 2 * e, relative: 1e-11, absolute: 1e-12), "\(comment) at \(t): \(g) vs \(2 * e)", sourceLocation: sourceLocation)
        default: Issue.record("\(comment) at \(t): \(String(describing: got)) vs \(String(describing: expected.map { 2 * $0 }))", sourceLocation: sourceLocation)
        }
    }

    @Test("delay holds zero, then runs the animation shifted")
    func delay() {
        let a = Animation.linear(duration: 6).delay(1)
        for t in Oracle.times(to: 8, marks: [1, 7]) {
            expectFraction(a, at: t, t < 1 ? 0 : (t >= 7 ? nil : (t - 1) / 6), "linear(6).delay(1)")
        }
    }

    @Test("speed divides every duration and delay")
    func speed() {
        let a = Animation.easeInOut(duration: 1).delay(0.5).speed(2)
        for t in Oracle.times(to: 1, marks: [0.25, 0.75]) {
            expectFraction(a, at: t, t < 0.25 ? 0 : (t >= 0.75 ? nil : easeInOut(1, 2 * t - 0.5)), "delay(0.5).speed(2)")
        }
        // velocity scales with speed.
        let v = velocity(Animation.linear(duration: 1).speed(4), at: 0.1)
        #expect(v.map { isClose($0, 4) } == true)
    }

    @Test("repeatCount counts legs, forward and back when autoreversing")
    func repeatCountAutoreversing() {
        let d = 0.5
        let a = Animation.easeInOut(duration: d).repeatCount(3)
        for t in Oracle.times(to: 1.8, count: 180, marks: [0.5, 1, 1.5]) {
            let leg = (t / d).rounded(.down), local = t - leg * d
            let expected: Double? = leg >= 3 ? nil : (leg == 1 ? easeInOut(d, d - local) : easeInOut(d, local))
            expectFraction(a, at: t, expected, "repeatCount(3)")
        }
    }

    @Test("repeatCount without autoreverse restarts every leg")
    func repeatCountForward() {
        let a = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        for t in Oracle.times(to: 2.5, marks: [1, 2]) {
            expectFraction(a, at: t, t >= 2 ? nil : t - t.rounded(.down), "repeatCount(2, autoreverses: false)")
        }
    }

    @Test("repeatForever autoreverses by default and never ends")
    func repeatForever() {
        let a = Animation.easeInOut(duration: 0.3).repeatForever()
        for t in Oracle.times(to: 100, count: 1000) {
            let leg = (t / 0.3).rounded(.down), local = t - leg * 0.3
            let odd = leg.truncatingRemainder(dividingBy: 2) == 1
            expectFraction(a, at: t, easeInOut(0.3, odd ? 0.3 - local : local), "repeatForever")
        }
        let forward = Animation.linear(duration: 2).repeatForever(autoreverses: false)
        expectFraction(forward, at: 5, 0.5, "repeatForever(autoreverses: false)")
        expectFraction(forward, at: 6.5, 0.25, "repeatForever(autoreverses: false)")
    }

    @Test("The tutorial's phase: delay with autoreversing repeats and speed combined")
    func combined() {
        let a = Animation.easeInOut(duration: 0.5).repeatCount(4).delay(1).speed(0.5)
        // speed 0.5 doubles everything: delay 2 s, legs of 1 s.
        for t in Oracle.times(to: 7, count: 140, marks: [2, 3, 4, 5, 6]) {
            let expected: Double?
            if t < 2 { expected = 0 } else if t >= 6 { expected = nil } else {
                let u = (t - 2) / 2, leg = (u / 0.5).rounded(.down), local = u - leg * 0.5
                expected = easeInOut(0.5, leg.truncatingRemainder(dividingBy: 2) == 1 ? 0.5 - local : local)
            }
            expectFraction(a, at: t, expected, "repeatCount(4).delay(1).speed(0.5)")
        }
    }

    @Test("Built-in animations give the same value with a fresh context as with one carried frame by frame")
    func purity() {
        let animations: [Animation] = [
            .easeInOut(duration: 0.5).repeatForever(), .linear(duration: 6).delay(1), .spring(response: 0.1, dampingFraction: 0.24).repeatCount(3),
            .bouncy.speed(1.5).delay(0.2), .interpolatingSpring(stiffness: 100, damping: 5).logicallyComplete(after: 0.2),
        ]
        for animation in animations {
            var carried = AnimationContext<Double>()
            for k in 0..<600 {
                let t = Double(k) / 120
                let a = animation.animate(value: 1.0, time: t, context: &carried)
                #expect(a == animate(animation, at: t), "\(animation) at \(t)")
            }
        }
    }

    @Test("logicallyComplete sets the context's flag from its time on")
    func logicallyComplete() {
        let a = Animation.linear(duration: 1).logicallyComplete(after: 0.4)
        var context = AnimationContext<Double>()
        _ = a.animate(value: 1.0, time: 0.3, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = a.animate(value: 1.0, time: 0.4, context: &context)
        #expect(context.isLogicallyComplete)
        #expect(animate(a, at: 0.5) == 0.5)
    }

    @Test("Bad durations, delays, speeds and counts are clamped without NaN and reported by validated()")
    func badInput() {
        let bad: [(Animation, String)] = [
            (.linear(duration: -1), "duration"), (.linear(duration: .nan), "duration"), (.easeIn(duration: .infinity), "duration"),
            (.linear.delay(-2), "delay"), (.linear.delay(.nan), "delay"), (.linear.speed(-1), "speed"), (.linear.speed(.nan), "speed"),
            (.linear.speed(.infinity), "speed"), (.linear.repeatCount(0), "repeatCount"), (.linear.repeatCount(-3), "repeatCount"),
            (.spring(response: -1), "response"), (.spring(duration: .nan), "duration"), (.spring(duration: 0.5, bounce: 2), "bounce"),
            (.interpolatingSpring(stiffness: -5, damping: 1), "stiffness"), (.timingCurve(.nan, 0, 1, 1), "startControlPoint.x"),
            (.smooth(extraBounce: 5), "bounce"), (.linear.logicallyComplete(after: -1), "duration"),
        ]
        for (animation, parameter) in bad {
            #expect(throws: AnimationKernelsError.self, "\(parameter)") { try animation.validated() }
            do { _ = try animation.validated() } catch let error as AnimationKernelsError {
                #expect(error.parameter == parameter, "\(animation): \(error)")
            } catch {}
            for t in [0.0, 0.1, 1, 10, 1e6, .infinity, .nan, -1] {
                #expect(animate(animation, at: t).map { !$0.isNaN } ?? true, "\(animation) at \(t)")
                #expect(velocity(animation, at: t).map { !$0.isNaN } ?? true, "\(animation) at \(t)")
            }
        }
        #expect((try? Animation.easeInOut(duration: 0.5).repeatForever().delay(1).speed(2).validated()) != nil)
        // The clamps: negative duration is instant, negative delay none, speed 0 pauses.
        #expect(animate(.linear(duration: -1), at: 0) == nil)
        #expect(animate(.linear(duration: 1).delay(-2), at: 0.5) == 0.5)
        #expect(animate(.linear(duration: 1).speed(0), at: 5) == 0)
        #expect(animate(.linear(duration: 1).repeatCount(0), at: 0.5) == 0.5)
        #expect(animate(.linear(duration: 1).repeatCount(0), at: 1.5) == nil)
    }

    @Test("Spring response 0 and bounce -1...1 are valid and do not stop the program")
    func springEdges() throws {
        let stiff = Animation.spring(response: 0, dampingFraction: 0.5)
        _ = try stiff.validated()
        #expect(animate(stiff, at: 0) == 0)
        #expect(animate(stiff, at: 0.001) == nil)
        for bounce in [-1.0, -0.5, 0, 0.5, 1] {
            let spring = Spring(duration: 0.5, bounce: bounce)
            #expect(spring.dampingRatio.isFinite && !spring.bounce.isNaN)
            _ = try Animation.spring(duration: 0.5, bounce: bounce).validated()
            #expect(!spring.value(target: 1.0, time: 0.3).isNaN)
        }
        #expect(Spring(duration: 0.5, bounce: -1).value(target: 1.0, time: 10) < 1e-9)
        #expect(Spring(response: 0, dampingRatio: 1).response == Spring.minimumResponse)
    }
}
