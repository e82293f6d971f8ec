/// Where a vector or batched kernel runs.
///
/// Every operation of the library can be asked to run on a particular
/// backend; the default, ``automatic``, picks one per call from the length of
/// the data, using thresholds measured on the reference machine (see
/// ``AutomaticThresholds``). All backends compute the same mathematical
/// result; they differ only in rounding (summation order, fused or separate
/// steps), within the tolerances the tests state.
public enum Backend: String, CaseIterable, Sendable, Hashable, Codable {
    /// The plainest per-element loop. It is the oracle every other backend
    /// is tested against, not a fast path.
    case scalar
    /// Pure Swift over SIMD vector types, with several independent
    /// accumulators in reductions.
    case simd
    /// OpenBLAS (`cblas_daxpy`, `cblas_dscal`, `cblas_ddot`, `cblas_dgemm`, …).
    /// Lengths beyond BLAS's 32-bit integers are processed in chunks.
    case blas
    /// Chooses ``scalar``, ``simd`` or ``blas`` per call from the operation
    /// and its length, using ``AutomaticThresholds``.
    case automatic
}

/// A backend after `.automatic` has been decided: the one that actually runs.
@usableFromInline
enum ResolvedBackend: Sendable {
    case scalar, simd, blas
}

/// The kinds of work the backends do, for choosing among them by size.
public enum KernelOperation: String, CaseIterable, Sendable {
    /// `y += a·x`, one read-modify-write stream and one read stream.
    case axpy
    /// `x *= a`, one read-modify-write stream.
    case scale
    /// `x += t·(y − x)`, like ``axpy``.
    case interpolate
    /// `Σ xᵢ·yᵢ`, two read streams and a reduction.
    case dot
    /// A matrix product whose output dominates the traffic; sized by the
    /// number of output elements.
    case matrixProduct
    /// Rows of coefficients scaling blocks of a direction row onto a base
    /// row (blob point sets); sized by the number of output elements.
    case groupedScaleAdd
}

extension Backend {
    /// The backend that runs `operation` over `count` elements.
    @inlinable
    func resolved(for operation: KernelOperation, count: Int) -> ResolvedBackend {
        switch self {
        case .scalar: return .scalar
        case .simd: return .simd
        case .blas: return .blas
        case .automatic:
            return AutomaticThresholds.blasCounts(for: operation).contains(count) ? .blas : .simd
        }
    }
}
