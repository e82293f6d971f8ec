import Testing
@testable import AnimationKernels
import AnimationKernelsTestSupport

extension ThreadSettingsTests {
    /// Vectors long enough that the SIMD kernels may split them over
    /// threads, on one thread (where they take the long path without
    /// splitting) and on two, against the formulas written here: the
    /// split and unsplit long paths compute what the short one does.
    @Suite("Long vectors at every SIMD thread count", .serialized)
    struct LongVectorTests {
        /// From the shortest length any core splits at, past the longest
        /// minimum (64 Ki) and the squared norm's, with ragged ends.
        static let sizes = [Parallelism.shortestStreamMinimumCount, 20_001, 65_537, 300_001]

        static func operands(_ n: Int, seed: UInt64) -> ([Double], [Double]) {
            var rng = SeededGenerator(seed: seed)
            return (rng.doubles(n, in: -10...10), rng.doubles(n, in: -10...10))
        }

        @Test("add, scale, interpolate, dot and squared norm match the formulas", arguments: [1, 2], [Backend.simd, .automatic])
        func matchTheFormulas(threads: Int, backend: Backend) throws {
            let saved = Parallelism.threadCount
            try Parallelism.setThreadCount(threads)
            defer { try? Parallelism.setThreadCount(saved) }
            for n in Self.sizes {
                let (x, y) = Self.operands(n, seed: UInt64(n))
                let label = "\(backend) n=\(n) threads=\(threads)"

                var sum = AnimatableVector(x)
                sum.add(AnimatableVector(y), scaledBy: -2.5, backend: backend)
                expectClose(sum, zip(x, y).map { $0 + -2.5 * $1 }, relative: 1e-15,
                            scale: zip(x, y).map { abs($0) + 2.5 * abs($1) }, label)

                var scaled = AnimatableVector(x)
                scaled.scale(by: 0.37, backend: backend)
                expectClose(scaled, x.map { $0 * 0.37 }, relative: 0, label)

                var moved = AnimatableVector(x)
                moved.interpolate(towards: AnimatableVector(y), amount: 0.3, backend: backend)
                expectClose(moved, zip(x, y).map { $0 + 0.3 * ($1 - $0) }, relative: 4e-16,
                            scale: zip(x, y).map { (abs($0) + abs($1)) * 1.3 }, label)

                // Reordered summation: error bound n·ε·Σ|xᵢyᵢ|.
                let dot = AnimatableVector(x).dot(AnimatableVector(y), backend: backend)
                let expectedDot = zip(x, y).reduce(0) { $0 + $1.0 * $1.1 }
                let magnitudes = zip(x, y).reduce(0) { $0 + abs($1.0 * $1.1) }
                #expect(abs(dot - expectedDot) <= Double(n) * Double.ulpOfOne * magnitudes, "\(label): \(dot) vs \(expectedDot)")
                let square = AnimatableVector(x).magnitudeSquared(backend: backend)
                let expectedSquare = x.reduce(0) { $0 + $1 * $1 }
                #expect(abs(square - expectedSquare) <= Double(n) * Double.ulpOfOne * expectedSquare, "\(label): \(square)")
            }
        }
    }
}
