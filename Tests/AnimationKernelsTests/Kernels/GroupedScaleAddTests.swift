import Testing
@testable import AnimationKernels
import AnimationKernelsTestSupport

@Suite("groupedScaleAdd on every backend")
struct GroupedScaleAddTests {
    static let kernels: [(String, any VectorKernels)] = [
        ("scalar", ScalarKernels()), ("simd", SIMDKernels()), ("blas", BLASKernels()), ("blas chunked", BLASKernels(chunkLength: 5)),
    ]

    /// Against the formula evaluated here, with strides wider than the rows
    /// and guard cells that must survive; row counts above the threading
    /// threshold included.
    @Test("every backend matches the formula", arguments: [(1, 1, 6), (3, 7, 6), (5, 3, 1), (4, 9, 2), (2, 64, 6), (50_000, 3, 6)])
    func againstFormula(shape: (Int, Int, Int)) {
        let (rows, groups, width) = shape
        let length = groups * width, lda = groups + 1, ldc = length + 2, guardCells = 3
        var rng = SeededGenerator(seed: UInt64(rows * 7 + groups * 3 + width))
        let a = rng.doubles(rows * lda), base = rng.doubles(length), direction = rng.doubles(length)
        for (name, kernel) in Self.kernels {
            var c = [Double](repeating: -9, count: rows * ldc + 2 * guardCells)
            c.withUnsafeMutableBufferPointer { c in
                kernel.groupedScaleAdd(rows: rows, groups: groups, width: width, a: a, lda: lda,
                                       base: base, direction: direction, c: c.baseAddress! + guardCells, ldc: ldc)
            }
            var worst = 0.0
            for i in 0..<rows {
                for j in 0..<length {
                    let expected = base[j] + a[i * lda + j / width] * direction[j]
                    worst = max(worst, abs(c[guardCells + i * ldc + j] - expected))
                }
                #expect(c[guardCells + i * ldc + length] == -9 && c[guardCells + i * ldc + length + 1] == -9, "\(name) wrote into the row padding")
            }
            #expect(worst <= 4.5e-16, "\(name) \(shape): off by \(worst)")
            #expect(c.prefix(guardCells).allSatisfy { $0 == -9 } && c.suffix(guardCells).allSatisfy { $0 == -9 }, "\(name) wrote outside c")
        }
    }
}
