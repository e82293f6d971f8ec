/// The plain loop: what a careful programmer writes directly over raw
/// pointers, with no type, no checks and no dispatch around the loop, on one
/// thread. It is a reference, not a floor: it skips nothing (no zero
/// weights) and has no threads, so a library backend can beat it.
enum PlainLoop {
    @inline(__always)
    static func add(_ n: Int, _ x: UnsafePointer<Double>, _ y: UnsafeMutablePointer<Double>) {
        for i in 0..<n { y[i] += x[i] }
    }

    @inline(__always)
    static func scale(_ n: Int, _ a: Double, _ x: UnsafeMutablePointer<Double>) {
        for i in 0..<n { x[i] *= a }
    }

    @inline(__always)
    static func interpolate(_ n: Int, _ t: Double, _ x: UnsafePointer<Double>, _ y: UnsafeMutablePointer<Double>) {
        for i in 0..<n { y[i] += t * (x[i] - y[i]) }
    }

    @inline(__always)
    static func sumOfSquares(_ n: Int, _ x: UnsafePointer<Double>) -> Double {
        // Four accumulators: what a careful programmer writes without
        // reassociation flags.
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0
        var i = 0
        while i + 4 <= n {
            s0 += x[i] * x[i]; s1 += x[i + 1] * x[i + 1]
            s2 += x[i + 2] * x[i + 2]; s3 += x[i + 3] * x[i + 3]
            i += 4
        }
        while i < n { s0 += x[i] * x[i]; i += 1 }
        return (s0 + s1) + (s2 + s3)
    }
}
