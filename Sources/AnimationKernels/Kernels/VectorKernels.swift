/// The one interface every backend implements: a handful of dense kernels
/// over raw buffers of `Double`.
///
/// Callers guarantee that every pointer addresses at least the elements the
/// arguments describe; the kernels do no bounds checking of their own.
/// `AnimatableVector` and the batched kernels are thin, checked layers over
/// this interface, and ``Backend`` chooses which implementation runs.
@usableFromInline
protocol VectorKernels: Sendable {
    /// `y[i] += alpha · x[i]` for `i` in `0..<count`. `x` may be `y` itself:
    /// each element is read before it is written.
    func axpy(count: Int, alpha: Double, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>)

    /// `x[i] *= alpha` for `i` in `0..<count`.
    func scale(count: Int, alpha: Double, x: UnsafeMutablePointer<Double>)

    /// `y[i] += amount · (x[i] − y[i])` for `i` in `0..<count`: `y` moves
    /// towards `x`.
    func interpolate(count: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>)

    /// `Σ x[i] · y[i]` over `i` in `0..<count`.
    func dot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double

    /// `c[i, j] = base[j] + a[i, j / width] · direction[j]` for rows `i` in
    /// `0..<rows` and columns `j` in `0..<groups · width`: each coefficient
    /// of a row of `a` scales its own block of `width` directions. `a` has
    /// row stride `lda`, `c` row stride `ldc`; `base` and `direction` are
    /// one row each. (A blob's point sets: one offset per anchor moves the
    /// anchor's six coordinates.)
    func groupedScaleAdd(
        rows: Int, groups: Int, width: Int,
        a: UnsafePointer<Double>, lda: Int,
        base: UnsafePointer<Double>, direction: UnsafePointer<Double>,
        c: UnsafeMutablePointer<Double>, ldc: Int
    )

    /// `C = A · B` for row-major matrices: `A` is `rows × inner` with row
    /// stride `lda`, `B` is `inner × columns` with row stride `ldb`, and `C`,
    /// `rows × columns` with row stride `ldc`, is overwritten. With
    /// `inner == 0` `C` is filled with zeros. `B` must be finite: terms with
    /// a zero coefficient in `A` may be skipped, and 0 · ∞ would not be.
    /// `C` must not overlap `A` or `B`: a row may be written before all of
    /// it is computed, and some columns twice. Sums are computed in
    /// `Double` and rounded once to `Output`.
    func matrixProduct<Output: ProductElement>(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int
    )
}

/// The one place where a backend choice becomes running code. Each backend
/// is a concrete type called statically, so the chosen kernel inlines into
/// the caller: at four elements a dynamic call would cost as much as the work.
extension ResolvedBackend: VectorKernels {
    @inlinable @inline(__always)
    func axpy(count: Int, alpha: Double, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        switch self {
        case .scalar: ScalarKernels().axpy(count: count, alpha: alpha, x: x, y: y)
        case .simd: SIMDKernels().axpy(count: count, alpha: alpha, x: x, y: y)
        case .blas: BLASKernels().axpy(count: count, alpha: alpha, x: x, y: y)
        }
    }

    @inlinable @inline(__always)
    func scale(count: Int, alpha: Double, x: UnsafeMutablePointer<Double>) {
        switch self {
        case .scalar: ScalarKernels().scale(count: count, alpha: alpha, x: x)
        case .simd: SIMDKernels().scale(count: count, alpha: alpha, x: x)
        case .blas: BLASKernels().scale(count: count, alpha: alpha, x: x)
        }
    }

    @inlinable @inline(__always)
    func interpolate(count: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        switch self {
        case .scalar: ScalarKernels().interpolate(count: count, amount: amount, towards: x, y: y)
        case .simd: SIMDKernels().interpolate(count: count, amount: amount, towards: x, y: y)
        case .blas: BLASKernels().interpolate(count: count, amount: amount, towards: x, y: y)
        }
    }

    /// ``interpolate(count:amount:towards:y:)`` over the first `count`
    /// elements, then towards zero up to `total`: past the end of `x` the
    /// target is zero, y + t·(0 − y), which is y + (−t)·y to the bit
    /// (negation is exact) and, unlike (1 − t)·y, keeps the definition's
    /// NaN for an infinite y.
    @inlinable @inline(__always)
    func interpolate(count: Int, total: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        interpolate(count: count, amount: amount, towards: x, y: y)
        if total > count {
            axpy(count: total - count, alpha: -amount, x: y + count, y: y + count)
        }
    }

    @inlinable @inline(__always)
    func dot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        switch self {
        case .scalar: return ScalarKernels().dot(count: count, x: x, y: y)
        case .simd: return SIMDKernels().dot(count: count, x: x, y: y)
        case .blas: return BLASKernels().dot(count: count, x: x, y: y)
        }
    }

    @inlinable
    func groupedScaleAdd(
        rows: Int, groups: Int, width: Int,
        a: UnsafePointer<Double>, lda: Int,
        base: UnsafePointer<Double>, direction: UnsafePointer<Double>,
        c: UnsafeMutablePointer<Double>, ldc: Int
    ) {
        switch self {
        case .scalar:
            ScalarKernels().groupedScaleAdd(rows: rows, groups: groups, width: width, a: a, lda: lda, base: base, direction: direction, c: c, ldc: ldc)
        case .simd:
            SIMDKernels().groupedScaleAdd(rows: rows, groups: groups, width: width, a: a, lda: lda, base: base, direction: direction, c: c, ldc: ldc)
        case .blas:
            BLASKernels().groupedScaleAdd(rows: rows, groups: groups, width: width, a: a, lda: lda, base: base, direction: direction, c: c, ldc: ldc)
        }
    }

    @inlinable
    func matrixProduct<Output: ProductElement>(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int
    ) {
        switch self {
        case .scalar:
            ScalarKernels().matrixProduct(rows: rows, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc)
        case .simd:
            SIMDKernels().matrixProduct(rows: rows, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc)
        case .blas:
            BLASKernels().matrixProduct(rows: rows, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc)
        }
    }
}
