/// Matrix products summed in `Double` with the error of each sum bounded,
/// for checking every backend's product on any shape.
public enum ProductOracle {
    /// `C = A·B` (A m×k row stride `lda`, B k×n row stride `ldb`, C m×n
    /// dense) summed in pairs of partial sums (pairwise order, unlike every
    /// backend's), and for each output Σ|aₚ·bₚ|, which bounds the rounding
    /// error of any summation order: `|error| ≤ k·ε·Σ|aₚ·bₚ|`.
    public static func product(
        rows m: Int, columns n: Int, inner k: Int, a: [Double], lda: Int, b: [Double], ldb: Int
    ) -> (values: [Double], magnitudes: [Double]) {
        var values = [Double](repeating: 0, count: m * n), magnitudes = values
        var terms = [Double](repeating: 0, count: k)
        for i in 0..<m {
            for j in 0..<n {
                var magnitude = 0.0
                for p in 0..<k {
                    terms[p] = a[i * lda + p] * b[p * ldb + j]
                    magnitude += abs(terms[p])
                }
                values[i * n + j] = pairwiseSum(terms[...])
                magnitudes[i * n + j] = magnitude
            }
        }
        return (values, magnitudes)
    }

    private static func pairwiseSum(_ terms: ArraySlice<Double>) -> Double {
        if terms.count <= 2 { return terms.reduce(0, +) }
        let middle = terms.startIndex + terms.count / 2
        return pairwiseSum(terms[..<middle]) + pairwiseSum(terms[middle...])
    }
}
