extension SIMDKernels {
    /// Whether a row the product computes alone (past the last block of
    /// four rows, or a row of scattered terms) of `terms` terms and
    /// `columns` columns runs in ``fourTermPasses(_:columns:terms:a:b:ldb:c:)``:
    /// in the baseline build, whose 16-byte vectors let the one-pass loop
    /// read only two cache lines of each row of B before it moves to the
    /// next row, so that its loads from many rows outrun what the
    /// prefetchers follow (figures in the benchmark's Tuning notes, "Lone rows"); from 24 terms,
    /// as shorter sums measured even or up to 7% slower in passes, and
    /// from 256 columns (the narrowest column strip), so that zeroing the
    /// stack buffer costs about 1% at most. Wider builds read four or eight
    /// lines a row and were as fast as `dgemm` already.
    @inlinable
    static func runsInPasses(terms: Int, columns: Int) -> Bool {
        AutomaticThresholds.simdRegisterBits < 256 && terms >= 24 && columns >= 256
    }

    /// One output row `c[j] = Σ a[p]·B[p][j]` for `p` in `terms`, four
    /// terms a pass over strips of ``StackDoubles/capacity`` columns: each
    /// pass reads four rows of B, each through its own loads, one
    /// sequential stream per row, and carries the sums to the next pass in
    /// a stack buffer (the last pass writes them to `c`). The sums run in
    /// the one-pass loop's order from +0, so the values are its values to
    /// the bit. Columns past the last whole vector of `L` are summed one at
    /// a time.
    ///
    /// - Complexity: O(`terms.count` × `columns`), allocation-free.
    @inlinable
    static func fourTermPasses<L: SIMD, Output: ProductElement>(
        _: L.Type, columns: Int, terms: Range<Int>,
        a: UnsafePointer<Double>, b: UnsafePointer<Double>, ldb: Int, c: UnsafeMutablePointer<Output>
    ) where L.Scalar == Double {
        let n = L.scalarCount, whole = columns &- columns % n
        StackDoubles.with { sums in
            var start = 0
            while start < whole {
                let width = Swift.min(StackDoubles.capacity, whole &- start)
                var p = terms.lowerBound
                while p < terms.upperBound {
                    let first = p == terms.lowerBound, rows = b + (p &* ldb &+ start)
                    switch terms.upperBound &- p {
                    case 1: pass(Fixed.One.self, L.self, width: width, first: first, weights: a + p, rows: rows, ldb: ldb, sums: sums, c: c + start)
                    case 2: pass(Fixed.Two.self, L.self, width: width, first: first, weights: a + p, rows: rows, ldb: ldb, sums: sums, c: c + start)
                    case 3: pass(Fixed.Three.self, L.self, width: width, first: first, weights: a + p, rows: rows, ldb: ldb, sums: sums, c: c + start)
                    case 4: pass(Fixed.Four.self, L.self, width: width, first: first, weights: a + p, rows: rows, ldb: ldb, sums: sums, c: c + start)
                    default: pass(Fixed.Four.self, L.self, width: width, first: first, weights: a + p, rows: rows, ldb: ldb, sums: sums, c: nil as UnsafeMutablePointer<Output>?)
                    }
                    p &+= 4
                }
                start &+= width
            }
        }
        for j in whole..<columns {
            var s = 0.0
            for p in terms { s = multiplyAdd(s, a[p], b[p &* ldb &+ j]) }
            c[j] = Output.rounded(s)
        }
    }

    /// One pass of ``fourTermPasses(_:columns:terms:a:b:ldb:c:)`` over
    /// `width` columns (whole vectors of `L`): `N.count` terms added to the
    /// sums (to +0 on the `first` pass), written to `c` when given (the
    /// last pass), else back to `sums`.
    @inlinable @inline(__always)
    static func pass<N: FixedCount, L: SIMD, Output: ProductElement>(
        _: N.Type, _: L.Type, width: Int, first: Bool,
        weights: UnsafePointer<Double>, rows: UnsafePointer<Double>, ldb: Int,
        sums: UnsafeMutablePointer<Double>, c: UnsafeMutablePointer<Output>?
    ) where L.Scalar == Double {
        let n = L.scalarCount, count = N.count
        let r0 = rows, r1 = rows + (count > 1 ? ldb : 0), r2 = rows + (count > 2 ? 2 &* ldb : 0), r3 = rows + (count > 3 ? 3 &* ldb : 0)
        let w0 = weights[0], w1 = count > 1 ? weights[1] : 0, w2 = count > 2 ? weights[2] : 0, w3 = count > 3 ? weights[3] : 0
        @inline(__always) func step(_ j: Int) -> L {
            var s: L = first ? L() : load(sums + j)
            s = multiplyAdd(s, w0, load(r0 + j))
            if count > 1 { s = multiplyAdd(s, w1, load(r1 + j)) }
            if count > 2 { s = multiplyAdd(s, w2, load(r2 + j)) }
            if count > 3 { s = multiplyAdd(s, w3, load(r3 + j)) }
            return s
        }
        @inline(__always) func put(_ s: L, _ j: Int) {
            if let c { Output.store(s, c + j) } else { store(s, sums + j) }
        }
        var j = 0
        while j &+ 2 &* n <= width {
            let s0 = step(j), s1 = step(j &+ n)
            put(s0, j)
            put(s1, j &+ n)
            j &+= 2 &* n
        }
        if j < width { put(step(j), j) }
    }
}
