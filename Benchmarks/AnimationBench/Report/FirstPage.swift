import AnimationKernels
import Foundation

extension ReportWriter {
    /// What the report's first screen holds: the machine in one sentence,
    /// then per kernel in plain words how fast the library's default call is
    /// against numpy, a hand-written loop, OpenBLAS and the memory limit,
    /// and which backend is fastest at which sizes beside the one
    /// `.automatic` picks; then the targets, grouped by what they measure.
    func firstPage(_ outcomes: [TargetOutcome]) -> String {
        var md = "# AnimationKernels benchmark report\n\n\(machine.shortSentence)\n\n## How fast, against what\n\n"
        md += "The library's default call (`.automatic`) against each yardstick at every size measured, from the smallest "
            + "to the largest figure over the sizes: “3–38× faster” means it took a third to a thirty-eighth of the "
            + "yardstick's time for the same work. The memory limit is what a tuned copy loop reaches on the same data "
            + "once it no longer fits in the core's L2 cache. Figures are medians; how much they spread is under "
            + "[Method](#method).\n\n"
        md += "| kernel | what it computes | sizes | against numpy | against a hand-written loop | against OpenBLAS | share of the memory limit |\n"
        md += "|---|---|---|---|---|---|---|\n"
        for kernel in kernels {
            let cells = self.cells(kernel)
            guard let first = cells.first, let last = cells.last else { continue }
            let sizes = first.shape == last.shape ? first.shape : "\(first.shape) to \(last.shape)"
            md += "| \(kernel) | \(Self.summary[kernel] ?? "") | \(sizes) "
                + "| \(Self.against(cells, ["numpy"])) "
                + "| \(Self.against(cells, ["plain-loop", "textbook-c", "textbook-swift", "libm-loop"])) "
                + "| \(Self.against(cells, ["dgemm-\(defaultThreads)thread", "blas"])) "
                + "| \(memoryShare(cells)) |\n"
        }
        md += "\n## Which backend at which size\n\n"
        md += "The fastest of the library's backends (`.scalar`, `.simd`, `.blas`) at each size, the one `.automatic` picks "
            + "there, and how close `.automatic` came to the fastest. Pass a backend to a call to override the choice; "
            + "`animation-bench tune` measures the crossovers of your own machine.\n\n"
        md += "| kernel | fastest backend | `.automatic` picks | `.automatic` against the fastest |\n|---|---|---|---|\n"
        for kernel in kernels {
            let cells = self.cells(kernel)
            guard !cells.isEmpty else { continue }
            guard cells.contains(where: { !$0.libraryBackends.isEmpty }) else {
                md += "| \(kernel) | one implementation | – | – |\n"
                continue
            }
            let fastest = cells.map { cell in cell.libraryBackends.min { $0.nsPerElement < $1.nsPerElement }.map(\.backend) ?? "–" }
            let picks = cells.map { backendOfAutomatic(kernel, size: $0.automatic.size)?.rawValue }
            // Blob point sets always stay on SIMD; the products go by their shape.
            let picked = kernel.hasPrefix("blob") ? "simd at every shape"
                : picks.contains(nil) ? "by shape (the product cost)" : Self.bySize(cells, picks.map { $0! })
            md += "| \(kernel) | \(Self.bySize(cells, fastest)) | \(picked) | \(closeness(cells)) |\n"
        }
        md += "\n## Targets\n\n"
        md += "✅ met at every shape, ≈ too close to call for the run-to-run spread, ❌ missed at some shape "
            + "([shape by shape](#targets-shape-by-shape)).\n"
        var topic = ""
        for outcome in outcomes {
            guard let sentence = outcome.sentence else { continue }
            if outcome.target.topic != topic {
                topic = outcome.target.topic
                md += "\n### \(topic)\n\n"
            }
            md += sentence + "\n"
        }
        return md
    }

    /// Each kernel in a few words: the call it measures.
    static let summary: [String: String] = [
        "add": "`v += w` on vectors of Doubles",
        "scale": "`v *= a`",
        "interpolate": "`v.interpolate(towards:amount:)`",
        "magnitudeSquared": "`v.magnitudeSquared`",
        "curve": "`UnitCurve.values(at:)`: many times on a bezier curve",
        "spring": "`Spring.values`: many times on a spring",
        "frames": "keyframe frames: weights × keyframes",
        "waves": "the wave fill's frames (sums of sines)",
        "blobs": "blob outlines: anchors and control points",
        "blobMorph": "blob outlines morphed between shapes",
        "blobMorphFloat": "the same, written as Floats",
        "timeline": "a keyframe timeline sampled for many frames",
    ]

