import AnimationKernels
import ArgumentParser
import Foundation

/// `animation-bench tune`: finds where OpenBLAS starts to beat the SIMD loop
/// for each operation, prints the thresholds `.automatic` should use next to
/// the compiled-in ones, and flags every size where `.automatic` is more than
/// 10% behind the best backend.
struct TuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Measures the SIMD/BLAS crossovers and checks the thresholds of .automatic."
    )

    @Flag(help: "Fewer sizes and samples.")
    var quick = false

    @Option(help: "Comma-separated kernels to tune.")
    var kernels = CommaList(TuneCommand.tunable)

    @Option(help: "OpenBLAS threads during the measurement (default: OpenBLAS's own default).")
    var threads: Int?

    static let tunable: [KernelName] = [.add, .scale, .interpolate, .magnitudeSquared]

    func validate() throws {
        if let bad = kernels.items.first(where: { !Self.tunable.contains($0) }) {
            throw ValidationError("--kernels: \(bad.rawValue) has no backend threshold to tune")
        }
        if let threads, !(1...64).contains(threads) {
            throw ValidationError("--threads: \(threads) is not in 1...64")
        }
    }

    func run() throws {
        if let threads { try OpenBLAS.setThreadCount(threads) }
        let sampler = quick ? Sampler.quick : Sampler.full
        let sizes = stride(from: 6, through: quick ? 20 : 22, by: quick ? 2 : 1).map { 1 << $0 }
        let suite = VectorCases(sampler: sampler)
        var lagging: [String] = []
        var summary: [String] = []
        print("OpenBLAS threads: \(OpenBLAS.threadCount); this build's SIMD registers: \(AutomaticThresholds.simdRegisterBits) bits")
        for kernel in kernels.items {
            print("\n\(kernel.rawValue), ns per element (medians of interleaved samples)")
            print("size      simd      blas      automatic  faster")
            var blasAhead: [Bool] = []
            for n in sizes {
                let rows = suite.measure(kernel, Shape(size: n), backends: [.simd, .blas, .automatic], references: false)
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
            let compiled = AutomaticThresholds.blasCounts(for: kernel.operation!)
            summary.append(kernel.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)
                           + compiled.description.padding(toLength: 24, withPad: " ", startingAt: 0)
                           + Self.suggestion(blasAhead, sizes: sizes).description)
        }
        print("\noperation        compiled-in             measured (sizes where BLAS is ahead)")
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
