import CVectorStores

extension SIMDKernels {
    /// The product planned by itself, as ``ProductPlan/make(backend:rows:columns:terms:ldc:output:)``
    /// plans it for the keyframes its first rows use: what `.simd` runs
    /// when a kernel is called directly.
    @inlinable
    func matrixProduct<Output: ProductElement>(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int
    ) {
        let terms = ProductPlan.terms(rows: rows, columns: columns, inner: inner, a: a, lda: lda)
        matrixProduct(rows: rows, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc,
                      plan: .make(backend: .simd, rows: rows, columns: columns, terms: terms, ldc: ldc, output: Output.self))
    }

    /// The output rows the product computes per pass (see
    /// ``productRows(_:columns:inner:a:lda:b:ldb:c:ldc:streaming:)``).
    @inlinable
    static var rowsPerPass: Int { 4 }

    /// Whether a batch of `batchCount` `Output`s in rows of stride `ldc` is
    /// written past the caches (non-temporal stores): a `Double` output of
    /// at least ``AutomaticThresholds/bypassCachesFromBytes`` would not stay
    /// in them, and an ordinary store first reads the line it writes. Each
    /// row must start at the same offset in a cache line. Rows of at most
    /// 4 KiB qualify on every core: four of them written side by side are
    /// one stream through memory. Longer rows are four streams into
    /// different pages, which only ``AutomaticThresholds/streamsLongRows``
    /// cores write faster past the caches. `Float` outputs, half the
    /// traffic, gained little on AVX2 and lost on the baseline build's
    /// 16-byte stores.
    @inlinable
    static func bypassesCaches<Output: ProductElement>(_: Output.Type, batchCount: Int, ldc: Int) -> Bool {
        let stride = MemoryLayout<Output>.stride, rowBytes = ldc &* stride
        guard Output.self == Double.self, batchCount >= AutomaticThresholds.bypassCachesFromBytes / stride,
              rowBytes % 64 == 0 else { return false }
        return rowBytes <= 4096 || AutomaticThresholds.streamsLongRows
    }

    /// The product on `plan`'s threads and stores, a strip of columns at a
    /// time where its rows of B outgrow the caches
    /// (``columnStrip(columns:terms:)``), with non-temporal stores for the
    /// whole cache lines of each row when the plan streams (the same values
    /// either way).
    @inlinable
    func matrixProduct<Output: ProductElement>(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int, plan: ProductPlan
    ) {
        // Strips only ever narrow with more terms: the first rows' are
        // read only when all `inner` would narrow them.
        let strip = Self.columnStrip(columns: columns, terms: inner) == columns ? columns
            : Self.columnStrip(columns: columns, terms: Self.nonZeroSpan(rows: Swift.min(rows, Self.rowsPerPass), inner: inner, a: a, lda: lda).count)
        var share = ProductShare(rows: 0..<rows, columns: 0..<columns, strip: strip,
                                 inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc, streaming: plan.streaming)
        switch plan.split {
        case .rows(let shares):
            share.splitsRows = true
            Parallelism.split(of: rows, shares: shares, alignment: Self.rowsPerPass, share)
        case .columns(let shares):
            Parallelism.split(of: columns, shares: shares, alignment: 16, share)
        case .none:
            share.run(share: 0, range: 0..<columns)
        }
    }

    /// ``matrixProduct(rows:columns:inner:a:lda:b:ldb:c:ldc:plan:)`` over
    /// a share's rows (all columns) or columns (all rows).
    @usableFromInline
    struct ProductShare<Output: ProductElement>: ShareBody {
        @usableFromInline let rows: Range<Int>, columns: Range<Int>, strip: Int, inner: Int
        @usableFromInline let a: UnsafePointer<Double>, lda: Int
        @usableFromInline let b: UnsafePointer<Double>, ldb: Int
        @usableFromInline let c: UnsafeMutablePointer<Output>, ldc: Int
        @usableFromInline let streaming: Bool
        /// Whether a share's range is of rows rather than columns.
        @usableFromInline var splitsRows = false

        @inlinable
        init(rows: Range<Int>, columns: Range<Int>, strip: Int, inner: Int, a: UnsafePointer<Double>, lda: Int,
             b: UnsafePointer<Double>, ldb: Int, c: UnsafeMutablePointer<Output>, ldc: Int, streaming: Bool) {
            (self.rows, self.columns, self.strip, self.inner) = (rows, columns, strip, inner)
            (self.a, self.lda, self.b, self.ldb, self.c, self.ldc, self.streaming) = (a, lda, b, ldb, c, ldc, streaming)
        }

        /// Forwards to `Output`'s conformance, whose code is compiled for
        /// `Output`: a worker reaches this share through its type's
        /// conformance, which is generic (see ``ShareBody``).
        @inlinable
        func run(share _: Int, range: Range<Int>) {
            Output.run(self, range: range)
        }

        /// The product over `range` of the rows or columns this share splits.
        @inlinable
        func fill(_ range: Range<Int>) {
            let (rowRange, columnRange) = splitsRows ? (range, columns) : (rows, range)
            // Whole strips, the last one up to half a strip longer.
            var start = columnRange.lowerBound
            while start < columnRange.upperBound {
                let end = columnRange.upperBound &- start < strip &+ strip / 2 ? columnRange.upperBound : start &+ strip
                SIMDKernels.productRows(rowRange, columns: end &- start, inner: inner, a: a, lda: lda,
                                        b: b + start, ldb: ldb, c: c + start, ldc: ldc, streaming: streaming)
                start = end
            }
            if streaming { ak_nontemporal_fence() }
        }
    }

