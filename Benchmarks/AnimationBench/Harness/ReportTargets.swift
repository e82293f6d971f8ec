import AnimationKernels
import Foundation

/// One target of the issues, checked shape by shape on one run's figures.
///
/// A shape whose verdict the interquartile ranges could reverse (the
/// threshold lies between the best and the worst case they allow) is
/// neither met nor missed but within the spread: the target then shows ≈
/// unless some shape missed it outright.
struct TargetCheck {
    var title: String
    var checked = 0
    var misses: [String] = []
    var doubtful: [String] = []

    mutating func record(_ met: Bool, withinSpread: Bool = false, _ miss: @autoclosure () -> String) {
        checked += 1
        if withinSpread { doubtful.append(miss()) } else if !met { misses.append(miss()) }
    }

    mutating func record(_ verdict: Verdict, _ miss: @autoclosure () -> String) {
        record(verdict.met, withinSpread: verdict.withinSpread, miss())
    }

    /// `- ✅ title: 12 of 12`, ≈ with the shapes within the spread, or ❌
    /// with the shapes that missed; nothing when the run measured no shape
    /// the target applies to.
    var line: String {
        guard checked > 0 else { return "" }
        let mark = !misses.isEmpty ? "❌" : !doubtful.isEmpty ? "≈" : "✅"
        return "- \(mark) \(title): \(checked - misses.count - doubtful.count) of \(checked)"
            + (misses.isEmpty ? "" : "; missed: " + misses.joined(separator: ", "))
            + (doubtful.isEmpty ? "" : "; within the spread: " + doubtful.joined(separator: ", ")) + "\n"
    }
}

/// A target's verdict on one shape: met on the medians, and whether the
/// interquartile ranges could reverse it.
struct Verdict {
    var met: Bool
    var withinSpread: Bool

    /// Whether `time` took at most `factor` times `limit` per element.
    init(_ time: Measurement, atMost factor: Double, times limit: Measurement) {
        met = time.nsPerElement <= factor * limit.nsPerElement
        let best = time.spread.lowerBound <= factor * limit.spread.upperBound
        let worst = time.spread.upperBound <= factor * limit.spread.lowerBound
        withinSpread = best != worst
    }

