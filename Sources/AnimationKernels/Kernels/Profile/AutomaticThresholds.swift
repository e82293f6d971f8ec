import CTargetFeatures

/// This build's SIMD width and the crossovers ``Backend/automatic`` uses.
///
/// Below a crossover the Swift loop wins: a `cblas_*` call has a fixed entry
/// overhead, and OpenBLAS's threads only pay for themselves once
/// there is enough data to split. Where the crossover lies depends on the
/// build: OpenBLAS picks its kernels at run time, while the Swift loops are
/// only as wide as the compile target (two lanes on baseline x86-64, a plain
/// `swift build`; four with `-Xcc -march=native`; eight in AVX-512 builds).
/// So the built-in profile depends on ``simdRegisterBits``; a profile
/// measured on the user's machine replaces it (see ``KernelProfile``).
public enum AutomaticThresholds {
    /// The width in bits of the widest SIMD registers this build of the
    /// library was compiled for: 128 (SSE2, the baseline), 256 (AVX/AVX2,
    /// e.g. with `-Xcc -march=native`) or 512.
    public static let simdRegisterBits = Int(ANIMATION_KERNELS_SIMD_BITS)

    /// The output size, in bytes, from which the SIMD products write past
    /// the caches (non-temporal stores): 32 MiB, the last-level cache a core
    /// shares on the machines this library is tuned on (one Zen 3 complex;
    /// a Cascade Lake socket holds 25–36 MiB). A smaller output stays in
    /// that cache from one call to the next, where ordinary stores win.
    @usableFromInline
    static let bypassCachesFromBytes = 32 << 20

    /// Whether the SIMD products write rows longer than 4 KiB past the
    /// caches too (see `SIMDKernels.bypassesCaches`): where four such
    /// streams side by side measured faster than ordinary stores, on
    /// Intel's AVX-512 cores and in AVX-512 builds on AMD's (Zen 5), whose
    /// every store fills a whole cache line; not in narrower builds on
    /// AMD's, where it went both ways, nor on Zen 3, where it measured
    /// slower, nor on other cores, where it was not measured (Tuning).
    @usableFromInline
    static let streamsLongRows = switch CoreKind.current {
    case .intelAVX512: true
    case .amdAVX512: simdRegisterBits >= 512
    case .other: false
    }

    /// The element counts at which `.automatic` runs `operation` on
    /// OpenBLAS under the active profile; ``BLASCounts/never`` for the
    /// products, which are routed by shape.
    static func blasCounts(for operation: KernelOperation) -> BLASCounts {
        KernelProfile.active.blasCounts(for: operation)
    }
}

extension KernelProfile {
    /// The crossovers built in for this build's SIMD width and the kind of
    /// core it runs on, measured with `animation-bench tune` (the machines
    /// and values are in the Tuning article). They assume OpenBLAS runs on
    /// more than one thread, its default on a multi-core machine;
    /// recalibrate with a profile of your own when it does not.
    public static var builtIn: KernelProfile {
        builtIn(simdRegisterBits: AutomaticThresholds.simdRegisterBits, core: .current,
                blasRegisterBits: OpenBLAS.kernelRegisterBits)
    }