    /// The columns the product covers per pass over its rows, for rows of
    /// `columns` that use `terms` keyframes: all of them unless the rows of
    /// B a block of four rows reads (`terms` × `columns` `Double`s) outgrow
    /// ``columnStripFromBytes``, else strips of whole cache lines whose
    /// rows of B fit ``columnStripBytes``, at least 256 columns. Every
    /// block reads its rows of B whole, so once they outgrow a core's L2
    /// each block fetched them again from further out; a strip's stay in
    /// L2 for all the rows (figures in the benchmark's Tuning notes, "Column strips").
    @inlinable
    static func columnStrip(columns: Int, terms: Int) -> Int {
        let (bytes, overflow) = columns.multipliedReportingOverflow(by: Swift.max(terms, 1) &* MemoryLayout<Double>.stride)
        guard overflow || bytes > columnStripFromBytes else { return columns }
        return Swift.max(256, columnStripBytes / (Swift.max(terms, 1) &* MemoryLayout<Double>.stride)) & ~63
    }

    /// The size of the rows of B from which the product runs in column
    /// strips: twice a core's second-level cache, so that rows of B that
    /// outgrow it only a little stay whole, where strips cost more in
    /// passes than they save.
    @inlinable
    static var columnStripFromBytes: Int { 2 &* CacheSizes.current.level2 }

    /// The size of a strip's rows of B: half a core's second-level cache,
    /// leaving the other half to A's rows and the output.
    @inlinable
    static var columnStripBytes: Int { CacheSizes.current.level2 / 2 }

    /// Stores `v` at `p`, bypassing the caches when `streaming` (see
    /// ``ProductElement/storeBypassingCaches(_:_:)``).
    @inlinable @inline(__always)
    static func store<L: SIMD, Output: ProductElement>(
        _ v: L, _ p: UnsafeMutablePointer<Output>, streaming: Bool
    ) where L.Scalar == Double {
        if streaming { Output.storeBypassingCaches(v, p) } else { Output.store(v, p) }
    }

    /// Rows `range` of the product, four output rows per pass: each load of
    /// a vector of B feeds all four rows, whose sums are independent chains
    /// (enough of them to hide the adds' latency), and stay in registers
    /// until their single store. The output is written exactly once, which
    /// is what bounds these short-inner products. The rows past the last
    /// block of four run two or three to a pass (five as three and two); a
    /// row alone loads a vector of B for each multiply-add, which bounds it
    /// at about half the speed.
    ///
    /// Each pass runs only over the inner indices where one of its rows has
    /// a non-zero coefficient: timing weights have two (an eased segment) or
    /// four (Catmull-Rom) per row, so K = 8 keyframes cost what K = 2 does.
    /// Four rows that share few of their terms (a few each, at scattered
    /// keyframes) run one at a time over their own, so the cost follows the
    /// terms each row uses rather than the span of the four.
    /// With B finite (every caller checks it) a skipped term adds exactly
    /// zero, so the result is the same to the bit (a zero result may come
    /// out as −0 where the full sum gives +0).
    @inlinable
    static func productRows<Output: ProductElement>(
        _ range: Range<Int>, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int, streaming: Bool
    ) {
        // Four rows of two registers each, plus the two of B, fit the
        // sixteen vector registers of SSE2 and AVX2 and half of AVX-512's
        // thirty-two; two registers a row give eight independent chains of
        // multiply-adds, what two FMA units with a latency of four need.
        // Rows shorter than half of the widest vector take narrower ones,
        // which still fill a register, rather than one column at a time.
        if AutomaticThresholds.simdRegisterBits >= 512 && columns >= 8 {
            productRows(range, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc, streaming: streaming,
                        lanes: SIMD16<Double>.self, halfLanes: SIMD8<Double>.self)
        } else if AutomaticThresholds.simdRegisterBits >= 256 && columns >= 4 {
            productRows(range, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc, streaming: streaming,
                        lanes: SIMD8<Double>.self, halfLanes: SIMD4<Double>.self)
        } else {
            productRows(range, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc, streaming: streaming,
                        lanes: SIMD4<Double>.self, halfLanes: SIMD2<Double>.self)
        }
    }

