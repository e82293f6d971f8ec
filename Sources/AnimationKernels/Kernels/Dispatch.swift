import CTargetFeatures

/// The one place where a ``Backend`` becomes the kernel that runs.
///
/// Every backend computes the same mathematics; this file alone decides
/// which one runs a call (``Backend/automatic`` by the active
/// ``KernelProfile``) and how many of the library's threads a batch that
/// feeds the kernels in chunks is split over. The backends' own fallbacks
/// (BLAS handing calls it cannot describe to the SIMD or scalar loop) are
/// stated in their contracts.
extension Backend {
    /// The backend that runs the vector `operation` over `count` elements.
    /// Vectors shorter than any profile may send to OpenBLAS
    /// (``KernelProfile/smallestBLASCount``) are decided by one comparison
    /// with a constant, and those shorter than any the active profile sends
    /// by one more with a load: in the library's own code (a generic
    /// engine's calls) that load is a call, which the compiler does not
    /// inline there.
    @inlinable @inline(__always)
    func resolved(for operation: KernelOperation, count: Int) -> ResolvedBackend {
        switch self {
        case .scalar: return .scalar
        case .simd: return .simd
        case .blas: return .blas
        case .automatic:
            // Only BLAS or SIMD: the caller's inlined dispatch then holds
            // no scalar loop, and the SIMD path is the one `.simd` takes.
            guard count >= KernelProfile.smallestBLASCount, count >= ak_shortest_blas_vector(),
                  Self.automaticVectorRunsOnBLAS(operation, count: count) else { return .simd }
            return .blas
        }
    }

    /// Whether this is ``automatic`` on a vector that the active profile
    /// may send to OpenBLAS or that the SIMD kernel may split over threads.
    /// The vector operations of ``AnimatableVector`` then decide and run out
    /// of line (``automaticAxpy(count:alpha:x:y:)`` and its siblings), and
    /// the rest run inline on ``resolvedInline``.
    ///
    /// One comparison with a load, where `.simd` makes one with the split's
    /// constant, so that the inlined SIMD kernel is laid out as `.simd`'s:
    /// a call to the routing table in the inlined code kept the caller's
    /// values in saved registers, and a second comparison with a constant
    /// had the compiler lay out (and unroll) the kernel differently on each
    /// side of it (the benchmark's Tuning notes, "Short vectors").
    @inlinable @inline(__always)
    func decidesOutOfLine(_ operation: KernelOperation, count: Int) -> Bool {
        self == .automatic && (count >= ak_shortest_blas_vector() || count >= Self.splitMinimum(operation))
    }

    /// The length from which the SIMD kernel of the vector `operation` may
    /// split over threads (its own inlined test).
    @inlinable @inline(__always)
    static func splitMinimum(_ operation: KernelOperation) -> Int {
        operation == .scale ? Parallelism.shortestStreamMinimumCount &* SIMDKernels.scaleSplitFactor
                            : Parallelism.shortestStreamMinimumCount
    }

    /// The backend for a vector that ``decidesOutOfLine(_:count:)`` leaves
    /// inline: ``automatic`` is SIMD there.
    @inlinable @inline(__always)
    var resolvedInline: ResolvedBackend {
        switch self {
        case .scalar: return .scalar
        case .simd, .automatic: return .simd
        case .blas: return .blas
        }
    }

    /// ``VectorKernels/axpy(count:alpha:x:y:)`` on the backend
    /// ``automatic`` picks for `count`.
    @usableFromInline @inline(never)
    static func automaticAxpy(count: Int, alpha: Double, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        Backend.automatic.resolved(for: .axpy, count: count).axpy(count: count, alpha: alpha, x: x, y: y)
    }

    /// ``VectorKernels/scale(count:alpha:x:)`` on the backend ``automatic``
    /// picks for `count`.
    @usableFromInline @inline(never)
    static func automaticScale(count: Int, alpha: Double, x: UnsafeMutablePointer<Double>) {
        Backend.automatic.resolved(for: .scale, count: count).scale(count: count, alpha: alpha, x: x)
    }

    /// ``ResolvedBackend/interpolate(count:total:amount:towards:y:)`` on the
    /// backend ``automatic`` picks for `total`.
    @usableFromInline @inline(never)
    static func automaticInterpolate(count: Int, total: Int, amount: Double, towards x: UnsafePointer<Double>,
                                     y: UnsafeMutablePointer<Double>) {
        Backend.automatic.resolved(for: .interpolate, count: total).interpolate(count: count, total: total, amount: amount, towards: x, y: y)
    }

