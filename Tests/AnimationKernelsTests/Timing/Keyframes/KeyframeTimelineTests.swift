import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// Second-order one-sided differences of `track` at `time`: its velocity
/// (from the left, from the right), with errors O(h²) and O(1e-16/h).
func sideSlopes(_ track: KeyframeTimeline<Double>, at time: Double, h: Double = 1e-5) -> (Double, Double) {
    let (m2, m1, f, p1, p2) = (track.value(time: time - 2 * h), track.value(time: time - h), track.value(time: time),
                               track.value(time: time + h), track.value(time: time + 2 * h))
    return ((3 * f - 4 * m1 + m2) / (2 * h), (-3 * f + 4 * p1 - p2) / (2 * h))
}

@Suite("KeyframeTimeline")
struct KeyframeTimelineTests {
    @Test("Clamps time: the initial value before 0, the last value after the end")
    func clamping() throws {
        let track = try KeyframeTimeline.validated(initialValue: 2.0) {
            LinearKeyframe(4.0, duration: 1)
            CubicKeyframe(-1.0, duration: 0.5)
        }
        #expect(track.duration == 1.5)
        #expect(track.value(time: -3) == 2 && track.value(time: -.infinity) == 2)
        #expect(track.value(time: 0) == 2)
        #expect(track.value(time: 0.25) == 2.5)
        #expect(track.value(time: 1) == 4)
        #expect(track.value(time: 1.5) == -1 && track.value(time: 9) == -1 && track.value(time: .infinity) == -1)
    }

    @Test("Move keyframes and zero durations jump; at the jump the value is the new one")
    func jumps() throws {
        let track = try KeyframeTimeline.validated(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            MoveKeyframe(5.0)
            LinearKeyframe(7.0, duration: 1)
            LinearKeyframe(-2.0, duration: 0)
        }
        #expect(track.duration == 2)
        #expect(track.value(time: 1.0.nextDown) < 1)
        #expect(track.value(time: 1) == 5)
        #expect(track.value(time: 1.5) == 6)
        #expect(track.value(time: 2) == -2)
        let leadingMove = try KeyframeTimeline(initialValue: 0.0, keyframes: [.move(MoveKeyframe(3)), .linear(LinearKeyframe(4, duration: 1))])
        #expect(leadingMove.value(time: -0.1) == 0 && leadingMove.value(time: 0) == 3)
    }

    @Test("Neighbouring cubic keyframes form a Catmull-Rom spline: velocity continuous at interior keys")
    func catmullRom() throws {
        let values = [0.0, 3, -1, 2, 2.5, 0]
        let durations = [0.3, 0.5, 0.2, 0.7, 0.4]
        let track = try KeyframeTimeline.validated(initialValue: values[0]) {
            for i in 0..<5 { CubicKeyframe(values[i + 1], duration: durations[i]) }
        }
        let times = durations.reduce(into: [0.0]) { $0.append($0.last! + $1) }
        for key in 1..<5 {
            let expected = (values[key + 1] - values[key - 1]) / (times[key + 1] - times[key - 1])
            let (left, right) = sideSlopes(track, at: times[key])
            #expect(isClose(left, expected, relative: 1e-6, absolute: 1e-6), "key \(key) from the left")
            #expect(isClose(right, expected, relative: 1e-6, absolute: 1e-6), "key \(key) from the right")
            #expect(track.value(time: times[key]) == values[key])
        }
        // At rest at both ends of the track.
        #expect(abs(sideSlopes(track, at: 0).1) < 1e-6)
        #expect(abs(sideSlopes(track, at: times[5]).0) < 1e-6)
    }

