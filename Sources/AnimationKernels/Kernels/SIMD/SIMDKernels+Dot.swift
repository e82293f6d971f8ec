extension SIMDKernels {

    /// The dot product, split over ``Parallelism`` threads for long vectors:
    /// two vectors from ``Parallelism/streamMinimumCount`` elements, as the
    /// element-wise streams, a vector with itself (a squared norm, half the
    /// data) from ``Parallelism/dotMinimumCount``. The partial sums are
    /// added in share order, so the result depends on the thread count but
    /// not on timing.
    @inlinable @inline(__always)
    func dot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        // Neither split starts below the streams' shortest minimum.
        if _slowPath(count >= Parallelism.shortestStreamMinimumCount) {
            return Self.longDot(count: count, x: x, y: y)
        }
        return Self.dotKernel(count: count, x: x, y: y)
    }

    /// ``dot(count:x:y:)`` for vectors that may split. Out of line, so that
    /// a short vector's inlined call carries no frame for a split it cannot
    /// take.
    ///
    /// A squared norm (`x == y`) passes `x` for both, so that the kernels,
    /// inlined, read each vector once: out of line they cannot see the two
    /// pointers are equal, and read it twice.
    @usableFromInline @inline(never)
    static func longDot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        let squares = x == y
        let shares = squares ? Parallelism.shares(for: count, minimum: Parallelism.dotMinimumCount)
                             : Parallelism.streamShares(for: count)
        guard shares > 1 else { return squares ? dotKernel(count: count, x: x, y: x) : dotKernel(count: count, x: x, y: y) }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: shares) { partial in
            Parallelism.split(of: count, shares: shares, alignment: 8, DotShares(x: x, y: y, partial: partial))
            return partial.reduce(0, +)
        }
    }

    /// ``longDot(count:x:y:)``'s shares: each writes its partial sum to
    /// `partial[share]`.
    struct DotShares: ShareBody {
        let x: UnsafePointer<Double>, y: UnsafePointer<Double>
        let partial: UnsafeMutableBufferPointer<Double>

        func run(share: Int, range: Range<Int>) {
            let xs = x + range.lowerBound
            partial[share] = x == y ? SIMDKernels.longDotKernel(count: range.count, x: xs, y: xs)
                                    : SIMDKernels.longDotKernel(count: range.count, x: xs, y: y + range.lowerBound)
        }
    }

    /// Four independent accumulators of `V`, which keep enough additions in
    /// flight to hide their latency, over the whole blocks of four vectors
    /// from `i` on; `i` ends after the last block.
    @inlinable @inline(__always)
    static func accumulateBlocks<V: SIMD>(
        _: V.Type, count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>, from i: inout Int
    ) -> (V, V, V, V) where V.Scalar == Double {
        let n = V.scalarCount
        var s0 = V(), s1 = V(), s2 = V(), s3 = V()
        while i &+ 4 &* n <= count {
            s0 = multiplyAdd(s0, load(x + i), load(y + i))
            s1 = multiplyAdd(s1, load(x + i + n), load(y + i + n))
            s2 = multiplyAdd(s2, load(x + i + 2 &* n), load(y + i + 2 &* n))
            s3 = multiplyAdd(s3, load(x + i + 3 &* n), load(y + i + 3 &* n))
            i &+= 4 &* n
        }
        return (s0, s1, s2, s3)
    }

    /// The dot product on one thread, in the streams' vector width (see
    /// ``usesWideStreams``). The wide sums fold into four lanes, which the
    /// four-lane kernel's tail carries on: summing a wide register's eight
    /// lanes in order, a chain of eight additions, cost twice a short sum.
    @inlinable @inline(__always)
    static func dotKernel(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        guard usesWideStreams && count >= 8 else { return fourLaneDotKernel(count: count, x: x, y: y) }
        var i = 0
        let (s0, s1, s2, s3) = accumulateBlocks(SIMD8<Double>.self, count: count, x: x, y: y, from: &i)
        var s = (s0 + s1) + (s2 + s3)
        while count &- i >= 8 {
            s = multiplyAdd(s, load(x + i), load(y + i))
            i &+= 8
        }
        return fourLaneDotKernel(count: count &- i, x: x + i, y: y + i, adding: s.lowHalf + s.highHalf)
    }

    /// The dot product on one thread in four-lane vectors, added to the
    /// lanes of `carried`: four accumulators, then one step each of two,
    /// one and a half vector and a single element.
    @inlinable @inline(__always)
    static func fourLaneDotKernel(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>,
                                  adding carried: SIMD4<Double> = SIMD4()) -> Double {
        var i = 0
        // Below two vectors the accumulators stay zero: starting from
        // `carried` gives the same sums without a short call adding them up.
        var s = carried
        if count >= 8 {
            var (s0, s1, s2, s3) = accumulateBlocks(SIMD4<Double>.self, count: count, x: x, y: y, from: &i)
            if count &- i >= 8 {
                s0 = multiplyAdd(s0, load(x + i), load(y + i))
                s1 = multiplyAdd(s1, load(x + i + 4), load(y + i + 4))
                i &+= 8
            }
            s += (s0 + s1) + (s2 + s3)
        }
        if count &- i >= 4 {
            s = multiplyAdd(s, load(x + i), load(y + i))
            i &+= 4
        }
        var pair = s.lowHalf + s.highHalf
        if count &- i >= 2 {
            pair = multiplyAdd(pair, load(x + i), load(y + i))
            i &+= 2
        }
        var sum = pair[0] + pair[1]
        if i < count {
            sum += x[i] * y[i]
        }
        return sum
    }

    /// One thread's share of a long dot product. AVX-512 builds read it in
    /// 512-bit vectors, four accumulators of eight lanes, which draw more
    /// from L3 and memory than four lanes do; only ``longDot(count:x:y:)``,
    /// out of line, inlines it, so the inlined short dot keeps its 256-bit
    /// code (see the type's comment), and a squared norm's share (`x`
    /// passed for `y`) reads its vector once.
    @inlinable @inline(__always)
    static func longDotKernel(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        guard AutomaticThresholds.simdRegisterBits >= 512 else { return dotKernel(count: count, x: x, y: y) }
        var i = 0
        let (s0, s1, s2, s3) = accumulateBlocks(SIMD8<Double>.self, count: count, x: x, y: y, from: &i)
        return ((s0 + s1) + (s2 + s3)).sum() + dotKernel(count: count &- i, x: x + i, y: y + i)
    }
}