    /// ``VectorKernels/dot(count:x:y:)`` on the backend ``automatic`` picks
    /// for `count`.
    ///
    /// A squared norm (`x == y`) passes `x` for both, so that the inlined
    /// SIMD kernel reads the vector once: out of line it cannot see that
    /// the two pointers are equal, and read it twice.
    @usableFromInline @inline(never)
    static func automaticDot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        let backend = Backend.automatic.resolved(for: .dot, count: count)
        return x == y ? backend.dot(count: count, x: x, y: x) : backend.dot(count: count, x: x, y: y)
    }

    /// Whether `.automatic` sends the vector `operation` of `count`
    /// elements (at least ``KernelProfile/smallestBLASCount``) to OpenBLAS
    /// rather than the SIMD kernels.
    @usableFromInline
    static func automaticVectorRunsOnBLAS(_ operation: KernelOperation, count: Int) -> Bool {
        RoutingTable.shared.crossovers.pointee.blasCounts(for: operation).contains(count)
    }

    /// The backend that runs a product of `rows` × `columns` outputs over
    /// `inner` keyframes whose rows each use `terms` of them (from the
    /// first non-zero coefficient to the last), writing `Output`: the
    /// cheaper by the active profile's cost for `Output`.
    @inlinable
    func resolvedProduct<Output: ProductElement>(rows: Int, columns: Int, inner: Int, terms: Int,
                                                 output: Output.Type) -> ResolvedBackend {
        switch self {
        case .scalar: return .scalar
        case .simd: return .simd
        case .blas: return .blas
        case .automatic:
            return Self.automaticProductRunsOnBLAS(rows: rows, columns: columns, inner: inner, terms: terms,
                                                   float: Output.self == Float.self) ? .blas : .simd
        }
    }

    /// Whether `.automatic` sends a product of `rows` × `columns` outputs
    /// over `inner` keyframes whose rows use `terms` of them to `dgemm`, by
    /// the active profile's cost for `Float` output when `float`, else for
    /// `Double`.
    @usableFromInline
    static func automaticProductRunsOnBLAS(rows: Int, columns: Int, inner: Int, terms: Int, float: Bool) -> Bool {
        let profile = RoutingTable.shared.crossovers
        return (float ? profile.pointee.floatProduct : profile.pointee.doubleProduct)
            .prefersBLAS(rows: rows, columns: columns, inner: inner, terms: terms, float: float)
    }

    /// The backend that runs `C = A·B` for `rows` rows of A (stride `lda`)
    /// over `inner` keyframes: ``resolvedProduct(rows:columns:inner:terms:output:)``
    /// with the terms measured on the first and last rows of A. The rows
    /// are read only when `dgemm` wins against rows of all `inner` terms:
    /// the SIMD product costs no more on fewer.
    @inlinable
    func resolvedProduct<Output: ProductElement>(
        rows: Int, columns: Int, inner: Int, a: UnsafePointer<Double>, lda: Int, output: Output.Type
    ) -> ResolvedBackend {
        guard case .automatic = self else { return resolvedProduct(rows: rows, columns: columns, inner: inner, terms: inner, output: output) }
        return Self.automaticProductRunsOnBLAS(rows: rows, columns: columns, inner: inner, float: Output.self == Float.self) {
            Self.productTerms(rows: rows, inner: inner, a: a, lda: lda)
        } ? .blas : .simd
    }

    /// Whether `.automatic` sends a product of `rows` × `columns` outputs
    /// over `inner` keyframes to `dgemm`, with the rows' terms from
    /// `terms()` where they are needed (see
    /// ``ProductCost/prefersBLAS(rows:columns:inner:float:terms:)``).
    @usableFromInline
    static func automaticProductRunsOnBLAS(rows: Int, columns: Int, inner: Int, float: Bool, terms: () -> Int) -> Bool {
        let profile = RoutingTable.shared.crossovers
        return (float ? profile.pointee.floatProduct : profile.pointee.doubleProduct)
            .prefersBLAS(rows: rows, columns: columns, inner: inner, float: float, terms: terms)
    }

    /// How many keyframes a row of A uses (from its first non-zero weight
    /// to its last), the most of up to two rows at each end: weight rows
    /// are built by one rule (a blend, a spline, a dense mix), so their ends
    /// speak for the middle, and a second row passes a first one that
    /// holds a keyframe alone (a blend's start). O(K).
    @usableFromInline
    static func productTerms(rows: Int, inner: Int, a: UnsafePointer<Double>, lda: Int) -> Int {
        var terms = 0
        let head = min(2, rows)
        for r in 0..<head {
            terms = max(terms, SIMDKernels.nonZeroSpan(rows: 1, inner: inner, a: a + r * lda, lda: lda).count)
        }
        for r in max(head, rows - 2)..<rows {
            terms = max(terms, SIMDKernels.nonZeroSpan(rows: 1, inner: inner, a: a + r * lda, lda: lda).count)
        }
        return terms
    }

    /// The plan of a product of `rows` × `columns` `Output`s (rows of
    /// stride `ldc`) whose rows span `terms` keyframes, of which the SIMD
    /// product sums `usedTerms` per output (`terms` when nil; fewer where
    /// rows are mostly zeros, which it skips): its backend
    /// (``resolvedProduct(rows:columns:inner:terms:output:)``, `dgemm`
    /// summing all `terms`), and the SIMD product's threads and stores for
    /// the whole call. For batches that build their coefficient rows a
    /// chunk at a time.
    @inlinable
    func productPlan<Output: ProductElement>(rows: Int, columns: Int, terms: Int, usedTerms: Int? = nil, ldc: Int,
                                             output: Output.Type) -> ProductPlan {
        .make(backend: resolvedProduct(rows: rows, columns: columns, inner: terms, terms: usedTerms ?? terms, output: output),
              rows: rows, columns: columns, terms: usedTerms ?? terms, ldc: ldc, output: output)
    }

    /// The plan of `C = A·B` for `rows` rows of A (stride `lda`) over
    /// `inner` keyframes into rows of `ldc` `Output`s: its backend
    /// (``resolvedProduct(rows:columns:inner:a:lda:output:)``), and the
    /// SIMD product's threads and stores for the keyframes its first rows
    /// use.
    @inlinable
    func productPlan<Output: ProductElement>(rows: Int, columns: Int, inner: Int, a: UnsafePointer<Double>, lda: Int, ldc: Int,
                                             output: Output.Type) -> ProductPlan {
        let backend = resolvedProduct(rows: rows, columns: columns, inner: inner, a: a, lda: lda, output: output)
        let terms = backend == .simd ? ProductPlan.terms(rows: rows, columns: columns, inner: inner, a: a, lda: lda) : inner
        return .make(backend: backend, rows: rows, columns: columns, terms: terms, ldc: ldc, output: output)
    }
}

