/// Where a vector or batched kernel runs.
///
/// Every operation of the library can be asked to run on a particular
/// backend; the default, ``automatic``, picks one per call from the shape of
/// the data (the length of a vector; the frames, length and keyframes used
/// per row of a matrix product), using the crossovers of the active
/// ``KernelProfile``. All backends compute the same mathematical
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
    /// Chooses ``simd`` or ``blas`` per call from the operation and its
    /// shape, using the active ``KernelProfile``.
    case automatic
}
