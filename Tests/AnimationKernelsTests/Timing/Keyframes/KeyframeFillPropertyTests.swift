import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import PropertyBased
import Testing

/// Random tracks, times and frame lengths: each fill matches `value(time:)`
/// or throws an `AnimationKernelsError`, and never writes outside its output.
@Suite("Keyframe fills on random input")
struct KeyframeFillPropertyTests {
    @Test("random tracks fill what value(time:) gives or throw a typed error, writing nothing outside")
    func randomKeyframeFills() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...5), Gen.int(in: 0...6), Gen.uint64()) { keys, frames, seed in
            var rng = SeededGenerator(seed: seed)
            let trial = "\(keys) keyframes, \(frames) frames, seed \(seed)"
            var keyframes: [Keyframe<AnimatableVector>] = []
            for _ in 0..<keys {
                let value = AnimatableVector(rng.doubles(Int.random(in: 0...6, using: &rng)))
                let duration = Double.random(in: 0...0.5, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: keyframes.append(.linear(LinearKeyframe(value, duration: duration, timingCurve: .easeInOut)))
                case 1: keyframes.append(.cubic(CubicKeyframe(value, duration: duration)))
                case 2: keyframes.append(.spring(SpringKeyframe(value, duration: duration, spring: .snappy)))
                default: keyframes.append(.move(MoveKeyframe(value)))
                }
            }
            let track = try KeyframeTimeline(initialValue: AnimatableVector(rng.doubles(3)), keyframes: keyframes)
            let minimumFrameLength = try #require(track.minimumFrameLength)
            let times = (0..<frames).map { _ in randomProgress(using: &rng) * track.duration }
            let frameLength = max(0, minimumFrameLength + Int.random(in: -1...2, using: &rng))
            let outputCount = max(0, frames * frameLength + (Int.random(in: 0..<5, using: &rng) == 0 ? 1 : 0))
            let (values, threw) = attemptGuarded(outputCount: outputCount, trial) { out in
                try times.withUnsafeBufferPointer { try track.fill(times: $0, frameLength: frameLength, into: out) }
            }
            let valid = frameLength >= minimumFrameLength && outputCount == frames * frameLength && !times.contains(where: \.isNaN)
            #expect(threw == !valid, "\(trial): threw \(threw), valid \(valid)")
            guard valid else { return }
            for f in 0..<frames {
                let single = track.value(time: times[f])
                for j in 0..<frameLength {
                    let expected = j < single.count ? single[j] : 0
                    #expect(abs(values[f * frameLength + j] - expected) <= 1e-12 * max(1, abs(expected)), "\(trial) frame \(f)")
                }
            }
        }
    }
}
