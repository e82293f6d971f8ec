import AnimationKernels
import AnimationKernelsTestSupport
import CAllocationCounter
import Foundation
import Testing

/// How many heap allocations `body` makes on this thread the second time it
/// runs (the first fills the runtime's caches).
private func allocations(_ body: () -> Void) -> Int64 {
    body()
    ak_allocation_counter_start()
    body()
    return ak_allocation_counter_stop()
}

/// The batch fills evaluate curves and springs in bulk (the vectorized
/// solvers); `value(time:)` solves one value at a time (a curve by its
/// table and error bound, else exactly; a spring by its closed form). Each
/// promises about 1e-13 of the curve's y scale (curves) and about 1e-15
/// relative (springs), so values agree to 1e-12 of the values' scale; at
/// the keyframes the weights are exact. The circular curves are checked
/// against their formula.
@Suite("Keyframe batches evaluate their timing in bulk")
struct KeyframeBulkTimingTests {
    static let counting = ak_allocation_counter_is_available()

    /// Every kind of segment: curves (eased, overshooting, linear), a cubic,
    /// under- and over-damped springs, a jump.
    static func mixedTrack() throws -> KeyframeTimeline<Double> {
        let overshoot = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 2), endControlPoint: UnitPoint(x: 1, y: -2))
        return try KeyframeTimeline.validated(initialValue: 0.5) {
            LinearKeyframe(3.0, duration: 0.3, timingCurve: .easeInOut)
            LinearKeyframe(-2.0, duration: 0.25, timingCurve: overshoot)
            CubicKeyframe(1.0, duration: 0.4)
            SpringKeyframe(4.0, duration: 0.6, spring: .bouncy)
            MoveKeyframe(-1.0)
            LinearKeyframe(2.0, duration: 0.2)
            SpringKeyframe(0.0, duration: 0.5, spring: Spring(mass: 1, stiffness: 40, damping: 30, allowOverDamping: true))
            LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeIn)
        }
    }

    /// Sorted times across the track and past both ends, so the chunks of 128
    /// split runs of one segment; the keyframes' own times are included.
    static func times(count: Int) -> [Double] {
        guard count > 1 else { return Array([0.37].prefix(count)) }
        return (0..<count).map { -0.2 + 3.0 * Double($0) / Double(count - 1) }
    }

    @Test("A linear keyframe's circular timing curve is the quarter circle, one value and in bulk")
    func circularTimingCurves() throws {
        // SwiftUI's circular curves: 1 − √(1 − p²), √(1 − (1 − p)²) and the
        // two halves of the first, scaled into [0, ½] and [½, 1].
        let formulas: [(UnitCurve, (Double) -> Double)] = [
            (.circularEaseIn, { 1 - (1 - $0 * $0).squareRoot() }),
            (.circularEaseOut, { (1 - (1 - $0) * (1 - $0)).squareRoot() }),
            (.circularEaseInOut, { $0 < 0.5 ? 0.5 * (1 - (1 - 4 * $0 * $0).squareRoot())
                                            : 0.5 * (1 + (1 - 4 * (1 - $0) * (1 - $0)).squareRoot()) }),
        ]
        for (curve, formula) in formulas {
            let track = try KeyframeTimeline.validated(initialValue: 1.0) { LinearKeyframe(3.0, duration: 0.5, timingCurve: curve) }
            let times = (0...40).map { 0.5 * Double($0) / 40 }
            var output = [Double](repeating: .nan, count: times.count)
            try times.withUnsafeBufferPointer { t in try output.withUnsafeMutableBufferPointer { try track.values(at: t, into: $0) } }
            for (time, batched) in zip(times, output) {
                let expected = 1 + 2 * formula(time / 0.5)
                #expect(isClose(track.value(time: time), expected, relative: 0, absolute: 1e-12), "\(curve) at \(time)")
                #expect(isClose(batched, expected, relative: 0, absolute: 1e-12), "\(curve) at \(time), in bulk")
            }
        }
    }

    @Test("Double batches agree with value(time:) at every chunk length, sorted or shuffled", arguments: [0, 1, 5, 127, 128, 129, 400])
    func doubleBatches(count: Int) throws {
        let track = try Self.mixedTrack()
        var generator = SeededGenerator(seed: UInt64(count))
        for times in [Self.times(count: count), Self.times(count: count).shuffled(using: &generator)] {
            var output = [Double](repeating: .nan, count: times.count)
            try times.withUnsafeBufferPointer { t in try output.withUnsafeMutableBufferPointer { try track.values(at: t, into: $0) } }
            for (time, value) in zip(times, output) {
                #expect(isClose(value, track.value(time: time), relative: 0, absolute: 1e-12 * 4), "at \(time)")
            }
        }
    }

    @Test("Batches are exact at the keyframes")
    func exactAtKeyframes() throws {
        // Durations that are powers of two, so the keyframes' times are exact.
        let overshoot = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 2), endControlPoint: UnitPoint(x: 1, y: -2))
        let track = try KeyframeTimeline.validated(initialValue: 0.5) {
            LinearKeyframe(3.0, duration: 0.25, timingCurve: .easeInOut)
            LinearKeyframe(-2.0, duration: 0.25, timingCurve: overshoot)
            CubicKeyframe(1.0, duration: 0.5)
            SpringKeyframe(4.0, duration: 0.5, spring: .bouncy)
            MoveKeyframe(-1.0)
            SpringKeyframe(0.0, duration: 0.25, spring: Spring(mass: 1, stiffness: 40, damping: 30, allowOverDamping: true))
            LinearKeyframe(1.0, duration: 0.25, timingCurve: .easeIn)
        }
        let keys = [-1, 0, 0.25, 0.5, 1, 1.5, 1.75, 2, 9]
        let expected = [0.5, 0.5, 3, -2, 1, -1, track.value(time: 1.75), 1, 1]
        var output = [Double](repeating: .nan, count: keys.count)
        try keys.withUnsafeBufferPointer { t in try output.withUnsafeMutableBufferPointer { try track.values(at: t, into: $0) } }
        #expect(output == expected)
    }

    @Test("Property tracks and vector fills agree with value(time:) over many chunks")
    func tracksAndFills() throws {
        struct Pose: Equatable { var scale = 1.0; var angle = 0.0 }
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.4, timingCurve: .easeOut)
                SpringKeyframe(0.5, duration: 0.8, spring: .bouncy)
            }
            KeyframeTrack(\.angle) { CubicKeyframe(90.0, duration: 0.5); LinearKeyframe(-30.0, duration: 0.7, timingCurve: .easeInOut) }
        }
        let times = Self.times(count: 300)
        var poses = [Pose](repeating: Pose(scale: .nan, angle: .nan), count: times.count)
        try times.withUnsafeBufferPointer { t in try poses.withUnsafeMutableBufferPointer { try timeline.values(at: t, into: $0) } }
        for (time, pose) in zip(times, poses) {
            let expected = timeline.value(time: time)
            #expect(isClose(pose.scale, expected.scale, relative: 0, absolute: 1e-12 * 2), "scale at \(time)")
            #expect(isClose(pose.angle, expected.angle, relative: 0, absolute: 1e-12 * 90), "angle at \(time)")
        }

        let vectors = try KeyframeTimeline.validated(initialValue: AnimatableVector([1, 2, 3])) {
            LinearKeyframe(AnimatableVector([3, 0, 5]), duration: 0.5, timingCurve: .easeIn)
            SpringKeyframe(AnimatableVector([0, 1]), duration: 0.7, spring: .smooth)
            CubicKeyframe(AnimatableVector([2, 2, 2, 2]), duration: 0.6)
        }
        var matrix = [Double](repeating: .nan, count: times.count * 4)
        try times.withUnsafeBufferPointer { t in try matrix.withUnsafeMutableBufferPointer { try vectors.fill(times: t, frameLength: 4, into: $0) } }
        for (frame, time) in times.enumerated() {
            let value = vectors.value(time: time)
            let expected = (0..<4).map { $0 < value.count ? value[$0] : 0 }
            expectClose(matrix[(frame * 4)..<(frame * 4 + 4)], expected, relative: 0, absolute: 1e-12 * 5, "row \(frame)")
        }
    }

    @Test("Tracks of Animatable values evaluate without allocating", .enabled(if: counting, "the sanitizers own malloc"))
    func animatableEvaluationAllocatesNothing() throws {
        struct Pose { var angle = Angle.zero; var position = CGPoint.zero; var frame = CGRect.zero }
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.angle) {
                CubicKeyframe(.degrees(30), duration: 0.3)
                SpringKeyframe(.degrees(-10), duration: 0.4, spring: .bouncy)
            }
            KeyframeTrack(\.position) { LinearKeyframe(CGPoint(x: 10, y: -4), duration: 0.5, timingCurve: .easeOut) }
            KeyframeTrack(\.frame) { CubicKeyframe(CGRect(x: 1, y: 2, width: 3, height: 4), duration: 0.6) }
        }
        let points = KeyframeTimeline(initialValue: CGPoint.zero) { CubicKeyframe(CGPoint(x: 3, y: 4), duration: 1) }
        for time in [-1, 0, 0.2, 0.5, 0.65, 2] {
            var pose = Pose(), point = CGPoint.zero
            #expect(allocations { pose = timeline.value(time: time) } == 0, "at \(time)")
            #expect(allocations { point = points.value(time: time) } == 0, "at \(time)")
            #expect(pose.position.x.isFinite && point.y.isFinite)
        }
    }

    @Test("Evaluating a vector timeline of curves allocates at most the result", .enabled(if: counting, "the sanitizers own malloc"))
    func vectorEvaluationAllocatesOnlyTheResult() throws {
        let n = 1000
        let timeline = try KeyframeTimeline.validated(initialValue: AnimatableVector(repeating: 1, count: n)) {
            LinearKeyframe(AnimatableVector(repeating: 3, count: n), duration: 0.5, timingCurve: .easeInOut)
            LinearKeyframe(AnimatableVector(repeating: -2, count: n), duration: 0.5)
        }
        /// The track written out: an eased blend, then a linear one.
        func expected(_ time: Double) -> Double {
            if time <= 0 { return 1 }
            if time < 0.5 { return 1 + 2 * UnitCurve.easeInOut.value(at: time / 0.5) }
            return time < 1 ? 3 - 5 * (time - 0.5) / 0.5 : -2
        }
        for time in [-1, 0, 0.2, 0.5, 0.7, 1, 2] {
            var result = AnimatableVector()
            let count = allocations { result = timeline.value(time: time) }
            #expect(count <= 1, "at \(time): \(count) allocations")
            #expect(result.count == n && result.allSatisfy { isClose($0, expected(time), relative: 0, absolute: 1e-14 * 3) }, "at \(time)")
        }
        let times = Self.times(count: 300)
        var matrix = [Double](repeating: 0, count: times.count * n)
        var failure: (any Error)?
        let count = times.withUnsafeBufferPointer { t in
            matrix.withUnsafeMutableBufferPointer { output in
                allocations {
                    do { try timeline.fill(times: t, frameLength: n, into: output) } catch { failure = error }
                }
            }
        }
        #expect(failure == nil)
        #expect(count == 0, "fill: \(count) allocations")
        for (frame, time) in times.enumerated() {
            #expect(isClose(matrix[frame * n + n - 1], expected(time), relative: 0, absolute: 1e-12 * 3), "row \(frame)")
        }
    }
}
