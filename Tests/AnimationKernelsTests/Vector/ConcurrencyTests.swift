import Foundation
import Testing
import AnimationKernels

@Suite("Concurrent use")
struct ConcurrencyTests {
    /// Many tasks share read-only vectors and mutate their own copies on
    /// every backend at once; each result must equal the serial one.
    @Test("many tasks give the serial results") func manyTasksGiveTheSerialResults() async {
        let base = AnimatableVector((0..<5000).map { Double($0) * 0.001 })
        let target = AnimatableVector((0..<4500).map { sin(Double($0)) })
        func work(_ i: Int) -> AnimatableVector {
            var v = base
            let backend = Backend.allCases[i % Backend.allCases.count]
            for step in 0..<20 {
                v.interpolate(towards: target, amount: Double(step) / 20, backend: backend)
                v.add(target, scaledBy: 0.01, backend: backend)
            }
            v.scale(by: 1 / max(1, v.magnitudeSquared(backend: backend).squareRoot()), backend: backend)
            return v
        }
        let serial = (0..<64).map(work)
        let parallel = await withTaskGroup(of: (Int, AnimatableVector).self) { group in
            for i in 0..<64 { group.addTask { (i, work(i)) } }
            var results = [AnimatableVector](repeating: .zero, count: 64)
            for await (i, v) in group { results[i] = v }
            return results
        }
        #expect(parallel == serial)
        #expect(base == AnimatableVector((0..<5000).map { Double($0) * 0.001 }))
    }
}
