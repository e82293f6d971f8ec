import CTargetFeatures

/// The lengths at which ``Backend/automatic`` runs an operation on OpenBLAS
/// rather than the inlined SIMD loop.
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
/// AVX-512 builds have their own table, measured on the second machine of
/// the same kind (2-core Intel Xeon Cascade Lake VM, AVX-512, OpenBLAS's
/// SkylakeX kernels), three `tune` runs. There OpenBLAS's 512-bit kernels
/// beat the four-lane loops in L1 and L2, so BLAS also gets a window of
/// short counts below its threshold:
///
/// | operation | 512-bit build |
/// |---|---|
/// | axpy | from 512 (1K: 0.15–0.25 vs 0.09–0.18; 4K–8K even; 64K: 0.37–0.49 vs 0.15–0.17) |
/// | scale | 512..<1M (2K: 0.13–0.22 vs 0.08–0.14; 16K–512K: 2–10% to BLAS), and from 2M; at 1M the SIMD loop's two threads win (0.27 vs 0.6) |
/// | interpolate | never |
/// | dot | 1K..<8K (2K: 0.12–0.14 vs 0.08–0.11), and from 32K; 8K–16K even |
///
/// The SIMD products beat `dgemm` there too once they fuse their
/// multiply-adds (frames 1K×256, K = 2: 0.24 vs 0.78 ns per element).
/// Wave fills of four waves, whose nine coefficients per row are all
/// non-zero, were measured apart, in one process with the candidates'
/// order alternating round by round (256 frames, two threads): from 1024
/// columns the SIMD product is ahead (4096: 0.60–1.00 vs 0.85–1.35 ns per
/// point), at 390 and 64 columns `dgemm` by 10–18%; they stay on SIMD.
///
/// The thresholds assume OpenBLAS runs on more than one thread (its
/// default on a multi-core machine); see ``OpenBLAS/threadCount``.
public enum AutomaticThresholds {
    /// The width in bits of the widest SIMD registers this build of the
    /// library was compiled for: 128 (SSE2, the baseline), 256 (AVX/AVX2,
    /// e.g. with `-Xcc -march=native`) or 512.
    public static let simdRegisterBits = Int(ANIMATION_KERNELS_SIMD_BITS)

    /// The element counts at which `.automatic` runs `operation` on
    /// OpenBLAS instead of the SIMD loop. For
    /// ``KernelOperation/matrixProduct`` and
    /// ``KernelOperation/groupedScaleAdd`` the count is the number of output
    /// elements.
    @inlinable
    public static func blasCounts(for operation: KernelOperation) -> BLASCounts {
        switch ANIMATION_KERNELS_SIMD_BITS {
        case 512...:
            // OpenBLAS's 512-bit kernels beat the four-lane loops in cache.
            switch operation {
            case .axpy: return BLASCounts(minimum: 1 << 9)
            case .scale: return BLASCounts(window: 1 << 9 ..< 1 << 20, minimum: 1 << 21)
            case .dot: return BLASCounts(window: 1 << 10 ..< 1 << 13, minimum: 1 << 15)
            case .interpolate, .matrixProduct, .groupedScaleAdd: return .never
            }
        case 256...:
            switch operation {
            case .axpy: return BLASCounts(minimum: 1 << 14)
            case .scale: return BLASCounts(minimum: 1 << 21)
            case .dot: return BLASCounts(minimum: 1 << 15)
            case .interpolate, .matrixProduct, .groupedScaleAdd: return .never
            }
        default:
            switch operation {
            case .axpy: return BLASCounts(minimum: 1 << 8)
            case .scale: return BLASCounts(minimum: 1 << 13)
            case .dot: return BLASCounts(minimum: 1 << 15)
            case .interpolate, .matrixProduct, .groupedScaleAdd: return .never
            }
        }
    }
}

/// The element counts at which ``Backend/automatic`` hands an operation to
/// OpenBLAS: every count from ``minimum`` on, and below it those in
/// ``window``, where OpenBLAS's kernels win in cache.
public struct BLASCounts: Sendable, Hashable, CustomStringConvertible {
    /// Counts below ``minimum`` that also go to OpenBLAS; empty for most
    /// operations and builds.
    public let window: Range<Int>
    /// The smallest count from which every count goes to OpenBLAS;
    /// `Int.max` when none does.
    public let minimum: Int

    /// Counts from `minimum` on, plus those in `window`.
    @inlinable
    public init(window: Range<Int> = 0..<0, minimum: Int) {
        self.window = window
        self.minimum = minimum
    }

    /// No count: the operation always stays on the SIMD loop.
    @inlinable
    public static var never: BLASCounts { BLASCounts(minimum: .max) }

    /// Whether `.automatic` runs `count` elements on OpenBLAS. Two or three
    /// comparisons of constants once inlined.
    @inlinable @inline(__always)
    public func contains(_ count: Int) -> Bool {
        count >= minimum || window.contains(count)
    }

    /// For example `512..<8K, from 16K`, `from 2M` or `never`.
    public var description: String {
        func format(_ n: Int) -> String {
            if n >= 1 << 20 && n % (1 << 20) == 0 { return "\(n >> 20)M" }
            if n >= 1 << 10 && n % (1 << 10) == 0 { return "\(n >> 10)K" }
            return "\(n)"
        }
        var parts: [String] = []
        if !window.isEmpty { parts.append("\(format(window.lowerBound))..<\(format(window.upperBound))") }
        if minimum != .max { parts.append("from \(format(minimum))") }
        return parts.isEmpty ? "never" : parts.joined(separator: ", ")
    }
}
