/// Pure-Swift kernels over SIMD vector types.
///
/// Each element-wise kernel is one ``LaneOperation`` run by one loop driver
/// that steps eight lanes at a time and finishes with a four-, a two- and a
/// one-lane step, so short vectors (the common case in animation data) take
/// at most three short steps instead of a scalar tail of up to seven.
/// Eight lanes are four SSE2 registers on the baseline x86-64 target and two
/// AVX registers under `-march=native`, so one source serves both. Loads and
/// stores are unaligned: callers' buffers carry no alignment promise.
@usableFromInline
struct SIMDKernels: VectorKernels {
    @inlinable
    init() {}

    @inlinable @inline(__always)
    static func load<V: SIMD>(_ p: UnsafePointer<Double>, as: V.Type = V.self) -> V where V.Scalar == Double {
        UnsafeRawPointer(p).loadUnaligned(as: V.self)
    }

    @inlinable @inline(__always)
    static func store<V: SIMD>(_ v: V, _ p: UnsafeMutablePointer<Double>) where V.Scalar == Double {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: V.self)
    }

    /// Runs `operation` over `y[i] = f(x[i], y[i])` for `i` in `0..<count`.
    @inlinable @inline(__always)
    static func update<Operation: LaneOperation>(
        count: Int, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>, _ operation: Operation
    ) {
        var i = 0
        while i &+ 16 <= count {
            store(operation(load(x + i, as: SIMD8<Double>.self), load(y + i)), y + i)
            store(operation(load(x + i + 8, as: SIMD8<Double>.self), load(y + i + 8)), y + i + 8)
            i &+= 16
        }
        if count &- i >= 8 {
            store(operation(load(x + i, as: SIMD8<Double>.self), load(y + i)), y + i)
            i &+= 8
        }
        if count &- i >= 4 {
            store(operation(load(x + i, as: SIMD4<Double>.self), load(y + i)), y + i)
            i &+= 4
        }
        if count &- i >= 2 {
            store(operation(load(x + i, as: SIMD2<Double>.self), load(y + i)), y + i)
            i &+= 2
        }
        if i < count {
            y[i] = operation(SIMD2(x[i], 0), SIMD2(y[i], 0))[0]
        }
    }

    /// Runs `operation` like ``update(count:x:y:_:)``, split over
    /// ``Parallelism`` threads when the vector is long enough to gain.
    @inlinable @inline(__always)
    static func stream<Operation: LaneOperation>(
        count: Int, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>, _ operation: Operation,
        minimumSplit: Int = Parallelism.minimumCount
    ) {
        let shares = Parallelism.shares(for: count, minimum: minimumSplit)
        if _slowPath(shares > 1) {
            Parallelism.forEachShare(of: count, shares: shares) { _, range in
                update(count: range.count, x: x + range.lowerBound, y: y + range.lowerBound, operation)
            }
        } else {
            update(count: count, x: x, y: y, operation)
        }
    }

    @inlinable @inline(__always)
    func axpy(count: Int, alpha: Double, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        Self.stream(count: count, x: x, y: y, AXPY(alpha: alpha))
    }

    @inlinable @inline(__always)
    func scale(count: Int, alpha: Double, x: UnsafeMutablePointer<Double>) {
        // One array rather than two: at 256K and 512K elements one thread
        // scales from cache faster than two (0.123 vs 0.153 and 0.133 ns per
        // element); at 1M two win (0.089 vs 0.154).
        Self.stream(count: count, x: x, y: x, Scale(alpha: alpha), minimumSplit: 4 * Parallelism.minimumCount)
    }

    @inlinable @inline(__always)
    func interpolate(count: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        Self.stream(count: count, x: x, y: y, Interpolate(amount: amount))
    }

    /// The dot product, split over ``Parallelism`` threads for long vectors;
    /// the partial sums are added in share order, so the result depends on
    /// the thread count but not on timing.
    @inlinable @inline(__always)
    func dot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        let shares = Parallelism.shares(for: count)
        if _slowPath(shares > 1) {
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: shares) { partial in
                Parallelism.forEachShare(of: count, shares: shares) { share, range in
                    partial[share] = Self.dotKernel(count: range.count, x: x + range.lowerBound, y: y + range.lowerBound)
                }
                return partial.reduce(0, +)
            }
        }
        return Self.dotKernel(count: count, x: x, y: y)
    }

    @inlinable @inline(__always)
    static func dotKernel(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        // Two independent eight-lane accumulators keep enough additions in
        // flight to hide their latency.
        var s0 = SIMD8<Double>(), s1 = SIMD8<Double>()
        var i = 0
        while i &+ 16 <= count {
            s0 += load(x + i) * load(y + i, as: SIMD8<Double>.self)
            s1 += load(x + i + 8) * load(y + i + 8, as: SIMD8<Double>.self)
            i &+= 16
        }
        if count &- i >= 8 {
            s0 += load(x + i) * load(y + i, as: SIMD8<Double>.self)
            i &+= 8
        }
        s0 += s1
        var s = s0.lowHalf + s0.highHalf
        if count &- i >= 4 {
            s += load(x + i) * load(y + i, as: SIMD4<Double>.self)
            i &+= 4
        }
        var pair = s.lowHalf + s.highHalf
        if count &- i >= 2 {
            pair += load(x + i) * load(y + i, as: SIMD2<Double>.self)
            i &+= 2
        }
        var sum = pair[0] + pair[1]
        if i < count {
            sum += x[i] * y[i]
        }
        return sum
    }

    /// Each output row is first filled with its coefficients, each repeated
    /// `width` times, then turned into `base + row ⊙ direction` by one
    /// vector pass while it is still in L1; rows are split over
    /// ``Parallelism`` threads when the output is long enough to gain.
    @inlinable
    func groupedScaleAdd(
        rows: Int, groups: Int, width: Int,
        a: UnsafePointer<Double>, lda: Int,
        base: UnsafePointer<Double>, direction: UnsafePointer<Double>,
        c: UnsafeMutablePointer<Double>, ldc: Int
    ) {
        let length = groups * width
        func fill(_ range: Range<Int>) {
            for i in range {
                let row = c + i * ldc, coefficients = a + i * lda
                for g in 0..<groups {
                    (row + g * width).update(repeating: coefficients[g], count: width)
                }
                var j = 0
                while j &+ 8 <= length {
                    let v = Self.load(base + j, as: SIMD8<Double>.self) + Self.load(row + j) * Self.load(direction + j, as: SIMD8<Double>.self)
                    Self.store(v, row + j)
                    j &+= 8
                }
                while j < length {
                    row[j] = base[j] + row[j] * direction[j]
                    j &+= 1
                }
            }
        }
        let shares = rows >= 2 ? Parallelism.shares(for: rows * length) : 1
        if shares > 1 {
            Parallelism.forEachShare(of: rows, shares: min(shares, rows), alignment: 1) { _, range in fill(range) }
        } else {
            fill(0..<rows)
        }
    }

    /// The product, split by rows over ``Parallelism`` threads when the
    /// output is long enough to gain.
    @inlinable
    func matrixProduct(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Double>, ldc: Int
    ) {
        let shares = rows >= 4 ? Parallelism.shares(for: rows * columns) : 1
        if shares > 1 {
            Parallelism.forEachShare(of: rows, shares: min(shares, rows / 4), alignment: 4) { _, range in
                Self.productRows(range, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc)
            }
        } else {
            Self.productRows(0..<rows, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc)
        }
    }

    /// Rows `range` of the product, four output rows per pass: each load of
    /// a vector of B feeds all four rows, whose sums are independent chains
    /// (enough of them to hide the adds' latency), and stay in registers
    /// until their single store. The output is written exactly once, which
    /// is what bounds these short-inner products.
    ///
    /// Each pass runs only over the inner indices where one of its rows has
    /// a non-zero coefficient: timing weights have two (an eased segment) or
    /// four (Catmull-Rom) per row, so K = 8 keyframes cost what K = 2 does.
    /// With B finite (every caller checks it) a skipped term adds exactly
    /// zero, so the result is the same to the bit (a zero result may come
    /// out as −0 where the full sum gives +0).
    @inlinable
    static func productRows(
        _ range: Range<Int>, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Double>, ldc: Int
    ) {
        // Four rows of two registers each, plus the two of B, fit the
        // sixteen vector registers of both SSE2 and AVX2.
        if AutomaticThresholds.simdRegisterBits >= 256 {
            productRows(range, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc,
                        lanes: SIMD8<Double>.self, halfLanes: SIMD4<Double>.self)
        } else {
            productRows(range, columns: columns, inner: inner, a: a, lda: lda, b: b, ldb: ldb, c: c, ldc: ldc,
                        lanes: SIMD4<Double>.self, halfLanes: SIMD2<Double>.self)
        }
    }

    @inlinable @inline(__always)
    static func productRows<V: SIMD, H: SIMD>(
        _ range: Range<Int>, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Double>, ldc: Int,
        lanes: V.Type, halfLanes: H.Type
    ) where V.Scalar == Double, H.Scalar == Double {
        let width = V.scalarCount
        var i = range.lowerBound
        while i &+ 4 <= range.upperBound {
            let a0 = a + i * lda, a1 = a0 + lda, a2 = a1 + lda, a3 = a2 + lda
            let c0 = c + i * ldc, c1 = c0 + ldc, c2 = c1 + ldc, c3 = c2 + ldc
            let terms = nonZeroSpan(rows: 4, inner: inner, a: a0, lda: lda)
            if terms.count == 2 {
                blendFourRows(terms.lowerBound, columns: columns, a: a0, lda: lda, b: b, ldb: ldb, c: c0, ldc: ldc, lanes: H.self)
                i &+= 4
                continue
            }
            var j = 0
            while j &+ width <= columns {
                var s0 = V(), s1 = V(), s2 = V(), s3 = V()
                for p in terms {
                    let row: V = load(b + p * ldb + j)
                    s0 += a0[p] * row
                    s1 += a1[p] * row
                    s2 += a2[p] * row
                    s3 += a3[p] * row
                }
                store(s0, c0 + j)
                store(s1, c1 + j)
                store(s2, c2 + j)
                store(s3, c3 + j)
                j &+= width
            }
            while j < columns {
                var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0
                for p in terms {
                    let x = b[p * ldb + j]
                    s0 += a0[p] * x
                    s1 += a1[p] * x
                    s2 += a2[p] * x
                    s3 += a3[p] * x
                }
                c0[j] = s0
                c1[j] = s1
                c2[j] = s2
                c3[j] = s3
                j &+= 1
            }
            i &+= 4
        }
        while i < range.upperBound {
            let a0 = a + i * lda, c0 = c + i * ldc
            let terms = nonZeroSpan(rows: 1, inner: inner, a: a0, lda: lda)
            var j = 0
            while j &+ width <= columns {
                var s0 = V()
                for p in terms {
                    s0 += a0[p] * (load(b + p * ldb + j) as V)
                }
                store(s0, c0 + j)
                j &+= width
            }
            while j < columns {
                var s0 = 0.0
                for p in terms {
                    s0 += a0[p] * b[p * ldb + j]
                }
                c0[j] = s0
                j &+= 1
            }
            i &+= 1
        }
    }

    /// Four output rows that each blend the same two rows `p` and `p + 1` of
    /// B, as the frames of one eased segment do: the eight coefficients stay
    /// in registers for the whole pass, so a vector of each output row costs
    /// two loads, two multiplies, an add and a store, about half the
    /// instructions of the general loop, which bound it in cache.
    @inlinable @inline(__always)
    static func blendFourRows<H: SIMD>(
        _ p: Int, columns: Int,
        a a0: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c c0: UnsafeMutablePointer<Double>, ldc: Int,
        lanes: H.Type
    ) where H.Scalar == Double {
        let a1 = a0 + lda, a2 = a1 + lda, a3 = a2 + lda
        let c1 = c0 + ldc, c2 = c1 + ldc, c3 = c2 + ldc
        let b0 = b + p * ldb, b1 = b0 + ldb
        let u0 = a0[p], v0 = a0[p + 1], u1 = a1[p], v1 = a1[p + 1]
        let u2 = a2[p], v2 = a2[p + 1], u3 = a3[p], v3 = a3[p + 1]
        let (wu0, wv0, wu1, wv1) = (H(repeating: u0), H(repeating: v0), H(repeating: u1), H(repeating: v1))
        let (wu2, wv2, wu3, wv3) = (H(repeating: u2), H(repeating: v2), H(repeating: u3), H(repeating: v3))
        var j = 0
        while j &+ H.scalarCount <= columns {
            let x: H = load(b0 + j), y: H = load(b1 + j)
            store(wu0 * x + wv0 * y, c0 + j)
            store(wu1 * x + wv1 * y, c1 + j)
            store(wu2 * x + wv2 * y, c2 + j)
            store(wu3 * x + wv3 * y, c3 + j)
            j &+= H.scalarCount
        }
        while j < columns {
            let x = b0[j], y = b1[j]
            c0[j] = u0 * x + v0 * y
            c1[j] = u1 * x + v1 * y
            c2[j] = u2 * x + v2 * y
            c3[j] = u3 * x + v3 * y
            j &+= 1
        }
    }

    /// The inner indices from the first to the last where any of `rows`
    /// rows of A (stride `lda`) is non-zero; empty when all are zero.
    @inlinable @inline(__always)
    static func nonZeroSpan(rows: Int, inner: Int, a: UnsafePointer<Double>, lda: Int) -> Range<Int> {
        var first = inner, last = -1
        for r in 0..<rows {
            let row = a + r * lda
            var p = 0
            while p < first, row[p] == 0 { p &+= 1 }
            first = Swift.min(first, p)
            var q = inner &- 1
            while q > last, row[q] == 0 { q &-= 1 }
            last = Swift.max(last, q)
        }
        return first <= last ? first..<(last &+ 1) : 0..<0
    }
}

/// An element-wise update `y ← f(x, y)`, written once for any lane count.
@usableFromInline
protocol LaneOperation {
    func callAsFunction<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double
}

extension SIMDKernels {
    /// `y + α·x`
    @usableFromInline
    struct AXPY: LaneOperation {
        @usableFromInline let alpha: Double
        @inlinable init(alpha: Double) { self.alpha = alpha }
        @inlinable @inline(__always)
        func callAsFunction<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double { y + alpha * x }
    }

    /// `α·y` (the `x` operand is ignored)
    @usableFromInline
    struct Scale: LaneOperation {
        @usableFromInline let alpha: Double
        @inlinable init(alpha: Double) { self.alpha = alpha }
        @inlinable @inline(__always)
        func callAsFunction<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double { y * alpha }
    }

    /// `y + t·(x − y)`
    @usableFromInline
    struct Interpolate: LaneOperation {
        @usableFromInline let amount: Double
        @inlinable init(amount: Double) { self.amount = amount }
        @inlinable @inline(__always)
        func callAsFunction<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double { y + amount * (x - y) }
    }
}
