import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// Random curves and progress values, wrong buffer sizes and non-finite
/// progress: each batch matches bisection on the bézier or throws an
/// `AnimationKernelsError`, and never writes outside its output.
@Suite("UnitCurve batches on random input")
struct UnitCurveBatchPropertyTests {
    @Test("random curves give value(at:) and bisection on the bézier or a typed error, writing nothing outside")
    func randomCurveBatches() throws {
        var rng = SeededGenerator(seed: 0xC0FFEE)
        for trial in 0..<400 {
            let c = (Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng),
                     Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng))
            let curve = try UnitCurve.validatedBezier(startControlPoint: UnitPoint(x: c.0, y: c.1), endControlPoint: UnitPoint(x: c.2, y: c.3))
            let n = Int.random(in: 0...40, using: &rng)
            let progress = (0..<n).map { _ in randomProgress(using: &rng) }
            let outputCount = max(0, n + Int.random(in: -1...1, using: &rng) * (Int.random(in: 0..<4, using: &rng) == 0 ? 1 : 0))
            let (values, threw) = attemptGuarded(outputCount: outputCount, "trial \(trial)") { out in
                try progress.withUnsafeBufferPointer { try curve.values(at: $0, into: out) }
            }
            // Progress is clamped to [0, 1] as in SwiftUI; NaN has no clamp.
            let valid = outputCount == n && !progress.contains(where: \.isNaN)
            #expect(threw == !valid, "trial \(trial): threw \(threw), valid \(valid)")
            guard valid else { continue }
            let scale = max(1, abs(c.1), abs(c.3))
            for i in 0..<n {
                #expect(abs(values[i] - curve.value(at: progress[i])) <= 1e-13 * scale, "trial \(trial): batch differs from value(at:)")
                #expect(abs(values[i] - referenceEase(c, progress[i])) <= 1e-9 * scale, "trial \(trial) p=\(progress[i])")
                #expect(values[i].isFinite)
            }
        }
    }
}
