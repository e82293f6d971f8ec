import AnimationKernelsTestSupport
import Testing
@testable import AnimationKernels

/// The span of keyframes a block of weight rows uses, which the SIMD product
/// sums over: against a plain scan of every weight, for rows of every length
/// around the four-weight steps, with the non-zeros anywhere (ends, step
/// boundaries), rows of zeros, negative zeros (which count as zero) and NaN
/// (which does not); and the mask of a row's non-zero weights, bit by bit.
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

    @Test("the mask of non-zero weights has a bit for each, at every length from 0 to 64")
    func maskMatchesPlainLoop() {
        var rng = SeededGenerator(seed: 64)
        for inner in 0...64 {
            for trial in 0..<40 {
                // Exactly `inner` weights, so that a read past them would be
                // a read past the allocation (caught by the sanitizers).
                let a = UnsafeMutableBufferPointer<Double>.allocate(capacity: Swift.max(inner, 1))
                defer { a.deallocate() }
                for p in 0..<inner {
                    a[p] = switch Int.random(in: 0..<8, using: &rng) {
                    case 0: trial % 3 == 0 ? .nan : 1e-300
                    case 1: -Double.random(in: 0...1, using: &rng)
                    case 2: -0.0
                    case 3: trial % 2 == 0 ? .infinity : .leastNonzeroMagnitude
                    default: 0
                    }
                }
                var expected: UInt64 = 0
                for p in 0..<inner where a[p] != 0 || a[p].isNaN { expected |= 1 << UInt64(p) }
                let mask = SIMDKernels.nonZeroMask(inner: inner, a: UnsafePointer(a.baseAddress!))
                #expect(mask == expected, "K=\(inner) trial \(trial)")
            }
        }
    }
}
