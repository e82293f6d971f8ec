import CAllocationCounter
import Testing
import AnimationKernels

/// Evaluating an `Animation` on a `Double` (`animate` and `velocity`)
/// allocates nothing: an engine calls them for every animated property on
/// every frame. (`shouldMerge`, called once per retarget, may store state in
/// the context.)
@Suite("Animation evaluation allocates nothing")
struct AnimationAllocationTests {
    @Test("every built-in animation evaluates on a Double without allocating",
          .enabled(if: ak_allocation_counter_is_available(), "the sanitizers own malloc"))
    func evaluatingOnADoubleAllocatesNothing() {
        let animations: [Animation] = [
            .linear(duration: 6).delay(1), .easeInOut(duration: 0.5).repeatForever(), .timingCurve(0, 2, 1, -2, duration: 0.35),
            .spring(response: 0.1, dampingFraction: 0.24), .bouncy.speed(2), .interpolatingSpring(stiffness: 100, damping: 5, initialVelocity: 2),
            .easeIn.repeatCount(3, autoreverses: false).logicallyComplete(after: 0.2), .default, .circularEaseInOutForTest,
            .snappy.delay(0.1).speed(2).repeatCount(2).logicallyComplete(after: 0.3),
        ]
        // Each call is counted on its own: a loop over an array of
        // existentials allocates in an unoptimized caller, not in the library.
        for animation in animations {
            for k in 0..<40 {
                let t = Double(k) * 0.05
                var context = AnimationContext<Double>()
                _ = animation.animate(value: 2.0, time: t, context: &context)  // instantiates metadata once
                ak_allocation_counter_start()
                let part = animation.animate(value: 2.0, time: t, context: &context)
                let velocity = animation.velocity(value: 2.0, time: t, context: context)
                let allocations = ak_allocation_counter_stop()
                #expect(allocations == 0, "\(animation) at \(t) s: \(allocations) allocations")
                #expect(part.map { !$0.isNaN } ?? true, "\(animation) at \(t) s")
                #expect(velocity.map { !$0.isNaN } ?? true, "\(animation) at \(t) s")
            }
        }
    }
}

private extension Animation {
    static var circularEaseInOutForTest: Animation { .timingCurve(.circularEaseInOut, duration: 0.4) }
}
