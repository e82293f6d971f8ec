/// A backend after `.automatic` has been decided: the one that actually runs.
@usableFromInline
enum ResolvedBackend: Sendable {
    case scalar, simd, blas
}

/// The kinds of work the backends do, for choosing among them by size.
@usableFromInline
enum KernelOperation: String, CaseIterable, Sendable {
    /// `y += a·x`, one read-modify-write stream and one read stream.
    case axpy
    /// `x *= a`, one read-modify-write stream.
    case scale
    /// `x += t·(y − x)`, like ``axpy``.
    case interpolate
    /// `Σ xᵢ·yᵢ`, two read streams and a reduction.
    case dot
    /// Rows of coefficients scaling blocks of a direction row onto a base
    /// row (blob point sets); sized by the number of output elements.
    case groupedScaleAdd
}
