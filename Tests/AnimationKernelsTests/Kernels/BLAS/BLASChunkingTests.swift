import Testing
@_spi(Benchmarking) @testable import AnimationKernels
import AnimationKernelsTestSupport

/// BLAS counts in 32-bit integers; the kernels split longer work into chunks.
/// An injected small chunk length exercises those paths on small buffers.
@Suite("BLAS chunking")
struct BLASChunkingTests {
    static let chunkLengths = [1, 3, 8, 1000]

    func buffers(_ n: Int, seed: UInt64) -> ([Double], [Double]) {
        var rng = SeededGenerator(seed: seed)
        return (rng.doubles(n), rng.doubles(n))
    }

    @Test("vector kernels split into chunks give the unsplit result", arguments: chunkLengths)
    func vectorKernels(chunk: Int) {
        let blas = BLASKernels(chunkLength: chunk), oracle = ScalarKernels()
        for n in [0, 1, 10, 17, 64] {
            let (x, y) = buffers(n, seed: UInt64(n))
            var a = y, b = y
            blas.axpy(count: n, alpha: 1.5, x: x, y: &a)
            oracle.axpy(count: n, alpha: 1.5, x: x, y: &b)
            expectClose(a, b, relative: 1e-15, absolute: 1e-15)

            a = y; b = y
            blas.scale(count: n, alpha: -0.5, x: &a)
            oracle.scale(count: n, alpha: -0.5, x: &b)
            #expect(a == b)

            a = y; b = y
            blas.interpolate(count: n, amount: 0.3, towards: x, y: &a)
            oracle.interpolate(count: n, amount: 0.3, towards: x, y: &b)
            expectClose(a, b, relative: 1e-15, absolute: 1e-15)

            #expect(isClose(blas.dot(count: n, x: x, y: y), oracle.dot(count: n, x: x, y: y), relative: 1e-13, absolute: 1e-14))
        }
    }

    /// Row and inner splits go through dgemm/dgemv with beta = 1 for the
    /// later inner chunks; a row stride beyond the chunk length takes the
    /// axpy fallback.
    @Test("products split into row and inner chunks give the unsplit result", arguments: chunkLengths)
    func matrixProduct(chunk: Int) {
        let blas = BLASKernels(chunkLength: chunk), oracle = ScalarKernels()
        for (m, n, k) in [(1, 5, 3), (4, 1, 2), (5, 7, 9), (7, 3, 1), (3, 2, 0)] {
            let (a, _) = buffers(m * k, seed: UInt64(m * 31 + k))
            let (b, _) = buffers(k * n, seed: UInt64(n * 17 + k))
            var c1 = [Double](repeating: .nan, count: m * n), c2 = c1
            blas.matrixProduct(rows: m, columns: n, inner: k, a: a, lda: max(k, 1), b: b, ldb: n, c: &c1, ldc: n)
            oracle.matrixProduct(rows: m, columns: n, inner: k, a: a, lda: max(k, 1), b: b, ldb: n, c: &c2, ldc: n)
            expectClose(c1, c2, relative: 1e-13, absolute: 1e-14, "m=\(m) n=\(n) k=\(k) chunk=\(chunk)")
        }
    }

    @Test("the default chunk is the blasint limit") func defaultChunkIsTheBlasintLimit() {
        #expect(BLASKernels().chunkLength == Int(Int32.max))
    }
}
