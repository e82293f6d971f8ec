import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

// Expected values are derived by hand from SwiftUI's documented
// interpolation: cubic keyframes are Hermite segments whose automatic
// velocities are Catmull-Rom, (next − previous)/(t_next − t_previous),
// and zero at the ends of a track; values interpolate `animatableData`.

/// The cubic Hermite segment from `p0` to `p1` over `d` seconds with
/// velocities `v0` and `v1`, at `u` in [0, 1], written out independently of
/// the library.
private func hermite(_ p0: Double, _ p1: Double, _ v0: Double, _ v1: Double, _ d: Double, _ u: Double) -> Double {
    let u2 = u * u, u3 = u2 * u
    return (2 * u3 - 3 * u2 + 1) * p0 + (3 * u2 - 2 * u3) * p1 + (u3 - 2 * u2 + u) * d * v0 + (u3 - u2) * d * v1
}

/// The values of Apple's `KeyframeTimeline` documentation.
private struct AnimationValues {
    var angle = Angle.zero
    var scale = 1.0
}

/// A user type whose animatable data is a pair, with a part that is not
/// animated.
private struct Wedge: Animatable {
    var start: Double
    var sweep: CGFloat
    var label: String

    var animatableData: AnimatablePair<Double, CGFloat> {
        get { AnimatablePair(start, sweep) }
        set { (start, sweep) = (newValue.first, newValue.second) }
    }
}

