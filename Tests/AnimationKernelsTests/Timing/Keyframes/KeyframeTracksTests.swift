import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// A value with several animatable properties, as SwiftUI code animates them.
private struct Values: Equatable {
    var scale = 1.0
    var offset = 0.0
    var position = AnimatablePair(AnimatablePair(0.0, 0.0), AnimatablePair(1.0, 1.0))
}

/// A writable computed property, to animate a part of a `Double` that is not the whole.
private extension Double {
    var doubled: Double {
        get { self * 2 }
        set { self = newValue / 2 }
    }
}

/// `from + (to − from)·p` written out, for linear keyframes.
private func lerp(_ from: Double, _ to: Double, _ p: Double) -> Double { from + (to - from) * p }

@Suite("KeyframeTimeline tracks")
struct KeyframeTracksTests {
    @Test("Every track plays from time 0, holds its last value, and the longest track sets the duration")
    func tracksInParallel() {
        let timeline = KeyframeTimeline(initialValue: Values(scale: 2)) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(4.0, duration: 1)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(10.0, duration: 2)
                LinearKeyframe(-10.0, duration: 2)
            }
        }
        #expect(timeline.duration == 4)
        for time in [-1, 0, 0.25, 0.5, 1, 1.5, 2, 3, 4, 9] {
            let value = timeline.value(time: time)
            let clamped = min(max(time, 0), 4)
            let scale = lerp(2, 4, min(clamped, 1))
            let offset = clamped <= 2 ? lerp(0, 10, clamped / 2) : lerp(10, -10, (clamped - 2) / 2)
            #expect(isClose(value.scale, scale, relative: 1e-15), "scale at \(time)")
            #expect(isClose(value.offset, offset, relative: 1e-15, absolute: 1e-15), "offset at \(time)")
            // A property without a track keeps its initial value.
            #expect(value.position == Values().position)
        }
    }

    @Test("value(progress:) is value(time: progress × duration), clamped to the timeline")
    func progress() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 0.5) }
            KeyframeTrack(\.offset) { LinearKeyframe(8.0, duration: 2, timingCurve: .easeInOut) }
        }
        for progress in [0, 0.1, 0.25, 0.5, 0.8, 1] {
            #expect(timeline.value(progress: progress) == timeline.value(time: progress * 2))
        }
        #expect(timeline.value(progress: -0.5) == Values())
        #expect(timeline.value(progress: 7) == timeline.value(time: 2))
        #expect(timeline.value(progress: 1).offset == 8 && timeline.value(progress: 1).scale == 3)
        // Easing is applied: at half time easeInOut is exactly half way.
        #expect(isClose(timeline.value(progress: 0.5).offset, 4, relative: 1e-12))
    }

    @Test("A track of a nested pair property animates its components")
    func nestedPairTrack() {
        let end = AnimatablePair(AnimatablePair(10.0, -4.0), AnimatablePair(3.0, 5.0))
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.position) { LinearKeyframe(end, duration: 2) }
        }
        let half = timeline.value(time: 0.5).position
        #expect(half.first.first == 2.5 && half.first.second == -1)
        #expect(half.second.first == 1.5 && half.second.second == 2)
    }

    @Test("Where two tracks animate one property, the later one wins, even after it ends")
    func laterTrackWins() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(10.0, duration: 4) }
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
        }
        #expect(timeline.duration == 4)
        #expect(timeline.value(time: 0.5).scale == 1.5)
        #expect(timeline.value(time: 3).scale == 2)
    }

    @Test("Keyframes outside any track, in loops and branches too, form one track of the whole value")
    func looseKeyframes() {
        func timeline(bounce: Bool) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                LinearKeyframe(1.0, duration: 1)
                for i in 2...3 { LinearKeyframe(Double(i), duration: 1) }
                if bounce {
                    LinearKeyframe(0.0, duration: 1)
                } else {
                    MoveKeyframe(-1.0)
                }
            }
        }
        let bouncing = timeline(bounce: true)
        #expect(bouncing.duration == 4)
        for (time, expected) in [(0.5, 0.5), (1.5, 1.5), (2.5, 2.5), (3.5, 1.5), (5, 0)] {
            #expect(isClose(bouncing.value(time: time), expected, relative: 1e-15), "at \(time)")
        }
        let jumping = timeline(bounce: false)
        #expect(jumping.duration == 3 && jumping.value(time: 3) == -1)
        // The root track spelled out gives the same timeline.
        let spelled = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(1.0, duration: 1)
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(3.0, duration: 1)
                LinearKeyframe(0.0, duration: 1)
            }
        }
        for time in stride(from: -0.5, through: 4.5, by: 0.125) {
            #expect(spelled.value(time: time) == bouncing.value(time: time))
        }
    }

    @Test("Tracks under if, if-else and for")
    func trackBuilder() {
        func timeline(withOffset: Bool, wide: Bool, repeats: Int) -> KeyframeTimeline<Values> {
            KeyframeTimeline(initialValue: Values()) {
                if withOffset {
                    KeyframeTrack(\.offset) { LinearKeyframe(5.0, duration: 1) }
                }
                if wide {
                    KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 2) }
                } else {
                    KeyframeTrack(\.scale) { LinearKeyframe(0.5, duration: 0.5) }
                }
                for _ in 0..<repeats {
                    KeyframeTrack(\.offset) { MoveKeyframe(-1.0) }
                }
            }
        }
        let a = timeline(withOffset: true, wide: true, repeats: 0)
        #expect(a.duration == 2 && a.value(time: 1) == Values(scale: 2, offset: 5))
        let b = timeline(withOffset: false, wide: false, repeats: 2)
        #expect(b.duration == 0.5 && b.value(time: 1) == Values(scale: 0.5, offset: -1))
    }

    @Test("No tracks, or a track without keyframes: the initial value, duration 0")
    func empty() throws {
        let none = KeyframeTimeline(initialValue: Values(scale: 3)) {}
        #expect(none.duration == 0)
        #expect(none.value(time: 1) == Values(scale: 3) && none.value(progress: 0.5) == Values(scale: 3))
        let silent = KeyframeTimeline(initialValue: 2.0) { KeyframeTrack {} }
        #expect(silent.duration == 0 && silent.value(time: -1) == 2 && silent.value(time: 1) == 2)
        let vectors = KeyframeTimeline(initialValue: AnimatableVector([1, 2])) {}
        #expect(vectors.minimumFrameLength == 2)
        var matrix = [Double](repeating: .nan, count: 6)
        try [0.0, 5.0].withUnsafeBufferPointer { t in try matrix.withUnsafeMutableBufferPointer { try vectors.fill(times: t, frameLength: 3, into: $0) } }
        #expect(matrix == [1, 2, 0, 1, 2, 0])
    }

    @Test("A Double timeline whose last track animates a computed property still fills its batch")
    func doublePropertyTrack() throws {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack(\.doubled) { LinearKeyframe(4.0, duration: 1) }
        }
        let times = [-1, 0, 0.5, 1, 2]
        var output = [Double](repeating: .nan, count: times.count)
        try times.withUnsafeBufferPointer { t in try output.withUnsafeMutableBufferPointer { try timeline.values(at: t, into: $0) } }
        #expect(output == [1, 1, 1.5, 2, 2])
        #expect(timeline.value(time: 0.5) == 1.5 && timeline.value(progress: 0.25) == 1.25)
    }

    @Test("Double timelines' specialized evaluations equal the generic ones")
    func doubleSpecializations() throws {
        func generic<V>(_ timeline: KeyframeTimeline<V>, time: Double) -> V { timeline.value(time: time) }
        func generic<V>(_ timeline: KeyframeTimeline<V>, progress: Double) -> V { timeline.value(progress: progress) }
        let timeline = KeyframeTimeline(initialValue: 0.5) {
            KeyframeTrack { LinearKeyframe(9.0, duration: 1) }
            KeyframeTrack {
                LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeOut)
                CubicKeyframe(-1.0, duration: 0.4)
                SpringKeyframe(2.0, duration: 0.5, spring: .bouncy)
            }
        }
        let times = stride(from: -0.25, through: 1.5, by: 0.0625).map { $0 }
        var batch = [Double](repeating: .nan, count: times.count)
        try times.withUnsafeBufferPointer { t in try batch.withUnsafeMutableBufferPointer { try timeline.values(at: t, into: $0) } }
        // The batch solves its timing in bulk: within the batch solvers' 1e-13
        // of the value scale (2), not bit for bit.
        expectClose(batch, times.map { generic(timeline, time: $0) }, relative: 0, absolute: 1e-12 * 2)
        #expect(times.map { timeline.value(time: $0) } == times.map { generic(timeline, time: $0) })
        #expect(times.map { timeline.value(progress: $0) } == times.map { generic(timeline, progress: $0) })
    }

    @Test("Validation names the track and keyframe")
    func validation() {
        expectError("tracks[1].keyframes[0].duration") {
            _ = try KeyframeTimeline.validated(initialValue: Values()) {
                KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 1) }
                KeyframeTrack(\.offset) { LinearKeyframe(1.0, duration: -1) }
            }
        }
        expectError("tracks[0].initialValue") {
            _ = try KeyframeTimeline.validated(initialValue: Values(offset: .nan)) {
                KeyframeTrack(\.offset) { LinearKeyframe(1.0, duration: 1) }
            }
        }
        // A non-finite property that no track animates is not the timeline's business.
        #expect(throws: Never.self) {
            _ = try KeyframeTimeline.validated(initialValue: Values(offset: .nan)) {
                KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 1) }
            }
        }
    }

    @Test("fill runs its scaled additions on every backend and needs the last track to cover the whole vector")
    func fillBackends() throws {
        let timeline = KeyframeTimeline(initialValue: AnimatableVector([0, 0, 0])) {
            KeyframeTrack { LinearKeyframe(AnimatableVector([2, 4, 6, 8]), duration: 2) }
        }
        let times = [-1, 0, 0.5, 1, 2, 3]
        for backend in Backend.allCases {
            var matrix = [Double](repeating: .nan, count: times.count * 5)
            try times.withUnsafeBufferPointer { t in
                try matrix.withUnsafeMutableBufferPointer { try timeline.fill(times: t, frameLength: 5, into: $0, backend: backend) }
            }
            for (row, time) in times.enumerated() {
                let p = min(max(time, 0), 2) / 2
                expectClose(matrix[(row * 5)..<(row * 5 + 5)], [2 * p, 4 * p, 6 * p, 8 * p, 0], relative: 1e-15, "\(backend) row \(row)")
            }
        }
        let partial = KeyframeTimeline(initialValue: AnimatableVector([0, 0])) {
            KeyframeTrack { LinearKeyframe(AnimatableVector([1, 1]), duration: 1) }
            KeyframeTrack(\.[1]) { LinearKeyframe(5.0, duration: 1) }
        }
        #expect(partial.minimumFrameLength == nil)
        #expect(partial.value(time: 0.5) == AnimatableVector([0.5, 2.5]))
        expectRejected(outputCount: 2, .invalidParameter, "tracks") { output in
            try [0.5].withUnsafeBufferPointer { try partial.fill(times: $0, frameLength: 2, into: output) }
        }
    }
}
