import AnimationKernels
import ArgumentParser
import Foundation

/// `animation-bench run`: measures every selected kernel on every selected
/// backend and the references, checks the backends agree, prints tables and
/// writes CSV and JSON.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Measures the kernels across sizes and backends (the default subcommand)."
    )

    static let defaultSizes = SizeList([4, 16, 64, 256, 1 << 10, 4 << 10, 16 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20])
    static let quickSizes = SizeList([4, 16, 64, 1 << 10, 64 << 10, 1 << 20])

    @Flag(help: "A short run (under a minute): fewer sizes and samples.")
    var quick = false

    @Option(help: "Comma-separated kernels to measure: \(VectorKernel.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kernels = CommaList(VectorKernel.allCases)

    @Option(help: "Comma-separated backends to measure: \(Backend.allCases.map(\.rawValue).joined(separator: ", ")).")
    var backends = CommaList(Backend.allCases)

    @Option(help: "Vector lengths, e.g. 4,16,1K,4M (default: 4 … 4M, or a short list with --quick).")
    var sizes: SizeList?

    @Option(help: "Folder for results.csv and results.json.")
    var output = "results/latest"

    @Flag(help: "Skip the hand loop and seed-style references.")
    var noReferences = false

    func run() throws {
        let writer = try ResultsWriter(path: output)
        let sampler = quick ? Sampler.quick : Sampler.full
        let sizeList = (sizes ?? (quick ? Self.quickSizes : Self.defaultSizes)).sizes
        let cases = VectorCases(sampler: sampler)

        var progress = Progress(total: kernels.items.count * sizeList.count)
        var rows: [Measurement] = []
        for kernel in kernels.items {
            for n in sizeList {
                try cases.verify(kernel, size: n)
                rows += cases.measure(kernel, size: n, backends: backends.items, references: !noReferences)
                progress.advance("\(kernel.rawValue) n=\(SizeList.format(n))")
            }
        }
        print(TablePrinter.render(rows))
        try writer.write(ResultsWriter.csv(rows), to: "results.csv")
        try writer.write(ResultsWriter.json(rows), to: "results.json")
        writeToStandardError("wrote \(writer.directory.path)/results.{csv,json}\n")
    }
}

extension Backend: ExpressibleByArgument {}
