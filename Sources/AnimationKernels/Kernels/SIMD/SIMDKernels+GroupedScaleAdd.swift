extension SIMDKernels {
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
                while j &+ 4 <= length {
                    let v: SIMD4<Double> = Self.multiplyAdd(Self.load(base + j), Self.load(row + j), Self.load(direction + j))
                    Self.store(v, row + j)
                    j &+= 4
                }
                while j < length {
                    row[j] = Self.multiplyAdd(base[j], row[j], direction[j])
                    j &+= 1
                }
            }
        }
        let shares = rows >= 2 ? Parallelism.shares(for: rows * length) : 1
        if shares > 1 {
            Parallelism.split(of: rows, shares: min(shares, rows), alignment: 1) { _, range in fill(range) }
        } else {
            fill(0..<rows)
        }
    }
}