    /// The built-in crossovers for a build of `simdRegisterBits` on a
    /// `core` where OpenBLAS runs kernels of `blasRegisterBits` (nil: a
    /// kernel family the library does not know).
    ///
    /// The crossover is between this build's loops, as wide as its compile
    /// target, and the kernels OpenBLAS picks for the running core, so all
    /// three keys matter: the same baseline build meets 256-bit OpenBLAS
    /// kernels on a Zen 3 and a Zen 5 alike, but the Zen 5 runs them faster;
    /// and an OpenBLAS older than the core falls back to its SSE kernels.
    static func builtIn(simdRegisterBits: Int, core: CoreKind, blasRegisterBits: Int?) -> KernelProfile {
        if let blasRegisterBits, blasRegisterBits <= 128 {
            // OpenBLAS's SSE kernels (0.3.21 on Sapphire and Emerald
            // Rapids, which it does not know, runs "Prescott"): the
            // library's loops, as wide or wider, win every vector length;
            // only the blocked dgemm keeps ahead of two-lane products whose
            // rows mix fifteen keyframes or more, once there are enough
            // rows for its blocking to reuse, and of those split over
            // threads from twenty-eight; rows of 5 to 48 columns, which the
            // two-lane product covers in few blocks, from eight keyframes
            // and twenty rows, whatever the output, unless they split. With
            // `Float` output only rows of 11 to 128 columns from twenty-four
            // keyframes and twenty rows, unless they split: longer rows and
            // split products are the two-lane product's.
            let twoLanes = simdRegisterBits < 256
            return KernelProfile(
                simdRegisterBits: simdRegisterBits,
                axpy: .never, scale: .never, interpolate: .never, dot: .never,
                doubleProduct: twoLanes
                    ? ProductRule(minimumTerms: 15, minimumOutput: 1 << 10, minimumRows: 10, minimumTermsOnThreads: 28,
                                  narrowColumns: 5...48, narrowMinimumTerms: 8, narrowMinimumRows: 20) : .never,
                floatProduct: twoLanes
                    ? ProductRule(minimumTerms: .max, minimumOutput: .max,
                                  narrowColumns: 11...128, narrowMinimumTerms: 24, narrowMinimumRows: 20) : .never)
        }
        switch (simdRegisterBits, core) {
        case (256..., .amdAVX512):
            // Loops of eight lanes, or of four with fused multiply-adds,
            // against OpenBLAS's 256-bit kernels on a core that runs both
            // at full clock: the SIMD loops win at every length (split
            // over threads from 64K elements, as OpenBLAS's are), and the
            // four-row product keeps ahead of dgemm up to 64 dense keyframes.
            return KernelProfile(
                simdRegisterBits: simdRegisterBits,
                axpy: .never, scale: .never, interpolate: .never, dot: .never,
                doubleProduct: .never, floatProduct: .never)
        case (512..., _):
            // OpenBLAS's 512-bit kernels beat the four-lane loops in L1 and
            // L2, hence the windows of short counts; at 1M elements the
            // SIMD loop's two threads win `scale`. The products were not
            // measured against `dgemm` on this machine kind: SIMD.
            return KernelProfile(
                simdRegisterBits: simdRegisterBits,
                axpy: BLASCounts(minimum: 1 << 9),
                scale: BLASCounts(window: 1 << 9 ..< 1 << 20, minimum: 1 << 21),
                interpolate: .never,
                dot: BLASCounts(window: 1 << 10 ..< 1 << 13, minimum: 1 << 15),
                doubleProduct: .never, floatProduct: .never)
        case (256..., _):
            return KernelProfile(
                simdRegisterBits: simdRegisterBits,
                axpy: BLASCounts(minimum: 1 << 14),
                scale: BLASCounts(minimum: 1 << 21),
                interpolate: .never,
                dot: BLASCounts(minimum: 1 << 15),
                // Four-lane fused products keep up with dgemm until rows mix
                // two dozen keyframes over a large output; written as
                // Floats they stay ahead throughout.
                doubleProduct: ProductRule(minimumTerms: 24, minimumOutput: 1 << 16),
                floatProduct: .never)
        case (_, .amdAVX512):
            // OpenBLAS's fused 256-bit kernels against the baseline build's
            // two lanes without FMA: BLAS wins `add` and `dot` from 64 and
            // 128 elements, `scale` until the library's loop splits over
            // threads, and dense rows of as few as four keyframes from 128
            // outputs. Float output is written faster by the SIMD product
            // than converted from dgemm's scratch, but for rows of up to
            // 512 columns that mix eight keyframes or more, in 64 rows or
            // more, unless the product splits.
            return KernelProfile(
                simdRegisterBits: simdRegisterBits,
                axpy: BLASCounts(minimum: 1 << 6),
                scale: BLASCounts(window: 1 << 7 ..< 1 << 18, minimum: .max),
                interpolate: .never,
                dot: BLASCounts(minimum: 1 << 7),
                doubleProduct: ProductRule(minimumTerms: 4, minimumOutput: 1 << 7),
                floatProduct: ProductRule(minimumTerms: .max, minimumOutput: .max,
                                          narrowColumns: 5...512, narrowMinimumTerms: 8, narrowMinimumRows: 64))
        default:
            return KernelProfile(
                simdRegisterBits: simdRegisterBits,
                axpy: BLASCounts(minimum: 1 << 8),
                scale: BLASCounts(minimum: 1 << 13),
                interpolate: .never,
                // OpenBLAS's AVX2 ddot beats the two-lane loop in L1 and L2.
                dot: BLASCounts(window: 1 << 8 ..< 1 << 14, minimum: 1 << 15),
                // Two-lane products without FMA fall behind dgemm once rows
                // mix a dozen keyframes, at any size (sixteen keyframes and
                // 2K outputs for Float output).
                doubleProduct: ProductRule(minimumTerms: 12, minimumOutput: 1),
                floatProduct: ProductRule(minimumTerms: 16, minimumOutput: 1 << 11))
        }
    }
}

/// The kinds of core the built-in crossovers tell apart.
enum CoreKind: Sendable {
    /// An AMD core with AVX-512 (Zen 4 and later): full-width 512-bit
    /// arithmetic, while OpenBLAS 0.3.21 runs its 256-bit kernels there.
    case amdAVX512
    /// An Intel core with AVX-512 (Skylake-SP to Sapphire Rapids).
    case intelAVX512
    /// Any other core, e.g. an AVX2 one such as Zen 3, or not x86-64.
    case other

    /// The core this process runs on (CPUID, read once).
    static var current: CoreKind {
        switch Int(ak_core_kind()) {
        case Int(ANIMATION_KERNELS_CORE_AMD_AVX512): return .amdAVX512
        case Int(ANIMATION_KERNELS_CORE_INTEL_AVX512): return .intelAVX512
        default: return .other
        }
    }
}