    @inlinable @inline(__always)
    static func productRows<V: SIMD, H: SIMD, Output: ProductElement>(
        _ range: Range<Int>, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int, streaming: Bool,
        lanes: V.Type, halfLanes: H.Type
    ) where V.Scalar == Double, H.Scalar == Double {
        var i = range.lowerBound
        // Whether the last block ran row by row. Weight rows are built by
        // one rule, so the next one likely does too: its rows' own spans
        // are then found first (each row read once, see nonZeroSpan) and
        // the block's is theirs together. Otherwise the block's span comes
        // first, from a scan that stops at the ends of its rows' terms,
        // and the rows' own only when it is long.
        var scattered = false
        while range.upperBound &- i >= 4 && range.upperBound &- i != 5 {
            let a0 = a + i * lda, c0 = c + i * ldc
            let rowsFirst = scattered
            scattered = false
            let ownSpans = rowsFirst ? fourRowSpans(inner: inner, a: a0, lda: lda) : (0..<0, 0..<0, 0..<0, 0..<0)
            let terms = rowsFirst ? union(ownSpans) : nonZeroSpan(rows: 4, inner: inner, a: a0, lda: lda)
            // Rows whose own spans cover on average at most half of the
            // four rows' span (a few terms each, at scattered keyframes)
            // run one by one over their own terms: the shared pass would
            // multiply mostly zeros.
            if terms.count >= 8 {
                let spans = rowsFirst ? ownSpans : fourRowSpans(inner: inner, a: a0, lda: lda)
                if spans.0.count &+ spans.1.count &+ spans.2.count &+ spans.3.count <= 2 &* terms.count {
                    scattered = true
                    rowPass(i, terms: spans.0)
                    rowPass(i &+ 1, terms: spans.1)
                    rowPass(i &+ 2, terms: spans.2)
                    rowPass(i &+ 3, terms: spans.3)
                    i &+= 4
                    continue
                }
            }
            // Streamed rows take the general loop, whose stores can bypass
            // the caches; bound by memory, they lose nothing there.
            if !streaming && (1...8).contains(terms.count) && rowByRowColumns.contains(columns) && columns >= H.scalarCount,
               let masks = fewTermMasks(terms, a: a0, lda: lda) {
                fewTermsRowByRow(terms, masks: masks, columns: columns, a: a0, lda: lda, b: b, ldb: ldb, c: c0, ldc: ldc, lanes: H.self)
                i &+= 4
                continue
            }
            if terms.count == 2 && !streaming {
                blendFourRows(terms.lowerBound, columns: columns, a: a0, lda: lda, b: b, ldb: ldb, c: c0, ldc: ldc, lanes: H.self)
                i &+= 4
                continue
            }
            blockPass(Fixed.Four.self, i, terms: terms)
            i &+= 4
        }
        // The rows past the blocks of four two or three at a time (five as
        // three and two: a row alone reads B once for itself and runs at
        // half the speed), unless their terms are scattered as above; a
        // last single row alone.
        while range.upperBound &- i >= 2 {
            let count = range.upperBound &- i == 2 ? 2 : 3, a0 = a + i * lda
            let terms = nonZeroSpan(rows: count, inner: inner, a: a0, lda: lda)
            var own = 0
            if terms.count >= 8 {
                for r in 0..<count { own &+= nonZeroSpan(rows: 1, inner: inner, a: a0 + r &* lda, lda: lda).count }
                if 2 &* own <= count &* terms.count { break }
            }
            if count == 3 { blockPass(Fixed.Three.self, i, terms: terms) } else { blockPass(Fixed.Two.self, i, terms: terms) }
            i &+= count
        }
        while i < range.upperBound {
            rowPass(i, terms: nonZeroSpan(rows: 1, inner: inner, a: a + i * lda, lda: lda))
            i &+= 1
        }

        /// Rows `i ..< i + R.count` (two to four) together over `terms`.
        @inline(__always)
        func blockPass<R: FixedCount>(_: R.Type, _ i: Int, terms: Range<Int>) {
            let a0 = a + i * lda, c0 = c + i * ldc
            // Two vectors a row where one would leave too few chains for
            // long sums (see rowBlockTwoVectors): sixteen lanes (AVX-512)
            // have the registers for them, and two rows do on every build.
            let pairs = (V.scalarCount >= 16 || R.count <= 2) && terms.count >= 8
            @inline(__always)
            func single(_ j: Int) {
                var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0
                for p in terms {
                    let x = b[p &* ldb &+ j]
                    s0 = multiplyAdd(s0, a0[p], x)
                    if R.count > 1 { s1 = multiplyAdd(s1, a0[lda &+ p], x) }
                    if R.count > 2 { s2 = multiplyAdd(s2, a0[2 &* lda &+ p], x) }
                    if R.count > 3 { s3 = multiplyAdd(s3, a0[3 &* lda &+ p], x) }
                }
                c0[j] = Output.rounded(s0)
                if R.count > 1 { c0[ldc &+ j] = Output.rounded(s1) }
                if R.count > 2 { c0[2 &* ldc &+ j] = Output.rounded(s2) }
                if R.count > 3 { c0[3 &* ldc &+ j] = Output.rounded(s3) }
            }
            if streaming {
                forEachStreamedBlock(columns: columns, wide: V.scalarCount, row: c0) { j in
                    SIMDKernels.rowBlock(R.self, V.self, column: j, terms: terms, a: a0, lda: lda, b: b, ldb: ldb, c: c0, ldc: ldc,
                                         streaming: true)
                } single: { single($0) }
            } else {
                forEachBlock(columns: columns, wide: V.scalarCount, half: H.scalarCount, lead: lead(c0, wide: V.scalarCount),
                             group: pairs ? 2 : 1) { j in
                    SIMDKernels.rowBlock(R.self, V.self, column: j, terms: terms, a: a0, lda: lda, b: b, ldb: ldb, c: c0, ldc: ldc,
                                         streaming: false)
                } group: { j in
                    rowBlockTwoVectors(R.self, V.self, column: j, terms: terms, a: a0, lda: lda, b: b, ldb: ldb, c: c0, ldc: ldc)
                } half: { j in
                    SIMDKernels.rowBlock(R.self, H.self, column: j, terms: terms, a: a0, lda: lda, b: b, ldb: ldb, c: c0, ldc: ldc,
                                         streaming: false)
                } single: { single($0) }
            }
        }

        /// Row `i` alone, over its own span of `terms`.
        @inline(__always)
        func rowPass(_ i: Int, terms: Range<Int>) {
            let a0 = a + i * lda, c0 = c + i * ldc
            @inline(__always)
            func single(_ j: Int) {
                var s0 = 0.0
                for p in terms {
                    s0 = multiplyAdd(s0, a0[p], b[p &* ldb &+ j])
                }
                c0[j] = Output.rounded(s0)
            }
            if streaming {
                forEachStreamedBlock(columns: columns, wide: V.scalarCount, row: c0) { j in
                    SIMDKernels.rowBlock(Fixed.One.self, V.self, column: j, terms: terms, a: a0, lda: 0, b: b, ldb: ldb, c: c0, ldc: 0, streaming: true)
                } single: { single($0) }
            } else if runsInPasses(terms: terms.count, columns: columns) {
                fourTermPasses(V.self, columns: columns, terms: terms, a: a0, b: b, ldb: ldb, c: c0)
            } else {
                // A long sum in one row is one chain of dependent
                // multiply-adds per register: four vectors a step give
                // eight chains where the four rows' block has sixteen (see
                // rowBlockTwoVectors).
                forEachBlock(columns: columns, wide: V.scalarCount, half: H.scalarCount, lead: lead(c0, wide: V.scalarCount),
                             group: terms.count >= 8 ? 4 : 1) { j in
                    SIMDKernels.rowBlock(Fixed.One.self, V.self, column: j, terms: terms, a: a0, lda: 0, b: b, ldb: ldb, c: c0, ldc: 0, streaming: false)
                } group: { j in
                    oneRowFourVectors(V.self, column: j, terms: terms, a: a0, b: b, ldb: ldb, c: c0)
                } half: { j in
                    SIMDKernels.rowBlock(Fixed.One.self, H.self, column: j, terms: terms, a: a0, lda: 0, b: b, ldb: ldb, c: c0, ldc: 0, streaming: false)
                } single: { single($0) }
            }
        }
    }

