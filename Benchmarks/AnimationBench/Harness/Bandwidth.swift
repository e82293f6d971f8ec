@_spi(Benchmarking) import AnimationKernels
import CMemoryProbes
import Foundation

/// A memory access pattern of the STREAM kind, the physical limit a kernel
/// with the same traffic is compared with.
///
/// Kernels are compared with the pattern of the same structure (the same
/// number of arrays, read and written the same way), so that at a given
/// element count both have the same working set: a kernel in L1 is held to
/// L1 speed and one streaming from DRAM to DRAM speed. STREAM's copy and
/// triad are measured too, for reference.
enum MemoryPattern: String, CaseIterable, Codable, Sendable {
    /// `s += a[i]`: one array read (`magnitudeSquared`).
    case read
    /// `a[i] = c`: one array written (kernels bound by writing their output).
    case fill
    /// `a[i] *= s`: one array read and written in place (`scale`).
    case update
    /// `a[i] += s·b[i]`: one array read, one read and written (`add`, `interpolate`).
    case axpy
    /// STREAM's `a[i] = b[i]`, for reference.
    case copy
    /// STREAM's `a[i] = b[i] + s·c[i]`, for reference.
    case triad

    var bytesPerElement: Double {
        switch self {
        case .read, .fill: return 8
        case .update, .copy: return 16
        case .axpy, .triad: return 24
        }
    }

    /// How many arrays the pattern touches.
    var arrays: Int {
        switch self {
        case .read, .fill, .update: return 1
        case .axpy, .copy: return 2
        case .triad: return 3
        }
    }

    /// Whether the pattern only writes its destination, so that beyond the
    /// caches non-temporal stores (no read for ownership) can beat ordinary
    /// ones; those probes then run both.
    var hasStreamingVariant: Bool { self == .fill || self == .copy }

    /// Whether `doubles` elements per array of this pattern outgrow a
    /// core's own cache (``PrivateCache``), from where non-temporal stores
    /// may pay: the last-level cache sysfs reports is the whole socket's,
    /// of which a VM may hold far less, so its size says too little to
    /// leave the faster variant out of a ceiling.
    func streams(doubles: Int) -> Bool {
        hasStreamingVariant && Double(doubles) * bytesPerElement > Double(PrivateCache.bytes)
    }
}

/// The size of one core's largest cache of its own, the level below the
/// last (L2 on the machines here), from sysfs (1 MiB when unknown).
enum PrivateCache {
    static let bytes: Int = {
        let levels = DataCaches.levels
        guard let last = levels.map(\.level).max() else { return 1 << 20 }
        return levels.filter { $0.level < last }.map(\.bytes).max() ?? 1 << 20
    }()
}

/// The size of the largest data cache instance, from sysfs (32 MiB when
/// unknown, the L3 of the machines this benchmark was written on).
enum LastLevelCache {
    static let bytes: Int = DataCaches.levels.map(\.bytes).max() ?? 32 << 20
}

/// The machine's memory bandwidth at each working-set size, measured in the
/// same run as the kernels: each kernel is reported as a fraction of the
/// pattern with the same traffic at the same element count, so a kernel in
/// L1 is held to L1 speed and one streaming from DRAM to DRAM speed.
struct BandwidthTable: Codable, Sendable {
    struct Entry: Codable, Sendable {
        var pattern: MemoryPattern
        var size: Int
        var threads: Int
        /// Whether the probe wrote with non-temporal stores.
        var nonTemporal: Bool
        var gigabytesPerSecond: Double
    }

    var entries: [Entry] = []

    /// The best bandwidth of `pattern` at `size` over every thread count
    /// measured, or at the nearest measured size when `size` was not.
    func limit(_ pattern: MemoryPattern, size: Int) -> Double? {
        let candidates = entries.filter { $0.pattern == pattern }
        guard let nearest = candidates.min(by: { abs(log2(Double($0.size)) - log2(Double(size))) < abs(log2(Double($1.size)) - log2(Double(size))) })?.size
        else { return nil }
        return candidates.filter { $0.size == nearest }.map(\.gigabytesPerSecond).max()
    }
}

