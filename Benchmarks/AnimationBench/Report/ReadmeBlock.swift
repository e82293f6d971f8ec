import AnimationKernels
import Foundation

extension ReportWriter {
    /// The kernels the README's headline shows, each at its largest shape.
    static let readmeKernels = ["interpolate", "add", "frames", "waves", "blobMorph", "blobMorphFloat", "timeline", "curve", "spring"]

    /// The README's results block: the machine in one sentence and one row
    /// per headline kernel at its largest measured shape: `.automatic`'s
    /// time per call, its median per element with the interquartile range,
    /// and how many times faster it is than each reference of the same rounds.
    func readmeBlock() -> String {
        var md = "Measured on \(machine.sentence) Medians of \(sampleCountText) interleaved samples, "
            + "[first–third quartile]; × is how many times faster `.automatic` is than the reference in the same rounds.\n\n"
        md += "| kernel | shape | one call | ns per element | vs hand-written loop | vs typical app code | vs numpy |\n|---|---|---|---|---|---|---|\n"
        for kernel in Self.readmeKernels {
            let rows = main(kernel)
            guard let shape = Self.orderedShapes(rows).last else { continue }
            let cell = rows.filter { Self.key($0) == shape }
            guard let auto = cell.first(where: { $0.backend == Backend.automatic.rawValue || $0.backend == "batch" }) else { continue }
            func speedup(_ names: [String]) -> String {
                names.lazy.compactMap { name in cell.first { $0.backend == name } }.first
                    .map { Self.times($0.nsPerElement / auto.nsPerElement) } ?? "–"
            }
            let spread = auto.spread
            md += "| \(kernel) | \(shape) | \(Self.duration(auto.nsPerElement * Double(auto.size * auto.frames))) "
                + "| \(String(format: "%.3g [%.3g–%.3g]", auto.nsPerElement, spread.lowerBound, spread.upperBound)) "
                + "| \(speedup(["plain-loop", "textbook-c", "libm-loop"])) | \(speedup(["seed", "frame-by-frame"])) | \(speedup(["numpy"])) |\n"
        }
        return md
    }

    /// A ratio as “1.3×”, “19×”, “295×”: two significant digits, whole numbers from 10.
    static func times(_ ratio: Double) -> String {
        ratio >= 9.95 ? String(format: "%.0f×", ratio) : String(format: "%.2g×", ratio)
    }

    /// Nanoseconds as µs or ms, three significant digits.
    static func duration(_ nanoseconds: Double) -> String {
        nanoseconds >= 1e6 ? String(format: "%.3g ms", nanoseconds / 1e6) : String(format: "%.3g µs", nanoseconds / 1e3)
    }

    private var sampleCountText: String {
        let counts = Set(records.compactMap(\.sampleCount))
        guard let low = counts.min(), let high = counts.max() else { return "several" }
        return low == high ? "\(low)" : "\(low)–\(high)"
    }

    /// `NAME=value …` of `OPENBLAS_*` variables, or `none`.
    static func variables(_ variables: [String: String]?) -> String {
        guard let variables, !variables.isEmpty else { return "none" }
        return variables.sorted { $0.key < $1.key }.map { "`\($0.key)=\($0.value)`" }.joined(separator: " ")
    }
}