    /// One vector of columns from `column` on, in `R.count` consecutive
    /// output rows (one to four): each load of B feeds every row, and the
    /// rows' sums (each one or more registers) are independent chains.
    @inlinable @inline(__always)
    static func rowBlock<R: FixedCount, L: SIMD, Output: ProductElement>(
        _: R.Type, _: L.Type, column j: Int, terms: Range<Int>,
        a a0: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c c0: UnsafeMutablePointer<Output>, ldc: Int, streaming: Bool
    ) where L.Scalar == Double {
        let n = R.count
        var s0 = L(), s1 = L(), s2 = L(), s3 = L()
        for p in terms {
            let row: L = load(b + (p &* ldb &+ j))
            s0 = multiplyAdd(s0, a0[p], row)
            if n > 1 { s1 = multiplyAdd(s1, a0[lda &+ p], row) }
            if n > 2 { s2 = multiplyAdd(s2, a0[2 &* lda &+ p], row) }
            if n > 3 { s3 = multiplyAdd(s3, a0[3 &* lda &+ p], row) }
        }
        store(s0, c0 + j, streaming: streaming)
        if n > 1 { store(s1, c0 + (ldc &+ j), streaming: streaming) }
        if n > 2 { store(s2, c0 + (2 &* ldc &+ j), streaming: streaming) }
        if n > 3 { store(s3, c0 + (3 &* ldc &+ j), streaming: streaming) }
    }

    /// Two consecutive vectors of columns from `column` on, in `R.count`
    /// output rows (two to four): twice the independent sums of
    /// ``rowBlock(_:_:column:terms:a:lda:b:ldb:c:ldc:streaming:)``.
    ///
    /// A sum of eight or more terms is a chain of as many dependent
    /// multiply-adds (four cycles each), and one block of such chains is
    /// about as much as the out-of-order window holds, so the next block's
    /// chains barely start before the last ones end. Twice the chains per
    /// block keep both FMA units busy: for nine terms (a wave fill of four
    /// waves) 6–17% faster at 390–4096 columns, measured against the
    /// eight-chain loop in the same process (wave fills of 256 frames, one
    /// and two threads); for five terms no faster, so shorter sums keep one
    /// vector a row.
    @inlinable @inline(__always)
    static func rowBlockTwoVectors<R: FixedCount, L: SIMD, Output: ProductElement>(
        _: R.Type, _: L.Type, column j: Int, terms: Range<Int>,
        a a0: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c c0: UnsafeMutablePointer<Output>, ldc: Int
    ) where L.Scalar == Double {
        let n = R.count, k = j &+ L.scalarCount
        var s0 = L(), s1 = L(), s2 = L(), s3 = L()
        var t0 = L(), t1 = L(), t2 = L(), t3 = L()
        for p in terms {
            let left: L = load(b + (p &* ldb &+ j)), right: L = load(b + (p &* ldb &+ k))
            let x0 = a0[p]
            s0 = multiplyAdd(s0, x0, left); t0 = multiplyAdd(t0, x0, right)
            if n > 1 { let x1 = a0[lda &+ p]; s1 = multiplyAdd(s1, x1, left); t1 = multiplyAdd(t1, x1, right) }
            if n > 2 { let x2 = a0[2 &* lda &+ p]; s2 = multiplyAdd(s2, x2, left); t2 = multiplyAdd(t2, x2, right) }
            if n > 3 { let x3 = a0[3 &* lda &+ p]; s3 = multiplyAdd(s3, x3, left); t3 = multiplyAdd(t3, x3, right) }
        }
        Output.store(s0, c0 + j); Output.store(t0, c0 + k)
        if n > 1 { Output.store(s1, c0 + (ldc &+ j)); Output.store(t1, c0 + (ldc &+ k)) }
        if n > 2 { Output.store(s2, c0 + (2 &* ldc &+ j)); Output.store(t2, c0 + (2 &* ldc &+ k)) }
        if n > 3 { Output.store(s3, c0 + (3 &* ldc &+ j)); Output.store(t3, c0 + (3 &* ldc &+ k)) }
    }

