import AnimationKernels
import Foundation

extension ReportWriter {
    /// What the report's first screen holds: the machine in one sentence,
    /// one row per kernel (its verdict, its key figure and how it compares
    /// with numpy over every shape), and the targets in words with their
    /// measured values. Method comes after.
    func firstPage(_ outcomes: [TargetOutcome]) -> String {
        var md = "# AnimationKernels benchmark report\n\n\(machine.shortSentence)\n\n## Kernels\n\n"
        md += "✅ every target met, ≈ too close to call for the run-to-run spread, ❌ a target missed (the targets are listed below). "
            + "× is how many times faster `automatic` (the library's default) is than numpy: above 1, faster.\n\n"
        md += "| | kernel | targets met | `automatic` at its key shape | vs numpy, geometric mean | worst shape vs numpy | faster / slower than numpy |\n"
        md += "|---|---|---|---|---|---|---|\n"
        for kernel in kernels {
            let cells = self.cells(kernel)
            guard !cells.isEmpty else { continue }
            let verdicts = outcomes.compactMap { $0.mark(for: kernel) }
            let mark = verdicts.isEmpty ? "–" : verdicts.contains("❌") ? "❌" : verdicts.contains("≈") ? "≈" : "✅"
            let key = Self.keyCell(kernel, cells)
            let figure = String(format: "%.3g ns per element at %@", key.automatic.nsPerElement, key.shape)
            let versus = NumpyComparison(cells)
            md += "| \(mark) | \(kernel) | \(verdicts.isEmpty ? "no target" : "\(verdicts.filter { $0 == "✅" }.count) of \(verdicts.count)") "
                + "| \(figure) | \(versus.map { String(format: "%.2f×", $0.geometricMean) } ?? "–") "
                + "| \(versus.map { "\($0.worst.shape): " + String(format: "%.2f×", $0.worstRatio) } ?? "–") "
                + "| \(versus.map { "\($0.wins) / \($0.losses)" } ?? "–") |\n"
        }
        md += "\n## Targets\n\n"
        md += outcomes.compactMap(\.sentence).joined(separator: "\n") + "\n"
        return md
    }

    /// The shape a kernel's row quotes: the one shape a target names for it,
    /// else its largest.
    static func keyCell(_ kernel: String, _ cells: [Cell]) -> Cell {
        for target in ReportTarget.all where target.shapes.isSingleShape && (target.kernels?.contains(kernel) ?? false) {
            if let cell = cells.first(where: { target.shapes.contains($0.automatic) }) { return cell }
        }
        return cells[cells.count - 1]
    }
}

extension TargetOutcome {
    /// The target's mark on `kernel`'s shapes alone; nil where it applies to none.
    func mark(for kernel: String) -> String? {
        var own = self
        own.shapes = shapes.filter { $0.kernel == kernel }
        return own.mark
    }
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