@Suite("Keyframes of Animatable values")
struct KeyframeAnimatableTests {
    @Test("Apple's Angle example: a Catmull-Rom track of angles and one of scales")
    func appleAngleExample() {
        let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
            KeyframeTrack(\.angle) {
                CubicKeyframe(.zero, duration: 0.2)
                CubicKeyframe(.degrees(45), duration: 0.3)
            }
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.2, duration: 0.5)
                CubicKeyframe(1.0, duration: 0.3)
            }
        }
        #expect(timeline.duration == 0.8)
        // Angle keys 0 @ 0, 0 @ 0.2, π/4 @ 0.5: the velocity at 0.2 is
        // (π/4 − 0)/0.5 = π/2 rad/s, zero at both ends. At 0.1 the first
        // segment dips: (u³ − u²)·d·π/2 = −0.125·0.2·π/2.
        #expect(isClose(timeline.value(time: 0.1).angle.radians, -0.0125 * .pi, relative: 1e-14))
        // At 0.35, u = 0.5 in the second segment: 0.5·π/4 + 0.125·0.3·π/2.
        #expect(isClose(timeline.value(time: 0.35).angle.radians, 0.14375 * .pi, relative: 1e-14))
        #expect(timeline.value(time: 0.2).angle == .zero)
        #expect(timeline.value(time: 0.7).angle == .degrees(45))
        // Scale keys 1 @ 0, 1.2 @ 0.5, 1 @ 0.8: zero velocity at 0.5, so
        // each half-way point is the mean.
        #expect(isClose(timeline.value(time: 0.25).scale, 1.1, relative: 1e-14))
        #expect(isClose(timeline.value(time: 0.65).scale, 1.1, relative: 1e-14))
        #expect(timeline.value(time: 0.35).angle == timeline.value(progress: 0.35 / 0.8).angle)
    }

    @Test("Apple's CGPoint example, and a point whose x keeps moving through the key")
    func appleCGPointExample() {
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        #expect(keyframes.duration == 1)
        // The velocity at 0.3 is (0 − 0)/1 = 0; at 0.45, u = 3/14 of the
        // second segment: 100·h00 = 100·(1 − 162/1372) = 100·605/686.
        let value = keyframes.value(time: 0.45)
        #expect(value.x == 0 && isClose(value.y, 100 * 605 / 686, relative: 1e-14))
        #expect(keyframes.value(time: 0.3) == CGPoint(x: 0, y: 100))

        let moving = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(CGPoint(x: 30, y: 100), duration: 0.3)
            CubicKeyframe(CGPoint(x: 60, y: 0), duration: 0.7)
        }
        // x keys 0, 30, 60 at 0, 0.3, 1: velocity (60 − 0)/1 = 60 at 0.3.
        // First segment at u = 0.5: 0.5·30 − 0.125·0.3·60 = 12.75.
        #expect(isClose(moving.value(time: 0.15).x, 12.75, relative: 1e-14))
        #expect(isClose(moving.value(time: 0.15).y, 50, relative: 1e-14))
        #expect(isClose(moving.value(time: 0.45).x, hermite(30, 60, 60, 0, 0.7, 3.0 / 14), relative: 1e-14))
        // The batch agrees with the single evaluations.
        let times = [-1, 0, 0.1, 0.3, 0.45, 0.99, 1, 2]
        var points = [CGPoint](repeating: CGPoint(x: -7, y: -7), count: times.count)
        #expect(throws: Never.self) {
            try times.withUnsafeBufferPointer { t in try points.withUnsafeMutableBufferPointer { try moving.values(at: t, into: $0) } }
        }
        for (time, point) in zip(times, points) {
            let single = moving.value(time: time)
            #expect(isClose(point.x, single.x, relative: 1e-13, absolute: 1e-13), "x at \(time)")
            #expect(isClose(point.y, single.y, relative: 1e-13, absolute: 1e-13), "y at \(time)")
        }
    }

    @Test("CGSize, CGRect and UnitPoint interpolate their components")
    func geometryValues() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let rects = KeyframeTimeline(initialValue: CGRect.zero) { LinearKeyframe(rect, duration: 2) }
        #expect(rects.value(time: 1) == CGRect(x: 5, y: 10, width: 15, height: 20))
        #expect(rects.value(time: 2) == rect)
        let sizes = KeyframeTimeline(initialValue: CGSize(width: 4, height: 8)) {
            MoveKeyframe(CGSize(width: 0, height: 0))
            LinearKeyframe(CGSize(width: 8, height: -8), duration: 1)
        }
        #expect(sizes.value(time: 0) == .zero && sizes.value(time: 0.25) == CGSize(width: 2, height: -2))
        let points = KeyframeTimeline(initialValue: UnitPoint.topLeading) { LinearKeyframe(UnitPoint.bottomTrailing, duration: 1) }
        #expect(points.value(time: 0.25) == UnitPoint(x: 0.25, y: 0.25))
    }

    @Test("A user type interpolates its AnimatablePair data and keeps the rest of the value it replaces")
    func userAnimatable() {
        let initial = Wedge(start: 0, sweep: 1, label: "a")
        let linear = KeyframeTimeline(initialValue: initial) {
            LinearKeyframe(Wedge(start: 1, sweep: 3, label: "b"), duration: 2)
            MoveKeyframe(Wedge(start: -1, sweep: 0, label: "c"))
        }
        let half = linear.value(time: 0.5)
        #expect(half.start == 0.25 && half.sweep == 1.5 && half.label == "a")
        let moved = linear.value(time: 2)
        #expect(moved.start == -1 && moved.sweep == 0 && moved.label == "a")
        // A declared start velocity is a value whose animatableData is per
        // second: start from 0 to 2 at 4/s, sweep from 1 to 1 at rest.
        let cubic = KeyframeTimeline(initialValue: initial) {
            CubicKeyframe(Wedge(start: 2, sweep: 1, label: "x"), duration: 1, startVelocity: Wedge(start: 4, sweep: 0, label: "v"))
        }
        #expect(isClose(cubic.value(time: 0.5).start, 0.5 * 2 + 0.125 * 4, relative: 1e-14))
        #expect(cubic.value(time: 0.5).sweep == 1)
        // As a property track beside a scalar one.
        struct Scene { var wedge = Wedge(start: 0, sweep: 1, label: "a"); var opacity = 0.0 }
        let scene = KeyframeTimeline(initialValue: Scene()) {
            KeyframeTrack(\.wedge) { SpringKeyframe(Wedge(start: 1, sweep: 2, label: "s"), duration: 1, spring: .smooth) }
            KeyframeTrack(\.opacity) { LinearKeyframe(1, duration: 0.5) }
        }
        let spring = Spring.smooth
        let frame = scene.value(time: 0.3)
        #expect(isClose(frame.wedge.start, spring.value(target: 1.0, initialVelocity: 0, time: 0.3), relative: 1e-12))
        #expect(isClose(frame.wedge.sweep, 1 + spring.value(target: 1.0, initialVelocity: 0, time: 0.3), relative: 1e-12))
        #expect(frame.wedge.label == "a" && isClose(frame.opacity, 0.6, relative: 1e-14))
    }

    @Test("NaN times, bad durations and non-finite values never stop the program")
    func totality() {
        let scalar = KeyframeTimeline(initialValue: 3.0) { LinearKeyframe(1.0, duration: 1) }
        #expect(scalar.value(time: .nan) == 3 && scalar.value(progress: .nan) == 3)
        let angles = KeyframeTimeline(initialValue: AnimationValues()) { KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 1) } }
        #expect(angles.value(time: .nan).angle == .zero && angles.value(progress: .nan).scale == 1)
        for bad in [-1, -Double.leastNonzeroMagnitude, .nan, .infinity, -.infinity] {
            // A bad duration counts as 0: the keyframe is a jump.
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                LinearKeyframe(1.0, duration: 1)
                LinearKeyframe(5.0, duration: bad)
                LinearKeyframe(3.0, duration: 1)
            }
            #expect(timeline.duration == 2, "duration \(bad)")
            #expect(timeline.value(time: 0.5) == 0.5 && timeline.value(time: 1) == 5 && timeline.value(time: 1.5) == 4, "duration \(bad)")
            let cubic = KeyframeTimeline(initialValue: CGPoint.zero) { CubicKeyframe(CGPoint(x: 1, y: 1), duration: bad) }
            #expect(cubic.duration == 0 && cubic.value(time: 0) == CGPoint(x: 1, y: 1), "duration \(bad)")
            let spring = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(2.0, duration: bad) }
            #expect(spring.duration == 0 && spring.value(time: 0) == 2, "duration \(bad)")
        }
        // An undamped spring never settles: its missing duration is the
        // spring's finite settling duration (see Spring.settlingDuration).
        let undampedSpring = Spring(response: 1, dampingRatio: 0)
        let undamped = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: undampedSpring) }
        #expect(undamped.duration == undampedSpring.settlingDuration && undamped.duration.isFinite)
        #expect(undamped.value(time: 0) == 0)
        // A duration that would make the total infinite counts as 0.
        let huge = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1e308)
            LinearKeyframe(2.0, duration: 1e308)
        }
        #expect(huge.duration == 1e308 && huge.value(time: 0.5e308) == 0.5 && huge.value(time: 1e308) == 2)
        // A non-finite value passes through to the frames that use it.
        let nan = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(.nan, duration: 1) }
        #expect(nan.value(time: 0.5).isNaN && nan.value(time: -1) == 0)
        // No keyframes: the initial value, for ever.
        let empty = KeyframeTimeline(initialValue: AnimationValues(angle: .degrees(7), scale: 2)) { KeyframeTrack(\.angle) {} }
        #expect(empty.duration == 0 && empty.value(time: 5).angle == .degrees(7) && empty.value(time: 5).scale == 2)
        // The validated form still refuses all of these.
        expectError("tracks[0].keyframes[0].duration") { _ = try KeyframeTimeline.validated(initialValue: CGPoint.zero) { CubicKeyframe(CGPoint.zero, duration: -1) } }
        expectError("tracks[0].keyframes[0].to") {
            _ = try KeyframeTimeline.validated(initialValue: AnimationValues()) { KeyframeTrack(\.angle) { LinearKeyframe(.radians(.nan), duration: 1) } }
        }
        expectError("keyframes[0].startVelocity") {
            _ = try KeyframeTimeline(initialValue: Angle.zero, keyframes: [.cubic(CubicKeyframe(.zero, duration: 1, startVelocity: .radians(.infinity)))])
        }
    }
}