    /// Four consecutive vectors of columns from `column` on, in a single
    /// output row: four times the independent sums of
    /// ``rowBlock(_:_:column:terms:a:lda:b:ldb:c:ldc:streaming:)``, two per register of
    /// the widest vectors.
    @inlinable @inline(__always)
    static func oneRowFourVectors<L: SIMD, Output: ProductElement>(
        _: L.Type, column j: Int, terms: Range<Int>,
        a a0: UnsafePointer<Double>, b: UnsafePointer<Double>, ldb: Int, c c0: UnsafeMutablePointer<Output>
    ) where L.Scalar == Double {
        let n = L.scalarCount
        var s0 = L(), s1 = L(), s2 = L(), s3 = L()
        for p in terms {
            let x = a0[p], row = b + (p &* ldb &+ j)
            s0 = multiplyAdd(s0, x, load(row))
            s1 = multiplyAdd(s1, x, load(row + n))
            s2 = multiplyAdd(s2, x, load(row + 2 &* n))
            s3 = multiplyAdd(s3, x, load(row + 3 &* n))
        }
        Output.store(s0, c0 + j)
        Output.store(s1, c0 + (j &+ n))
        Output.store(s2, c0 + (j &+ 2 &* n))
        Output.store(s3, c0 + (j &+ 3 &* n))
    }

    /// Four output rows that each blend the same two rows `p` and `p + 1` of
    /// B, as the frames of one eased segment do, written side by side: the
    /// eight coefficients stay in registers for the whole pass, so a vector
    /// of each output row costs two loads, two multiplies, an add and a
    /// store, about half the instructions of the general loop, which bound
    /// it in cache.
    @inlinable @inline(__always)
    static func blendFourRows<H: SIMD, Output: ProductElement>(
        _ p: Int, columns: Int,
        a a0: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c c0: UnsafeMutablePointer<Output>, ldc: Int,
        lanes: H.Type
    ) where H.Scalar == Double {
        let a1 = a0 + lda, a2 = a1 + lda, a3 = a2 + lda
        let c1 = c0 + ldc, c2 = c1 + ldc, c3 = c2 + ldc
        let b0 = b + p * ldb, b1 = b0 + ldb
        let u0 = a0[p], v0 = a0[p + 1], u1 = a1[p], v1 = a1[p + 1]
        let u2 = a2[p], v2 = a2[p + 1], u3 = a3[p], v3 = a3[p + 1]
        func block<L: SIMD>(_: L.Type, _ j: Int) where L.Scalar == Double {
            let x: L = load(b0 + j), y: L = load(b1 + j)
            Output.store(multiplyAdd(u0 * x, v0, y), c0 + j)
            Output.store(multiplyAdd(u1 * x, v1, y), c1 + j)
            Output.store(multiplyAdd(u2 * x, v2, y), c2 + j)
            Output.store(multiplyAdd(u3 * x, v3, y), c3 + j)
        }
        forEachBlock(columns: columns, wide: H.scalarCount, half: 2, lead: lead(c0, wide: H.scalarCount)) { j in
            block(H.self, j)
        } half: { j in
            block(SIMD2<Double>.self, j)
        } single: { j in
            let x = b0[j], y = b1[j]
            c0[j] = Output.rounded(multiplyAdd(u0 * x, v0, y))
            c1[j] = Output.rounded(multiplyAdd(u1 * x, v1, y))
            c2[j] = Output.rounded(multiplyAdd(u2 * x, v2, y))
            c3[j] = Output.rounded(multiplyAdd(u3 * x, v3, y))
        }
    }

    /// Each of the four rows' non-zero weights in `terms` (NaN counts as
    /// non-zero) as bits from `terms.lowerBound` on, for one to eight
    /// terms; nil when a row has more than four. Spans of one or two terms
    /// (an eased segment's blend) are taken whole, and spans of three or
    /// four with no zero weight (Catmull-Rom segments, a wave) are found
    /// so in a few vector compares: a zero weight there costs less than
    /// finding it. A first row of more than four ends the search (dense
    /// rows).
    @inlinable @inline(__always)
    static func fewTermMasks(_ terms: Range<Int>, a: UnsafePointer<Double>, lda: Int) -> (UInt64, UInt64, UInt64, UInt64)? {
        let row = a + terms.lowerBound
        let whole: UInt64 = (1 &<< UInt64(truncatingIfNeeded: terms.count)) &- 1
        if terms.count <= 2 { return (whole, whole, whole, whole) }
        if terms.count <= 4 {
            // Weights 0 and 1 of each row, then the rest a column of four
            // rows at a time: no read past the span.
            let nonZero = (load(row, as: SIMD2<Double>.self) .!= 0) .& (load(row + lda, as: SIMD2<Double>.self) .!= 0)
                .& (load(row + 2 &* lda, as: SIMD2<Double>.self) .!= 0) .& (load(row + 3 &* lda, as: SIMD2<Double>.self) .!= 0)
            var rest = SIMD4<Double>(row[2], row[lda &+ 2], row[2 &* lda &+ 2], row[3 &* lda &+ 2]) .!= 0
            if terms.count == 4 { rest .&= SIMD4<Double>(row[3], row[lda &+ 3], row[2 &* lda &+ 3], row[3 &* lda &+ 3]) .!= 0 }
            if all(nonZero) && all(rest) { return (whole, whole, whole, whole) }
        }
        // Four lowest bits cleared, a mask of at most four is empty; the
        // baseline build has no population count instruction.
        @inline(__always) func beyondFour(_ mask: UInt64) -> UInt64 {
            var rest = mask
            rest &= rest &- 1
            rest &= rest &- 1
            rest &= rest &- 1
            return rest & (rest &- 1)
        }
        let first = nonZeroMask(inner: terms.count, a: row)
        guard beyondFour(first) == 0 else { return nil }
        let masks = (first, nonZeroMask(inner: terms.count, a: row + lda),
                     nonZeroMask(inner: terms.count, a: row + 2 &* lda), nonZeroMask(inner: terms.count, a: row + 3 &* lda))
        return beyondFour(masks.1) | beyondFour(masks.2) | beyondFour(masks.3) == 0 ? masks : nil
    }