extension Backend {
    /// The explicit backend that ``automatic`` runs the vector operation
    /// named `operation` (`axpy`, `scale`, `interpolate` or `dot`) of
    /// `count` elements on, nil for another name: what `tune` reports
    /// beside the timings, so that a routing choice is told from timing
    /// noise.
    @_spi(Benchmarking)
    public static func automaticChoice(forVectorOperation operation: String, count: Int) -> Backend? {
        guard let operation = KernelOperation(rawValue: operation),
              [.axpy, .scale, .interpolate, .dot].contains(operation) else { return nil }
        return Backend.automatic.resolved(for: operation, count: count).backend
    }

    /// The explicit backend that ``automatic`` runs
    /// ``FrameInterpolator/frames(weights:into:backend:)-(_,UnsafeMutableBufferPointer<Double>,_)``
    /// on for these weights (rows of `keyframes`) and frames of `columns`
    /// values, written as `Float`s when `float`.
    @_spi(Benchmarking)
    public static func automaticChoice(forFramesOf weights: UnsafeBufferPointer<Double>, keyframes: Int, columns: Int,
                                       float: Bool) -> Backend {
        guard keyframes > 0, let a = weights.baseAddress else { return .simd }
        let rows = weights.count / keyframes
        let resolved = float
            ? Backend.automatic.resolvedProduct(rows: rows, columns: columns, inner: keyframes, a: a, lda: keyframes, output: Float.self)
            : Backend.automatic.resolvedProduct(rows: rows, columns: columns, inner: keyframes, a: a, lda: keyframes, output: Double.self)
        return resolved.backend
    }
}

extension ResolvedBackend {
    /// The explicit ``Backend`` that runs the same kernels.
    var backend: Backend {
        switch self {
        case .scalar: return .scalar
        case .simd: return .simd
        case .blas: return .blas
        }
    }
}