/// STREAM-style loops over raw buffers, on one thread or split over several.
struct BandwidthProbe {
    let sampler: Sampler

    /// Working sets beyond this many doubles per array (64 MiB) stream
    /// from memory on any machine whose last-level cache is smaller (the
    /// reference machine's L3: 36 MiB), where the bandwidth no longer
    /// depends on the size.
    static let memoryResidentCount = 1 << 23

    /// How many copies of its arrays a one-thread probe of `n` doubles
    /// rotates over, and how far apart (in doubles) they start: four
    /// copies up to 256 doubles (at most 24 KiB for the three arrays of
    /// triad, inside any L1), where repeating on one copy would chain each
    /// repetition's loads to the previous one's stores and time the
    /// store-to-load latency instead of the bandwidth; one copy above. The
    /// stride keeps each copy on its own cache lines, plus one line.
    static func rotation(n: Int) -> (copies: Int, stride: Int) {
        n <= 256 ? (4, (n + 7) / 8 * 8 + 8) : (1, n)
    }

    /// Doubles to allocate per array for a probe of `n` doubles: its
    /// rotation's copies.
    static func capacity(n: Int) -> Int {
        let (copies, stride) = rotation(n: n)
        return (copies - 1) * stride + n
    }

    /// The vector width a one-thread probe runs at (CMemoryProbes' tier):
    /// of the CPU's two widest, the faster in five interleaved timings of
    /// about 1M elements each (about a millisecond per probe in cache), while the
    /// working set of `bytes` fits in the last-level cache; -1 (the
    /// default: the widest, except AVX-512 beyond L1d) beyond it, where the
    /// width does not bound the rate. No one width is fastest everywhere:
    /// on Zen 5 in L2, AVX2's axpy ran 7% faster than AVX-512's and
    /// AVX-512's update 12% faster than AVX2's.
    ///
    /// - Parameters:
    ///   - bytes: the probe's working set.
    ///   - n: doubles per array.
    ///   - run: runs the probe at a tier for a number of repetitions.
    /// - Returns: the tier to run.
    /// - Complexity: about 10M element passes, once per probe.
    static func fastestTier(bytes: Int, n: Int, _ run: (_ tier: Int32, _ repeats: Int) -> Void) -> Int32 {
        let top = probe_vector_tier()
        guard top > 0, bytes <= LastLevelCache.bytes else { return -1 }
        let tiers: [Int32] = [top, top - 1]
        let repeats = Swift.max(1, (1 << 20) / Swift.max(n, 1))
        var best = [UInt64](repeating: .max, count: tiers.count)
        for _ in 0..<5 {
            for (i, tier) in tiers.enumerated() {
                let start = monotonicNanoseconds()
                run(tier, repeats)
                best[i] = Swift.min(best[i], monotonicNanoseconds() - start)
            }
        }
        return best[0] <= best[1] ? tiers[0] : tiers[1]
    }

    /// The working-set sizes of the table at the start of a run: powers of
    /// four from 4 up to the first at or above the
    /// largest of `sizes` (4M at most), and ``memoryResidentCount`` when
    /// `sizes` go beyond 4M, which stands for the larger ones (on the reference machine every pattern
    /// streamed from memory at the same rate from 7.68M to 76.8M doubles,
    /// within the run's ±15%, and measuring those sizes took 35 of the
    /// table's 47 s). A kernel's own working set is measured beside it
    /// (``SideBySideProbe``); the table is the machine's profile, and the
    /// limit of a size it does not hold is that of the nearest one it does.
    /// A `sparse` ladder takes every other power (4, 64, 1K, … 4M), and 4M
    /// stands for the larger sizes too: a table in half the time, for runs
    /// whose kernels are all probed beside them.
    static func ladder(upTo sizes: [Int], sparse: Bool = false) -> [Int] {
        guard let largest = sizes.max() else { return [] }
        let powers = stride(from: 1, through: 11, by: sparse ? 2 : 1).map { 1 << (2 * $0) }
        let top = powers.first { $0 >= largest } ?? (sparse ? powers.last! : memoryResidentCount)
        return powers.filter { $0 < top } + [top]
    }

