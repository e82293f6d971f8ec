import AnimationKernels
import Foundation

/// Writes `REPORT.md` and its SVG charts from one run's records: the
/// machine, the headline ratios, the targets checked, a chart and a table
/// per kernel, the thread comparison and the memory bandwidth.
struct ReportWriter {
    let records: [Measurement]
    let machine: MachineDescription
    /// SIMD figures of the default (baseline x86-64) build, when measured.
    let defaultBuild: [Measurement]
    /// The OpenBLAS thread count of the pass the tables show.
    let defaultThreads: Int
    /// The crossovers `.automatic` routed by in the run: the report names
    /// the backend it picks at each size from them.
    let profile: KernelProfile
    /// What `animation-bench raster` measured into the run's `raster/`
    /// folder, when it ran.
    let rendering: RenderingResults?
    private let mainRows: [String: [Measurement]]

    init(records: [Measurement], machine: MachineDescription, defaultBuild: [Measurement], profile: KernelProfile = .active,
         rendering: RenderingResults? = nil) {
        self.records = records
        self.rendering = rendering
        self.machine = machine
        self.defaultBuild = defaultBuild
        self.profile = profile
        let threads = records.filter { Backend(rawValue: $0.backend) != nil }.map(\.threads).max() ?? 1
        defaultThreads = threads
        // Computed once: the sections ask for each kernel's rows several
        // times, and a run has thousands of records.
        func reference(_ r: Measurement) -> String { "\(r.kernel)/\(r.backend)/\(r.size)/\(r.frames)" }
        let inTablePass = Set(records.filter { $0.threads == threads }.map(reference))
        mainRows = Dictionary(grouping: records.filter { r in
            Backend(rawValue: r.backend) != nil ? r.threads == threads : r.threads == threads || !inTablePass.contains(reference(r))
        }, by: \.kernel)
    }

    func write(to writer: ResultsWriter) throws {
        try FileManager.default.createDirectory(at: writer.directory.appendingPathComponent("charts"), withIntermediateDirectories: true)
        let outcomes = self.outcomes()
        var md = firstPage(outcomes)
        md += method()
        md += "\n## Targets, shape by shape\n\n" + outcomes.compactMap(\.detail).joined()
        md += rendering?.reportSection ?? ""
        md += Self.gallery
        for kernel in kernels {
            try writer.write(chart(kernel).svg(), to: "charts/\(kernel).svg")
            md += "\n## \(kernel)\n\n![\(kernel)](charts/\(kernel).svg)\n\n" + table(kernel)
        }
        md += threadsSection()
        md += defaultBuildSection()
        md += bandwidthSection()
        try writer.write(md, to: "REPORT.md")
    }

    /// The pictures `animation-bench render` draws into `results/gallery`,
    /// beside this report's folder.
    /// The folder of a run that `animation-bench raster` writes into.
    static let renderingFolder = "raster"

    static let gallery = """

        ## Gallery

        What the kernels compute: the pouring wave and a morphing blob, frames from the batched kernels
        (`animation-bench render`).

        ![The pouring wave, animated](../gallery/wave-animated.svg) ![A morphing blob, animated](../gallery/blob-animated.svg)

        ![Frames of the pouring wave](../gallery/wave-strip.svg)

        ![Frames of a morphing blob](../gallery/blob-strip.svg)

        The five seed animations, drawn by AnimationRendering into animated PNGs:

        ![The pouring liquid](../gallery/pouring-liquid.png) ![The keyframed emoji and heart](../gallery/keyframed-emoji.png)
        ![The custom timer animations](../gallery/timer-metronome.png) ![The geometry-effect transition](../gallery/geometry-effects.png)
        ![The morphing blob](../gallery/morphing-blob.png)

        """

    var kernels: [String] {
        var seen: [String] = []
        for r in records where !r.kernel.hasPrefix("memory-") && !seen.contains(r.kernel) { seen.append(r.kernel) }
        return seen
    }

    /// The records of `kernel` the tables show: the library's backends at
    /// ``defaultThreads``, and each reference from that pass, or from
    /// another where that pass did not measure it.
    func main(_ kernel: String) -> [Measurement] { mainRows[kernel] ?? [] }

    static func shape(_ r: Measurement) -> String {
        var text = SizeList.format(r.size)
        if r.frames > 1 { text += " × \(r.frames)" }
        if let inner = r.inner { text += " (k=\(inner))" }
        return text
    }

    static func key(_ r: Measurement) -> String { shape(r) }

    // MARK: Sections

