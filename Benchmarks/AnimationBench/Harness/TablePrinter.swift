import AnimationKernels
import Foundation

/// Prints a run as one table per kernel: a row per size, a column per
/// backend with nanoseconds per element and the ratio to the plain loop.
enum TablePrinter {
    static func render(_ rows: [Measurement]) -> String {
        var out = ""
        var kernels: [String] = []
        for r in rows where !kernels.contains(r.kernel) { kernels.append(r.kernel) }
        for kernel in kernels {
            let subset = rows.filter { $0.kernel == kernel }
            var backends: [String] = []
            for r in subset where !backends.contains(r.backend) { backends.append(r.backend) }
            var shapes: [String] = []
            for r in subset where !shapes.contains(shape(r)) { shapes.append(shape(r)) }
            out += "\n\(kernel) — ns per element (× plain loop), best GB/s of the library\n"
            let header = ["shape".padding(toLength: 12, withPad: " ", startingAt: 0)]
                + backends.map { $0.padding(toLength: 17, withPad: " ", startingAt: 0) } + ["GB/s"]
            out += header.joined(separator: " ") + "\n"
            for s in shapes {
                let cells = subset.filter { shape($0) == s }
                let plain = cells.first { $0.backend == "plain-loop" }?.nsPerElement
                var line = s.padding(toLength: 12, withPad: " ", startingAt: 0)
                for b in backends {
                    var cell = ""
                    if let m = cells.first(where: { $0.backend == b }) {
                        cell = String(format: "%.3g", m.nsPerElement)
                        if let plain, b != "plain-loop" { cell += String(format: " (%.2f×)", m.nsPerElement / plain) }
                    }
                    line += " " + cell.padding(toLength: 17, withPad: " ", startingAt: 0)
                }
                let best = cells.filter { Backend(rawValue: $0.backend) != nil }.map(\.gigabytesPerSecond).max() ?? 0
                line += String(format: " %.1f", best)
                out += line + "\n"
            }
        }
        return out
    }

    static func shape(_ r: Measurement) -> String {
        var text = r.frames > 1 ? "\(SizeList.format(r.size))×\(r.frames)" : SizeList.format(r.size)
        if let inner = r.inner { text += " k\(inner)" }
        return text
    }
}
