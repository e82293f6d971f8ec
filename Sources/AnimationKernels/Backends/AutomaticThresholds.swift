/// The lengths at which ``Backend/automatic`` switches from the inlined
/// SIMD loop to OpenBLAS.
///
/// Below the threshold the Swift loop wins: a `cblas_*` call costs about
/// 2 ns of entry overhead, and OpenBLAS's threads (2 on the reference
/// machine) only pay for themselves once the data leaves the cache.
/// `animation-bench tune` re-measures these crossovers and prints them next
/// to the compiled-in values.
///
/// Measured on the reference machine (2-core AMD EPYC, Zen 3, OpenBLAS
/// 0.3.21 pthread with 2 threads, Swift 6.3 `-c release`): see README.md,
/// "Choosing a backend", for the figures behind each value.
public enum AutomaticThresholds {
    /// The smallest element count at which `.automatic` runs `operation`
    /// on OpenBLAS instead of the SIMD loop. For ``KernelOperation/matrixProduct``
    /// the count is the number of output elements.
    @inlinable
    public static func blasMinimumCount(for operation: KernelOperation) -> Int {
        switch operation {
        case .axpy: return 1 << 17
        case .scale: return 1 << 17
        case .interpolate: return 1 << 17
        case .dot: return 1 << 17
        case .matrixProduct: return Int.max
        }
    }
}
