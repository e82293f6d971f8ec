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
        print("OpenBLAS threads: \(OpenBLAS.threadCount); this build's SIMD registers: \(AutomaticThresholds.simdRegisterBits) bits\n")
        print("operation         compiled-in   measured   (first size from which BLAS stays ahead)")
        for kernel in kernels.items {
            var blasAhead: [Bool] = []
            for n in sizes {
                let rows = suite.measure(kernel, Shape(size: n), backends: [.simd, .blas, .automatic], references: false)
                let time = Dictionary(uniqueKeysWithValues: rows.map { ($0.backend, $0.nsPerElement) })
                let best = min(time["simd"]!, time["blas"]!)
                blasAhead.append(time["blas"]! < time["simd"]!)
                if time["automatic"]! > 1.1 * best {
                    lagging.append(String(format: "%@ n=%@: automatic %.3g ns/el, best %.3g (%.0f%% behind)",
                                          kernel.rawValue, SizeList.format(n), time["automatic"]!, best, (time["automatic"]! / best - 1) * 100))
                }
            }
            // The threshold is the first size after which BLAS wins at every
            // larger size measured: a lone win in the noise moves nothing.
            let suggestion = blasAhead.indices.first { i in blasAhead[i...].allSatisfy { $0 } }.map { sizes[$0] }
            let compiled = AutomaticThresholds.blasMinimumCount(for: Self.operation(kernel))
            print(kernel.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)
                  + Self.describe(compiled).padding(toLength: 14, withPad: " ", startingAt: 0)
                  + Self.describe(suggestion ?? Int.max))
        }
        print(lagging.isEmpty ? "\nautomatic is within 10% of the best backend at every size measured."
                              : "\nautomatic more than 10% behind the best backend:\n  " + lagging.joined(separator: "\n  "))
    }

    static func operation(_ kernel: KernelName) -> KernelOperation {
        switch kernel {
        case .add: return .axpy
        case .scale: return .scale
        case .interpolate: return .interpolate
        default: return .dot
        }
    }

    static func describe(_ threshold: Int) -> String {
        threshold == Int.max ? "never" : SizeList.format(threshold)
    }
}
