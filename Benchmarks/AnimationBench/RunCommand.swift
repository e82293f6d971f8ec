import AnimationKernels
import ArgumentParser
import Foundation

/// `animation-bench run`: measures every selected kernel on every selected
/// backend beside its references and the machine's memory bandwidth, checks
/// that the backends agree, prints tables and writes CSV and JSON.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Measures the kernels across sizes and backends (the default subcommand)."
    )

    @Flag(help: "A short run (under a minute): one or two shapes per kernel, fewer samples.")
    var quick = false

    @Flag(help: "Every shape, in more rounds where a target judges the memory bandwidth: the committed results (make bench-full). Without it or --quick, a few shapes per kernel spanning the cache levels.")
    var full = false

    /// The shapes and rounds the flags ask for.
    var grid: Grid { quick ? .quick : full ? .full : .standard }

    @Option(help: "Comma-separated kernels to measure.")
    var kernels = CommaList(KernelName.allCases)

    @Option(help: "Comma-separated backends to measure.")
    var backends = CommaList(Backend.allCases)

    @Option(help: "Vector lengths for the vector kernels, e.g. 4,16,1K,4M (default: 4, 64, 4K, 256K, 4M; every power of 4 with --full).")
    var sizes: SizeList?

    @Option(help: "Comma-separated OpenBLAS thread counts; blas and automatic are timed at each, in the same rounds.")
    var threads = CommaList([1, 2])

    @Option(help: "Folder for results.csv, results.json and machine.json.")
    var output = ".build/bench/latest"

    @Option(help: "This run's label in the records' round groups (main, default-build, ...).")
    var pass = "main"

    @Option(help: "How this binary was built, recorded in machine.json.")
    var buildFlags = "-c release"

    @Flag(help: "Skip the hand-written-loop and typical-app-code references.")
    var noReferences = false

    @Flag(help: "Skip the bandwidth table measured at the start (records then have no fraction of bandwidth unless probed beside them).")
    var noBandwidthTable = false

    @Option(help: "The numpy peer script; skipped with a note when python3 or numpy is missing.")
    var numpyPeer = "Benchmarks/peers/numpy_peer.py"

    @Flag(help: "Do not run the numpy peer.")
    var noNumpy = false

    @Option(help: "results.json of a default-build run, shown in the report as what a plain dependency gets.")
    var defaultBuildResults: String?

    func validate() throws {
        if quick && full { throw ValidationError("--quick and --full exclude each other") }
        if let bad = threads.items.first(where: { $0 < 1 || $0 > 64 }) {
            throw ValidationError("--threads: \(bad) is not in 1...64")
        }
        if pass.isEmpty || pass.contains("/") {
            throw ValidationError("--pass: \"\(pass)\" must be a non-empty label without \"/\"")
        }
    }

    func run() throws {
        let writer = try ResultsWriter(path: output)
        do {
            try measureAndWrite(writer)
            try writer.commit()
        } catch {
            writer.discard()
            throw error
        }
        writeToStandardError("wrote \(writer.destination.path)/{REPORT.md,charts/,results.csv,results.json,machine.json,profile.json}\n")
    }

    private func measureAndWrite(_ writer: ResultsWriter) throws {
        let sampler = grid.sampler
        let defaultThreads = OpenBLAS.threadCount
        var machine = MachineDescription.current(buildFlags: buildFlags, defaultThreads: defaultThreads)
        machine.grid = grid.rawValue

        let plan = kernels.items.map { kernel in
            let benchmark = BenchmarkCases.of(kernel)
            return (benchmark, benchmark.shapes(grid, sizes: sizes?.sizes))
        }
        let streamSizes = Set(plan.filter { $0.0.kernel.pattern != nil }.flatMap { benchmark, shapes in
            shapes.map { $0.size * $0.frames * benchmark.kernel.doublesPerElement }
        }).sorted()
        var progress = Progress(total: plan.reduce(0) { $0 + $1.1.count } + 1)

        // The limit is the machine's, whatever threads this run measures the
        // kernels with: one thread, every core and each thread count of the
        // run, the best of them.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var clock = StepClock()
        let bandwidth = noBandwidthTable ? BandwidthTable()
            : BandwidthProbe(sampler: sampler).measure(sizes: BandwidthProbe.ladder(upTo: streamSizes, sparse: grid == .standard),
                                                       threads: Set([1, cores] + threads.items).sorted())
        clock.lap("bandwidth table")
        progress.advance("memory bandwidth")

        // One pass: each shape's rounds hold every candidate at the run's
        // main thread count (the library's default where the run measures
        // it) and `blas` and `automatic` once more at each other thread
        // count, so every ratio of a shape compares samples of the same
        // rounds. numpy follows each shape in its own process.
        let mainThreads = threads.items.contains(defaultThreads) ? defaultThreads : threads.items.last!
        let numpy = noNumpy ? nil : NumpyPeer(scriptPath: numpyPeer, sampler: sampler, threads: mainThreads)
        try OpenBLAS.setThreadCount(mainThreads)
        var rows: [Measurement] = []
        for (benchmark, shapes) in plan {
            for shape in shapes {
                let group = RoundGroup.rounds(pass, benchmark.kernel, shape)
                let candidates = benchmark.candidates(backends: backends.items, references: !noReferences, shape: shape)
                let rounds = Rounds(verifying: true, probes: !noReferences, threads: mainThreads,
                                    otherThreads: threads.items, group: group)
                let judged = ReportTarget.judgesBandwidth(of: benchmark.kernel.rawValue, at: shape)
                rows += try benchmark.measure(shape, candidates: candidates, rounds: rounds,
                                              sampler: judged ? grid.bandwidthSampler ?? sampler : sampler)
                clock.lap(group)
                if let numpy {
                    rows += numpy.measure(benchmark, shape, group: RoundGroup.numpy(after: group))
                    clock.lap(RoundGroup.numpy(after: group))
                }
                progress.advance("\(benchmark.kernel.rawValue) \(shape)")
            }
        }
        try OpenBLAS.setThreadCount(defaultThreads)
        numpy?.close()
        let peerNote = numpy?.note ?? "numpy: not measured (--no-numpy)"
        writeToStandardError(peerNote + "\n")
        writeToStandardError(clock.summary())

        for t in threads.items {
            print("\n=== OpenBLAS threads: \(t)")
            print(TablePrinter.render(rows.filter { $0.threads == t }))
        }
        machine.numpy = peerNote
        machine.numpyEnvironment = numpy?.environment
        rows = Self.withBandwidthFractions(rows, bandwidth)
        let records = rows + bandwidth.entries.map { Measurement(bandwidth: $0, group: RoundGroup.bandwidthTable(pass)) }
        try writer.write(ResultsWriter.csv(records), to: "results.csv")
        try writer.write(ResultsWriter.json(records), to: "results.json")
        try writer.write(ResultsWriter.json(machine), to: "machine.json")
        // The crossovers `.automatic` routed by, so that `report` can redraw
        // the run on another machine.
        try writer.write(ResultsWriter.json(KernelProfile.active), to: "profile.json")
        var defaultBuild: [Measurement] = []
        if let path = defaultBuildResults {
            defaultBuild = try ResultsFile.decode([Measurement].self, at: path)
            // Kept beside the run, so that `report` redraws the section.
            try writer.write(ResultsWriter.json(defaultBuild), to: "default-build.json")
        }
        let rendering = try RenderingResults.read(
            in: writer.destination.appendingPathComponent(ReportWriter.renderingFolder, isDirectory: true))
        try ReportWriter(records: records, machine: machine, defaultBuild: defaultBuild, rendering: rendering).write(to: writer)
    }

    /// Each record's effective bandwidth over the ceiling for its access
    /// pattern at its working-set size.
    ///
    /// The ceiling is the probes' only, never a kernel's: the fastest
    /// STREAM loop run beside the same shape (``SideBySideProbe``, one
    /// thread, every core, non-temporal stores beyond the last-level cache),
    /// or, for a run without references, the bandwidth table measured at
    /// the start of the run at the nearest size it holds. A kernel above 1
    /// beat the probe; the report flags it rather than moving the ceiling.
    static func withBandwidthFractions(_ rows: [Measurement], _ bandwidth: BandwidthTable) -> [Measurement] {
        func pattern(_ r: Measurement) -> MemoryPattern? { KernelName(rawValue: r.kernel)?.pattern }
        func doubles(_ r: Measurement) -> Int { r.size * r.frames * (KernelName(rawValue: r.kernel)?.doublesPerElement ?? 1) }
        func shape(_ r: Measurement) -> String { "\(r.kernel)/\(r.size)/\(r.frames)/\(r.inner ?? 0)" }
        let probed = Dictionary(rows.filter { SideBySideProbe.isProbe($0.backend) }.map { (shape($0), $0.gigabytesPerSecond) },
                                uniquingKeysWith: Swift.max)
        return rows.map { r in
            var r = r
            guard let p = pattern(r), let limit = probed[shape(r)] ?? bandwidth.limit(p, size: doubles(r)), limit > 0
            else { return r }
            r.fractionOfBandwidth = r.gigabytesPerSecond / limit
            return r
        }
    }

}

