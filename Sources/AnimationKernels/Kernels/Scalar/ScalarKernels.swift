/// The plainest loops: one element at a time, in index order, in the
/// textbook formula. The oracle the other backends are tested against.
@usableFromInline
struct ScalarKernels: VectorKernels {
    @inlinable
    init() {}

    @inlinable
    func axpy(count: Int, alpha: Double, x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        for i in 0..<count {
            y[i] += alpha * x[i]
        }
    }

    @inlinable
    func scale(count: Int, alpha: Double, x: UnsafeMutablePointer<Double>) {
        for i in 0..<count {
            x[i] *= alpha
        }
    }

    @inlinable
    func interpolate(count: Int, amount: Double, towards x: UnsafePointer<Double>, y: UnsafeMutablePointer<Double>) {
        for i in 0..<count {
            y[i] += amount * (x[i] - y[i])
        }
    }

    @inlinable
    func dot(count: Int, x: UnsafePointer<Double>, y: UnsafePointer<Double>) -> Double {
        var sum = 0.0
        for i in 0..<count {
            sum += x[i] * y[i]
        }
        return sum
    }

    @inlinable
    func groupedScaleAdd(
        rows: Int, groups: Int, width: Int,
        a: UnsafePointer<Double>, lda: Int,
        base: UnsafePointer<Double>, direction: UnsafePointer<Double>,
        c: UnsafeMutablePointer<Double>, ldc: Int
    ) {
        for i in 0..<rows {
            for j in 0..<(groups * width) {
                c[i * ldc + j] = base[j] + a[i * lda + j / width] * direction[j]
            }
        }
    }

    @inlinable
    func matrixProduct<Output: ProductElement>(
        rows: Int, columns: Int, inner: Int,
        a: UnsafePointer<Double>, lda: Int,
        b: UnsafePointer<Double>, ldb: Int,
        c: UnsafeMutablePointer<Output>, ldc: Int
    ) {
        for i in 0..<rows {
            for j in 0..<columns {
                var sum = 0.0
                for p in 0..<inner {
                    sum += a[i * lda + p] * b[p * ldb + j]
                }
                c[i * ldc + j] = Output.rounded(sum)
            }
        }
    }
}
