import COpenBLAS

/// Kernels that call OpenBLAS.
///
/// Deliberately not `@inlinable`: `.automatic` inlines its SIMD path into the
/// caller, and inlining this side too (the chunk loops around each call)
/// would bloat every call site for a branch taken only on long vectors,
/// where one more function call is lost in the `cblas_*` entry cost.
///
/// The contract's internal fallbacks, each giving the same mathematics:
/// - OpenBLAS skips work for zero coefficients (`daxpy` with α = 0 returns
///   at once, `dscal` with 0 writes zeros, `daxpby` with a zero factor need
///   not read that operand), which turns NaN·0 into 0. Those calls, rare in
///   practice, run on the SIMD loops instead, so every backend follows
///   IEEE 754 and agrees with the scalar oracle on non-finite data too.
/// - BLAS counts elements in 32-bit `blasint`s, so every entry point walks
///   its data in chunks of at most ``chunkLength`` elements; nothing is
///   truncated and nothing traps on long vectors. A product whose row
///   stride exceeds that is built from chunked `daxpy` calls; a blob point
///   set whose rows do, by the scalar loop.
/// - A `Float` product is computed by `dgemm` into a scratch block of
///   doubles and rounded from there: BLAS has no product with a
///   double-precision sum and a single-precision result.
///
/// The chunk length is a parameter so that tests can prove the chunked
/// paths on small buffers.
@usableFromInline
struct BLASKernels: VectorKernels {
    /// The most elements (and the largest stride) handed to one BLAS call.
    @usableFromInline
    let chunkLength: Int

    /// The largest length a `blasint` can carry.
    @usableFromInline
    static let maximumChunkLength = Int(Int32.max)

    @inlinable
    init(chunkLength: Int = BLASKernels.maximumChunkLength) {
        precondition(chunkLength > 0 && chunkLength <= BLASKernels.maximumChunkLength,
                     "BLAS chunk length must be in 1...Int32.max, got \(chunkLength)")
        self.chunkLength = chunkLength
    }

    /// Calls `body(offset, length)` for consecutive chunks covering `0..<count`.
    @inlinable @inline(__always)
    func forEachChunk(of count: Int, _ body: (Int, Int32) -> Void) {
        var offset = 0
        while offset < count {
            let length = min(chunkLength, count - offset)
            body(offset, Int32(truncatingIfNeeded: length))
            offset += length
        }
    }

    @usableFromInline
    func axpy(count: Int, alpha: Double, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        guard alpha != 0 else { return SIMDKernels().axpy(count: count, alpha: alpha, x: x, y: y) }
        forEachChunk(of: count) { offset, n in
            cblas_daxpy(n, alpha, x + offset, 1, y + offset, 1)
        }
    }

    @usableFromInline
    func scale(count: Int, alpha: Double, x: UnsafeMutablePointer<Double>) {
        guard alpha != 0 else { return SIMDKernels().scale(count: count, alpha: alpha, x: x) }
        forEachChunk(of: count) { offset, n in
            cblas_dscal(n, alpha, x + offset, 1)
        }
    }

    /// `daxpby` (an OpenBLAS extension) does `y = t·x + (1 − t)·y` in one pass;
    /// `daxpy` would need a temporary for `x − y`.
    @usableFromInline
    func interpolate(count: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        guard amount != 0 && amount != 1 else {
            return SIMDKernels().interpolate(count: count, amount: amount, towards: x, y: y)
        }
        forEachChunk(of: count) { offset, n in
            cblas_daxpby(n, amount, x + offset, 1, 1 - amount, y + offset, 1)
        }
    }