    /// `.automatic` against the first of `names` a kernel measured, over
    /// every size: “1.1–38× faster”, “1.2–3× slower”, or both ends when the
    /// sign changes, with how many sizes it won then.
    static func against(_ cells: [Cell], _ names: [String]) -> String {
        guard let name = names.first(where: { name in cells.contains { $0.candidate(name) != nil } }) else { return "–" }
        let ratios = cells.compactMap { $0.speedup(over: name) }
        guard let low = ratios.min(), let high = ratios.max() else { return "–" }
        func number(_ x: Double) -> String { x >= 9.95 ? String(format: "%.0f", x) : String(format: "%.2g", x) }
        func span(_ a: Double, _ b: Double) -> String { number(a) == number(b) ? number(a) : "\(number(a))–\(number(b))" }
        let text: String
        if low >= 0.95 && high <= 1.05 {
            text = "as fast"
        } else if low >= 1 {
            text = span(low, high) + "× faster"
        } else if high <= 1 {
            text = span(1 / high, 1 / low) + "× slower"
        } else {
            let wins = ratios.filter { $0 >= 1 }.count
            text = "\(number(1 / low))× slower to \(number(high))× faster (faster at \(wins) of \(ratios.count))"
        }
        guard let described = ChartReference.describe(name).nilIfEmpty else { return text }
        return "\(text) (\(described))"
    }

    /// `.automatic`'s share of the memory limit over the sizes whose data
    /// outgrow the L2 cache; below that the kernels are bound by arithmetic.
    func memoryShare(_ cells: [Cell]) -> String {
        guard cells.contains(where: { $0.automatic.fractionOfBandwidth != nil }) else { return "– (bound by arithmetic)" }
        let l2 = Double(machine.cacheBytes?["L2"] ?? 512 << 10)
        let shares = cells.map(\.automatic).filter { $0.bytesPerElement * Double($0.size * $0.frames) > l2 }.compactMap(\.fractionOfBandwidth)
        guard let low = shares.min(), let high = shares.max() else { return "– (fits in the caches)" }
        let a = String(format: "%.0f%%", low * 100), b = String(format: "%.0f%%", high * 100)
        return (a == b ? a : "\(a)–\(b)") + " beyond L2"
    }

    /// How many shapes `.automatic` ran within 10% of the fastest backend
    /// at, and the one it was furthest behind at.
    func closeness(_ cells: [Cell]) -> String {
        let behind = cells.compactMap { cell -> (Cell, Double)? in
            cell.libraryBackends.map(\.nsPerElement).min().map { (cell, cell.automatic.nsPerElement / $0) }
        }
        guard let worst = behind.max(by: { $0.1 < $1.1 }) else { return "–" }
        let close = behind.filter { $0.1 <= 1.1 }.count
        var text = "within 10% at \(close) of \(behind.count)"
        if worst.1 > 1.1 { text += String(format: "; at most %.0f%% behind (%@)", (worst.1 - 1) * 100, worst.0.shape) }
        return text
    }

    /// `labels` (one per cell) as runs of sizes: “simd at 4–16K, blas at
    /// 64K–4M” where the cells are one size each; where they also differ in
    /// frames or keyframes, the most common label and the shapes of the others.
    static func bySize(_ cells: [Cell], _ labels: [String]) -> String {
        let oneDimensional = cells.allSatisfy { $0.automatic.frames == 1 && $0.automatic.inner == nil }
        if oneDimensional {
            var runs: [(label: String, from: String, to: String)] = []
            for (cell, label) in zip(cells, labels) {
                if runs.last?.label == label { runs[runs.count - 1].to = cell.shape } else { runs.append((label, cell.shape, cell.shape)) }
            }
            if runs.count == 1 { return "\(runs[0].label) at every size" }
            return runs.map { "\($0.label) at \($0.from == $0.to ? $0.from : "\($0.from)–\($0.to)")" }.joined(separator: ", ")
        }
        var counts: [String: Int] = [:]
        for label in labels { counts[label, default: 0] += 1 }
        let common = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
        if counts.count == 1 { return "\(common) at every shape" }
        let others = zip(cells, labels).filter { $0.1 != common }
        let listed = others.prefix(3).map { "\($0.1) at \($0.0.shape)" }.joined(separator: ", ")
        return "\(common) at \(labels.count - others.count) of \(labels.count) shapes; " + listed + (others.count > 3 ? " and \(others.count - 3) more" : "")
    }
}

extension String {
    /// Nil for the empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

extension MachineDescription {
    /// The machine in one plain sentence: CPU, cores, SIMD width, the
    /// library's OpenBLAS and threads, numpy and its OpenBLAS, the commit.
    var shortSentence: String {
        let openBLAS = openBLASConfiguration.split(separator: " ").prefix(2).joined(separator: " ")
        var text = "Measured on \(cpu) with \(cores) cores and \(simdRegisterBits ?? AutomaticThresholds.simdRegisterBits)-bit SIMD registers; "
            + "\(openBLAS.isEmpty ? "OpenBLAS" : openBLAS) (core \(openBLASCore)) on \(openBLASDefaultThreads) threads"
        if let peer = numpyEnvironment {
            text += "; numpy \(peer.numpy)"
            if let core = peer.runtimeBLAS["architecture"] { text += " (its own OpenBLAS, core \(core))" }
        }
        if let commit { text += "; commit \(commit)" + (treeDirty == true ? " with changes" : "") }
        return text + ", \(date.prefix(10))."
    }
}
