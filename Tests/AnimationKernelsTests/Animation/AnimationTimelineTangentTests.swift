import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

@Suite("Merging at a vertical tangent")
struct AnimationTimelineTangentTests {
    /// circularEaseInOut, written from its definition.
    static func circular(_ p: Double) -> Double {
        p < 0.5 ? (1 - (1 - 4 * p * p).squareRoot()) / 2 : ((1 - (2 - 2 * p) * (2 - 2 * p)).squareRoot() + 1) / 2
    }

    @Test("A spring merging where a curve starts vertically takes the last frame's slope, not ∞")
    func verticalStart() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(1, at: 0, animation: .timingCurve(0, 2, 1, -2, duration: 1))
        #expect(!timeline.velocity(at: 0).isFinite)
        try timeline.set(3, at: 0, animation: .spring(response: 0.5, dampingFraction: 1))
        // The value a frame earlier is the initial 0, as is the value shown
        // at 0: the spring starts at rest from 0 towards 3, critically
        // damped, until it has settled (then the target shows).
        let omega = 2 * Double.pi / 0.5
        #expect(!timeline.isComplete(at: 0.5))
        for t in stride(from: 0.0, through: 1.5, by: 0.05) {
            let expected = timeline.isComplete(at: t) ? 3 : 3 * (1 - (1 + omega * t) * exp(-omega * t))
            #expect(isClose(timeline.value(at: t), expected, relative: 1e-12, scale: 3), "at \(t)")
            #expect(timeline.velocity(at: t).isFinite, "velocity at \(t)")
        }
    }

    @Test("A spring merging at circularEaseInOut's midpoint stays finite and continuous in value")
    func verticalMiddle() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(10, at: 0, animation: .timingCurve(.circularEaseInOut, duration: 1))
        #expect(!timeline.velocity(at: 0.5).isFinite)
        try timeline.set(0, at: 0.5, animation: .spring(response: 0.4, dampingFraction: 0.7))
        #expect(isClose(timeline.value(at: 0.5), 10 * Self.circular(0.5), relative: 1e-12))
        let frame = 1.0 / 120
        let slope = (10 * Self.circular(0.5) - 10 * Self.circular(0.5 - frame)) / frame
        #expect(isClose(timeline.velocity(at: 0.5), slope, relative: 1e-9))
        for t in stride(from: 0.5, through: 3, by: 0.01) {
            #expect(timeline.value(at: t).isFinite && timeline.velocity(at: t).isFinite, "at \(t)")
        }
    }
}
