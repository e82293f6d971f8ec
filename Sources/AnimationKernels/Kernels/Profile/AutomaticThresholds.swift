import CTargetFeatures

/// This build's SIMD width and the crossovers ``Backend/automatic`` uses.
///
/// Below a crossover the Swift loop wins: a `cblas_*` call has a fixed entry
/// overhead, and OpenBLAS's threads only pay for themselves once
/// there is enough data to split. Where the crossover lies depends on the
/// build: OpenBLAS picks its kernels at run time, while the Swift loops are
/// only as wide as the compile target (two lanes on baseline x86-64, a plain
/// `swift build`; four with `-Xcc -march=native`; eight in AVX-512 builds).
/// So the estimate depends on ``simdRegisterBits``; a profile measured on
/// the user's machine replaces it (see ``KernelProfile``).
public enum AutomaticThresholds {
    /// The width in bits of the widest SIMD registers this build of the
    /// library was compiled for: 128 (SSE2, the baseline), 256 (AVX/AVX2,
    /// e.g. with `-Xcc -march=native`) or 512.
    public static let simdRegisterBits = Int(ANIMATION_KERNELS_SIMD_BITS)

    /// The output size, in bytes, from which the SIMD products write past
    /// the caches (non-temporal stores): the last-level cache a core
    /// shares. A smaller output stays in that cache from one call to the
    /// next, where ordinary stores win.
    @usableFromInline
    static let bypassCachesFromBytes = CacheSizes.current.level3

    /// Whether the SIMD products write rows longer than 4 KiB past the
    /// caches too (see `SIMDKernels.bypassesCaches`): where each vector
    /// store fills a whole 64-byte cache line (512-bit builds), so four
    /// such streams side by side never leave a line half written.
    @usableFromInline
    static let streamsLongRows = simdRegisterBits >= 512

    /// The element counts at which `.automatic` runs `operation` on
    /// OpenBLAS under the active profile; ``BLASCounts/never`` for blob
    /// point sets.
    static func blasCounts(for operation: KernelOperation) -> BLASCounts {
        KernelProfile.active.blasCounts(for: operation)
    }
}

extension KernelProfile {
    /// The crossovers the cost model estimates for this build and machine
    /// (see the article on choosing a backend): this build's SIMD width,
    /// the cache sizes the operating system or CPUID report, OpenBLAS's
    /// kernel width and thread count, the library's thread count. The same
    /// facts always give the same profile; nothing is timed.
    public static var estimate: KernelProfile { estimate(for: .current) }
}