extension Backend: @retroactive ExpressibleByArgument {}

/// Where a run's time goes: wall-clock seconds per step, summed by kernel,
/// numpy apart, with the slowest steps; printed on stderr at the end.
struct StepClock {
    private var last = monotonicNanoseconds()
    private var steps: [(label: String, seconds: Double)] = []

    /// Ends the step under way, named `label`.
    mutating func lap(_ label: String) {
        let now = monotonicNanoseconds()
        steps.append((label, Double(now - last) / 1e9))
        last = now
    }

    /// Totals by kernel (the group's second part) and by numpy, and the five
    /// slowest steps.
    func summary() -> String {
        var totals: [String: Double] = [:]
        for (label, seconds) in steps {
            let parts = label.split(separator: "/")
            let key = label.hasSuffix(RoundGroup.numpySuffix) ? "numpy" : parts.count > 1 ? String(parts[1]) : label
            totals[key, default: 0] += seconds
        }
        let all = steps.reduce(0) { $0 + $1.seconds }
        var text = String(format: "time: %.1f s measuring; ", all)
        text += totals.sorted { $0.value > $1.value }.map { String(format: "%@ %.1f", $0.key, $0.value) }.joined(separator: ", ")
        text += "\nslowest: " + steps.sorted { $0.seconds > $1.seconds }.prefix(5)
            .map { String(format: "%@ %.1f s", $0.label, $0.seconds) }.joined(separator: "; ") + "\n"
        return text
    }
}

extension Measurement {
    /// A bandwidth figure as a record: kernel `memory-<pattern>`, backend `stream`.
    init(bandwidth entry: BandwidthTable.Entry, group: String) {
        self.init(kernel: "memory-\(entry.pattern.rawValue)", backend: "stream", size: entry.size,
                  nanosecondsPerCall: entry.pattern.bytesPerElement / entry.gigabytesPerSecond,
                  elementsPerCall: 1, bytesPerElement: entry.pattern.bytesPerElement)
        threads = entry.threads
        fractionOfBandwidth = 1
        self.group = group
    }
}
