import Testing
@_spi(Benchmarking) @testable import AnimationKernels
import AnimationKernelsTestSupport

/// Every backend against plain loops written here, on random data, at the
/// sizes where vector loops have edges: empty, single, SIMD width (8) ± 1,
/// twice it ± 1, primes and lengths past the cache line.
@Suite("AnimatableVector on every backend")
struct AnimatableVectorBackendTests {
    static let sizes = [0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000, 4097]
    static let backends = Backend.allCases

    static func operands(_ n: Int, _ m: Int, seed: UInt64) -> ([Double], [Double]) {
        var rng = SeededGenerator(seed: seed)
        return (rng.doubles(n, in: -10...10), rng.doubles(m, in: -10...10))
    }

    @Test("add(_:scaledBy:) on every backend matches the formula", arguments: backends, sizes)
    func addScaled(backend: Backend, n: Int) {
        let (x, y) = Self.operands(n, n, seed: UInt64(n) &+ 1)
        var v = AnimatableVector(x)
        v.add(AnimatableVector(y), scaledBy: -2.5, backend: backend)
        let expected = zip(x, y).map { $0 + -2.5 * $1 }
        expectClose(v, expected, relative: 1e-15, scale: zip(x, y).map { abs($0) + 2.5 * abs($1) }, "\(backend) n=\(n)")
    }

    @Test("scale(by:) on every backend matches the formula", arguments: backends, sizes)
    func scale(backend: Backend, n: Int) {
        let (x, _) = Self.operands(n, 0, seed: UInt64(n) &+ 2)
        var v = AnimatableVector(x)
        v.scale(by: 0.37, backend: backend)
        expectClose(v, x.map { $0 * 0.37 }, relative: 0, "\(backend) n=\(n)")
    }

    @Test("interpolate(towards:amount:) on every backend matches the formula", arguments: backends, sizes)
    func interpolate(backend: Backend, n: Int) {
        let (x, y) = Self.operands(n, n, seed: UInt64(n) &+ 3)
        for t in [0.0, 0.25, 1.0, 1.5, -0.5] {
            var v = AnimatableVector(x)
            v.interpolate(towards: AnimatableVector(y), amount: t, backend: backend)
            let expected = zip(x, y).map { $0 + t * ($1 - $0) }
            // daxpby computes t·y + (1 − t)·x: equal in exact arithmetic,
            // a few ulps of the operands apart in floating point.
            let scale = zip(x, y).map { (abs($0) + abs($1)) * (1 + abs(t)) }
            expectClose(v, expected, relative: 4e-16, scale: scale, "\(backend) n=\(n) t=\(t)")
        }
    }

    @Test("dot and magnitudeSquared on every backend match the formula", arguments: backends, sizes)
    func dotAndMagnitude(backend: Backend, n: Int) {
        let (x, y) = Self.operands(n, n, seed: UInt64(n) &+ 4)
        let expectedDot = zip(x, y).reduce(0) { $0 + $1.0 * $1.1 }
        let magnitudes = zip(x, y).reduce(0) { $0 + abs($1.0 * $1.1) }
        // Reordered summation: error bound n·ε·Σ|xᵢyᵢ|.
        let bound = Double(max(n, 1)) * Double.ulpOfOne * magnitudes
        let dot = AnimatableVector(x).dot(AnimatableVector(y), backend: backend)
        #expect(abs(dot - expectedDot) <= bound, "\(backend) n=\(n): \(dot) vs \(expectedDot)")
        let expectedSquare = x.reduce(0) { $0 + $1 * $1 }
        let square = AnimatableVector(x).magnitudeSquared(backend: backend)
        #expect(abs(square - expectedSquare) <= Double(max(n, 1)) * Double.ulpOfOne * expectedSquare)
    }

    @Test("mixed lengths pad with zeros on every backend", arguments: backends)
    func mixedLengthsPadWithZeros(backend: Backend) {
        for (n, m) in [(0, 5), (5, 0), (3, 17), (17, 3), (64, 65), (65, 64)] {
            let (x, y) = Self.operands(n, m, seed: UInt64(n * 100 + m))
            let px = x + Array(repeating: 0, count: max(0, m - n))
            let py = y + Array(repeating: 0, count: max(0, n - m))
            var sum = AnimatableVector(x)
            sum.add(AnimatableVector(y), scaledBy: 1, backend: backend)
            #expect(sum.count == max(n, m))
            expectClose(sum, zip(px, py).map { $0 + $1 }, relative: 1e-15)

            var towards = AnimatableVector(x)
            towards.interpolate(towards: AnimatableVector(y), amount: 0.25, backend: backend)
            #expect(towards.count == max(n, m))
            expectClose(towards, zip(px, py).map { $0 + 0.25 * ($1 - $0) }, relative: 1e-15,
                        scale: zip(px, py).map { abs($0) + abs($1) })

            let dot = AnimatableVector(x).dot(AnimatableVector(y), backend: backend)
            let expected = zip(x, y).reduce(0) { $0 + $1.0 * $1.1 }
            #expect(isClose(dot, expected, relative: 1e-13, absolute: 1e-13))
        }
    }