    @usableFromInline
    func dot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        var sum = 0.0
        forEachChunk(of: count) { offset, n in
            sum += cblas_ddot(n, x + offset, 1, y + offset, 1)
        }
        return sum
    }

    /// Elementwise products are not BLAS's vocabulary, so this is two of its
    /// level-3/level-2 calls per block of rows: for each group of four
    /// coefficients, `dgemm` of the rows' four coefficients by a 4 × 4·width
    /// block-diagonal matrix of their directions (built on the stack), then
    /// one `dger` of a column of ones by `base` to add it to every row.
    @usableFromInline
    func groupedScaleAdd(
        rows: Int, groups: Int, width: Int,
        a: UnsafePointer<Double>, lda: Int,
        base: UnsafePointer<Double>, direction: UnsafePointer<Double>,
        c: UnsafeMutablePointer<Double>, ldc: Int
    ) {
        let length = groups * width
        guard rows > 0, length > 0 else { return }
        guard max(length, lda, ldc, 4 * width) <= chunkLength else {
            ScalarKernels().groupedScaleAdd(rows: rows, groups: groups, width: width, a: a, lda: lda,
                                            base: base, direction: direction, c: c, ldc: ldc)
            return
        }
        let groupSize = 4, blockRows = min(256, chunkLength)
        withUnsafeTemporaryAllocation(of: Double.self, capacity: groupSize * groupSize * width + blockRows) { scratch in
            let block = scratch.baseAddress!, ones = block + groupSize * groupSize * width
            ones.initialize(repeating: 1, count: blockRows)
            var first = 0
            while first < rows {
                let count = min(blockRows, rows - first)
                var g = 0
                while g < groups {
                    let size = min(groupSize, groups - g), columns = size * width
                    block.initialize(repeating: 0, count: size * columns)
                    for j in 0..<size {
                        (block + j * columns + j * width).update(from: direction + (g + j) * width, count: width)
                    }
                    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, Int32(count), Int32(columns), Int32(size),
                                1, a + first * lda + g, Int32(lda), block, Int32(columns),
                                0, c + first * ldc + g * width, Int32(ldc))
                    g += size
                }
                cblas_dger(CblasRowMajor, Int32(count), Int32(length), 1, ones, 1, base, 1, c + first * ldc, Int32(ldc))
                first += count
            }
        }
    }

    /// `dgemm` (or `dgemv` for one row) straight into a `Double` output. A
    /// `Float` output is computed in blocks of rows into a temporary buffer
    /// of at most ``singlePrecisionBlock`` doubles (or one row, if longer),
    /// kept per thread so that repeated calls allocate nothing, and rounded
    /// into `c` while it
    /// is still in cache: BLAS has no product with a double-precision sum
    /// and a single-precision result.
    @usableFromInline
    func matrixProduct<Output: ProductElement>(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int
    ) {
        if Output.self == Double.self {
            doubleProduct(rows: rows, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb,
                          c: UnsafeMutableRawPointer(c).assumingMemoryBound(to: Double.self), ldc: ldc)
            return
        }
        guard rows > 0, columns > 0 else { return }
        let blockRows = min(rows, max(1, Self.singlePrecisionBlock / columns))
        ThreadScratch.with(count: blockRows * columns) { scratch in
            var row = 0
            while row < rows {
                let m = min(blockRows, rows - row)
                doubleProduct(rows: m, columns: columns, inner: inner, a: a + row * lda, lda: lda, b: b, ldb: ldb,
                              c: scratch, ldc: columns)
                for i in 0..<m {
                    Self.round(count: columns, scratch + i * columns, into: c + (row + i) * ldc)
                }
                row += m
            }
        }
    }

    /// The most doubles of a single-precision product computed per block:
    /// 32 KiB, an L1 data cache.
    @usableFromInline
    static let singlePrecisionBlock = 4096

    /// `y[i] = Output(x[i])` for `i` in `0..<count`, eight lanes at a time.
    @usableFromInline
    static func round<Output: ProductElement>(count: Int, _ x: UnsafePointer<Double>, into y: UnsafeMutablePointer<Output>) {
        var j = 0
        while j + 8 <= count {
            Output.store(UnsafeRawPointer(x + j).loadUnaligned(as: SIMD8<Double>.self), y + j)
            j += 8
        }
        while j < count {
            y[j] = Output.rounded(x[j])
            j += 1
        }
    }

    /// The product into a `Double` output.
    @usableFromInline
    func doubleProduct(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Double>, ldc: Int
    ) {
        guard rows > 0, columns > 0 else { return }
        guard inner > 0 else {
            for i in 0..<rows { (c + i * ldc).update(repeating: 0, count: columns) }
            return
        }
        guard max(lda, ldb, ldc) <= chunkLength else {
            // A row stride beyond blasint cannot be described to BLAS at all:
            // build each output row from chunked axpys instead.
            for i in 0..<rows {
                let cRow = c + i * ldc
                cRow.update(repeating: 0, count: columns)
                for p in 0..<inner {
                    axpy(count: columns, alpha: a[i * lda + p], x: b + p * ldb, y: cRow)
                }
            }
            return
        }
        // Rows split freely; the inner dimension splits into partial products
        // accumulated with beta = 1.
        var row = 0
        while row < rows {
            let m = min(chunkLength, rows - row)
            var p = 0
            while p < inner {
                let k = min(chunkLength, inner - p)
                let beta: Double = p == 0 ? 0 : 1
                if m == 1 {
                    cblas_dgemv(CblasRowMajor, CblasTrans, Int32(k), Int32(columns),
                                1, b + p * ldb, Int32(ldb), a + row * lda + p, 1,
                                beta, c + row * ldc, 1)
                } else {
                    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans,
                                Int32(m), Int32(columns), Int32(k),
                                1, a + row * lda + p, Int32(lda),
                                b + p * ldb, Int32(ldb),
                                beta, c + row * ldc, Int32(ldc))
                }
                p += k
            }
            row += m
        }
    }
}
