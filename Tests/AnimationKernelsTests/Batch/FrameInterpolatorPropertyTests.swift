import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import PropertyBased
import Testing

/// Random keyframes, weights and buffer sizes on every backend, with non-finite
/// weights mixed in: each call matches the definition or throws an
/// `AnimationKernelsError`, and never writes outside its output.
@Suite("FrameInterpolator on random input")
struct FrameInterpolatorPropertyTests {
    @Test("random keyframes and weights give the definition's frames or a typed error, writing nothing outside")
    func randomFrames() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 1...5), Gen.int(in: 0...19), Gen.int(in: 0...4), Gen<Backend>.case, Gen.uint64()) {
            k, n, f, backend, seed in
            var rng = SeededGenerator(seed: seed)
            let trial = "K=\(k) N=\(n) F=\(f) \(backend) seed \(seed)"
            let keyframes = (0..<k).map { _ in AnimatableVector(rng.doubles(Int.random(in: 0...n, using: &rng))) }
            let weights = (0..<max(f * k + Int.random(in: -1...1, using: &rng), 0)).map { _ in sometimesNonFinite(Double.random(in: -1...2, using: &rng), oneIn: 12, using: &rng) }
            let outputCount = max(f * n + Int.random(in: -1...1, using: &rng), 0)
            let interpolator = try FrameInterpolator(keyframes: keyframes)
            let length = interpolator.length
            let (values, threw) = attemptGuarded(outputCount: outputCount, trial) { out in
                try weights.withUnsafeBufferPointer { try interpolator.frames(weights: $0, into: out, backend: backend) }
            }
            // The frame count is whatever the weights hold whole rows of.
            let frameCount = weights.count / k
            let valid = frameCount > 0 && weights.count % k == 0 && outputCount == frameCount * length && weights.allSatisfy(\.isFinite)
            #expect(threw == !valid, "\(trial): threw \(threw), inputs valid \(valid)")
            guard valid else { return }
            for frame in 0..<frameCount {
                for j in 0..<length {
                    var expected = 0.0, scale = 0.0
                    for key in 0..<k {
                        let v = j < keyframes[key].count ? keyframes[key][j] : 0
                        expected += weights[frame * k + key] * v
                        scale += abs(weights[frame * k + key] * v)
                    }
                    #expect(abs(values[frame * length + j] - expected) <= 1e-14 * max(scale, 1), "\(trial)")
                }
            }
        }
    }
}
