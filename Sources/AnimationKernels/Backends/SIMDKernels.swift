/// Pure-Swift kernels over `SIMD8<Double>`, with a scalar loop for the tail.
///
/// Eight lanes are four SSE2 registers on the baseline x86-64 target and two
/// AVX registers under `-march=native`, so one source serves both. Loads and
/// stores are unaligned: callers' buffers carry no alignment promise.
@usableFromInline
struct SIMDKernels: VectorKernels {
    @usableFromInline
    typealias Lanes = SIMD8<Double>

    @inlinable
    init() {}

    @inlinable @inline(__always)
    static func load(_ p: UnsafePointer<Double>) -> Lanes {
        UnsafeRawPointer(p).loadUnaligned(as: Lanes.self)
    }

    @inlinable @inline(__always)
    static func store(_ v: Lanes, _ p: UnsafeMutablePointer<Double>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Lanes.self)
    }

    /// The number of leading elements the vector loops cover.
    @inlinable @inline(__always)
    static func vectorPart(_ count: Int) -> Int { count & ~(Lanes.scalarCount - 1) }

    @inlinable
    func axpy(count: Int, alpha: Double, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        let body = Self.vectorPart(count)
        let a = Lanes(repeating: alpha)
        var i = 0
        while i < body {
            Self.store(Self.load(y + i) + a * Self.load(x + i), y + i)
            i &+= Lanes.scalarCount
        }
        while i < count {
            y[i] += alpha * x[i]
            i &+= 1
        }
    }

    @inlinable
    func scale(count: Int, alpha: Double, x: UnsafeMutablePointer<Double>) {
        let body = Self.vectorPart(count)
        let a = Lanes(repeating: alpha)
        var i = 0
        while i < body {
            Self.store(Self.load(x + i) * a, x + i)
            i &+= Lanes.scalarCount
        }
        while i < count {
            x[i] *= alpha
            i &+= 1
        }
    }

    @inlinable
    func interpolate(count: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        let body = Self.vectorPart(count)
        let t = Lanes(repeating: amount)
        var i = 0
        while i < body {
            let current = Self.load(y + i)
            Self.store(current + t * (Self.load(x + i) - current), y + i)
            i &+= Lanes.scalarCount
        }
        while i < count {
            y[i] += amount * (x[i] - y[i])
            i &+= 1
        }
    }

    @inlinable
    func dot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        // Two independent accumulators of eight lanes each: enough chains in
        // flight to hide the add latency on current cores.
        let pairs = count & ~(2 * Lanes.scalarCount - 1)
        var s0 = Lanes(), s1 = Lanes()
        var i = 0
        while i < pairs {
            s0 += Self.load(x + i) * Self.load(y + i)
            s1 += Self.load(x + i + Lanes.scalarCount) * Self.load(y + i + Lanes.scalarCount)
            i &+= 2 * Lanes.scalarCount
        }
        if i < Self.vectorPart(count) {
            s0 += Self.load(x + i) * Self.load(y + i)
            i &+= Lanes.scalarCount
        }
        var sum = (s0 + s1).sum()
        while i < count {
            sum += x[i] * y[i]
            i &+= 1
        }
        return sum
    }

    @inlinable
    func matrixProduct(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Double>, ldc: Int
    ) {
        // One pass over each output row, eight columns at a time, with the
        // whole inner sum in a register: the output is written exactly once,
        // which is what bounds these short-inner products.
        let body = Self.vectorPart(columns)
        for i in 0..<rows {
            let aRow = a + i * lda
            let cRow = c + i * ldc
            var j = 0
            while j < body {
                var sum = Lanes()
                for p in 0..<inner {
                    sum += Lanes(repeating: aRow[p]) * Self.load(b + p * ldb + j)
                }
                Self.store(sum, cRow + j)
                j &+= Lanes.scalarCount
            }
            while j < columns {
                var sum = 0.0
                for p in 0..<inner {
                    sum += aRow[p] * b[p * ldb + j]
                }
                cRow[j] = sum
                j &+= 1
            }
        }
    }
}