    @Test("Explicit cubic velocities are honoured; the next cubic starts with them")
    func explicitVelocities() throws {
        let track = try KeyframeTimeline.validated(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 2, endVelocity: -3)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(isClose(sideSlopes(track, at: 0).1, 2, relative: 1e-6))
        let (left, right) = sideSlopes(track, at: 1)
        #expect(isClose(left, -3, relative: 1e-6) && isClose(right, -3, relative: 1e-6))
        // The Hermite basis at the midpoint: (p0 + p1)/2 + d·(v0 − v1)/8.
        #expect(isClose(track.value(time: 0.5), 0.5 + (2 - -3) / 8.0, relative: 1e-15))
    }

    @Test("Beside another keyframe type a cubic keyframe takes that neighbour's velocity")
    func cubicBesideOthers() throws {
        let track = try KeyframeTimeline.validated(initialValue: 0.0) {
            LinearKeyframe(2.0, duration: 1)                          // slope 2
            CubicKeyframe(1.0, duration: 1)                           // starts with 2, ends with easeIn's 0
            LinearKeyframe(4.0, duration: 1, timingCurve: .easeIn)
            CubicKeyframe(5.0, duration: 1)                           // starts with easeIn's end slope 3/0.58
            SpringKeyframe(6.0, duration: 1, spring: .bouncy, startVelocity: -4)
        }
        // easeIn's slope tends to its end value like √(1 − p), so a difference
        // quotient from the left of key 3 converges only slowly.
        for (key, expected, leftTolerance) in [(1.0, 2.0, 1e-6), (2.0, 0.0, 1e-6), (3.0, 3 / 0.58, 1e-2), (4.0, -4.0, 1e-6)] {
            let (left, right) = sideSlopes(track, at: key)
            #expect(isClose(left, expected, relative: leftTolerance, absolute: 1e-6), "left of \(key): \(left)")
            #expect(isClose(right, expected, relative: 1e-6, absolute: 1e-6), "right of \(key): \(right)")
        }
    }

