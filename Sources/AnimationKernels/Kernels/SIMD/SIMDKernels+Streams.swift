extension SIMDKernels {
    /// Runs `operation` over `y[i] = f(x[i], y[i])` for `i` in `0..<count`,
    /// in eight-lane vectors where ``usesWideStreams`` says so, else four.
    @inlinable @inline(__always)
    static func update<Operation: LaneOperation>(
        count: Int, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>, _ operation: Operation
    ) {
        if usesWideStreams {
            update(SIMD8<Double>.self, count: count, x: x, y: y, operation)
        } else {
            update(SIMD4<Double>.self, count: count, x: x, y: y, operation)
        }
    }

    /// The loop driver in `V` vectors: blocks of four, then one step each
    /// of two, one, a half, a quarter (eight-lane vectors only) vector and a
    /// single element, so a short vector takes a few short steps instead of
    /// a scalar tail.
    @inlinable @inline(__always)
    static func update<V: SIMD, Operation: LaneOperation>(
        _: V.Type, count: Int, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>, _ operation: Operation
    ) where V.Scalar == Double {
        // Each block loads all it reads before it stores, and the loop
        // compares with a bound computed once, as the compiler's own
        // vectorized loops do: interleaved load-store pairs ran slower than
        // the plain loop (see the benchmark's Tuning notes).
        let n = V.scalarCount
        var i = 0
        let blocks = count &- 4 &* n
        while i <= blocks {
            let r0 = operation(load(x + i, as: V.self), load(y + i))
            let r1 = operation(load(x + i + n, as: V.self), load(y + i + n))
            let r2 = operation(load(x + i + 2 &* n, as: V.self), load(y + i + 2 &* n))
            let r3 = operation(load(x + i + 3 &* n, as: V.self), load(y + i + 3 &* n))
            store(r0, y + i)
            store(r1, y + i + n)
            store(r2, y + i + 2 &* n)
            store(r3, y + i + 3 &* n)
            i &+= 4 &* n
        }
        if count &- i >= 2 &* n {
            store(operation(load(x + i, as: V.self), load(y + i)), y + i)
            store(operation(load(x + i + n, as: V.self), load(y + i + n)), y + i + n)
            i &+= 2 &* n
        }
        if count &- i >= n {
            store(operation(load(x + i, as: V.self), load(y + i)), y + i)
            i &+= n
        }
        if n > 4 && count &- i >= 4 {
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
    /// ``Parallelism`` threads when the vector is long enough to gain: from
    /// `splitFactor` × ``Parallelism/streamMinimumCount`` elements.
    @inlinable @inline(__always)
    static func stream<Operation: LaneOperation>(
        count: Int, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>, _ operation: Operation,
        splitFactor: Int = 1
    ) {
        if _slowPath(count >= Parallelism.shortestStreamMinimumCount &* splitFactor) {
            longStream(count: count, x: x, y: y, operation, splitFactor: splitFactor)
        } else {
            update(count: count, x: x, y: y, operation)
        }
    }

    /// ``stream(count:x:y:_:splitFactor:)`` for vectors that may split.
    /// Out of line (yet specialized for the caller's operation), so that a
    /// short vector's inlined call carries no frame, closure context or
    /// spilled registers for a split it cannot take.
    @inlinable @inline(never)
    static func longStream<Operation: LaneOperation>(
        count: Int, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>, _ operation: Operation, splitFactor: Int
    ) {
        let shares = Parallelism.streamShares(for: count, splitFactor: splitFactor)
        guard shares > 1 else { return update(count: count, x: x, y: y, operation) }
        Parallelism.split(of: count, shares: shares, alignment: 8, StreamShare(x: x, y: y, operation: operation))
    }

    /// ``longStream(count:x:y:_:splitFactor:)`` over a share of the vector.
    @usableFromInline
    struct StreamShare<Operation: LaneOperation>: ShareBody {
        @usableFromInline let x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>
        @usableFromInline let operation: Operation

        @inlinable
        init(x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>, operation: Operation) {
            (self.x, self.y, self.operation) = (x, y, operation)
        }

        /// Forwards to `Operation`'s conformance, whose code is compiled for
        /// `Operation` (see ``ShareBody``).
        @inlinable
        func run(share _: Int, range: Range<Int>) {
            operation.update(count: range.count, x: x + range.lowerBound, y: y + range.lowerBound)
        }
    }

    @inlinable @inline(__always)
    func axpy(count: Int, alpha: Double, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        Self.stream(count: count, x: x, y: y, AXPY(alpha: alpha))
    }

    @inlinable @inline(__always)
    func scale(count: Int, alpha: Double, x: UnsafeMutablePointer<Double>) {
        Self.stream(count: count, x: x, y: x, Scale(alpha: alpha), splitFactor: Self.scaleSplitFactor)
    }

    /// How many times as long as a two-array stream `scale` must be to
    /// split over threads: it streams one array rather than two, half the
    /// data of a two-array stream of the same length (see the benchmark's Tuning notes).
    @inlinable
    static var scaleSplitFactor: Int { 4 }

    @inlinable @inline(__always)
    func interpolate(count: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        Self.stream(count: count, x: x, y: y, Interpolate(amount: amount))
    }
}

/// An element-wise update `y ← f(x, y)`, written once for any lane count.
@usableFromInline
protocol LaneOperation {
    func callAsFunction<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double

    /// ``SIMDKernels/update(count:x:y:_:)`` with this operation: how a
    /// worker thread runs a stream's share, through this conformance,
    /// whose witness is compiled for this type (a generic share's own
    /// conformance runs unspecialized code).
    func update(count: Int, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>)
}

extension LaneOperation {
    @inlinable
    func update(count: Int, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        SIMDKernels.update(count: count, x: x, y: y, self)
    }
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
