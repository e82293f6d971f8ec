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
        let fill = GroupedScaleAddRows(groups: groups, width: width, a: a, lda: lda, base: base, direction: direction, c: c, ldc: ldc)
        let shares = rows >= 2 ? Parallelism.shares(for: rows * groups * width) : 1
        if shares > 1 {
            Parallelism.split(of: rows, shares: min(shares, rows), alignment: 1, fill)
        } else {
            fill.run(share: 0, range: 0..<rows)
        }
    }

    /// ``groupedScaleAdd(rows:groups:width:a:lda:base:direction:c:ldc:)``
    /// over a range of rows.
    @usableFromInline
    struct GroupedScaleAddRows: ShareBody {
        @usableFromInline let groups: Int, width: Int
        @usableFromInline let a: UnsafePointer<Double>, lda: Int
        @usableFromInline let base: UnsafePointer<Double>, direction: UnsafePointer<Double>
        @usableFromInline let c: UnsafeMutablePointer<Double>, ldc: Int

        @inlinable
        init(groups: Int, width: Int, a: UnsafePointer<Double>, lda: Int, base: UnsafePointer<Double>,
             direction: UnsafePointer<Double>, c: UnsafeMutablePointer<Double>, ldc: Int) {
            (self.groups, self.width, self.a, self.lda) = (groups, width, a, lda)
            (self.base, self.direction, self.c, self.ldc) = (base, direction, c, ldc)
        }

        @inlinable
        func run(share _: Int, range: Range<Int>) {
            let length = groups * width
            for i in range {
                let row = c + i * ldc, coefficients = a + i * lda
                for g in 0..<groups {
                    (row + g * width).update(repeating: coefficients[g], count: width)
                }
                var j = 0
                while j &+ 4 <= length {
                    let v: SIMD4<Double> = SIMDKernels.multiplyAdd(SIMDKernels.load(base + j), SIMDKernels.load(row + j),
                                                                   SIMDKernels.load(direction + j))
                    SIMDKernels.store(v, row + j)
                    j &+= 4
                }
                while j < length {
                    row[j] = SIMDKernels.multiplyAdd(base[j], row[j], direction[j])
                    j &+= 1
                }
            }
        }
    }
}
