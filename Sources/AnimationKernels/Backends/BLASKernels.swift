import COpenBLAS

/// Kernels that call OpenBLAS.
///
/// BLAS counts elements in 32-bit `blasint`s, so every entry point walks its
/// data in chunks of at most ``chunkLength`` elements; nothing is truncated
/// and nothing traps on long vectors. The chunk length is a parameter so that
/// tests can prove the chunked paths on small buffers.
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

    @inlinable
    func axpy(count: Int, alpha: Double, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        forEachChunk(of: count) { offset, n in
            cblas_daxpy(n, alpha, x + offset, 1, y + offset, 1)
        }
    }

    @inlinable
    func scale(count: Int, alpha: Double, x: UnsafeMutablePointer<Double>) {
        forEachChunk(of: count) { offset, n in
            cblas_dscal(n, alpha, x + offset, 1)
        }
    }

    /// `daxpby` (an OpenBLAS extension) does `y = t·x + (1 − t)·y` in one pass;
    /// `daxpy` would need a temporary for `x − y`.
    @inlinable
    func interpolate(count: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        forEachChunk(of: count) { offset, n in
            cblas_daxpby(n, amount, x + offset, 1, 1 - amount, y + offset, 1)
        }
    }

    @inlinable
    func dot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        var sum = 0.0
        forEachChunk(of: count) { offset, n in
            sum += cblas_ddot(n, x + offset, 1, y + offset, 1)
        }
        return sum
    }

    @inlinable
    func matrixProduct(
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
