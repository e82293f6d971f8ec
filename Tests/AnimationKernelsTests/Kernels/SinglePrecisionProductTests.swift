import Testing
@testable import AnimationKernels
import AnimationKernelsTestSupport

/// Products written as `Float`: each value must be the backend's own
/// `Double` result rounded once to nearest, at every shape the kernels
/// treat differently (four-row passes and leftover rows, the two-term blend,
/// vector blocks, overlapping last blocks and single columns, threaded
/// splits, and BLAS's blocks of rows through a scratch buffer).
@Suite("matrixProduct into Float")
struct SinglePrecisionProductTests {
    @Test("every backend writes its Double product rounded once to Float", arguments: [(1, 1, 1), (3, 7, 2), (9, 17, 5), (4, 3, 2), (13, 33, 2), (5, 9, 1), (16, 65, 8), (1, 4097, 4),
                      // Two terms per row, written row after row (blob point sets of 64 anchors) and side by side.
                      (8, 384, 2), (5, 1024, 2), (4, 1030, 2),
                      // BLAS's blocks: 40 rows of 100 per 4096-double block, the last one partial; rows longer than a block.
                      (100, 100, 3), (3, 5000, 2),
                      // Above Parallelism.minimumCount outputs: split over threads.
                      (601, 450, 3), (7, 40_000, 2)])
    func roundsTheDoubleProduct(shape: (Int, Int, Int)) {
        let (m, n, k) = shape
        var rng = SeededGenerator(seed: UInt64(m * 31 + n * 7 + k))
        let lda = k + 1, ldb = n + 2, ldc = n + 3, guardCells = 4
        let a = rng.doubles(m * lda), b = rng.doubles(k * ldb).map { $0 * 300 }
        for (name, kernel) in MatrixProductTests.kernels {
            var double = [Double](repeating: 0, count: m * n)
            double.withUnsafeMutableBufferPointer { c in
                kernel.matrixProduct(rows: m, columns: n, inner: k, a: a, lda: lda, b: b, ldb: ldb, c: c.baseAddress!, ldc: n)
            }
            var single = [Float](repeating: -7, count: m * ldc + 2 * guardCells)
            single.withUnsafeMutableBufferPointer { c in
                kernel.matrixProduct(rows: m, columns: n, inner: k, a: a, lda: lda, b: b, ldb: ldb, c: c.baseAddress! + guardCells, ldc: ldc)
            }
            var wrong: [String] = []
            for i in 0..<m {
                for j in 0..<n {
                    let got = single[guardCells + i * ldc + j], expected = Float(double[i * n + j])
                    // BLAS computes the Float output in blocks of rows, which
                    // may sum in another order than one call over all rows:
                    // one Float ulp apart at most.
                    let allowed: Float = name == "blas" ? expected.ulp : 0
                    if !(abs(got - expected) <= allowed) { wrong.append("[\(i), \(j)] \(got) vs \(expected)") }
                }
                for j in n..<ldc where single[guardCells + i * ldc + j] != -7 {
                    wrong.append("row \(i) padding \(j) written")
                }
            }
            #expect(wrong.isEmpty, "\(name) \(shape): \(wrong.count) wrong, e.g. \(wrong.prefix(3))")
            #expect(single.prefix(guardCells).allSatisfy { $0 == -7 } && single.suffix(guardCells).allSatisfy { $0 == -7 },
                    "\(name) wrote outside C")
        }
    }

    @Test("rows starting anywhere in a cache line", arguments: [2, 3])
    func unalignedRows(inner k: Int) {
        let m = 5
        for n in [8, 17, 33, 384] {
            var rng = SeededGenerator(seed: UInt64(n * 10 + k))
            let a = rng.doubles(m * k), b = rng.doubles(k * n).map { $0 * 300 }
            var double = [Double](repeating: 0, count: m * n)
            double.withUnsafeMutableBufferPointer { c in
                SIMDKernels().matrixProduct(rows: m, columns: n, inner: k, a: a, lda: k, b: b, ldb: n, c: c.baseAddress!, ldc: n)
            }
            for offset in 0..<16 {
                let c = withOffsetBuffer(count: m * n + 16, offset: offset, fill: Float(-7)) { c in
                    SIMDKernels().matrixProduct(rows: m, columns: n, inner: k, a: a, lda: k, b: b, ldb: n, c: c, ldc: n)
                }
                #expect((0..<(m * n)).allSatisfy { c[offset + $0] == Float(double[$0]) }, "n \(n), offset \(offset)")
                #expect((0..<offset).allSatisfy { c[$0] == -7 } && (offset + m * n ..< c.count).allSatisfy { c[$0] == -7 },
                        "n \(n), offset \(offset): wrote outside C")
            }
        }
    }

    @Test("an empty inner dimension writes zeros")
    func emptyInnerDimension() {
        for (name, kernel) in MatrixProductTests.kernels {
            var c = [Float](repeating: .nan, count: 6)
            c.withUnsafeMutableBufferPointer { c in
                kernel.matrixProduct(rows: 2, columns: 3, inner: 0, a: [1.0], lda: 0, b: [1.0], ldb: 3, c: c.baseAddress!, ldc: 3)
            }
            #expect(c == [0, 0, 0, 0, 0, 0], "\(name)")
        }
    }
}