    func measure(sizes: [Int], threads: [Int]) -> BandwidthTable {
        var table = BandwidthTable()
        for n in sizes {
            let arrays = ProbeArrays(capacity: Self.capacity(n: n))
            let (a, b, c) = (arrays.a, arrays.b, arrays.c)
            var labels: [(MemoryPattern, Int, Bool)] = []
            var loops: [TimedLoop] = []
            for t in threads where t == 1 || n >= 4096 * t {
                for pattern in MemoryPattern.allCases {
                    for nonTemporal in pattern.streams(doubles: n) ? [false, true] : [false] {
                        labels.append((pattern, t, nonTemporal))
                        loops.append(Self.loop(pattern, n: n, threads: t, nonTemporal: nonTemporal, a, b, c))
                    }
                }
            }
            for ((pattern, t, nonTemporal), ns) in zip(labels, sampler.nanosecondsPerCall(loops)) {
                table.entries.append(.init(pattern: pattern, size: n, threads: t, nonTemporal: nonTemporal,
                                           gigabytesPerSecond: pattern.bytesPerElement * Double(n) / ns))
            }
        }
        return table
    }

    /// The probe loop of `pattern` over `n` doubles per array on `threads`
    /// threads; with `nonTemporal`, fill and copy write with non-temporal
    /// stores (``MemoryPattern/hasStreamingVariant``).
    static func loop(
        _ pattern: MemoryPattern, n: Int, threads: Int, nonTemporal: Bool = false,
        _ a: UnsafeMutablePointer<Double>, _ b: UnsafeMutablePointer<Double>, _ c: UnsafeMutablePointer<Double>
    ) -> TimedLoop {
        let buffers = StreamBuffers(a: a, b: b, c: c)
        // The fastest loops we know for each pattern, in C at the widest
        // vectors the CPU has whatever this binary was built for (as
        // OpenBLAS dispatches at run time; see CMemoryProbes): unrolled,
        // eight independent sums for the read, non-temporal stores for fill
        // and copy beyond a core's own cache. A limit that a kernel can
        // beat would not be one. `body(range, repeats)` runs the pattern
        // over `range` `repeats` times; one thread rotates over copies of
        // the arrays (``rotation(n:)``), a share of several works on one.
        let (copies, stride) = threads == 1 ? rotation(n: n) : (1, n)
        let body: @Sendable (Range<Int>, Int, Int32) -> Void
        switch pattern {
        case .read:
            body = { r, k, tier in blackHole(probe_read(buffers.a + r.lowerBound, r.count, stride, copies, k, tier)) }
        case .fill where nonTemporal:
            body = { r, k, _ in for _ in 0..<k { streaming_fill(buffers.a + r.lowerBound, 1.5, r.count) } }
        case .fill:
            body = { r, k, tier in probe_fill(buffers.a + r.lowerBound, 1.5, r.count, stride, copies, k, tier) }
        case .update:
            // The factor of the scale kernel's measurement: one below 1
            // shrinks short arrays into subnormals within a sample, and
            // those multiply dozens of times slower.
            body = { r, k, tier in probe_update(buffers.a + r.lowerBound, 1.000_000_1, r.count, stride, copies, k, tier) }
        case .axpy:
            body = { r, k, tier in probe_axpy(buffers.a + r.lowerBound, buffers.b + r.lowerBound, 1e-9, r.count, stride, copies, k, tier) }
        case .copy where nonTemporal:
            body = { r, k, _ in for _ in 0..<k { streaming_copy(buffers.a + r.lowerBound, buffers.b + r.lowerBound, r.count) } }
        case .copy:
            body = { r, k, tier in probe_copy(buffers.a + r.lowerBound, buffers.b + r.lowerBound, r.count, stride, copies, k, tier) }
        case .triad:
            body = { r, k, tier in probe_triad(buffers.a + r.lowerBound, buffers.b + r.lowerBound, buffers.c + r.lowerBound, 0.5, r.count, stride, copies, k, tier) }
        }
        // One thread repeats inside C: no closure call per repetition, as
        // the kernels' calls are inlined into their timing loops (a probe
        // paying a call per repetition lost to `add` at 4 to 64 elements).
        if threads == 1 {
            let tier = nonTemporal ? -1 : fastestTier(bytes: pattern.arrays * n * MemoryLayout<Double>.size, n: n) { body(0..<n, $1, $0) }
            return Sampler.repeating { iterations in body(0..<n, iterations, tier) }
        }
        // Several: each thread takes one contiguous share, as STREAM's
        // OpenMP loops do, on a team of spinning threads started before the
        // clock (CMemoryProbes' probe_team): the library's worker pool
        // sleeps between calls, and a probe paying its wake-ups lost to
        // OpenBLAS's spinning threads at 64K to 256K elements. Should a
        // helper thread fail to start, the worker pool runs the shares.
        let code: Int32
        switch pattern {
        case .read: code = Int32(PROBE_READ)
        case .fill: code = Int32(nonTemporal ? PROBE_FILL_NONTEMPORAL : PROBE_FILL)
        case .update: code = Int32(PROBE_UPDATE)
        case .axpy: code = Int32(PROBE_AXPY)
        case .copy: code = Int32(nonTemporal ? PROBE_COPY_NONTEMPORAL : PROBE_COPY)
        case .triad: code = Int32(PROBE_TRIAD)
        }
        let factor = pattern == .update ? 1.000_000_1 : pattern == .fill ? 1.5 : pattern == .axpy ? 1e-9 : 0.5
        return { iterations in
            let nanoseconds = probe_team(code, buffers.a, buffers.b, buffers.c, factor, n, Int32(threads), iterations)
            if nanoseconds > 0 { return UInt64(nanoseconds) }
            let start = monotonicNanoseconds()
            for _ in 0..<iterations {
                Parallelism.forEachShare(of: n, shares: threads, alignment: 8) { _, range in body(range, 1, -1) }
            }
            return monotonicNanoseconds() - start
        }
    }
}

