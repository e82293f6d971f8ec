import Testing
@testable import AnimationKernels

@Suite("matrixProduct on every backend")
struct MatrixProductTests {
    static let kernels: [(String, any VectorKernels)] = [
        ("scalar", ScalarKernels()), ("simd", SIMDKernels()), ("blas", BLASKernels()),
    ]

    /// Every backend against a product computed here, with strides wider
    /// than the rows and guard cells around the output that must survive.
    @Test(arguments: [(1, 1, 1), (3, 7, 2), (9, 17, 5), (16, 65, 8), (2, 8, 9), (5, 9, 1), (4, 15, 3), (1, 4097, 4), (64, 64, 64),
                      // Above Parallelism.minimumCount outputs: split over threads, odd row counts included.
                      (601, 450, 3), (7, 40_000, 2)])
    func againstReference(shape: (Int, Int, Int)) {
        let (m, n, k) = shape
        var rng = SeededGenerator(seed: UInt64(m * n * k))
        let lda = k + 2, ldb = n + 3, ldc = n + 1, guardCells = 4
        let a = rng.doubles(m * lda), b = rng.doubles(k * ldb)
        var expected = [Double](repeating: 0, count: m * n)
        for i in 0..<m { for j in 0..<n {
            var s = 0.0
            for p in 0..<k { s += a[i * lda + p] * b[p * ldb + j] }
            expected[i * n + j] = s
        } }
        for (name, kernel) in Self.kernels {
            var c = [Double](repeating: -7, count: m * ldc + 2 * guardCells)
            c.withUnsafeMutableBufferPointer { c in
                kernel.matrixProduct(rows: m, columns: n, inner: k, a: a, lda: lda, b: b, ldb: ldb, c: c.baseAddress! + guardCells, ldc: ldc)
            }
            let got = (0..<m).flatMap { i in (0..<n).map { c[guardCells + i * ldc + $0] } }
            expectClose(got, expected, relative: 0, absolute: Double(k) * 4e-16, "\(name) \(shape)")
            #expect(c.prefix(guardCells).allSatisfy { $0 == -7 } && c.suffix(guardCells).allSatisfy { $0 == -7 }, "\(name) wrote outside C")
            for i in 0..<m where ldc > n {
                #expect(c[guardCells + i * ldc + n] == -7, "\(name) wrote into the row padding")
            }
        }
    }
}
