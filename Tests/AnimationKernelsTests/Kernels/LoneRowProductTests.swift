import Testing
@testable import AnimationKernels
import AnimationKernelsTestSupport

/// Rows outside the SIMD product's blocks of four, with many terms: the
/// rows past the last block run two or three together (five as three and
/// two), a single row alone, which on the baseline build runs four terms a
/// pass over strips of columns, carrying the sums between passes
/// (`SIMDKernels.fourTermPasses`). The sums must still be taken in order
/// from +0, so the values equal the sequential sum to the bit at every
/// remainder of terms (24–27 and more), at strip boundaries, with columns
/// past the last whole vector and rows shorter than one; `Float` output is
/// that sum rounded once; nothing is written outside the rows.
@Suite("product rows outside the blocks of four")
struct LoneRowProductTests {
    static let shapes: [(rows: Int, columns: Int, terms: Int)] = [
        (1, 511, 24), (1, 512, 25), (1, 513, 26), (1, 1027, 27), (2, 4099, 37), (3, 1536, 64),
        // Past blocks of four: three and two, two, three, three and two.
        (5, 1030, 33), (6, 300, 17), (7, 130, 9), (9, 77, 8),
        // Rows shorter than a vector, and one term.
        (3, 5, 20), (2, 13, 11), (3, 40, 1),
        // Split over threads by columns (1 × 12 000 × 24 sums), each share in strips.
        (1, 12_001, 24),
    ]

    @Test("Double output equals the sequential sum to the bit, guard cells intact", arguments: shapes.indices)
    func double(index: Int) {
        Self.check(Double.self, Self.shapes[index], padding: 1)
    }

    @Test("Float output is the sequential sum rounded once, guard cells intact", arguments: shapes.indices)
    func single(index: Int) {
        Self.check(Float.self, Self.shapes[index], padding: 3)
    }

    /// The SIMD product of `shape` into `Output` rows of `padding` extra
    /// elements between guard cells, against the sequential sum rounded
    /// once to `Output`.
    static func check<Output: ProductElement & Equatable>(_: Output.Type, _ shape: (rows: Int, columns: Int, terms: Int), padding: Int) {
        let (m, n, k) = shape
        let (a, b, lda, ldb) = operands(m, n, k)
        let expected = MatrixProductTests.product(m, n, k, a, lda, b, ldb).map { Output.rounded($0) }
        let ldc = n + padding, guardCells = 4, marker = Output.rounded(-7)
        var c = [Output](repeating: marker, count: m * ldc + 2 * guardCells)
        c.withUnsafeMutableBufferPointer { c in
            SIMDKernels().matrixProduct(rows: m, columns: n, inner: k, a: a, lda: lda, b: b, ldb: ldb, c: c.baseAddress! + guardCells, ldc: ldc)
        }
        let got = (0..<m).flatMap { i in (0..<n).map { c[guardCells + i * ldc + $0] } }
        let differing = zip(got, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "\(Output.self) \(m)×\(n), \(k) terms: \(differing) of \(m * n) values differ")
        #expect(untouched(c, rows: m, columns: n, ldc: ldc, guardCells: guardCells, marker: marker), "wrote outside the rows")
    }

    /// Dense weights (no zero term, so no row skips one) and rows of B,
    /// both with strides wider than their rows.
    static func operands(_ m: Int, _ n: Int, _ k: Int) -> (a: [Double], b: [Double], lda: Int, ldb: Int) {
        var rng = SeededGenerator(seed: UInt64(m * 1_000_003 + n * 101 + k))
        let lda = k + 3, ldb = n + 5
        let a = rng.doubles(m * lda).map { $0 + 2 }
        let b = rng.doubles(k * ldb).map { $0 * 300 }
        return (a, b, lda, ldb)
    }

    /// Whether the guard cells and each row's padding still hold `marker`.
    static func untouched<T: Equatable>(_ c: [T], rows m: Int, columns n: Int, ldc: Int, guardCells: Int, marker: T) -> Bool {
        c.prefix(guardCells).allSatisfy { $0 == marker } && c.suffix(guardCells).allSatisfy { $0 == marker }
            && (0..<m).allSatisfy { i in (n..<ldc).allSatisfy { c[guardCells + i * ldc + $0] == marker } }
    }
}
