import Foundation
import Testing
import AnimationKernels

// Every Animation form of ../shared/SWIFTUI-SURFACE.md, spelled as the
// tutorials spell it: this file compiling is half the test, the values the
// other half.

extension Animation {
    /// A custom curve in a static property, as tutorials declare one.
    static var bounceCurve: Animation { Animation.timingCurve(0, 2, 1, -2, duration: 0.35) }

    /// And in a static function.
    static func pulse(bpm: Double) -> Animation { .easeInOut(duration: 60 / bpm).repeatForever() }
}

/// A view model as tutorials write one: an animation in a computed
/// property and an optional one in a stored property.
private struct Metronome {
    var bpm: Double
    let animation: Animation?
    var swing: Animation { .easeInOut(duration: 60 / bpm) }
}

@Suite("SwiftUI's animation forms compile and mean what Apple documents")
struct SwiftUIAnimationSurfaceTests {
    @Test("every factory and modifier of the surface list builds an animation")
    func everyFormBuilds() {
        let forms: [Animation] = [
            .linear, .linear(duration: 6), .easeIn, .easeIn(duration: 0.2), .easeOut, .easeOut(duration: 0.5),
            .easeInOut(duration: 0.5), .default, .timingCurve(0, 2, 1, -2, duration: 0.35), .bounceCurve,
            .spring(response: 0.10, dampingFraction: 0.24, blendDuration: 0.2), .spring(),
            .interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0), .smooth, .snappy, .bouncy,
            .easeInOut(duration: 0.5).repeatForever(), .linear(duration: 1).repeatForever(autoreverses: false),
            .linear(duration: 6).delay(1), .easeIn.repeatCount(3, autoreverses: true), .bouncy.speed(2), .pulse(bpm: 120),
        ]
        for animation in forms {
            var context = AnimationContext<Double>()
            let start = animation.animate(value: 10.0, time: 0, context: &context)
            #expect(start == nil || abs(start!) <= 1e-9, "\(animation) moved at time 0: \(String(describing: start))")
        }
        // Animation is Equatable: the same form compares equal, another does not.
        #expect(Animation.easeInOut(duration: 0.5) == .easeInOut(duration: 0.5))
        #expect(Animation.easeInOut(duration: 0.5) != .easeInOut(duration: 0.6))
        let model = Metronome(bpm: 60, animation: nil)
        #expect(model.swing == .easeInOut(duration: 1))
        #expect(model.animation == nil)
    }

    @Test("a linear animation after a delay covers its value evenly, then ends")
    func delayedLinear() {
        let animation = Animation.linear(duration: 6).delay(1)
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 900.0, time: 0.5, context: &context) == 0)
        // 1 s of delay, then 2 s of 6: a third of the value.
        let third = animation.animate(value: 900.0, time: 3, context: &context)
        #expect(third.map { abs($0 - 300) < 1e-9 } == true)
        #expect(animation.animate(value: 900.0, time: 7.5, context: &context) == nil)
    }

    @Test("repeatForever autoreverses unless told not to, and repeatCount counts legs")
    func repeats() {
        // easeInOut is symmetric: at 1.25 legs, a reversing animation is at
        // the value of 0.75 of a leg, a restarting one at 0.25.
        func part(_ animation: Animation, _ time: Double) -> Double {
            var context = AnimationContext<Double>()
            return animation.animate(value: 1.0, time: time, context: &context) ?? .nan
        }
        let leg = Animation.easeInOut(duration: 1)
        let forward = part(leg, 0.25), back = part(leg, 0.75)
        #expect(abs(part(leg.repeatForever(), 1.25) - back) < 1e-12)
        #expect(abs(part(leg.repeatForever(autoreverses: false), 1.25) - forward) < 1e-12)
        // Three legs with autoreverse: forward, back, forward; done after 3 s.
        let three = leg.repeatCount(3, autoreverses: true)
        #expect(abs(part(three, 2.25) - forward) < 1e-12)
        var context = AnimationContext<Double>()
        #expect(three.animate(value: 1.0, time: 3.5, context: &context) == nil)
    }

    @Test("speed divides the durations")
    func speed() {
        var a = AnimationContext<Double>(), b = AnimationContext<Double>()
        let fast = Animation.linear(duration: 2).speed(4).animate(value: 8.0, time: 0.25, context: &a)
        let slow = Animation.linear(duration: 2).animate(value: 8.0, time: 1, context: &b)
        #expect(fast != nil && fast == slow)
    }
}