    /// Four output rows of at most four non-zero weights each, `masks`
    /// (see ``fewTermMasks(_:a:lda:)``), within `terms` (an eased
    /// segment's blend, a Catmull-Rom segment, a timeline frame with a few
    /// animations running), written one row after the other, each row's
    /// coefficients held in registers for its whole pass: a row skips the
    /// zero weights that the four rows' span holds for it (a timeline
    /// frame's finished changes next to its running ones), whose loads
    /// would cost it as much as the others. The sums run in the general
    /// loop's order over the non-zero terms, so the values are those of the
    /// general loop to the bit, as a skipped term adds exactly zero when B
    /// is finite (a zero may come out as −0 where the general loop, which
    /// starts from +0, gives +0); a row whose mask is empty is written as
    /// +0.
    ///
    /// - Precondition: `columns` is at least `H.scalarCount` (whole vectors
    ///   and an overlapping last one).
    @inlinable @inline(__always)
    static func fewTermsRowByRow<H: SIMD, Output: ProductElement>(
        _ terms: Range<Int>, masks: (UInt64, UInt64, UInt64, UInt64), columns: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int,
        lanes: H.Type
    ) where H.Scalar == Double {
        let a0 = a + terms.lowerBound, b0 = b + terms.lowerBound &* ldb
        // Row `r` over the `count` terms at span indices p0, p1, … (the
        // unused ones 0).
        @inline(__always) func row(_ r: Int, _ count: Int, _ p0: Int, _ p1: Int, _ p2: Int, _ p3: Int) {
            let weights = a0 + r &* lda, out = c + r &* ldc
            let w = (weights[p0], weights[p1], weights[p2], weights[p3])
            let rows = (b0 + p0 &* ldb, b0 + p1 &* ldb, b0 + p2 &* ldb, b0 + p3 &* ldb)
            switch count {
            case 0: zeroRow(columns: columns, c: out, lanes: H.self)
            case 1: fewTermsRow(Fixed.One.self, columns: columns, weights: w, rows: rows, c: out, lanes: H.self)
            case 2: fewTermsRow(Fixed.Two.self, columns: columns, weights: w, rows: rows, c: out, lanes: H.self)
            case 3: fewTermsRow(Fixed.Three.self, columns: columns, weights: w, rows: rows, c: out, lanes: H.self)
            default: fewTermsRow(Fixed.Four.self, columns: columns, weights: w, rows: rows, c: out, lanes: H.self)
            }
        }
        let n = terms.count
        if n <= 4 && masks.0 & masks.1 & masks.2 & masks.3 == (1 &<< UInt64(n)) &- 1 {
            // Every row uses every term of the span (segment rows).
            let q1 = n > 1 ? 1 : 0, q2 = n > 2 ? 2 : 0, q3 = n > 3 ? 3 : 0
            for r in 0..<4 { row(r, n, 0, q1, q2, q3) }
            return
        }
        // The next set bit's index, counted, and the bit cleared; 0 once
        // none is left (unused then): no branch on where the terms lie.
        @inline(__always) func next(_ mask: inout UInt64, _ count: inout Int) -> Int {
            let index = mask.trailingZeroBitCount & 63
            count &+= mask == 0 ? 0 : 1
            mask &= mask &- 1
            return index
        }
        @inline(__always) func gathered(_ r: Int, _ mask: UInt64) {
            var bits = mask, count = 0
            let p0 = next(&bits, &count), p1 = next(&bits, &count), p2 = next(&bits, &count), p3 = next(&bits, &count)
            row(r, count, p0, p1, p2, p3)
        }
        gathered(0, masks.0)
        gathered(1, masks.1)
        gathered(2, masks.2)
        gathered(3, masks.3)
    }

    /// One output row of `N.count` terms: `c[j] = Σ weights.q·rows.q[j]`
    /// for the first `N.count` of each, summed in order, the coefficients
    /// held in registers. Not inlined: the walk over four rows would carry
    /// four copies of each count's loop.
    @inlinable @inline(never)
    static func fewTermsRow<N: FixedCount, H: SIMD, Output: ProductElement>(
        _: N.Type, columns: Int, weights w: (Double, Double, Double, Double),
        rows b: (UnsafePointer<Double>, UnsafePointer<Double>, UnsafePointer<Double>, UnsafePointer<Double>),
        c: UnsafeMutablePointer<Output>, lanes: H.Type
    ) where H.Scalar == Double {
        let n = N.count
        let (w0, w1, w2, w3) = w, (b0, b1, b2, b3) = b
        forEachBlock(columns: columns, wide: H.scalarCount, half: H.scalarCount, lead: lead(c, wide: H.scalarCount)) { j in
            var s: H = w0 * (load(b0 + j) as H)
            if n > 1 { s = multiplyAdd(s, w1, load(b1 + j)) }
            if n > 2 { s = multiplyAdd(s, w2, load(b2 + j)) }
            if n > 3 { s = multiplyAdd(s, w3, load(b3 + j)) }
            Output.store(s, c + j)
        } half: { _ in } single: { _ in }
    }