/// The probe's arrays, handed to the worker threads: each writes only its
/// own share, so sharing the pointers is sound.
struct StreamBuffers: @unchecked Sendable {
    let a: UnsafeMutablePointer<Double>
    let b: UnsafeMutablePointer<Double>
    let c: UnsafeMutablePointer<Double>
}

/// The three arrays of a probe in one allocation, `b` 1 KiB and `c` 2 KiB
/// past `a` modulo 4 KiB (STREAM's OFFSET, made exact): where a load's
/// address matches a recent store's to the other array in its low 12 bits,
/// the CPU takes it for a dependency (4K aliasing). Separately allocated
/// arrays fell where they fell: with `b` 64 bytes short of a 4 KiB multiple
/// past `a`, the axpy probe ran 0.051 ns per element at 256 doubles instead
/// of 0.036, and lost to `add`.
final class ProbeArrays {
    let a: UnsafeMutablePointer<Double>
    let b: UnsafeMutablePointer<Double>
    let c: UnsafeMutablePointer<Double>
    private let base: UnsafeMutablePointer<Double>

    /// Three arrays of `capacity` doubles each, all 1.
    init(capacity: Int) {
        let page = 512 // doubles in 4 KiB
        let span = (Swift.max(capacity, 1) + page - 1) / page * page + page
        base = .allocateCacheAligned(capacity: 3 * span)
        base.initialize(repeating: 1, count: 3 * span)
        // Bases page-aligned within the block so that the offsets are exact.
        let misalignment = Int(bitPattern: UInt(bitPattern: base)) % 4096 / 8
        let first = base + (misalignment == 0 ? 0 : page - misalignment)
        // span is a whole number of pages with one to spare, so each array
        // has room for `capacity` doubles: b is 1 KiB past a page multiple
        // from a, c 2 KiB (c sits half a page before the block's third).
        a = first
        b = first + span + page / 4
        c = first + 2 * span - page / 2
    }

