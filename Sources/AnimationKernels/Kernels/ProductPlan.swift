/// How one matrix product call runs: the kernel, how the call splits over
/// the library's threads, and whether the SIMD product writes past the
/// caches. Made once per call shape by ``Backend`` (see Dispatch.swift) and
/// read by the kernels and by the batches that build their coefficient rows
/// a chunk at a time (wave fills, timeline frames), which then know neither
/// the product's row blocks nor its threads.
@usableFromInline
struct ProductPlan: Sendable, Equatable {
    /// How a product call splits over ``Parallelism`` threads.
    @usableFromInline
    enum Split: Sendable, Equatable {
        /// One thread.
        case none
        /// Whole row blocks per thread, over this many threads.
        case rows(Int)
        /// A stretch of columns of every row per thread, starting on whole
        /// cache lines, over this many threads.
        case columns(Int)

        /// The threads the call runs on.
        @inlinable
        var shares: Int {
            switch self {
            case .none: 1
            case .rows(let count), .columns(let count): count
            }
        }
    }

    /// The kernel that runs the product.
    @usableFromInline let backend: ResolvedBackend
    /// How the call splits over threads (always ``Split/none`` off SIMD:
    /// OpenBLAS splits its calls over its own threads).
    @usableFromInline let split: Split
    /// Whether the SIMD product writes its output past the caches.
    @usableFromInline let streaming: Bool

    @inlinable
    init(backend: ResolvedBackend, split: Split, streaming: Bool) {
        self.backend = backend
        self.split = split
        self.streaming = streaming
    }

    /// The plan for a product of `rows` × `columns` `Output`s in rows of
    /// stride `ldc`, whose rows use `terms` keyframes, on `backend`: the
    /// SIMD product splits and streams as the whole call's size asks.
    @inlinable
    static func make<Output: ProductElement>(backend: ResolvedBackend, rows: Int, columns: Int, terms: Int, ldc: Int,
                                             output: Output.Type) -> ProductPlan {
        guard case .simd = backend else { return ProductPlan(backend: backend, split: .none, streaming: false) }
        let (count, overflow) = rows.multipliedReportingOverflow(by: columns)
        return ProductPlan(backend: .simd, split: split(rows: rows, columns: columns, terms: terms),
                           streaming: SIMDKernels.bypassesCaches(Output.self, batchCount: overflow ? .max : count, ldc: ldc))
    }

    /// The rows the kernel computes together: the SIMD product's block of
    /// four, one elsewhere. A chunk of whole blocks leaves no rows outside
    /// them, where a row alone runs at about half the speed.
    @inlinable
    var rowBlock: Int { backend == .simd ? SIMDKernels.rowsPerPass : 1 }

    /// The rows of a chunk when at most `fitting` coefficient rows fit the
    /// caller's buffer: whole ``rowBlock``s where at least one fits, else
    /// `fitting` (at least 1).
    @inlinable
    func rowsPerChunk(fitting: Int) -> Int {
        let fitting = Swift.max(1, fitting)
        return fitting >= rowBlock ? fitting - fitting % rowBlock : fitting
    }

    /// Runs the body `makeBody(plan)` makes over each share of `0..<rows`
    /// this plan splits by rows, concurrently, where `plan` is the one each
    /// share's chunks run on (one that no longer splits); otherwise over
    /// all rows, with this plan.
    ///
    /// A plan that splits by columns splits the rows instead where there
    /// is a row block for each share: the batch calls the product once per
    /// chunk, and splitting each chunk's columns would hand work to the
    /// threads once per chunk rather than once.
    @inlinable
    func forEachShare<Body: ShareBody>(ofRows rows: Int, _ makeBody: (_ plan: ProductPlan) -> Body) {
        let shares: Int
        switch split {
        case .rows(let count): shares = count
        case .columns(let count) where rows / rowBlock >= count: shares = count
        default: return makeBody(self).run(share: 0, range: 0..<rows)
        }
        let inShare = ProductPlan(backend: backend, split: .none, streaming: streaming)
        Parallelism.split(of: rows, shares: shares, alignment: rowBlock, makeBody(inShare))
    }

    /// `C = A·B` on this plan's kernel, threads and stores: `rows` × `inner`
    /// A (stride `lda`), `inner` × `columns` B (stride `ldb`), `rows` ×
    /// `columns` C (stride `ldc`), every output written once.
    @inlinable
    func multiply<Output: ProductElement>(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int
    ) {
        guard case .simd = backend else {
            return backend.matrixProduct(rows: rows, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc)
        }
        SIMDKernels().matrixProduct(rows: rows, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc,
                                    plan: self)
    }

    /// The keyframes a SIMD plan counts for `C = A·B` with `rows` rows of
    /// A (stride `lda`) over `inner` keyframes and `columns` columns: those
    /// its first rows use (``SIMDKernels/nonZeroSpan(rows:inner:a:lda:)``
    /// of up to a block of rows), read only where they can change the
    /// plan's threads; `inner` for a product of fewer than
    /// ``Parallelism/minimumCount`` multiply-adds, which never splits,
    /// since on a short call the scan cost a share of the sums.
    ///
    /// - Complexity: O(1), or O(`inner`) per row of the first block.
    @inlinable
    static func terms(rows: Int, columns: Int, inner: Int, a: UnsafePointer<Double>, lda: Int) -> Int {
        let (outputs, overflow) = rows.multipliedReportingOverflow(by: columns)
        let (sums, sumsOverflow) = outputs.multipliedReportingOverflow(by: inner)
        guard overflow || sumsOverflow || sums >= Parallelism.minimumCount else { return inner }
        return SIMDKernels.nonZeroSpan(rows: Swift.min(rows, SIMDKernels.rowsPerPass), inner: inner, a: a, lda: lda).count
    }

    /// How the SIMD product of `rows` × `columns` outputs whose rows use
    /// `terms` keyframes splits over ``Parallelism`` threads, by the sums it
    /// computes (outputs × terms). By rows once those are worth a second
    /// thread: the minimum counts two-term blends by their outputs, and a
    /// row of more terms counts half as many times its outputs, so dense
    /// rows of many keyframes split from far fewer outputs. A few long rows
    /// split by columns once the sums reach the minimum.
    @inlinable
    static func split(rows: Int, columns: Int, terms: Int) -> Split {
        let (outputs, overflow) = rows.multipliedReportingOverflow(by: columns)
        let (work, workOverflow) = outputs.multipliedReportingOverflow(by: Swift.max(terms, 1))
        let sums = overflow || workOverflow ? Int.max : work
        let block = SIMDKernels.rowsPerPass
        let rowShares = rows >= block ? Parallelism.shares(for: terms > 2 ? sums / 2 : outputs) : 1
        if rowShares > 1 && rows / block >= rowShares { return .rows(rowShares) }
        let columnShares = Parallelism.shares(for: sums)
        if columnShares > 1 && columns >= 64 * columnShares { return .columns(columnShares) }
        return rowShares > 1 ? .rows(Swift.min(rowShares, rows / block)) : .none
    }
}