    /// The run's grid and its samplers, in words.
    var rounds: String {
        let grid = machine.grid.flatMap(Grid.init(rawValue:)) ?? .full
        func milliseconds(_ s: Sampler) -> String { String(format: "%g ms", Double(s.minimumSampleNanoseconds) / 1e6) }
        let s = grid.sampler
        var text = "This run measured the \(grid.rawValue) grid of shapes"
            + grid.pick(quick: " (one or two per kernel; `make bench` measures more).",
                        standard: " (a few per kernel across the cache levels; `make bench-full` measures the shapes between them).",
                        full: " (every shape).")
        text += " A sample lasts at least \(milliseconds(s)) and a shape takes \(s.samples) rounds"
            + (s.settledAfter < s.samples ? " (\(s.settledAfter) once every candidate's quartiles lie within 2% of its median)" : "")
        if let b = grid.bandwidthSampler {
            text += "; shapes a target judges as a share of the bandwidth take up to \(b.samples) rounds of \(milliseconds(b)) (at least \(b.settledAfter))"
        }
        return text + "."
    }

    /// How the figures were measured, and the machine in full.
    func method() -> String {
        """


        ## Method

        Every figure is a median of samples measured in one run on one machine: the library's backends, the
        plain loop (one thread, no zero skipping, a sine per point for waves), the seed-style code a user writes by hand and the memory
        bandwidth of the same machine at the same working-set size take turns in the same rounds; numpy, a
        second process, samples the same shape by the same rules right after those rounds. Ratios compare
        figures of this run only. "Of bandwidth" is a kernel's effective rate over the fastest STREAM-style probe
        with the same access pattern and working set (C loops at the widest vectors the CPU has, AVX-512 where
        present, unrolled, on one thread and on every core, non-temporal stores for fill and copy beyond a
        core's own cache), measured in the same rounds as the kernel; the ceiling is the probes' only, and a
        kernel that outruns them beyond both spreads is flagged ▲ (≈ when only the medians cross). In L1 and L2
        the kernels are bound by arithmetic, not memory. A call of a few nanoseconds runs at a speed that
        depends on where the linker put its loop, so a vector of up to \(CodeCopies.longestVector) elements is timed
        over \(CodeCopies.count) copies of each candidate's loop at different places in the binary, each for its share of a
        sample: a figure is the mean over those placements. \(rounds) A target that compares two
        candidates of one shape (a share of the bandwidth among them) takes their ratio round by round,
        which cancels the machine's drift between rounds: the verdict is the median of those ratios and
        reads ≈ when their quartiles straddle the threshold (against numpy, timed in its own process, the
        ratio of the medians, ≈ when the two quartile ranges could reverse it).

        | machine | |
        |---|---|
        | CPU | \(machine.cpu), \(machine.cores) cores, \(machine.memoryGiB) GiB |
        | system | \(machine.kernel) |
        | OpenBLAS | \(machine.openBLASConfiguration) (core \(machine.openBLASCore)), default \(machine.openBLASDefaultThreads) threads |
        | Swift | \(machine.swiftVersion), build `\(machine.buildFlags)` (SIMD registers: \(machine.simdRegisterBits ?? AutomaticThresholds.simdRegisterBits) bits) |
        | numpy | \(machine.numpy) |
        | date | \(machine.date) |
        | commit | \(machine.commit.map { $0 + (machine.treeDirty == true ? " (work tree modified)" : "") } ?? "unknown") |
        | caches | \(machine.cacheBytes.map { $0.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value >> 10) KiB" + Self.sharing(machine.cacheSharedCPUs?[$0.key]) }.joined(separator: ", ") } ?? "unknown")\(machine.cacheSharedCPUs == nil ? "" : "; one instance of each level, from sysfs") |
        | huge pages | \(machine.transparentHugePages ?? "unknown") |
        | OPENBLAS_* | library: \(Self.variables(machine.openBLASVariables)); numpy: \(Self.variables(machine.numpyEnvironment?.openBLASVariables)) |

        """
    }

    /// " (shared by CPUs 0-1)" for a cache instance several CPUs share;
    /// empty for a private one or an older run.
    static func sharing(_ cpus: String?) -> String {
        guard let cpus, cpus.contains(where: { $0 == "-" || $0 == "," }) else { return "" }
        return " (shared by CPUs \(cpus))"
    }

    func table(_ kernel: String) -> String {
        let rows = main(kernel)
        var names: [String] = []
        for r in rows where !names.contains(r.backend) { names.append(r.backend) }
        var md = "ns per element (" + (rows.first?.unit ?? "") + " = 1000 / ns); `of bw` is `automatic`'s fraction of the measured bandwidth.\n\n"
        md += "| shape | " + names.joined(separator: " | ") + " | of bw |\n|" + String(repeating: "---|", count: names.count + 2) + "\n"
        for shape in Self.orderedShapes(rows) {
            let cell = rows.filter { Self.key($0) == shape }
            let values = names.map { name in cell.first { $0.backend == name }.map { String(format: "%.3g", $0.nsPerElement) } ?? "–" }
            let fraction = BandwidthFraction.text(cell.first { $0.backend == Backend.automatic.rawValue },
                                                  probes: cell.filter { SideBySideProbe.isProbe($0.backend) })
            md += "| \(shape) | " + values.joined(separator: " | ") + " | \(fraction) |\n"
        }
        return md
    }

