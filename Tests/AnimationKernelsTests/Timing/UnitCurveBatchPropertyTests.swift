import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import PropertyBased
import Testing

/// Random curves and progress values, wrong buffer sizes and non-finite
/// progress: each batch matches bisection on the bézier or throws an
/// `AnimationKernelsError`, and never writes outside its output.
@Suite("UnitCurve batches on random input")
struct UnitCurveBatchPropertyTests {
    @Test("random curves give value(at:) and bisection on the bézier or a typed error, writing nothing outside")
    func randomCurveBatches() async {
        let controls = zip(Gen.double(in: 0...1), Gen.double(in: -2...3), Gen.double(in: 0...1), Gen.double(in: -2...3))
        await propertyCheck(count: 400, input: controls, Gen.int(in: 0...40), Gen.uint64()) { c, n, seed in
            var rng = SeededGenerator(seed: seed)
            let trial = "controls \(c) N=\(n) seed \(seed)"
            let curve = try UnitCurve.validatedBezier(startControlPoint: UnitPoint(x: c.0, y: c.1), endControlPoint: UnitPoint(x: c.2, y: c.3))
            let progress = (0..<n).map { _ in randomProgress(using: &rng) }
            let outputCount = max(0, n + Int.random(in: -1...1, using: &rng) * (Int.random(in: 0..<4, using: &rng) == 0 ? 1 : 0))
            let (values, threw) = attemptGuarded(outputCount: outputCount, trial) { out in
                try progress.withUnsafeBufferPointer { try curve.values(at: $0, into: out) }
            }
            // Progress is clamped to [0, 1] as in SwiftUI; NaN has no clamp.
            let valid = outputCount == n && !progress.contains(where: \.isNaN)
            #expect(threw == !valid, "\(trial): threw \(threw), valid \(valid)")
            guard valid else { return }
            let scale = max(1, abs(c.1), abs(c.3))
            for i in 0..<n {
                #expect(abs(values[i] - curve.value(at: progress[i])) <= 1e-13 * scale, "\(trial): batch differs from value(at:)")
                #expect(abs(values[i] - referenceEase(c, progress[i])) <= 1e-9 * scale, "\(trial) p=\(progress[i])")
                #expect(values[i].isFinite)
            }
        }
    }
}