    /// An output row of +0s.
    @inlinable
    static func zeroRow<H: SIMD, Output: ProductElement>(columns: Int, c: UnsafeMutablePointer<Output>, lanes: H.Type) where H.Scalar == Double {
        forEachBlock(columns: columns, wide: H.scalarCount, half: H.scalarCount, lead: lead(c, wide: H.scalarCount)) { j in
            Output.store(H(), c + j)
        } half: { _ in } single: { _ in }
    }

    /// The row lengths whose rows of at most four terms each are written one
    /// after the other (``fewTermsRowByRow(_:masks:columns:a:lda:b:ldb:c:ldc:lanes:)``)
    /// rather than side by side. One store stream at a time beat four
    /// interleaved ones by 15–25% on blob point sets (384 columns, `Float`
    /// output) and by about 5% with `Double` output, on the AVX-512 machine
    /// over three interleaved runs; frames of 256 to 1024 columns came out
    /// even or up to 10% faster. Shorter rows lose (64 columns: up to 1.5×
    /// slower, four short loops instead of one), and so do longer ones,
    /// whose rows of B no longer stay in L1 across the four passes (blobs of
    /// 256 anchors, 1536 columns: up to 25% slower).
    @inlinable
    static var rowByRowColumns: ClosedRange<Int> { 256...1024 }

    /// Covers columns `0..<columns` of an output that is not also an input:
    /// whole vectors of `wide` columns, then one more that ends at the last
    /// column and overlaps its neighbour (it writes the same values again),
    /// so a row longer than a vector has no scalar tail; a shorter row takes
    /// `half` vectors the same way (the last one overlapping), or single
    /// columns below that.
    /// At 390 columns the scalar tail had cost a fifth of the product.
    ///
    /// With `lead` > 0 (see ``lead(_:wide:)``) the first vector is followed
    /// by vectors from column `lead` on, where the row's stores no longer
    /// straddle cache lines, in rows of at least two vectors past `lead`:
    /// a shorter row would take a third vector for two vectors' columns
    /// (1,000 frames of 24 or 32 columns, AVX-512, one thread: 1.3× slower
    /// than straddling).
    @inlinable @inline(__always)
    static func forEachBlock(
        columns: Int, wide: Int, half: Int, lead: Int = 0,
        _ wideBlock: (Int) -> Void, half halfBlock: (Int) -> Void, single: (Int) -> Void
    ) {
        forEachBlock(columns: columns, wide: wide, half: half, lead: lead, group: 1,
                     wideBlock, group: wideBlock, half: halfBlock, single: single)
    }

    /// The same walk, with `group` > 1: `group` `wide` vectors at a time
    /// through `groupBlock(j)` (columns `j ..< j + group·wide`) while they
    /// fit, then the rest as above.
    @inlinable @inline(__always)
    static func forEachBlock(
        columns: Int, wide: Int, half: Int, lead: Int = 0, group: Int,
        _ wideBlock: (Int) -> Void, group groupBlock: (Int) -> Void, half halfBlock: (Int) -> Void, single: (Int) -> Void
    ) {
        if columns >= wide {
            var j = 0
            if lead > 0 && columns >= lead &+ 2 &* wide {
                wideBlock(0)
                j = lead
            }
            if group > 1 {
                while j &+ group &* wide <= columns {
                    groupBlock(j)
                    j &+= group &* wide
                }
            }
            while j &+ wide <= columns {
                wideBlock(j)
                j &+= wide
            }
            if j < columns { wideBlock(columns &- wide) }
        } else if columns >= half {
            var j = 0
            while j &+ half <= columns {
                halfBlock(j)
                j &+= half
            }
            if j < columns { halfBlock(columns &- half) }
        } else {
            for j in 0..<columns { single(j) }
        }
    }

    /// Covers columns `0..<columns` of a row written past the caches: whole
    /// vectors of `wide` columns over the row's whole 64-byte lines (and
    /// whole vectors), `single` columns before and after them, so that no
    /// line takes both non-temporal and ordinary stores (the ordinary one
    /// would pull the line back into the cache). The caller's rows share
    /// `row`'s alignment (see ``matrixProduct(rows:columns:inner:a:lda:b:ldb:c:ldc:)``).
    @inlinable @inline(__always)
    static func forEachStreamedBlock<Output>(
        columns: Int, wide: Int, row: UnsafeMutablePointer<Output>,
        _ wideBlock: (Int) -> Void, single: (Int) -> Void
    ) {
        let line = 64 / MemoryLayout<Output>.stride
        let head = Swift.min(lead(row, wide: line), columns)
        let unit = Swift.max(line, wide)
        let end = head &+ (columns &- head) / unit &* unit
        for j in 0..<head { single(j) }
        var j = head
        while j < end {
            wideBlock(j)
            j &+= wide
        }
        for j in end..<columns { single(j) }
    }

    /// The columns from `row` to the first one whose vector of `wide`
    /// elements starts on a cache line (or on its own size, if smaller):
    /// `Array` storage and most buffers are only 16-byte aligned, and an
    /// output row whose 64-byte stores each straddle two cache lines ran
    /// 2.4× slower (frames of 64 columns, AVX-512). Always below `wide`.
    @inlinable @inline(__always)
    static func lead<Output>(_ row: UnsafeMutablePointer<Output>, wide: Int) -> Int {
        let size = MemoryLayout<Output>.stride
        let alignment = Swift.min(64, wide &* size)
        let misalignment = Int(bitPattern: row) & (alignment &- 1)
        return misalignment == 0 ? 0 : (alignment &- misalignment) / size
    }