    func threadsSection() -> String {
        let threads = Set(records.filter { $0.backend == Backend.blas.rawValue }.map(\.threads)).sorted()
        guard threads.count > 1 else { return "" }
        // Runs since round groups time every thread count in a shape's own
        // rounds; older runs measured each in a pass of its own.
        let sameRounds = records.filter { $0.backend == Backend.blas.rawValue }.allSatisfy { $0.group?.hasPrefix("main/") ?? false }
        var md = sameRounds
            ? "\n## OpenBLAS threads (same rounds as the tables above)\n\n"
                + "`blas` and `automatic`, ns per element, at each OpenBLAS thread count, timed in the same interleaved rounds "
                + "as every other candidate of the shape (the Swift SIMD kernels split work of 256K elements and more over "
                + "`Parallelism.threadCount` threads either way).\n\n"
            : "\n## OpenBLAS threads (separate passes: not comparable ratio for ratio with the tables above)\n\n"
                + "`blas` and `automatic`, ns per element, at each OpenBLAS thread count. Each thread count is its own pass, "
                + "minutes apart from the others, so a difference between two columns holds the machine's drift as well as the threads' "
                + "(the Swift SIMD kernels split work of 256K elements and more over `Parallelism.threadCount` threads in every pass).\n\n"
        md += "| kernel | shape | " + threads.flatMap { ["blas \($0)t", "automatic \($0)t"] }.joined(separator: " | ") + " |\n|---|---|" + String(repeating: "---|", count: 2 * threads.count) + "\n"
        for kernel in kernels {
            let rows = records.filter { $0.kernel == kernel && ($0.backend == "blas" || $0.backend == "automatic") }
            for shape in Self.orderedShapes(rows) {
                let cells = threads.flatMap { t in ["blas", "automatic"].map { b in
                    rows.first { Self.key($0) == shape && $0.threads == t && $0.backend == b }.map { String(format: "%.3g", $0.nsPerElement) } ?? "–" } }
                md += "| \(kernel) | \(shape) | " + cells.joined(separator: " | ") + " |\n"
            }
        }
        return md
    }

    func defaultBuildSection() -> String {
        guard !defaultBuild.isEmpty else { return "" }
        var md = "\n## What a plain dependency gets (a separate pass: not comparable ratio for ratio with the tables above)\n\n"
            + "A package that depends on AnimationKernels compiles it for baseline x86-64 (SSE2, two lanes); `make bench` uses `\(machine.buildFlags)`. "
            + "SIMD backend (it does not use OpenBLAS threads), ns per element. The default build runs in its own process before the main run, "
            + "so the two columns come from different passes.\n\n"
        md += "| kernel | shape | default build | this build |\n|---|---|---|---|\n"
        for r in defaultBuild where r.backend == Backend.simd.rawValue {
            let here = records.first { $0.kernel == r.kernel && $0.backend == r.backend && $0.size == r.size && $0.frames == r.frames && $0.inner == r.inner }
            md += "| \(r.kernel) | \(Self.shape(r)) | \(String(format: "%.3g", r.nsPerElement)) | \(here.map { String(format: "%.3g", $0.nsPerElement) } ?? "–") |\n"
        }
        return md
    }

    func bandwidthSection() -> String {
        let rows = records.filter { $0.kernel.hasPrefix("memory-") }
        guard !rows.isEmpty else { return "" }
        let patterns = MemoryPattern.allCases.map(\.rawValue)
        let threads = Set(rows.map(\.threads)).sorted()
        var md = "\n## Memory bandwidth (GB/s, STREAM-style loops: a separate pass at the start of the run)\n\n| elements | " + threads.flatMap { t in patterns.map { "\($0) \(t)t" } }.joined(separator: " | ") + " |\n|---|" + String(repeating: "---|", count: patterns.count * threads.count) + "\n"
        for size in Set(rows.map(\.size)).sorted() {
            let cells = threads.flatMap { t in patterns.map { p in
                rows.first { $0.size == size && $0.threads == t && $0.kernel == "memory-\(p)" }.map { String(format: "%.1f", $0.gigabytesPerSecond) } ?? "–" } }
            md += "| \(SizeList.format(size)) | " + cells.joined(separator: " | ") + " |\n"
        }
        return md
    }

    static func orderedShapes(_ rows: [Measurement]) -> [String] {
        var seen: [String] = []
        for r in rows.sorted(by: { ($0.inner ?? 0, $0.size * $0.frames, $0.frames) < ($1.inner ?? 0, $1.size * $1.frames, $1.frames) }) where !seen.contains(key(r)) {
            seen.append(key(r))
        }
        return seen
    }
}
