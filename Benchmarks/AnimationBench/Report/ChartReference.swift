/// The lines every chart draws, each in one colour across all charts: the
/// library's backends (solid) and the yardsticks (dashed), and the
/// candidates of a run that stand for each.
enum ChartReference: CaseIterable {
    case automatic, simd, scalar, blas, dgemm, plainLoop, seed, numpy

    /// The line's name in legends.
    var name: String {
        switch self {
        case .automatic: return ".automatic (the default)"
        case .simd: return ".simd"
        case .scalar: return ".scalar"
        case .blas: return ".blas"
        case .dgemm: return "OpenBLAS dgemm"
        case .plainLoop: return "hand-written loop"
        case .seed: return "typical app code"
        case .numpy: return "numpy"
        }
    }

    /// Its colour, the same on every chart.
    var color: String {
        switch self {
        case .automatic: return "#1f5fbf"
        case .simd: return "#17becf"
        case .scalar: return "#8c564b"
        case .blas: return "#8e44ad"
        case .dgemm: return "#e377c2"
        case .plainLoop: return "#2ca02c"
        case .seed: return "#d62728"
        case .numpy: return "#ff8c00"
        }
    }

    /// The library's own backends solid, the yardsticks dashed.
    var dashed: Bool {
        switch self {
        case .automatic, .simd, .scalar, .blas: return false
        case .dgemm, .plainLoop, .seed, .numpy: return true
        }
    }

    /// `.automatic` drawn heavier, on top of the backend it runs.
    var width: Double { self == .automatic ? 3 : 1.6 }

    /// The candidate names that stand for this line, in order of
    /// preference (the first one a kernel measured is drawn). `dgemm` is
    /// the reference at the tables' thread count.
    func candidates(threads: Int) -> [String] {
        switch self {
        case .automatic: return ["automatic", "batch"]
        case .simd: return ["simd"]
        case .scalar: return ["scalar"]
        case .blas: return ["blas"]
        case .dgemm: return ["dgemm-\(threads)thread"]
        case .plainLoop: return ["plain-loop", "textbook-swift", "libm-loop"]
        case .seed: return ["seed", "frame-by-frame", "per-call"]
        case .numpy: return ["numpy"]
        }
    }

    /// How the legend names candidate `name` where it stands for this
    /// line under another name than the line's own.
    static func describe(_ name: String) -> String {
        switch name {
        case "automatic", "simd", "scalar", "blas", "plain-loop", "numpy": return ""
        case "batch": return "the batched call"
        case "seed": return "the blob article's vector type"
        case "textbook-swift": return "the textbook solver in Swift"
        case "textbook-c": return "the textbook solver in C"
        case "textbook-c per-call": return "the textbook solver in C, one call per value"
        case "libm-loop": return "a loop over libm"
        case "frame-by-frame": return "one call per frame"
        case "per-call": return "one call per value"
        default:
            if name.hasPrefix("dgemm-"), let threads = Int(name.dropFirst(6).prefix { $0.isNumber }) {
                return "\(threads) thread\(threads == 1 ? "" : "s")"
            }
            return name
        }
    }

    /// The colour of the memory ceiling's band.
    static let ceilingColor = "#b0b0b0"
}