    /// Whether `time` took at most `nanoseconds` per element.
    init(_ time: Measurement, atMostNanoseconds nanoseconds: Double) {
        met = time.nsPerElement <= nanoseconds
        withinSpread = (time.spread.lowerBound <= nanoseconds) != (time.spread.upperBound <= nanoseconds)
    }
}

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
            candidates.first { $0.backend == name }.map { $0.nsPerElement / automatic.nsPerElement }
        }

        var label: String { "\(kernel) \(shape)" }

        /// The record of candidate `name` in this cell.
        func candidate(_ name: String) -> Measurement? { candidates.first { $0.backend == name } }
    }

    func cells(_ kernel: String) -> [Cell] {
        let rows = main(kernel)
        return Self.orderedShapes(rows).compactMap { shape in
            let cell = rows.filter { Self.key($0) == shape }
            return cell.first { $0.backend == Backend.automatic.rawValue }.map {
                Cell(kernel: kernel, shape: shape, automatic: $0, candidates: cell)
            }
        }
    }

    /// The backend `.automatic` runs for `kernel` at `size` elements, from
    /// the active ``KernelProfile``; nil where that depends on more than the
    /// size (the products). `automatic` and that backend run the same code,
    /// so where the first misses a target and the second meets it, the
    /// threshold chose right and the difference is the machine's noise
    /// between two candidates of one round.
    static func backendOfAutomatic(_ kernel: String, size: Int) -> Backend? {
        guard let counts = KernelName(rawValue: kernel)?.blasCounts.map({ KernelProfile.active[keyPath: $0] }) else { return nil }
        return size >= KernelProfile.smallestBLASCount && counts.contains(size) ? .blas : .simd
    }

    /// The measured targets of the issues, checked on this run's figures.
    func targets() -> String {
        let streaming: Set = ["add", "scale", "interpolate", "magnitudeSquared"]
        var plainLoop = TargetCheck(title: "#2 `+=` and `interpolate` within 2× of the plain loop at n = 4 and 1.5× at n = 16, 64")
        var seed = TargetCheck(title: "#2 `+=` and `interpolate` at least 10× the seed-style vector at n ≤ 64")
        var plainBandwidth = TargetCheck(title: "#2 vector kernels at n ≥ 1M reach 85% of the plain loop's bandwidth")
        var best = TargetCheck(title: "#2 `automatic` within 10% of the best backend")
        var choice = TargetCheck(title: "#2 (the same target for the thresholds alone) the backend `automatic` runs, as measured under its own name, within 10% of the best")
        var waves = TargetCheck(title: "#4 waves at least 50× the seed-style per-point loop at 390 × 256, 2 waves")
        var blobs = TargetCheck(title: "#4 50 000 blobs of 64 anchors morphed in 8.33 ms (≥ 384 M anchors/s), written as Doubles (`blobMorph`) and as Floats (`blobMorphFloat`)")
        var dgemm = TargetCheck(title: "#4 frames at least as fast as single-thread dgemm")
        var dgemmCores = TargetCheck(title: "(beside #4, same rounds) frames at least as fast as dgemm on every core")
        var frames = TargetCheck(title: "#4 frames at N ≥ 1024 at 80% of the write bandwidth")
        var generic = TargetCheck(title: "#17 generic `interpolate` (an unspecialized engine step) within 1.1× of the concrete call, on a vector and on a pair of vectors, at 8 to 1M elements")
        var numpy = TargetCheck(title: "#5 at least as fast as numpy")
        var numpySmall = TargetCheck(title: "#5 at least 3× numpy at ≤ 1024 elements per call")
        var bandwidth = TargetCheck(title: "#5 streaming kernels at n ≥ 1M at 85% of the measured bandwidth")

        func percent(_ x: Double) -> String { String(format: "%.0f%%", x * 100) }
        func times(_ x: Double) -> String { String(format: "%.2f×", x) }

        for kernel in kernels {
            for cell in cells(kernel) {
                let auto = cell.automatic, n = auto.size
                let library = cell.candidates.filter { Backend(rawValue: $0.backend) != nil && $0.backend != Backend.automatic.rawValue }
                if let fastestRecord = library.min(by: { $0.nsPerElement < $1.nsPerElement }) {
                    let fastest = fastestRecord.nsPerElement
                    best.record(Verdict(auto, atMost: 1.1, times: fastestRecord), "\(cell.label) (\(percent(auto.nsPerElement / fastest - 1)) behind)")
                    if let chosen = Self.backendOfAutomatic(kernel, size: n),
                       let record = library.first(where: { $0.backend == chosen.rawValue }) {
                        choice.record(Verdict(record, atMost: 1.1, times: fastestRecord),
                                      "\(cell.label) (\(chosen.rawValue) \(percent(record.nsPerElement / fastest - 1)) behind)")
                    }
                }
                if kernel == "add" || kernel == "interpolate" {
                    if let hand = cell.candidate("plain-loop"), n <= 64 {
                        let limit = n <= 4 ? 2.0 : 1.5
                        plainLoop.record(Verdict(auto, atMost: limit, times: hand), "\(cell.label) (\(times(auto.nsPerElement / hand.nsPerElement)))")
                    }
                    if let seedRecord = cell.candidate("seed"), n <= 64 {
                        seed.record(Verdict(auto, atMost: 0.1, times: seedRecord), "\(cell.label) (\(times(seedRecord.nsPerElement / auto.nsPerElement)))")
                    }
                }
                if kernel == "interpolate", n >= 8, n <= 1 << 20 {
                    if let g = cell.candidate("generic") {
                        generic.record(Verdict(g, atMost: 1.1, times: auto), "\(cell.label), vector (\(times(g.nsPerElement / auto.nsPerElement)))")
                    }
                    if let g = cell.candidate("generic-pair"), let p = cell.candidate("pair") {
                        generic.record(Verdict(g, atMost: 1.1, times: p), "\(cell.label), pair (\(times(g.nsPerElement / p.nsPerElement)))")
                    }
                }
                if streaming.contains(kernel), n >= 1 << 20 {
                    if let hand = cell.speedup(over: "plain-loop") {
                        plainBandwidth.record(hand >= 0.85, "\(cell.label) (\(percent(hand)))")
                    }
                    if let fraction = auto.fractionOfBandwidth {
                        bandwidth.record(fraction >= 0.85, "\(cell.label) (\(percent(fraction)))")
                    }
                }
                if kernel == "waves", n == 390, auto.frames == 256, auto.inner == 2, let seedRecord = cell.candidate("seed") {
                    waves.record(Verdict(auto, atMost: 1.0 / 50, times: seedRecord), "\(cell.label) (\(times(seedRecord.nsPerElement / auto.nsPerElement)))")
                }
                if kernel == "blobMorph" || kernel == "blobMorphFloat", n == 64, auto.frames == 50_000 {
                    let perSecond = 1e9 / auto.nsPerElement
                    // The probes' ceiling in the same unit: whether the
                    // target is within the machine's reach at all.
                    let ceiling = auto.fractionOfBandwidth.map { String(format: "; memory ceiling %.0f M anchors/s", perSecond / $0 / 1e6) } ?? ""
                    blobs.record(Verdict(auto, atMostNanoseconds: 1e9 / 384e6), String(format: "%@ (%.0f M anchors/s, %.2f ms%@)", cell.label, perSecond / 1e6,
                                                            auto.nsPerElement * 64 * 50_000 / 1e6, ceiling))
                }
                if kernel == "frames" {
                    if let d = cell.candidate("dgemm-1thread") {
                        dgemm.record(Verdict(auto, atMost: 1, times: d), "\(cell.label) (\(times(d.nsPerElement / auto.nsPerElement)))")
                    }
                    if let many = cell.candidates.filter({ $0.backend.hasPrefix("dgemm-") && $0.backend != "dgemm-1thread" })
                        .min(by: { $0.nsPerElement < $1.nsPerElement }),
                       let d = cell.speedup(over: many.backend) {
                        dgemmCores.record(Verdict(auto, atMost: 1, times: many), "\(cell.label) (\(times(d)) \(many.backend))")
                    }
                    if n >= 1024, let fraction = auto.fractionOfBandwidth {
                        frames.record(fraction >= 0.8, "\(cell.label) (\(percent(fraction)))")
                    }
                }
                if let numpyRecord = cell.candidate("numpy") {
                    let ratio = numpyRecord.nsPerElement / auto.nsPerElement
                    numpy.record(Verdict(auto, atMost: 1, times: numpyRecord), "\(cell.label) (\(times(ratio)))")
                    if n * auto.frames <= 1024 {
                        numpySmall.record(Verdict(auto, atMost: 1.0 / 3, times: numpyRecord), "\(cell.label) (\(times(ratio)))")
                    }
                }
            }
        }
        return "\n## Targets checked in this run\n\n"
            + [plainLoop, seed, plainBandwidth, best, choice, generic, waves, blobs, dgemm, dgemmCores, frames, numpy, numpySmall, bandwidth].map(\.line).joined()
    }
}