    /// The inner indices from the first to the last where any of `rows`
    /// rows of A (stride `lda`) is non-zero; empty when all are zero.
    /// A single row of 12 to 64 keyframes whose end weights are not both
    /// non-zero is read whole into a mask of its non-zero weights, eight at
    /// a time, with no branch on where they lie: the scan below, which
    /// stops at the first and last non-zero weight, mispredicted its exit
    /// at every row of terms at scattered keyframes, and on rows of a few
    /// columns that cost more than the row's sums. Blocks of rows, whose
    /// ends move little from one block to the next, keep the scan.
    @inlinable @inline(__always)
    static func nonZeroSpan(rows: Int, inner: Int, a: UnsafePointer<Double>, lda: Int) -> Range<Int> {
        guard rows == 1 && (12...64).contains(inner) else { return scannedNonZeroSpan(rows: rows, inner: inner, a: a, lda: lda) }
        if a[0] != 0 && a[inner &- 1] != 0 { return 0..<inner }
        let mask = nonZeroMask(inner: inner, a: a)
        return mask == 0 ? 0..<0 : mask.trailingZeroBitCount..<(64 &- mask.leadingZeroBitCount)
    }

    /// Each of the four rows' own span from `a` (stride `lda`).
    @inlinable @inline(__always)
    static func fourRowSpans(inner: Int, a: UnsafePointer<Double>, lda: Int) -> (Range<Int>, Range<Int>, Range<Int>, Range<Int>) {
        (nonZeroSpan(rows: 1, inner: inner, a: a, lda: lda), nonZeroSpan(rows: 1, inner: inner, a: a + lda, lda: lda),
         nonZeroSpan(rows: 1, inner: inner, a: a + 2 &* lda, lda: lda), nonZeroSpan(rows: 1, inner: inner, a: a + 3 &* lda, lda: lda))
    }

    /// The indices from the lowest start to the highest end of four
    /// spans, the empty ones left out; empty when all are.
    @inlinable @inline(__always)
    static func union(_ spans: (Range<Int>, Range<Int>, Range<Int>, Range<Int>)) -> Range<Int> {
        // Two-operand min and max: the variadic ones take an array, which
        // debug builds allocate.
        @inline(__always) func start(_ s: Range<Int>) -> Int { s.isEmpty ? .max : s.lowerBound }
        @inline(__always) func end(_ s: Range<Int>) -> Int { s.isEmpty ? 0 : s.upperBound }
        let first = Swift.min(Swift.min(start(spans.0), start(spans.1)), Swift.min(start(spans.2), start(spans.3)))
        let last = Swift.max(Swift.max(end(spans.0), end(spans.1)), Swift.max(end(spans.2), end(spans.3)))
        return first < last ? first..<last : 0..<0
    }

    /// Bit `p` set where `a[p]` is non-zero (NaN included), for `p` in
    /// `0..<inner`, `inner` from 0 to 64: a comparison's bits, which only C
    /// reaches (see NonZeroMask.h).
    @inlinable @inline(__always)
    static func nonZeroMask(inner: Int, a: UnsafePointer<Double>) -> UInt64 {
        ak_nonzero_mask(a, inner)
    }

    /// ``nonZeroSpan(rows:inner:a:lda:)`` by scanning: a row whose end
    /// weight is zero is scanned four weights at a time from
    /// there; a dense row stops at its first weight.
    @inlinable @inline(__always)
    static func scannedNonZeroSpan(rows: Int, inner: Int, a: UnsafePointer<Double>, lda: Int) -> Range<Int> {
        var first = inner, last = -1
        for r in 0..<rows {
            let row = a + r * lda
            var p = 0
            if p < first, row[p] == 0 {
                while p &+ 4 <= first, nonZeroMask(inner: 4, a: row + p) == 0 { p &+= 4 }
                while p < first, row[p] == 0 { p &+= 1 }
            }
            first = Swift.min(first, p)
            var q = inner &- 1
            if q > last, row[q] == 0 {
                while q &- 4 >= last, nonZeroMask(inner: 4, a: row + (q &- 3)) == 0 { q &-= 4 }
                while q > last, row[q] == 0 { q &-= 1 }
            }
            last = Swift.max(last, q)
        }
        return first <= last ? first..<(last &+ 1) : 0..<0
    }
}

/// A small count as a type, for the product's loops over one to four
/// terms (``SIMDKernels/fewTermsRow(_:columns:weights:rows:c:lanes:)``)
/// or rows (``SIMDKernels/rowBlock(_:_:column:terms:a:lda:b:ldb:c:ldc:streaming:)``):
/// each count gets its own specialized loop with the count folded in
/// (passed as a value, the count was tested at every vector, as the row
/// function was not inlined).
@usableFromInline
protocol FixedCount { static var count: Int { get } }

/// The counts a ``FixedCount`` takes.
@usableFromInline
enum Fixed {
    @usableFromInline enum One: FixedCount { @inlinable static var count: Int { 1 } }
    @usableFromInline enum Two: FixedCount { @inlinable static var count: Int { 2 } }
    @usableFromInline enum Three: FixedCount { @inlinable static var count: Int { 3 } }
    @usableFromInline enum Four: FixedCount { @inlinable static var count: Int { 4 } }
}
