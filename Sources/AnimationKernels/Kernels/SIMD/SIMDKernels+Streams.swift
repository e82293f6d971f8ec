extension SIMDKernels {
    /// Runs `operation` over `y[i] = f(x[i], y[i])` for `i` in `0..<count`.
    @inlinable @inline(__always)
    static func update<Operation: LaneOperation>(
        count: Int, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>, _ operation: Operation
    ) {
        // Each block loads all it reads before it stores, and the loop
        // compares with a bound computed once, as the compiler's own
        // vectorized loops do: interleaved load-store pairs ran `scale` of
        // 256 and 1000 elements 15–20% slower than the plain loop, level
        // with it this way.
        var i = 0
        let blocks = count &- 16
        while i <= blocks {
            let r0 = operation(load(x + i, as: SIMD4<Double>.self), load(y + i))
            let r1 = operation(load(x + i + 4, as: SIMD4<Double>.self), load(y + i + 4))
            let r2 = operation(load(x + i + 8, as: SIMD4<Double>.self), load(y + i + 8))
            let r3 = operation(load(x + i + 12, as: SIMD4<Double>.self), load(y + i + 12))
            store(r0, y + i)
            store(r1, y + i + 4)
            store(r2, y + i + 8)
            store(r3, y + i + 12)
            i &+= 16
        }
        if count &- i >= 8 {
            store(operation(load(x + i, as: SIMD4<Double>.self), load(y + i)), y + i)
            store(operation(load(x + i + 4, as: SIMD4<Double>.self), load(y + i + 4)), y + i + 4)
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
            Parallelism.split(of: count, shares: shares, alignment: 8) { _, range in
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
        // One array rather than two: up to 512K elements one thread scales
        // from cache faster than two; from 1M two win (see Tuning).
        Self.stream(count: count, x: x, y: x, Scale(alpha: alpha), minimumSplit: 4 * Parallelism.minimumCount)
    }

    @inlinable @inline(__always)
    func interpolate(count: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        Self.stream(count: count, x: x, y: y, Interpolate(amount: amount))
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
        func callAsFunction<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double { SIMDKernels.multiplyAdd(y, alpha, x) }
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
        func callAsFunction<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double {
            SIMDKernels.multiplyAdd(y, amount, x - y)
        }
    }
}
