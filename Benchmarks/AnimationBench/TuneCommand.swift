@_spi(Benchmarking) import AnimationKernels
import ArgumentParser
import Foundation

/// `animation-bench tune`: finds where OpenBLAS starts to beat the SIMD loop
/// for each vector operation, prints the crossovers next to the active
/// profile's (and the active profile's product costs, which `--write` fits
/// and `--random` judges), flags every size where `.automatic` is more than
/// 10% behind the best backend. With
/// `--write FILE` it instead runs the library's calibration
/// (``KernelProfile/measure(budget:progress:)``) and saves its profile.
/// `--random N`
/// instead times N random shapes, in `--passes` passes over all of them,
/// and reports how far `.automatic` is from the best explicit backend on
/// each.
struct TuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Measures the SIMD/BLAS crossovers, checks .automatic, and writes a kernel profile."
    )

    @Flag(help: "Fewer sizes and samples.")
    var quick = false

    @Option(help: "Comma-separated kernels to tune.")
    var kernels = CommaList(TuneCommand.tunable)

    @Option(help: "OpenBLAS threads during the measurement (default: OpenBLAS's own default).")
    var threads: Int?

    @Option(help: "Calibrate with the library's KernelProfile.measure and write the profile (JSON) to this file.")
    var write: String?

    @Option(help: "With --write: the calibration's budget in seconds.")
    var budget: Double = 2

    @Option(help: "Instead of tuning, time this many random shapes and compare automatic with the best backend.")
    var random: Int?

    @Option(help: "Seed of the random shapes.")
    var seed: UInt64 = 17

    @Option(help: "With --random: time every shape this many times (default 3), in passes over all of them, and judge each by the median pass.")
    var passes: Int?

    @Flag(help: "Decide by each candidate's fastest sample instead of the median (for a loaded machine).")
    var fastest = false

    var statistic: Sampler.Statistic { fastest ? .minimum : .median }

    static let tunable: [KernelName] = [.add, .scale, .interpolate, .magnitudeSquared]

    func validate() throws {
        if let bad = kernels.items.first(where: { !Self.tunable.contains($0) }) {
            throw ValidationError("--kernels: \(bad.rawValue) has no backend threshold to tune")
        }
        if let threads, !(1...64).contains(threads) {
            throw ValidationError("--threads: \(threads) is not in 1...64")
        }
        if let random, !(1...10_000).contains(random) {
            throw ValidationError("--random: \(random) is not in 1...10000")
        }
        if let passes {
            guard random != nil else { throw ValidationError("--passes: only with --random") }
            guard (1...9).contains(passes) else { throw ValidationError("--passes: \(passes) is not in 1...9") }
        }
        if random != nil && write != nil {
            throw ValidationError("--random and --write: choose one")
        }
    }

    func run() throws {
        if let threads { try OpenBLAS.setThreadCount(threads) }
        let sampler = (quick ? Sampler.quick : Sampler.full).reporting(statistic)
        print("OpenBLAS threads: \(OpenBLAS.threadCount); this build's SIMD registers: \(AutomaticThresholds.simdRegisterBits) bits")
        if let random {
            RandomShapes(sampler: sampler, seed: seed, passes: passes ?? 3).run(random)
            return
        }
        if let write {
            let calibration = KernelProfile.measure(budget: budget)
            try calibration.profile.write(to: URL(fileURLWithPath: write))
            print(String(format: "calibrated %d of %d shapes in %.2f s, spread %.0f%%%@", calibration.measuredShapes,
                         calibration.totalShapes, calibration.seconds, calibration.spread * 100,
                         calibration.isReliable ? "" : " (too noisy to trust: run again on a quieter machine)"))
            print("wrote the calibrated profile to \(write); load it with ANIMATION_KERNELS_PROFILE=\(write)")
            return
        }
        let sizes = stride(from: 6, through: quick ? 20 : 22, by: quick ? 2 : 1).map { 1 << $0 }
        var lagging: [String] = []
        var summary: [String] = []
        for kernel in kernels.items {
            print("\n\(kernel.rawValue), ns per element (\(fastest ? "fastest" : "median") of interleaved samples)")
            print("size      simd      blas      automatic  faster")
            var blasAhead: [Bool] = []
            for n in sizes {
                let rows = try BenchmarkCases.of(kernel).measure(
                    Shape(size: n), candidates: [.simd, .blas, .automatic].map(Candidate.library),
                    rounds: Rounds(verifying: false, probes: false, threads: OpenBLAS.threadCount), sampler: sampler)
                let time = Dictionary(uniqueKeysWithValues: rows.map { ($0.backend, $0.nsPerElement) })
                let (simd, blas, automatic) = (time["simd"]!, time["blas"]!, time["automatic"]!)
                let best = min(simd, blas)
                blasAhead.append(blas < simd)
                print([SizeList.format(n), String(format: "%.3g", simd), String(format: "%.3g", blas), String(format: "%.3g", automatic)]
                    .map { $0.padding(toLength: 10, withPad: " ", startingAt: 0) }.joined() + (blas < simd ? " blas" : " simd"))
                if automatic > 1.1 * best {
                    lagging.append(String(format: "%@ n=%@: automatic %.3g ns/el, best %.3g (%.0f%% behind)",
                                          kernel.rawValue, SizeList.format(n), automatic, best, (automatic / best - 1) * 100))
                }
            }
            let counts = kernel.blasCounts!
            let suggestion = Self.suggestion(blasAhead, sizes: sizes)
            summary.append(kernel.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)
                           + KernelProfile.active[keyPath: counts].description.padding(toLength: 24, withPad: " ", startingAt: 0)
                           + suggestion.description)
        }
        // Products are routed by a cost per call rather than a crossover:
        // `--write` fits it, `--random` judges it.
        for (name, cost) in [("frames (Double)", KernelProfile.active.doubleProduct),
                             ("frames (Float)", KernelProfile.active.floatProduct)] {
            summary.append(name.padding(toLength: 17, withPad: " ", startingAt: 0) + "active cost: \(cost)")
        }
        print("\noperation        active profile          measured (where BLAS is ahead)")
        summary.forEach { print($0) }
        print(lagging.isEmpty ? "\nautomatic is within 10% of the best backend at every size measured."
                              : "\nautomatic more than 10% behind the best backend:\n  " + lagging.joined(separator: "\n  "))
    }

    /// The counts BLAS should get, from the sizes where it won: a threshold
    /// from which it wins at every larger size, and below it the widest run
    /// of at least two consecutive winning sizes as the window. A lone win in
    /// the noise moves nothing.
    static func suggestion(_ blasAhead: [Bool], sizes: [Int]) -> BLASCounts {
        let from = blasAhead.indices.first { i in blasAhead[i...].allSatisfy { $0 } }
        var windows: [Range<Int>] = []
        var start: Int?
        for i in blasAhead.indices where i < (from ?? blasAhead.count) {
            if blasAhead[i] {
                if start == nil { start = i }
            } else if let first = start {
                if i - first >= 2 { windows.append(sizes[first]..<sizes[i]) }
                start = nil
            }
        }
        // `.automatic` has room for one window: the widest.
        let window = windows.max { $0.count < $1.count } ?? 0..<0
        return BLASCounts(window: window, minimum: from.map { sizes[$0] } ?? Int.max)
    }
}
