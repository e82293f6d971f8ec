/// How many shapes a run measures, and how many rounds each.
///
/// `standard`, what `make bench` runs, measures every kernel, backend and
/// reference at a few shapes spanning the cache levels and holding every
/// shape a target or the README's headline names, in a few minutes;
/// `full`, behind the committed results, adds the shapes between them;
/// `quick`, CI's smoke run, keeps one or two shapes per kernel.
enum Grid: String, Sendable {
    case quick, standard, full

    /// The value of this grid among three.
    func pick<T>(quick: T, standard: T, full: T) -> T {
        switch self {
        case .quick: return quick
        case .standard: return standard
        case .full: return full
        }
    }

    /// The sampler of an ordinary shape.
    var sampler: Sampler { pick(quick: .quick, standard: .standard, full: .full) }

    /// The sampler of a shape judged as a share of the memory bandwidth
    /// (``ReportTarget/judgesBandwidth(of:at:)``); a quick run judges none.
    var bandwidthSampler: Sampler? { pick(quick: nil, standard: .standardBandwidthTarget, full: .bandwidthTarget) }
}
