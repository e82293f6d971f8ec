import CTargetFeatures

/// The lengths at which ``Backend/automatic`` switches from the inlined
/// SIMD loop to OpenBLAS.
///
/// Below a threshold the Swift loop wins: a `cblas_*` call costs about 2 ns
/// of entry overhead, and OpenBLAS's threads only pay for themselves once
/// there is enough data to split. Where the crossover lies depends on the
/// build: OpenBLAS picks AVX2 kernels at run time, while the Swift loops are
/// only as wide as the compile target, two lanes on baseline x86-64 (a plain
/// `swift build`), four with `-Xcc -march=native`. So there is one table per
/// width, chosen at compile time through ``simdRegisterBits``.
///
/// Measured with `animation-bench tune` on the reference machine (2-core AMD
/// EPYC Zen 3 VM, OpenBLAS 0.3.21 pthread, 2 threads), medians of
/// interleaved samples, ns per element, SIMD vs BLAS:
///
/// | operation | 128-bit build | 256-bit build |
/// |---|---|---|
/// | axpy | from 256 (1K: 0.20 vs 0.13) | from 16K (16K: 0.166 vs 0.147; 256K: 0.21 vs 0.12) |
/// | scale | from 8K | from 2M (1M: 0.18 vs 0.21; 4M: 0.42 vs 0.31) |
/// | interpolate | never: `daxpby` is single-threaded, 0.64 | never |
/// | dot | from 32K (1M: 0.19 vs 0.10) | from 32K (1M: 0.13 vs 0.087) |
/// | matrixProduct | never: for K ≤ 8 the SIMD product writes each output once (frames 1K×1024: 0.13 vs 0.72) | never |
/// | groupedScaleAdd | never: two BLAS calls per row cost more than the row | never |
///
/// AVX-512 builds use the 256-bit table: on the second machine of the same
/// kind (2-core Intel Xeon Cascade Lake VM, AVX-512, OpenBLAS's SkylakeX
/// kernels) `tune` on a 512-bit build found the same crossovers (axpy 16K,
/// scale 2M, interpolate never; dot 64K against 32K, within that VM's
/// noise), and the SIMD products beat `dgemm` there too once they fuse
/// their multiply-adds (frames 1K×256, K = 2: 0.24 vs 0.78 ns per element).
///
/// The thresholds assume OpenBLAS runs on more than one thread (its
/// default on a multi-core machine); see ``OpenBLAS/threadCount``.
public enum AutomaticThresholds {
    /// The width in bits of the widest SIMD registers this build of the
    /// library was compiled for: 128 (SSE2, the baseline), 256 (AVX/AVX2,
    /// e.g. with `-Xcc -march=native`) or 512.
    public static let simdRegisterBits = Int(ANIMATION_KERNELS_SIMD_BITS)

    /// The smallest element count at which `.automatic` runs `operation`
    /// on OpenBLAS instead of the SIMD loop; `Int.max` where BLAS never wins.
    /// For ``KernelOperation/matrixProduct`` the count is the number of
    /// output elements.
    @inlinable
    public static func blasMinimumCount(for operation: KernelOperation) -> Int {
        let wide = ANIMATION_KERNELS_SIMD_BITS >= 256
        switch operation {
        case .axpy: return wide ? 1 << 14 : 1 << 8
        case .scale: return wide ? 1 << 21 : 1 << 13
        case .interpolate: return Int.max
        case .dot: return 1 << 15
        case .matrixProduct, .groupedScaleAdd: return Int.max
        }
    }
}