    @Test("A spring keyframe starts with the incoming velocity and, without a duration, runs until settled")
    func springKeyframes() throws {
        let spring = Spring(response: 0.4, dampingRatio: 0.6)
        let track = try KeyframeTimeline.validated(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.5)
            SpringKeyframe(3.0, spring: spring)
        }
        #expect(isClose(track.duration, 0.5 + spring.settlingDuration))
        let (left, right) = sideSlopes(track, at: 0.5)
        #expect(isClose(left, 2, relative: 1e-6) && isClose(right, 2, relative: 1e-6))
        // From 1 towards 3 with initial velocity 2: the closed form, shifted.
        for time in [0.6, 0.9, 0.5 + 0.9 * spring.settlingDuration] {
            let expected = 1 + spring.value(target: 2.0, initialVelocity: 2.0, time: time - 0.5)
            #expect(isClose(track.value(time: time), expected, relative: 1e-14))
        }
        #expect(abs(track.value(time: track.duration) - 3) <= 0.001 * 2 * 1.5)
        // At the start of a track a spring starts at rest.
        let fromRest = try KeyframeTimeline.validated(initialValue: 0.0) { SpringKeyframe(1.0, duration: 1, spring: spring) }
        #expect(isClose(fromRest.value(time: 0.3), spring.value(target: 1.0, time: 0.3), relative: 1e-15))
    }

    @Test("Generic values: pairs and vectors follow their components")
    func genericValues() throws {
        let first = try KeyframeTimeline.validated(initialValue: 1.0) {
            CubicKeyframe(2.0, duration: 0.5)
            SpringKeyframe(0.0, duration: 0.7, spring: .snappy)
            LinearKeyframe(4.0, duration: 0.3, timingCurve: .easeInOut)
        }
        let second = try KeyframeTimeline.validated(initialValue: -1.0) {
            CubicKeyframe(5.0, duration: 0.5)
            SpringKeyframe(1.0, duration: 0.7, spring: .snappy)
            LinearKeyframe(0.0, duration: 0.3, timingCurve: .easeInOut)
        }
        let pairs = try KeyframeTimeline.validated(initialValue: AnimatablePair(1.0, -1.0)) {
            CubicKeyframe(AnimatablePair(2.0, 5.0), duration: 0.5)
            SpringKeyframe(AnimatablePair(0.0, 1.0), duration: 0.7, spring: .snappy)
            LinearKeyframe(AnimatablePair(4.0, 0.0), duration: 0.3, timingCurve: .easeInOut)
        }
        // The second component's keys padded: [x, y] with y absent where 0.
        let vectors = try KeyframeTimeline.validated(initialValue: AnimatableVector([1.0, -1.0])) {
            CubicKeyframe(AnimatableVector([2.0, 5.0]), duration: 0.5)
            SpringKeyframe(AnimatableVector([0.0, 1.0]), duration: 0.7, spring: .snappy)
            LinearKeyframe(AnimatableVector([4.0]), duration: 0.3, timingCurve: .easeInOut)
        }
        #expect(vectors.minimumFrameLength == 2)
        for time in stride(from: -0.1, through: 1.6, by: 0.05) {
            let expected = [first.value(time: time), second.value(time: time)]
            let pair = pairs.value(time: time)
            expectClose([pair.first, pair.second], expected, relative: 1e-14, absolute: 1e-15, "pair at \(time)")
            let vector = vectors.value(time: time)
            expectClose([vector[0], vector.count > 1 ? vector[1] : 0], expected, relative: 1e-14, absolute: 1e-15, "vector at \(time)")
        }
    }

    @Test("The builder handles if, if-else and for")
    func builder() throws {
        func track(bounce: Bool, count: Int) throws -> KeyframeTimeline<Double> {
            try KeyframeTimeline.validated(initialValue: 0.0) {
                for i in 0..<count { LinearKeyframe(Double(i + 1), duration: 1) }
                if bounce {
                    SpringKeyframe(0.0, duration: 1)
                } else {
                    MoveKeyframe(-1.0)
                }
                if count > 2 { CubicKeyframe(9.0, duration: 2) }
            }
        }
        #expect(try track(bounce: true, count: 3).duration == 6)
        #expect(try track(bounce: false, count: 2).duration == 2)
        #expect(try track(bounce: false, count: 2).value(time: 2) == -1)
    }

    @Test("Batch values equal value(time:)")
    func batchValues() throws {
        let track = try KeyframeTimeline.validated(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeOut)
            CubicKeyframe(-1.0, duration: 0.4)
            SpringKeyframe(2.0, duration: 0.5, spring: .bouncy)
        }
        let times = stride(from: -0.2, through: 1.5, by: 0.01).map { $0 }
        var output = [Double](repeating: .nan, count: times.count)
        try times.withUnsafeBufferPointer { t in try output.withUnsafeMutableBufferPointer { try track.values(at: t, into: $0) } }
        // The batch solves its curves and springs in bulk, to their promised
        // 1e-13 of the value scale (here 2) rather than bit for bit.
        expectClose(output, times.map { track.value(time: $0) }, relative: 0, absolute: 1e-12 * 2)
        let pairs = try KeyframeTimeline.validated(initialValue: AnimatablePair(0.0, 1.0)) { CubicKeyframe(AnimatablePair(2.0, 3.0), duration: 1) }
        var pairOutput = [AnimatablePair<Double, Double>](repeating: .zero, count: times.count)
        try times.withUnsafeBufferPointer { t in try pairOutput.withUnsafeMutableBufferPointer { try pairs.values(at: t, into: $0) } }
        #expect(pairOutput == times.map { pairs.value(time: $0) })
    }

    @Test("fill writes a zero-padded frames × length matrix")
    func fillMatrix() throws {
        let track = try KeyframeTimeline.validated(initialValue: AnimatableVector([1, 2])) {
            LinearKeyframe(AnimatableVector([3, 0, 5]), duration: 0.5, timingCurve: .easeIn)
            CubicKeyframe(AnimatableVector([0, 1]), duration: 0.5)
            SpringKeyframe(AnimatableVector([2, 2, 2]), duration: 0.5, spring: .snappy, startVelocity: AnimatableVector([0, 0, 0, 1]))
        }
        #expect(track.minimumFrameLength == 4)
        let times = [-1, 0, 0.1, 0.5, 0.75, 1.0, 1.2, 1.5, 3]
        for frameLength in [4, 7] {
            var matrix = [Double](repeating: .nan, count: times.count * frameLength)
            try times.withUnsafeBufferPointer { t in
                try matrix.withUnsafeMutableBufferPointer { try track.fill(times: t, frameLength: frameLength, into: $0) }
            }
            for (frame, time) in times.enumerated() {
                let value = Array(track.value(time: time))
                let expected = value + [Double](repeating: 0, count: frameLength - value.count)
                expectClose(matrix[(frame * frameLength)..<((frame + 1) * frameLength)], expected, relative: 1e-14, absolute: 1e-15, "row \(frame)")
            }
        }
        // No frames: nothing to write.
        var empty: [Double] = []
        try [Double]().withUnsafeBufferPointer { t in try empty.withUnsafeMutableBufferPointer { try track.fill(times: t, frameLength: 4, into: $0) } }
    }

    @Test("Batch bad input throws before writing")
    func batchBadInput() throws {
        let track = try KeyframeTimeline.validated(initialValue: AnimatableVector([1, 2])) { LinearKeyframe(AnimatableVector([3, 4, 5]), duration: 1) }
        func fill(_ times: [Double], frameLength: Int, outputCount: Int) throws {
            var output = [Double](repeating: -7, count: outputCount)
            defer { #expect(output.allSatisfy { $0 == -7 }) }
            try times.withUnsafeBufferPointer { t in
                try output.withUnsafeMutableBufferPointer { try track.fill(times: t, frameLength: frameLength, into: $0) }
            }
        }
        expectError("frameLength") { try fill([0, 1], frameLength: 2, outputCount: 4) }
        expectError("frameLength") { try fill([0, 1], frameLength: -1, outputCount: 0) }
        expectError("frameLength") { try fill([0, 1], frameLength: Int.max, outputCount: 0) }
        expectError("output") { try fill([0, 1], frameLength: 3, outputCount: 7) }
        expectError("times[1]") { try fill([0, .nan], frameLength: 3, outputCount: 6) }
        let scalar = try KeyframeTimeline.validated(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1) }
        var output = [Double](repeating: -7, count: 2)
        expectError("times[0]") {
            try [Double.nan, 0].withUnsafeBufferPointer { t in try output.withUnsafeMutableBufferPointer { try scalar.values(at: t, into: $0) } }
        }
        expectError("output") {
            try [0.0].withUnsafeBufferPointer { t in try output.withUnsafeMutableBufferPointer { try scalar.values(at: t, into: $0) } }
        }
        #expect(output == [-7, -7])
    }

    @Test("Bad tracks throw, naming the parameter")
    func badTracks() {
        expectError("initialValue") { _ = try KeyframeTimeline(initialValue: Double.nan, keyframes: [.move(MoveKeyframe(1.0))]) }
        expectError("keyframes[0].duration") { _ = try KeyframeTimeline(initialValue: 0.0, keyframes: [.linear(LinearKeyframe(1.0, duration: -1))]) }
        expectError("tracks[0].initialValue") { _ = try KeyframeTimeline.validated(initialValue: Double.nan) { MoveKeyframe(1.0) } }
        expectError("tracks[0].keyframes[0].to") { _ = try KeyframeTimeline.validated(initialValue: 0.0) { LinearKeyframe(.infinity, duration: 1) } }
        expectError("tracks[0].keyframes[1].to") {
            _ = try KeyframeTimeline.validated(initialValue: AnimatableVector([0])) {
                MoveKeyframe(AnimatableVector([1]))
                CubicKeyframe(AnimatableVector([1, .nan]), duration: 1)
            }
        }
        for bad in [-1, -Double.leastNonzeroMagnitude, .nan, .infinity] {
            expectError("tracks[0].keyframes[1].duration") {
                _ = try KeyframeTimeline.validated(initialValue: 0.0) {
                    LinearKeyframe(1.0, duration: 1)
                    LinearKeyframe(2.0, duration: bad)
                }
            }
            expectError("tracks[0].keyframes[0].duration") { _ = try KeyframeTimeline.validated(initialValue: 0.0) { CubicKeyframe(1.0, duration: bad) } }
            expectError("tracks[0].keyframes[0].duration") { _ = try KeyframeTimeline.validated(initialValue: 0.0) { SpringKeyframe(1.0, duration: bad) } }
        }
        expectError("tracks[0].keyframes[0].startVelocity") { _ = try KeyframeTimeline.validated(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1, startVelocity: .nan) } }
        expectError("tracks[0].keyframes[0].endVelocity") { _ = try KeyframeTimeline.validated(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1, endVelocity: -.infinity) } }
        expectError("tracks[0].keyframes[0].startVelocity") { _ = try KeyframeTimeline.validated(initialValue: 0.0) { SpringKeyframe(1.0, duration: 1, startVelocity: .infinity) } }
        // An undamped spring's settling duration is finite (that of damping
        // ratio 2⁻⁵²), so it serves as the keyframe's duration, as in SwiftUI.
        let undamped = Spring(response: 1, dampingRatio: 0)
        #expect(throws: Never.self) { _ = try KeyframeTimeline.validated(initialValue: 0.0) { SpringKeyframe(1.0, spring: undamped) } }
        #expect(throws: Never.self) { _ = try KeyframeTimeline.validated(initialValue: 0.0) { SpringKeyframe(1.0, duration: 2, spring: undamped) } }
        // Finite durations whose sum is not.
        expectError("tracks[0].keyframes") {
            _ = try KeyframeTimeline.validated(initialValue: 0.0) {
                LinearKeyframe(1.0, duration: 1e308)
                LinearKeyframe(2.0, duration: 1e308)
            }
        }
    }

    @Test("Keyframes at Double's limits: an overflowing velocity counts as zero, never NaN")
    func keyframesAtTheLimits() throws {
        let max = Double.greatestFiniteMagnitude
        // The Catmull-Rom velocity at the middle key, (max − (−max)) / 2 s,
        // overflows: it counts as zero, so the first segment is the Hermite
        // curve with zero end velocities (its midpoint is the keys' mean,
        // 0) and the second holds max.
        let scalars = KeyframeTimeline(initialValue: -max) {
            CubicKeyframe(max, duration: 1)
            CubicKeyframe(max, duration: 1)
        }
        #expect(scalars.value(time: 0.5) == 0)
        #expect(scalars.value(time: 1.5) == max)
        #expect(try scalars.values(at: [0.5, 1.5]) == [0, max])
        let vectors = KeyframeTimeline(initialValue: AnimatableVector([-max, 1])) {
            CubicKeyframe(AnimatableVector([max, 1]), duration: 1)
            CubicKeyframe(AnimatableVector([max, 1]), duration: 1)
        }
        #expect(vectors.value(time: 0.5) == AnimatableVector([0, 1]))
        for backend in Backend.allCases {
            #expect(try vectors.fill(times: [0.5, 1.5], frameLength: 2, backend: backend) == [0, 1, max, 1], "\(backend)")
        }
        // A given velocity whose change over the keyframe overflows counts as
        // zero too: the segment is the same Hermite curve.
        let given = KeyframeTimeline(initialValue: -max) {
            CubicKeyframe(max, duration: 1, startVelocity: max, endVelocity: -max)
        }
        #expect(given.value(time: 0.5) == 0)
    }
}