    deinit { UnsafeMutableRawPointer(base).deallocate() }
}

/// The STREAM loop with a kernel's access pattern and working set, on one
/// thread and on every core (and, for fill and copy beyond a core's own
/// cache, with non-temporal stores too), as more candidates in the
/// kernel's own rounds: the kernel's fraction of bandwidth then compares medians taken
/// side by side, which the machine's drift (this VM's memory bandwidth
/// swings by a third from minute to minute) cannot tilt, rather than a
/// median with the best of many measurements taken at other times.
final class SideBySideProbe {
    let names: [String]
    let loops: [TimedLoop]
    private let arrays: ProbeArrays

    /// Probes of `pattern` over `doubles` elements (the kernel's output, or
    /// its vector, in doubles).
    init(_ pattern: MemoryPattern, doubles: Int) {
        let n = Swift.max(doubles, 1)
        arrays = ProbeArrays(capacity: BandwidthProbe.capacity(n: n))
        let (a, b, c) = (arrays.a, arrays.b, arrays.c)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let threads = cores > 1 ? [1, cores] : [1]
        let variants = threads.map { ($0, false) } + (pattern.streams(doubles: n) ? threads.map { ($0, true) } : [])
        names = variants.map { "bandwidth-\($1 ? "nt-" : "")\($0)t" }
        loops = variants.map { BandwidthProbe.loop(pattern, n: n, threads: $0, nonTemporal: $1, a, b, c) }
    }

    /// Whether `backend` names one of these probes.
    static func isProbe(_ backend: String) -> Bool { backend.hasPrefix("bandwidth-") }
}


/// How the report writes a kernel's fraction of the probes' ceiling.
enum BandwidthFraction {
    /// "85%", "–" without a ceiling, and a flag where the kernel outran the
    /// probes: the ceiling stays theirs, so such a cell says the probe, not
    /// the kernel, is wanting.
    ///
    /// A kernel is flagged ▲ only when it beat the fastest probe beyond
    /// both spreads (its third quartile faster than the probe's first):
    /// figures on a shared VM move 10–40% between rounds, and a kernel
    /// level with the ceiling, above it in the medians but inside the
    /// spread, is marked ≈, as the targets are.
    ///
    /// - Parameters:
    ///   - kernel: the record whose fraction is written (`automatic`'s).
    ///   - probes: the probe records of the same shape and rounds; without
    ///     them (older runs, a bandwidth table) the medians decide.
    /// - Returns: the cell's text.
    /// - Complexity: O(probes).
    static func text(_ kernel: Measurement?, probes: [Measurement] = []) -> String {
        guard let kernel, let fraction = kernel.fractionOfBandwidth else { return "–" }
        let percent = String(format: "%.0f%%", fraction * 100)
        guard fraction > 1 else { return percent }
        guard let probe = probes.max(by: { $0.gigabytesPerSecond < $1.gigabytesPerSecond }),
              let kernelSlow = kernel.nsPerElementP75, let probeFast = probe.nsPerElementP25
        else { return percent + " ▲ beats the probe" }
        // The fraction with the kernel at its slow quartile and the probe at its fast one.
        let cautious = fraction * (kernel.nsPerElement / kernelSlow) * (probeFast / probe.nsPerElement)
        return cautious > 1 ? percent + " ▲ beats the probe" : percent + " ≈ the probe (within the spread)"
    }
}
