import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import PropertyBased
import Testing

/// Random springs and times, wrong buffer sizes and non-finite times: each
/// batch matches the per-value API or throws an `AnimationKernelsError`, and
/// never writes outside its output.
@Suite("Spring batches on random input")
struct SpringBatchPropertyTests {
    @Test("random springs give the per-value results or a typed error, writing nothing outside")
    func randomSpringBatches() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...30), Gen.uint64()) { n, seed in
            var rng = SeededGenerator(seed: seed)
            let trial = "N=\(n) seed \(seed)"
            let spring = try Spring.validated(response: Double.random(in: 0.05...2, using: &rng),
                                              dampingRatio: [0.1, 0.5, 1, 1.000001, 1.7, Double.random(in: 0...3, using: &rng)].randomElement(using: &rng)!)
            let target = Double.random(in: -100...100, using: &rng), velocity = Double.random(in: -50...50, using: &rng)
            let times = (0..<n).map { _ in randomProgress(using: &rng) }
            let outputCount = Int.random(in: 0..<5, using: &rng) == 0 ? n + 1 : n
            let (values, threw) = attemptGuarded(outputCount: outputCount, trial) { out in
                try times.withUnsafeBufferPointer { try spring.values(target: target, initialVelocity: velocity, times: $0, into: out) }
            }
            let valid = outputCount == n && times.allSatisfy(\.isFinite)
            #expect(threw == !valid, "\(trial): threw \(threw), valid \(valid)")
            guard valid else { return }
            for i in 0..<n {
                let single = spring.value(target: target, initialVelocity: velocity, time: times[i])
                #expect(abs(values[i] - single) <= 1e-12 * max(1, abs(single)), "\(trial): batch \(values[i]) vs \(single)")
                #expect(values[i].isFinite)
            }
        }
    }
}
