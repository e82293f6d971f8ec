/// The references every chart draws, each in one colour across all charts,
/// and the candidates of a run that stand for each.
enum ChartReference: CaseIterable {
    case automatic, plainLoop, seed, numpy, blas

    /// The reference's name in legends.
    var name: String {
        switch self {
        case .automatic: return "automatic"
        case .plainLoop: return "plain loop"
        case .seed: return "seed-style"
        case .numpy: return "numpy"
        case .blas: return "BLAS"
        }
    }

    /// Its colour, the same on every chart.
    var color: String {
        switch self {
        case .automatic: return "#1f5fbf"
        case .plainLoop: return "#2ca02c"
        case .seed: return "#d62728"
        case .numpy: return "#ff8c00"
        case .blas: return "#8e44ad"
        }
    }

    /// The library's own paths solid, the yardsticks dashed.
    var dashed: Bool { self != .automatic }

    /// The candidate names that stand for this reference, in order of
    /// preference (the first one a kernel measured is drawn). `BLAS` is the
    /// dgemm reference at the tables' thread count where a kernel has one
    /// (a product), else the library's `blas` backend.
    func candidates(threads: Int) -> [String] {
        switch self {
        case .automatic: return ["automatic", "batch"]
        case .plainLoop: return ["plain-loop", "textbook-swift", "libm-loop"]
        case .seed: return ["seed", "frame-by-frame", "per-call"]
        case .numpy: return ["numpy"]
        case .blas: return ["dgemm-\(threads)thread", "blas"]
        }
    }

    /// How the legend names candidate `name` where it stands for this
    /// reference under another name than the reference's own.
    static func describe(_ name: String) -> String {
        switch name {
        case "automatic", "plain-loop", "seed", "numpy": return ""
        case "batch": return "the batched call"
        case "textbook-swift": return "the textbook loop in Swift"
        case "libm-loop": return "a loop over libm"
        case "frame-by-frame": return "one call per frame"
        case "per-call": return "one call per value"
        case "blas": return "the library's blas backend"
        default:
            if name.hasPrefix("dgemm-"), let threads = Int(name.dropFirst(6).prefix { $0.isNumber }) {
                return "dgemm, \(threads) thread\(threads == 1 ? "" : "s")"
            }
            return name
        }
    }

    /// The colour of the memory ceiling's band.
    static let ceilingColor = "#b0b0b0"
}
