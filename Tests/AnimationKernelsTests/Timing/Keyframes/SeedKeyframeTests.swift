import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// The seed's keyframe animations (TimelineView article) as tracks.
@Suite("Seed keyframe animations")
struct SeedKeyframeTests {
    /// The jumping emoji: crouch (linear), rise (easeOut), fall (easeIn),
    /// land (linear) over 0.2/0.4/0.5/0.4 s, on y offset, rotation and y
    /// scale. Each row: the values at the five keys.
    static let durations = [0.2, 0.4, 0.5, 0.4]
    static let curves: [(UnitCurve, (Double, Double, Double, Double))] = [
        (.linear, (0, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)), (.easeIn, (0.42, 0, 1, 1)), (.linear, (0, 0, 1, 1)),
    ]
    static let keys: [(name: String, values: [Double])] = [
        ("y offset", [0, 10, -120, 0, 0]),
        ("rotation", [0, 0, 180, 360, 360]),
        ("y scale", [1, 0.7, 1.2, 1, 1]),
    ]

    static func emojiTrack<V: VectorArithmetic & Animatable>(_ value: (Int) -> V) throws -> KeyframeTimeline<V> {
        try KeyframeTimeline.validated(initialValue: value(0)) {
            for segment in 0..<4 {
                LinearKeyframe(value(segment + 1), duration: durations[segment], timingCurve: curves[segment].0)
            }
        }
    }

    /// The expected value of `key` at `time`, from the bezier definition.
    static func expectedEmoji(_ values: [Double], at time: Double) -> Double {
        var start = 0.0
        for segment in 0..<4 {
            let end = start + durations[segment]
            if time <= end || segment == 3 {
                let p = min(max((time - start) / durations[segment], 0), 1)
                let eased = p == 0 ? 0 : p == 1 ? 1 : referenceEase(curves[segment].1, p)
                return values[segment] + (values[segment + 1] - values[segment]) * eased
            }
            start = end
        }
        return values[4]
    }

    static let emojiTimes = [-0.5, 0, 0.05, 0.1, 0.2, 0.25, 0.35, 0.5, 0.6, 0.7, 0.85, 1.0, 1.1, 1.2, 1.35, 1.5, 2.0]

    @Test("Jumping emoji: each track against the bezier definition")
    func jumpingEmoji() throws {
        for key in Self.keys {
            let track = try Self.emojiTrack { key.values[$0] }
            #expect(isClose(track.duration, 1.5))
            for time in Self.emojiTimes {
                let expected = Self.expectedEmoji(key.values, at: time)
                #expect(isClose(track.value(time: time), expected, relative: 0, absolute: 1e-12 * 360), "\(key.name) at \(time)")
            }
            // The keys themselves are exact (at the track's key times, the
            // running sums of the durations: 0.2 + 0.4 is 0.6000000000000001).
            let keyTimes = Self.durations.reduce(into: [0.0]) { $0.append($0.last! + $1) }
            for (time, value) in zip(keyTimes, key.values) {
                #expect(track.value(time: time) == value, "\(key.name) at key \(time)")
            }
        }
    }

    @Test("Jumping emoji: the three properties as one value, pair or vector")
    func jumpingEmojiCombined() throws {
        let v = Self.keys.map(\.values)
        let pairs = try Self.emojiTrack { AnimatablePair(v[0][$0], AnimatablePair(v[1][$0], v[2][$0])) }
        let vectors = try Self.emojiTrack { AnimatableVector([v[0][$0], v[1][$0], v[2][$0]]) }
        var matrix = [Double](repeating: .nan, count: Self.emojiTimes.count * 4)
        try Self.emojiTimes.withUnsafeBufferPointer { times in
            try matrix.withUnsafeMutableBufferPointer { try vectors.fill(times: times, frameLength: 4, into: $0) }
        }
        for (frame, time) in Self.emojiTimes.enumerated() {
            let expected = v.map { Self.expectedEmoji($0, at: time) }
            let pair = pairs.value(time: time)
            expectClose([pair.first, pair.second.first, pair.second.second], expected, relative: 0, absolute: 1e-12 * 360, "pair at \(time)")
            expectClose(Array(vectors.value(time: time)) + [0], expected + [0], relative: 0, absolute: 1e-12 * 360, "vector at \(time)")
            expectClose(matrix[(frame * 4)..<(frame * 4 + 4)], expected + [0], relative: 0, absolute: 1e-12 * 360, "row \(frame)")
        }
    }

    /// The beating heart: scale 1.0 → 1.6 → 2.0 → 1.0 over 0.2/0.2/0.4 s
    /// with spring(response: 0.10, dampingFraction: 0.24) each time.
    static let heartSpring = Spring(response: 0.1, dampingRatio: 0.24)
    static func heartTrack() throws -> KeyframeTimeline<Double> {
        try KeyframeTimeline.validated(initialValue: 1.0) {
            SpringKeyframe(1.6, duration: 0.2, spring: heartSpring)
            SpringKeyframe(2.0, duration: 0.2, spring: heartSpring)
            SpringKeyframe(1.0, duration: 0.4, spring: heartSpring)
        }
    }

    @Test("Beating heart: the first beat is springs.json's 0.1/0.24 row scaled by 0.6")
    func heartFirstBeat() throws {
        let track = try Self.heartTrack()
        #expect(isClose(track.duration, 0.8))
        let cases: [GoldenSpring] = try Golden.load("springs")
        let golden = try #require(cases.first { $0.response == 0.1 && $0.dampingFraction == 0.24 })
        for (time, unit) in zip(golden.t, golden.value) where time <= 0.2 {
            #expect(isClose(track.value(time: time), 1 + 0.6 * unit, relative: 1e-12), "t = \(time)")
        }
    }

    @Test("Beating heart: each beat retargets the moving spring, as an integration of the spring does")
    func heartRetargets() throws {
        let track = try Self.heartTrack()
        // Integrate the spring ODE, retargeting at each key and keeping
        // position and velocity, as SwiftUI does with a new spring animation.
        var state = (1.0, 0.0)
        var start = 0.0
        for (target, duration) in [(1.6, 0.2), (2.0, 0.2), (1.0, 0.4)] {
            for fraction in [0.25, 0.5, 1.0] {
                let (x, _) = integrate(Self.heartSpring, from: state.0, target: target, initialVelocity: state.1,
                                       time: duration * fraction, steps: 40_000)
                #expect(isClose(track.value(time: start + duration * fraction), x, relative: 0, absolute: 1e-9),
                        "t = \(start + duration * fraction)")
            }
            state = integrate(Self.heartSpring, from: state.0, target: target, initialVelocity: state.1, time: duration, steps: 40_000)
            start += duration
        }
        // Continuous across the keys although each spring is cut short.
        for key in [0.2, 0.4] {
            #expect(abs(track.value(time: key + 1e-9) - track.value(time: key - 1e-9)) < 1e-6)
        }
        #expect(track.value(time: 5) == track.value(time: 0.8))
    }
}
