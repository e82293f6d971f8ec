import Testing
@testable import AnimationKernels
import AnimationKernelsTestSupport

/// The SIMD product written past the caches (non-temporal stores over each
/// row's whole cache lines, ordinary stores for the columns around them)
/// against the same product written normally: the values must be the same
/// to the bit, and nothing may be written outside the rows, whatever the
/// output's offset in a cache line, its row stride and its element type.
@Suite("products written past the caches")
struct CacheBypassingProductTests {
    /// Rows × columns × keyframes, row padding, and the output's offset
    /// from a 64-byte boundary in elements: one vector, a cache line, odd
    /// widths around both, strides that are and are not whole lines, rows
    /// split over threads, sparse (two-term) rows, and (from 16 keyframes)
    /// two-term rows at scattered keyframes, which run row by row.
    static let shapes: [(rows: Int, columns: Int, inner: Int, padding: Int, offset: Int)] = [
        (4, 8, 3, 0, 0), (4, 8, 3, 0, 1), (5, 7, 2, 1, 3), (8, 16, 4, 0, 2), (9, 31, 5, 1, 0),
        (12, 64, 8, 0, 5), (7, 100, 3, 4, 0), (13, 257, 6, 3, 7), (601, 450, 3, 6, 2), (64, 384, 2, 0, 2),
        (12, 100, 40, 2, 3), (9, 70, 24, 0, 1), (16, 64, 17, 0, 0),
        // Rows longer than 4 KiB, starting one line past a 128-byte
        // boundary (sixteen-lane stores span two lines) and unaligned.
        (6, 2100, 5, 0, 8), (5, 1030, 3, 2, 1),
        // Rows of B past SIMDKernels.columnStripFromBytes: column strips.
        (6, 9000, 15, 0, 8), (5, 17000, 9, 3, 1),
    ]

    @Test("Double output equals the ordinary product to the bit, guard cells intact", arguments: shapes.indices)
    func doubleOutput(_ index: Int) {
        check(Self.shapes[index], as: Double.self, guardValue: -7)
    }

    @Test("Float output equals the ordinary product to the bit, guard cells intact", arguments: shapes.indices)
    func floatOutput(_ index: Int) {
        check(Self.shapes[index], as: Float.self, guardValue: -7)
    }

    @Test("the whole batch decides, on whole cache lines, Double only; long rows where the core streams them")
    func rule() {
        let threshold = AutomaticThresholds.bypassCachesFromBytes / MemoryLayout<Double>.stride
        #expect(SIMDKernels.bypassesCaches(Double.self, batchCount: threshold, ldc: 512))
        #expect(!SIMDKernels.bypassesCaches(Double.self, batchCount: threshold - 1, ldc: 512))
        #expect(!SIMDKernels.bypassesCaches(Double.self, batchCount: threshold, ldc: 500))
        #expect(!SIMDKernels.bypassesCaches(Float.self, batchCount: 4 * threshold, ldc: 1024))
        #expect(SIMDKernels.bypassesCaches(Double.self, batchCount: threshold, ldc: 16384) == AutomaticThresholds.streamsLongRows)
        #expect(!SIMDKernels.bypassesCaches(Double.self, batchCount: threshold, ldc: 16380))
    }

    func check<Output: ProductElement & BinaryFloatingPoint>(
        _ shape: (rows: Int, columns: Int, inner: Int, padding: Int, offset: Int), as _: Output.Type, guardValue: Output
    ) {
        let (m, n, k, padding, offset) = shape
        var rng = SeededGenerator(seed: UInt64(m * 1000 + n))
        let ldc = n + padding
        // Two-term rows (an eased segment) on every other shape, so both the
        // general loop and the rows the ordinary product blends are covered.
        let a: [Double] = (0..<(m * k)).map { i in
            let (row, column) = i.quotientAndRemainder(dividingBy: k)
            if k >= 16 {
                let start = row * 7 % (k - 1)
                return column == start || column == start + 1 ? Double.random(in: -2...2, using: &rng) : 0
            }
            return m % 2 == 0 && column > 1 ? 0 : Double.random(in: -2...2, using: &rng)
        }
        let b = rng.doubles(k * n, in: -100...100)
        func run(bypassingCaches: Bool) -> [Output] {
            // 64-byte aligned storage, then `offset` elements in.
            let count = m * ldc + 2 * 64
            let raw = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<Output>.stride, alignment: 64)
            defer { raw.deallocate() }
            let buffer = raw.bindMemory(to: Output.self, capacity: count)
            buffer.initialize(repeating: guardValue, count: count)
            let c = buffer + 64 + offset
            let plan = ProductPlan(backend: .simd, split: ProductPlan.split(rows: m, columns: n, terms: k), streaming: bypassingCaches)
            SIMDKernels().matrixProduct(rows: m, columns: n, inner: k, a: a, lda: k, b: b, ldb: n, c: c, ldc: ldc, plan: plan)
            return Array(UnsafeBufferPointer(start: buffer, count: count))
        }
        let streamed = run(bypassingCaches: true), ordinary = run(bypassingCaches: false)
        #expect(streamed.elementsEqual(ordinary) { $0 == $1 || ($0.isNaN && $1.isNaN) },
                "\(Output.self) \(shape): the streamed product differs from the ordinary one")
        let start = 64 + offset
        let outside = streamed.indices.filter { i in
            let inRow = i >= start && (i - start) / ldc < m && (i - start) % ldc < n
            return !inRow && streamed[i] != guardValue
        }
        #expect(outside.isEmpty, "\(Output.self) \(shape): \(outside.count) elements written outside the rows")
    }
}
