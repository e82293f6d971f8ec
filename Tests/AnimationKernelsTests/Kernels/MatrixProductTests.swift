import Testing
@testable import AnimationKernels
import AnimationKernelsTestSupport

@Suite("matrixProduct on every backend")
struct MatrixProductTests {
    static let kernels: [(String, any VectorKernels)] = [
        ("scalar", ScalarKernels()), ("simd", SIMDKernels()), ("blas", BLASKernels()),
    ]

    /// The m×n product, each sum taken in order p = 0, 1, …, k − 1, each
    /// step rounded as the build's SIMD kernels round it: one fused
    /// multiply-add where the build targets FMA (`-march=native`), else a
    /// multiply and an add. That is what "the same sums to the bit" means.
    static func product(_ m: Int, _ n: Int, _ k: Int, _ a: [Double], _ lda: Int, _ b: [Double], _ ldb: Int) -> [Double] {
        var c = [Double](repeating: 0, count: m * n)
        for i in 0..<m { for j in 0..<n {
            var s = 0.0
            for p in 0..<k { s = SIMDKernels.multiplyAdd(s, a[i * lda + p], b[p * ldb + j]) }
            c[i * n + j] = s
        } }
        return c
    }

    /// Every backend against a product computed here, with strides wider
    /// than the rows and guard cells around the output that must survive.
    @Test("every backend matches a product computed here, guard cells intact", arguments: [(1, 1, 1), (3, 7, 2), (9, 17, 5), (16, 65, 8), (2, 8, 9), (5, 9, 1), (4, 15, 3), (1, 4097, 4), (64, 64, 64),
                      // Above Parallelism.minimumCount outputs: split over threads, odd row counts included.
                      (601, 450, 3), (7, 40_000, 2),
                      // Dense rows of many terms: split by rows from far fewer outputs.
                      (41, 300, 64),
                      // A few long rows of many terms: split over threads by columns.
                      (1, 40_001, 8), (3, 30_011, 6), (5, 9_000, 13),
                      // Rows of B past SIMDKernels.columnStripFromBytes: column strips.
                      (6, 12_000, 16), (9, 20_000, 24)])
    func againstReference(shape: (Int, Int, Int)) {
        let (m, n, k) = shape
        var rng = SeededGenerator(seed: UInt64(m * n * k))
        let lda = k + 2, ldb = n + 3, ldc = n + 1, guardCells = 4
        let a = rng.doubles(m * lda), b = rng.doubles(k * ldb)
        let expected = Self.product(m, n, k, a, lda, b, ldb)
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

    /// Sparse coefficient rows, as timing weights give (two or four
    /// neighbouring non-zeros), mixed within one pass of rows with all-zero
    /// rows, first-only, last-only and dense rows: the SIMD backend skips
    /// zero terms, which must not change a single bit.
    @Test("sparse coefficient rows give the dense product", arguments: [4, 8, 11, 13])
    func sparseCoefficientRows(rows m: Int) {
        let n = 19, k = 8
        var rng = SeededGenerator(seed: UInt64(m))
        let b = rng.doubles(k * n).map { $0 * 1e3 }
        var a = [Double](repeating: 0, count: m * k)
        for i in 0..<m {
            switch i % 6 {
            case 0: a[i * k + i % (k - 1)] = 0.25; a[i * k + i % (k - 1) + 1] = 0.75
            case 1: break
            case 2: a[i * k + k - 1] = -1.5
            case 3: a[i * k] = 2
            case 4: for p in 0..<k { a[i * k + p] = Double(p) - 3.5 }
            default: for p in 3..<7 { a[i * k + p] = 0.125 * Double(p) }
            }
        }
        let expected = Self.product(m, n, k, a, k, b, n)
        for (name, kernel) in Self.kernels {
            var c = [Double](repeating: .nan, count: m * n)
            c.withUnsafeMutableBufferPointer { c in
                kernel.matrixProduct(rows: m, columns: n, inner: k, a: a, lda: k, b: b, ldb: n, c: c.baseAddress!, ldc: n)
            }
            expectClose(c, expected, relative: 0, absolute: 1e3 * Double(k) * 4e-16, "\(name) rows \(m)")
            for i in stride(from: 1, to: m, by: 6) {
                #expect(c[i * n ..< (i + 1) * n].allSatisfy { $0 == 0 && $0.sign == .plus }, "\(name): an all-zero row gives +0")
            }
        }
        var simd = [Double](repeating: .nan, count: m * n)
        simd.withUnsafeMutableBufferPointer { c in
            SIMDKernels().matrixProduct(rows: m, columns: n, inner: k, a: a, lda: k, b: b, ldb: n, c: c.baseAddress!, ldc: n)
        }
        #expect(simd == expected, "skipping zero terms is exact: SIMD equals the sequential sum to the bit")
    }

    /// Rows of an eased segment: every row of a pass blends the same two
    /// rows of B (the SIMD backend's two-term path), at column counts
    /// around its vector widths, against the sequential sum.
    @Test("two-term segment rows match the sequential sum", arguments: [(4, 3), (4, 19), (9, 8), (13, 33), (6, 1),
                      // Between two pairs and one vector of eight lanes (AVX-512 builds).
                      (4, 5), (8, 6), (4, 7),
                      // Rows written one after the other (SIMDKernels.rowByRowColumns).
                      (8, 256), (5, 391), (4, 1024), (4, 1025)])
    func segmentRows(shape: (Int, Int)) {
        let (m, n) = shape, k = 8
        var rng = SeededGenerator(seed: UInt64(m * 100 + n))
        let b = rng.doubles(k * n)
        var a = [Double](repeating: 0, count: m * k)
        for i in 0..<m {
            let segment = (i / 4) % (k - 1), t = Double(i % 4 + 1) / 5
            a[i * k + segment] = 1 - t
            a[i * k + segment + 1] = t
        }
        let expected = Self.product(m, n, k, a, k, b, n)
        for (name, kernel) in Self.kernels {
            var c = [Double](repeating: .nan, count: m * n + 1)
            c.withUnsafeMutableBufferPointer { c in
                kernel.matrixProduct(rows: m, columns: n, inner: k, a: a, lda: k, b: b, ldb: n, c: c.baseAddress!, ldc: n)
            }
            expectClose(Array(c.prefix(m * n)), expected, relative: 0, absolute: 4e-16, "\(name) \(shape)")
            #expect(c[m * n].isNaN, "\(name) wrote past C")
            if name == "simd" { #expect(Array(c.prefix(m * n)) == expected, "two terms in order: the same sums to the bit") }
        }
    }

    /// Rows of one to four neighbouring terms at lengths the SIMD product
    /// writes one row after the other (SIMDKernels.rowByRowColumns) and
    /// just outside them, each pass of four rows at another keyframe and
    /// with an odd last row: the same sums as the sequential loop, to the
    /// bit, nothing written past C.
    @Test("rows of one to four terms match the sequential sum", arguments: [1, 2, 3, 4], [255, 256, 391, 1024, 1025])
    func fewTermRows(terms: Int, columns n: Int) {
        let m = 9, k = 8
        var rng = SeededGenerator(seed: UInt64(terms * 10_000 + n))
        let b = rng.doubles(k * n)
        var a = [Double](repeating: 0, count: m * k)
        for i in 0..<m {
            let first = (i / 4 * 3) % (k - terms + 1)
            for p in first..<(first + terms) { a[i * k + p] = 0.25 + Double(i * k + p) / 64 }
        }
        let expected = Self.product(m, n, k, a, k, b, n)
        for (name, kernel) in Self.kernels {
            var c = [Double](repeating: .nan, count: m * n + 1)
            c.withUnsafeMutableBufferPointer { c in
                kernel.matrixProduct(rows: m, columns: n, inner: k, a: a, lda: k, b: b, ldb: n, c: c.baseAddress!, ldc: n)
            }
            expectClose(Array(c.prefix(m * n)), expected, relative: 0, absolute: Double(terms) * 4e-16, "\(name) \(terms) terms, \(n) columns")
            #expect(c[m * n].isNaN, "\(name) wrote past C")
            if name == "simd" { #expect(Array(c.prefix(m * n)) == expected, "terms in order: the same sums to the bit") }
        }
    }

    /// Blocks of four rows whose span covers three to eight keyframes while
    /// each row has at most four non-zero weights in it, scattered, with
    /// zeros between them (a timeline frame next to finished changes), a
    /// row with none, and blocks where one row has five (the four rows
    /// side by side): the SIMD product skips the zeros, which changes no
    /// sum, so it equals the sequential loop to the bit (an all-zero row is
    /// +0); nothing written past C.
    @Test("rows of a few scattered terms in a wider span match the sequential sum", arguments: [3, 4, 5, 6, 8], [256, 391, 1024])
    func scatteredFewTermRows(span: Int, columns n: Int) {
        let m = 13, k = 10
        var rng = SeededGenerator(seed: UInt64(span * 10_000 + n))
        let b = rng.doubles(k * n)
        var a = [Double](repeating: 0, count: m * k)
        for i in 0..<m {
            let first = i / 4 % (k - span + 1)
            // Row 1 of each block: none; row 11: five terms; the others at
            // most four of the span's keyframes, its ends among them.
            guard i % 4 != 1 else { continue }
            let count = i == 11 ? 5 : 1 + i % 4
            var places = [first, first + span - 1] + Array((first + 1)..<(first + span - 1)).shuffled(using: &rng)
            places = Array(places.prefix(min(count, span)))
            for p in places { a[i * k + p] = rng.next() % 2 == 0 ? 0.5 + Double(p) / 16 : -0.75 }
        }
        let expected = Self.product(m, n, k, a, k, b, n)
        var c = [Double](repeating: .nan, count: m * n + 1)
        c.withUnsafeMutableBufferPointer { c in
            SIMDKernels().matrixProduct(rows: m, columns: n, inner: k, a: a, lda: k, b: b, ldb: n, c: c.baseAddress!, ldc: n)
        }
        #expect(Array(c.prefix(m * n)) == expected, "span \(span), \(n) columns: the same sums to the bit")
        #expect(c[m * n].isNaN, "wrote past C")
        for i in stride(from: 1, to: m, by: 4) {
            #expect(c[i * n ..< (i + 1) * n].allSatisfy { $0 == 0 && $0.sign == .plus }, "an all-zero row gives +0")
        }
    }

    /// Output rows starting anywhere in a cache line: the SIMD product
    /// stores its first vector, then aligned vectors from a later column,
    /// overlapping the first. Every offset of a cache line, row lengths
    /// around the vector widths, two-term (blend) and dense rows, and a
    /// row stride that moves each row's offset: the SIMD sums to the bit,
    /// nothing written outside the rows.
    @Test("output rows starting anywhere in a cache line are written right", arguments: [2, 3])
    func unalignedOutputRows(inner k: Int) {
        let m = 5
        for n in [8, 9, 17, 24, 64, 100, 390] {
            var rng = SeededGenerator(seed: UInt64(n * 10 + k))
            let a = rng.doubles(m * k), b = rng.doubles(k * n)
            let expected = Self.product(m, n, k, a, k, b, n)
            for ldc in [n, n + 3] {
                for offset in 0..<8 {
                    let c = withOffsetBuffer(count: m * ldc + 8, offset: offset, fill: -7.0) { c in
                        SIMDKernels().matrixProduct(rows: m, columns: n, inner: k, a: a, lda: k, b: b, ldb: n, c: c, ldc: ldc)
                    }
                    let got = (0..<m).flatMap { i in (0..<n).map { c[offset + i * ldc + $0] } }
                    #expect(got == expected, "n \(n), ldc \(ldc), offset \(offset)")
                    let written = Set((0..<m).flatMap { i in (0..<n).map { offset + i * ldc + $0 } })
                    #expect(c.indices.allSatisfy { written.contains($0) || c[$0] == -7 }, "n \(n), ldc \(ldc), offset \(offset): wrote outside C")
                }
            }
        }
    }

    /// A plan skips reading the first rows' terms where no count of terms
    /// up to `inner` could change it: products of fewer than
    /// `Parallelism.minimumCount` multiply-adds never split, and a column
    /// strip narrows only with more terms. Both laws checked over every
    /// count of terms, on shapes either side of the bounds.
    @Test("a plan's terms are read only where they can change it")
    func planTermsOnlyWhereTheyMatter() {
        let minimum = Parallelism.minimumCount
        for (rows, columns, inner) in [(4, 64, 8), (1000, 48, 4), (64, 1024, 3), (2, 60_000, 2), (4096, 256, 16), (1, 1, 1)] {
            let small = rows * columns * inner < minimum
            if small {
                for terms in 0...inner {
                    #expect(ProductPlan.split(rows: rows, columns: columns, terms: terms) == .none,
                            "\(rows)×\(columns) K=\(inner), \(terms) terms")
                }
            }
            let weights = [Double](repeating: 0, count: rows * inner)
            let terms = weights.withUnsafeBufferPointer {
                ProductPlan.terms(rows: rows, columns: columns, inner: inner, a: $0.baseAddress!, lda: inner)
            }
            #expect(terms == (small ? inner : 0), "\(rows)×\(columns) K=\(inner): zero rows use no keyframe")
        }
        for columns in [16, 1000, 20_000, 70_000, 300_000] {
            for inner in [1, 4, 16, 64] where SIMDKernels.columnStrip(columns: columns, terms: inner) == columns {
                for terms in 0...inner {
                    #expect(SIMDKernels.columnStrip(columns: columns, terms: terms) == columns, "\(columns) columns, \(terms) of \(inner)")
                }
            }
        }
    }
}
