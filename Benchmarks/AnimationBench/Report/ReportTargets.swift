@_spi(Benchmarking) import AnimationKernels
import Foundation

extension ReportWriter {
    /// One shape of one kernel: every candidate measured there, and
    /// `automatic` (what the operators and batched APIs run by default).
    struct Cell {
        var kernel: String
        var shape: String
        var automatic: Measurement
        var candidates: [Measurement]

        /// How many times longer `name` took than `automatic` (> 1: automatic is faster).
        func speedup(over name: String) -> Double? {
            candidate(name).map { $0.nsPerElement / automatic.nsPerElement }
        }

        var label: String { "\(kernel) \(shape)" }

        /// The record of candidate `name` in this cell.
        func candidate(_ name: String) -> Measurement? { candidates.first { $0.backend == name } }

        /// The library's backends other than `automatic`.
        var libraryBackends: [Measurement] {
            candidates.filter { Backend(rawValue: $0.backend) != nil && $0.backend != Backend.automatic.rawValue }
        }
    }

    /// The names `automatic`'s record goes by: the library's default path,
    /// or `batch` for the timing kernels, which have no backends.
    static let automaticNames: Set = [Backend.automatic.rawValue, "batch"]

    /// `kernel`'s shapes in the tables' order, each with its `automatic` record.
    func cells(_ kernel: String) -> [Cell] {
        let rows = main(kernel)
        return Self.orderedShapes(rows).compactMap { shape in
            let cell = rows.filter { Self.key($0) == shape }
            return cell.first { Self.automaticNames.contains($0.backend) }.map {
                Cell(kernel: kernel, shape: shape, automatic: $0, candidates: cell)
            }
        }
    }

    /// The backend `.automatic` runs for `kernel` at `size` elements, from
    /// the run's ``profile``; nil where that depends on more than the size
    /// (the products). `automatic` and that backend run the same code,
    /// so where the first misses a target and the second meets it, the
    /// threshold chose right and the difference is the machine's noise
    /// between two candidates of one round.
    func backendOfAutomatic(_ kernel: String, size: Int) -> Backend? {
        guard let counts = KernelName(rawValue: kernel)?.blasCounts.map({ profile[keyPath: $0] }) else { return nil }
        return size >= KernelProfile.smallestBLASCount && counts.contains(size) ? .blas : .simd
    }

    /// Every target of ``ReportTarget/all`` checked on this run's cells.
    func outcomes() -> [TargetOutcome] {
        let allCells = kernels.flatMap(cells)
        return ReportTarget.all.map { target in
            var outcome = TargetOutcome(target: target)
            for cell in allCells where target.applies(to: cell.kernel, cell.automatic) {
                for variant in target.variants {
                    if let shape = check(target, on: cell, variant: variant) { outcome.shapes.append(shape) }
                }
            }
            return outcome
        }
    }

    /// `target` on one cell and one of its variants (see
    /// ``ReportTarget/variants``), or nil where the cell lacks its subject
    /// or reference.
    func check(_ target: ReportTarget, on cell: Cell, variant: String = "") -> TargetOutcome.Shape? {
        let subject: Measurement?
        switch target.subject {
        case .automatic: subject = variant.isEmpty ? cell.automatic : cell.candidate(cell.automatic.backend + variant)
        case .candidate(let name): subject = cell.candidate(name + variant)
        case .chosenBackend: subject = backendOfAutomatic(cell.kernel, size: cell.automatic.size).flatMap { cell.candidate($0.rawValue) }
        }
        guard let subject else { return nil }
        func percent(_ x: Double) -> String { String(format: "%.0f%%", x * 100) }
        switch target.comparison {
        case .atMost(let factor, let reference):
            guard let limit = Self.record(reference, in: cell, variant: variant) else { return nil }
            // Round by round where both were timed in the same rounds.
            let paired = subject.pairedRatios(over: limit)
            let ratio = paired?.median ?? subject.nsPerElement / limit.nsPerElement
            let figure: String
            switch target.figure {
            case .speedup: figure = String(format: "%.2f×", 1 / ratio)
            case .behind: figure = ratio >= 1 ? percent(ratio - 1) + " behind" : percent(1 - ratio) + " ahead"
            case .shareOfRate: figure = percent(1 / ratio)
            case .timeRatio: figure = String(format: "%.2f× the time", ratio)
            case .rate: figure = String(format: "%.0f M/s", 1e3 / subject.nsPerElement)
            }
            var label = cell.label + variant
            if case .chosenBackend = target.subject { label += " (\(subject.backend))" }
            if case .fastest = reference { label += " (against \(limit.backend))" }
            let verdict = paired.map { Verdict(ratio: $0, atMost: factor) } ?? Verdict(subject, atMost: factor, times: limit)
            return .init(kernel: cell.kernel, label: label, verdict: verdict, figure: figure, margin: ratio / factor)
        case .atMostNanoseconds(let nanoseconds):
            let perSecond = 1e9 / subject.nsPerElement
            let milliseconds = subject.nsPerElement * Double(subject.size * subject.frames) / 1e6
            var figure = String(format: "%.0f M/s, %.2f ms per call", perSecond / 1e6, milliseconds)
            // The probes' ceiling in the same unit: whether the target is
            // within the machine's reach at all.
            if let fraction = subject.fractionOfBandwidth {
                figure += String(format: "; memory ceiling %.0f M/s", perSecond / fraction / 1e6)
            }
            if case .rate(let unit) = target.figure {
                figure = figure.replacingOccurrences(of: "M/s", with: "M \(unit)/s")
            } else {
                figure = String(format: "%.3g ns per element", subject.nsPerElement)
            }
            return .init(kernel: cell.kernel, label: cell.label + variant, verdict: Verdict(subject, atMostNanoseconds: nanoseconds),
                         figure: figure, margin: subject.nsPerElement / nanoseconds)
        case .bandwidthAtLeast(let share):
            guard let fraction = subject.fractionOfBandwidth else { return nil }
            // Round by round against the ceiling's probe where it ran in the
            // same rounds: the probe's time over the subject's, each round.
            let ceiling = cell.candidates.filter { SideBySideProbe.isProbe($0.backend) }.min { $0.nsPerElement < $1.nsPerElement }
            if let paired = ceiling.flatMap(subject.pairedRatios(over:)) {
                let median = 1 / paired.median
                return .init(kernel: cell.kernel, label: cell.label + variant,
                             verdict: Verdict(share: median, within: 1 / paired.p75 ... 1 / paired.p25, atLeast: share),
                             figure: percent(median) + " (rounds " + percent(1 / paired.p75) + "–" + percent(1 / paired.p25) + ")",
                             margin: share / median)
            }
            // The share at the subject's quartiles: its slower and faster half.
            let shares = fraction * subject.nsPerElement / subject.spread.upperBound
                ... fraction * subject.nsPerElement / subject.spread.lowerBound
            return .init(kernel: cell.kernel, label: cell.label + variant, verdict: Verdict(share: fraction, within: shares, atLeast: share),
                         figure: percent(fraction), margin: share / fraction)
        }
    }

    /// The record `reference` names in `cell`, for one variant.
    static func record(_ reference: ReportTarget.Reference, in cell: Cell, variant: String = "") -> Measurement? {
        switch reference {
        case .candidate(let name): return cell.candidate(name + variant)
        case .fastestLibraryBackend: return cell.libraryBackends.min { $0.nsPerElement < $1.nsPerElement }
        case .fastest(let prefix, let except):
            return cell.candidates.filter { $0.backend.hasPrefix(prefix) && $0.backend != except }.min { $0.nsPerElement < $1.nsPerElement }
        }
    }
}