    /// `.automatic` on both sides of every edge of the counts it hands to
    /// BLAS (a window's ends, the threshold) computes what the oracle does.
    /// Edges beyond 128K are left to the threaded tests below: in a debug
    /// build the oracle takes seconds there.
    @Test("automatic at the edges of its BLAS windows computes what the oracle does", arguments: [KernelOperation.axpy, .interpolate, .scale, .dot])
    func automaticAtTheEdgesOfBLASCounts(operation: KernelOperation) {
        let counts = AutomaticThresholds.blasCounts(for: operation)
        let edges = (counts.window.isEmpty ? [] : [counts.window.lowerBound, counts.window.upperBound]) + [counts.minimum]
        for n in edges.filter({ $0 <= 1 << 17 }).flatMap({ [$0 - 1, $0, $0 + 3] }) {
            let (x, y) = Self.operands(n, n, seed: UInt64(n))
            func run(_ backend: Backend) -> AnimatableVector {
                var v = AnimatableVector(x)
                switch operation {
                case .axpy: v.add(AnimatableVector(y), scaledBy: 3, backend: backend)
                case .scale: v.scale(by: 0.75, backend: backend)
                case .interpolate: v.interpolate(towards: AnimatableVector(y), amount: 0.25, backend: backend)
                default: return [v.dot(AnimatableVector(y), backend: backend)]
                }
                return v
            }
            let (automatic, oracle) = (run(.automatic), run(.scalar))
            if operation == .dot {
                let scale = zip(x, y).reduce(0) { $0 + abs($1.0 * $1.1) }
                #expect(abs(automatic[0] - oracle[0]) <= 1e-15 * Double(n) * scale, "n = \(n)")
            } else {
                expectClose(automatic, Array(oracle), relative: 1e-15, scale: zip(x, y).map { 3 * (abs($0) + abs($1)) })
            }
        }
    }

    /// The membership rule of ``BLASCounts``: the window is half-open, the
    /// threshold inclusive, and `never` holds no real count.
    @Test("a BLAS window is half-open, its threshold inclusive") func blasCountsMembership() {
        let counts = BLASCounts(window: 512..<1024, minimum: 4096)
        #expect(!counts.contains(511) && counts.contains(512) && counts.contains(1023))
        #expect(!counts.contains(1024) && !counts.contains(4095))
        #expect(counts.contains(4096) && counts.contains(1 << 40))
        #expect(!BLASCounts.never.contains(1 << 40))
        #expect(!BLASCounts(minimum: 100).contains(0))
        #expect(counts.description == "512..<1K, from 4K")
        #expect(BLASCounts(minimum: 1 << 21).description == "from 2M")
        #expect(BLASCounts.never.description == "never")
    }

    /// Just above the lengths where the SIMD kernels split their work over
    /// threads (256K elements; 1M for the in-place `scale`), shares end on
    /// whole vectors with a ragged tail: every element must still be the
    /// oracle's.
    @Test("threaded SIMD kernels match the oracle at ragged shares", arguments: [Parallelism.minimumCount + 3, 4 * Parallelism.minimumCount + 5])
    func threadedSIMDMatchesTheOracle(count n: Int) {
        let (x, y) = Self.operands(n, n, seed: UInt64(n))
        let other = AnimatableVector(y)
        var simd = AnimatableVector(x), scalar = simd
        simd.scale(by: 0.75, backend: .simd)
        scalar.scale(by: 0.75, backend: .scalar)
        simd.add(other, scaledBy: -1.5, backend: .simd)
        scalar.add(other, scaledBy: -1.5, backend: .scalar)
        simd.interpolate(towards: other, amount: 0.3, backend: .simd)
        scalar.interpolate(towards: other, amount: 0.3, backend: .scalar)
        let expected = Array(scalar)
        // Relative to the magnitudes the three steps pass through (up to
        // 0.75·|x| + 1.5·|y|), not to a result that may cancel to near zero:
        // fused and separate multiply-adds differ by an ulp of those.
        expectClose(simd, expected, relative: 1e-15, scale: zip(x, y).map { abs($0) + 2 * abs($1) + 1 })
        #expect(isClose(simd.dot(other, backend: .simd), scalar.dot(other, backend: .scalar), relative: 1e-12, absolute: 1e-9))
    }
}

