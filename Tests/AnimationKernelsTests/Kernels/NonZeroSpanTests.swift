import AnimationKernelsTestSupport
import Testing
@testable import AnimationKernels

/// The span of keyframes a block of weight rows uses, which the SIMD product
/// sums over: against a plain scan of every weight, for rows of every length
/// around the four-weight steps, with the non-zeros anywhere (ends, step
/// boundaries), rows of zeros, negative zeros (which count as zero) and NaN
/// (which does not).
@Suite("non-zero spans of weight rows")
struct NonZeroSpanTests {
    static func plainSpan(rows: Int, inner: Int, a: [Double], lda: Int) -> Range<Int> {
        var used: [Int] = []
        for r in 0..<rows {
            for p in 0..<inner where a[r * lda + p] != 0 || a[r * lda + p].isNaN { used.append(p) }
        }
        guard let first = used.min(), let last = used.max() else { return 0..<0 }
        return first..<(last + 1)
    }

    @Test("equals a plain scan of every weight", arguments: [1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 16, 17, 31, 63, 64, 65, 70])
    func matchesPlainScan(inner: Int) {
        var rng = SeededGenerator(seed: UInt64(inner))
        for trial in 0..<200 {
            let rows = 1 + trial % 4, lda = inner + trial % 3
            var a = [Double](repeating: trial % 5 == 0 ? -0.0 : 0, count: rows * lda)
            for r in 0..<rows where trial % 7 != 0 {
                for _ in 0..<Int.random(in: 0...2, using: &rng) {
                    let p = Int.random(in: 0..<inner, using: &rng)
                    a[r * lda + p] = trial % 11 == 0 ? .nan : Double.random(in: -1...1, using: &rng)
                }
            }
            let span = a.withUnsafeBufferPointer { SIMDKernels.nonZeroSpan(rows: rows, inner: inner, a: $0.baseAddress!, lda: lda) }
            #expect(span == Self.plainSpan(rows: rows, inner: inner, a: a, lda: lda), "K=\(inner) rows=\(rows) trial \(trial)")
        }
    }
}
