/// The lengths at which ``Backend/automatic`` switches from the inlined
/// SIMD loop to OpenBLAS.
///
/// Below a threshold the Swift loop wins: a `cblas_*` call costs about 2 ns
/// of entry overhead, and OpenBLAS's threads (2 on the reference machine)
/// only pay for themselves once there is enough data to split. Measured with
/// `animation-bench` on the reference machine (2-core AMD EPYC Zen 3 VM,
/// OpenBLAS 0.3.21 pthread with 2 threads, Swift 6.3 `-c release`), medians
/// of 15 interleaved samples; `animation-bench tune` re-measures them.
///
/// | operation | BLAS from | SIMD vs BLAS, ns per element |
/// |---|---|---|
/// | axpy | 16 Ki | 16K: 0.166 vs 0.147; 256K: 0.21 vs 0.12 (two threads) |
/// | scale | 2 Mi | 1M: 0.18 vs 0.21; 4M: 0.42 vs 0.31 |
/// | interpolate | never | `daxpby` is single-threaded and unvectorized: 0.64 vs 0.19–0.74 |
/// | dot | never | 1M: 0.165 vs 0.169; 4M: 0.40 vs 0.51 |
public enum AutomaticThresholds {
    /// The smallest element count at which `.automatic` runs `operation`
    /// on OpenBLAS instead of the SIMD loop; `Int.max` where BLAS never wins.
    /// For ``KernelOperation/matrixProduct`` the count is the number of
    /// output elements.
    @inlinable
    public static func blasMinimumCount(for operation: KernelOperation) -> Int {
        switch operation {
        case .axpy: return 1 << 14
        case .scale: return 1 << 21
        case .interpolate: return Int.max
        case .dot: return Int.max
        case .matrixProduct: return Int.max
        }
    }
}
