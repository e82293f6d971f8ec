/// One target as data: which kernels and shapes it applies to, which record
/// it judges, the comparison and its threshold, and the sentence that
/// states it. The report's kernel verdicts and its targets section read
/// ``ReportTarget/all``.
struct ReportTarget: Sendable {
    /// What the target measures, the heading the report lists it under,
    /// e.g. "Choosing a backend".
    var topic: String
    /// The kernels the target applies to; nil for every kernel.
    var kernels: Set<String>?
    var shapes = ShapeSelector()
    var subject = Subject.automatic
    var comparison: Comparison
    /// The target as a sentence, without its verdict.
    var words: String
    /// How a shape's figure reads: a speedup, a share of a rate, a rate.
    var figure = FigureStyle.speedup
    /// A time-per-element threshold drawn as a labelled rule on these
    /// kernels' charts.
    var chartRule: ChartRule?
    /// Suffixes of measured variants, each judged as a shape of its own:
    /// `" (ease)"` judges `batch (ease)` against `textbook-c (ease)`.
    /// The subject and a named reference both take the suffix.
    var variants = [""]

    struct ChartRule: Sendable {
        var label: String
        var kernels: Set<String>
    }

    /// The shapes a target applies to: ranges on the elements per frame and
    /// per call, and exact frame and inner counts where given.
    struct ShapeSelector: Sendable {
        var size: ClosedRange<Int> = 0...Int.max
        var elementsPerCall: ClosedRange<Int> = 0...Int.max
        var frames: Int?
        var inner: Int?

        /// Whether `record`'s shape is one of these.
        func contains(_ record: Measurement) -> Bool {
            contains(size: record.size, frames: record.frames, inner: record.inner)
        }

        /// Whether a shape of `size` elements per frame, `frames` frames and
        /// `inner` terms is one of these (before it is measured).
        func contains(size: Int, frames: Int, inner: Int?) -> Bool {
            self.size.contains(size) && elementsPerCall.contains(size * frames)
                && self.frames.map { $0 == frames } ?? true && self.inner.map { $0 == inner } ?? true
        }

        /// Whether the selector names one shape only (then that shape is the
        /// kernel's key figure).
        var isSingleShape: Bool { size.lowerBound == size.upperBound && frames != nil }
    }

    /// The record a target judges in a cell.
    enum Subject: Sendable {
        /// `automatic` (or `batch`, the timing kernels' default path).
        case automatic
        /// A named candidate, e.g. `generic`.
        case candidate(String)
        /// The backend `automatic` runs at this size, measured under its
        /// own name: the thresholds' choice without `automatic`'s dispatch.
        case chosenBackend
    }

    /// The record a ratio compares with.
    enum Reference: Sendable {
        case candidate(String)
        /// The fastest library backend other than `automatic`.
        case fastestLibraryBackend
        /// The fastest candidate whose name starts with the prefix, except
        /// the one named.
        case fastest(prefix: String, except: String)
    }

    enum Comparison: Sendable {
        /// The subject takes at most `factor` times the reference's time:
        /// the median of their ratios round by round, with its quartiles
        /// as the spread, where both ran in the same rounds; else the ratio
        /// of their medians, with both quartile ranges as the spread.
        case atMost(Double, times: Reference)
        /// The subject takes at most this many nanoseconds per element.
        case atMostNanoseconds(Double)
        /// The subject's rate is at least this fraction of the memory
        /// probes' rate (the fastest probe's): the median of the ratios
        /// round by round, with their quartiles as the spread, where the
        /// probe ran in the subject's rounds; else medians, with the
        /// subject's quartiles as the spread.
        case bandwidthAtLeast(Double)
    }

    enum FigureStyle: Sendable {
        /// How many times faster the subject is than the reference.
        case speedup
        /// How far the subject is behind the reference, in percent.
        case behind
        /// The reference's time over the subject's, in percent (a share of
        /// the reference's rate).
        case shareOfRate
        /// The subject's time over the reference's: `2.53× the time`.
        case timeRatio
        /// Millions of elements per second and milliseconds per call,
        /// with the elements' name.
        case rate(unit: String)
    }

    /// The target as the report states it.
    var title: String { words }

    /// Whether a target holds `kernel`'s rate at `shape` to a share of the
    /// memory bandwidth: such shapes are sampled in more rounds
    /// (``Sampler/bandwidthTarget``), as the share is a ratio of two
    /// medians of a noisy machine.
    static func judgesBandwidth(of kernel: String, at shape: Shape) -> Bool {
        all.contains { target in
            guard case .bandwidthAtLeast = target.comparison else { return false }
            return (target.kernels?.contains(kernel) ?? true)
                && target.shapes.contains(size: shape.size, frames: shape.frames, inner: shape.inner > 0 ? shape.inner : nil)
        }
    }

    /// Whether the target applies to `kernel` at `record`'s shape.
    func applies(to kernel: String, _ record: Measurement) -> Bool {
        (kernels?.contains(kernel) ?? true) && shapes.contains(record)
    }
}

extension ReportTarget {
    /// The vector kernels that stream their operands once.
    static let streaming: Set = ["add", "scale", "interpolate", "magnitudeSquared"]
    /// Anchors per second of the 120 Hz blob target: 50 000 blobs of 64
    /// anchors in 8.33 ms.
    static let blobTargetRate = 384e6
    /// The curves the timing benchmark measures besides easeInOut, by the
    /// suffix of their candidates' names.
    static let timingCurveVariants = ["", " (ease)", " (overshoot)"]

    /// Every measured target, in the order the report states them, grouped by topic.
    /// The topics, in the report's order.
    enum Topic {
        static let vector = "Vector arithmetic against hand-written code"
        static let choice = "`.automatic`'s choice of backend"
        static let generic = "Generic code (what an animation engine calls)"
        static let batch = "Batches: waves, blobs and keyframe frames"
        static let timeline = "Keyframe timelines"
        static let timing = "Timing curves and springs"
        static let numpy = "Against numpy and the memory limit"
    }

    static let all: [ReportTarget] = [
        ReportTarget(topic: Topic.vector, kernels: ["add", "interpolate"], shapes: .init(size: 0...4),
                     comparison: .atMost(2, times: .candidate("plain-loop")),
                     words: "`+=` and `interpolate` within 2× of the hand-written loop at 4 elements", figure: .timeRatio),
        ReportTarget(topic: Topic.vector, kernels: ["add", "interpolate"], shapes: .init(size: 5...64),
                     comparison: .atMost(1.5, times: .candidate("plain-loop")),
                     words: "`+=` and `interpolate` within 1.5× of the hand-written loop at 16 and 64 elements", figure: .timeRatio),
        ReportTarget(topic: Topic.vector, kernels: ["add", "interpolate"], shapes: .init(size: 0...64),
                     comparison: .atMost(0.1, times: .candidate("seed")),
                     words: "`+=` and `interpolate` at least 10× faster than the blob article's vector type at up to 64 elements"),
        ReportTarget(topic: Topic.vector, kernels: streaming, shapes: .init(size: (1 << 20)...Int.max),
                     comparison: .atMost(1 / 0.85, times: .candidate("plain-loop")),
                     words: "vector kernels at 1M elements and more at 85% of the hand-written loop's rate or better", figure: .shareOfRate),
        ReportTarget(topic: Topic.choice, comparison: .atMost(1.1, times: .fastestLibraryBackend),
                     words: "`.automatic` within 10% of the fastest backend", figure: .behind),
        ReportTarget(topic: Topic.choice, subject: .chosenBackend, comparison: .atMost(1.1, times: .fastestLibraryBackend),
                     words: "the backend `.automatic` picks, called directly, within 10% of the fastest",
                     figure: .behind),
        ReportTarget(topic: Topic.generic, kernels: ["interpolate"], shapes: .init(size: 8...(1 << 20)), subject: .candidate("generic"),
                     comparison: .atMost(1.1, times: .candidate("automatic")),
                     words: "generic `interpolate` (an unspecialized engine step) on a vector within 1.1× of the concrete call, 8 to 1M elements",
                     figure: .timeRatio),
        ReportTarget(topic: Topic.generic, kernels: ["interpolate"], shapes: .init(size: 8...(1 << 20)), subject: .candidate("generic-pair"),
                     comparison: .atMost(1.1, times: .candidate("pair")),
                     words: "generic `interpolate` on a pair of vectors within 1.1× of the concrete call, 8 to 1M elements",
                     figure: .timeRatio),
        ReportTarget(topic: Topic.generic, kernels: ["interpolate"], shapes: .init(size: 8...(1 << 20)), subject: .candidate("generic"),
                     comparison: .atMost(1.1, times: .candidate("concrete-step")),
                     words: "generic `interpolate` on a vector within 1.1× of the same step written for it, out of line (what any call costs), 8 to 1M elements",
                     figure: .timeRatio),
        ReportTarget(topic: Topic.batch, kernels: ["waves"], shapes: .init(size: 390...390, frames: 256, inner: 2),
                     comparison: .atMost(1.0 / 50, times: .candidate("seed")),
                     words: "waves at least 50× faster than a loop over every point at 390 columns × 256 frames, 2 waves"),
        ReportTarget(topic: Topic.batch, kernels: ["blobMorph", "blobMorphFloat"], shapes: .init(size: 64...64, frames: 50_000),
                     comparison: .atMostNanoseconds(1e9 / blobTargetRate),
                     words: "50 000 blobs of 64 anchors morphed within a 120 Hz frame (8.33 ms, 384 M anchors/s), as Doubles and as Floats",
                     figure: .rate(unit: "anchors"),
                     chartRule: .init(label: "120 Hz target: 50 000 blobs × 64 anchors in 8.33 ms",
                                      kernels: ["blobs", "blobMorph", "blobMorphFloat"])),
        ReportTarget(topic: Topic.batch, kernels: ["frames"], comparison: .atMost(1, times: .candidate("dgemm-1thread")),
                     words: "frames at least as fast as OpenBLAS's dgemm on one thread"),
        ReportTarget(topic: Topic.batch, kernels: ["frames"], comparison: .atMost(1, times: .fastest(prefix: "dgemm-", except: "dgemm-1thread")),
                     words: "frames at least as fast as OpenBLAS's dgemm on every core"),
        ReportTarget(topic: Topic.batch, kernels: ["frames"], shapes: .init(size: 1024...Int.max), comparison: .bandwidthAtLeast(0.8),
                     words: "frames of 1024 elements and more at 80% of the memory's measured write rate", figure: .shareOfRate),
        ReportTarget(topic: Topic.timeline, kernels: ["timeline"], shapes: .init(size: 1024...Int.max), comparison: .bandwidthAtLeast(0.8),
                     words: "timelines of 1024 values and more sampled in batches at 80% of the memory's measured write rate", figure: .shareOfRate),
        ReportTarget(topic: Topic.timeline, kernels: ["timeline"], shapes: .init(size: 1024...Int.max),
                     comparison: .atMost(1.0 / 5, times: .candidate("frame-by-frame")),
                     words: "batched timeline sampling at least 5× faster than one `value(at:)` call per frame, at 1024 values and more"),
        ReportTarget(topic: Topic.timing, kernels: ["curve"], shapes: .init(size: 16_384...16_384), comparison: .atMostNanoseconds(10),
                     words: "`UnitCurve.values` at most 10 ns per value (easeInOut, CSS ease, overshooting) at 16K",
                     variants: timingCurveVariants),
        ReportTarget(topic: Topic.timing, kernels: ["curve"], comparison: .atMost(0.5, times: .candidate("textbook-c")),
                     words: "`UnitCurve.values` at least 2× faster than the textbook solver in C, every curve and size",
                     variants: timingCurveVariants),
        ReportTarget(topic: Topic.timing, kernels: ["curve"], subject: .candidate("per-call"),
                     comparison: .atMost(1, times: .candidate("textbook-c per-call")),
                     words: "`UnitCurve.value(at:)` at least as fast as the textbook solver in C, one call per value each, every curve and size",
                     variants: timingCurveVariants),
        ReportTarget(topic: Topic.timing, kernels: ["spring"], shapes: .init(size: 16_384...16_384), comparison: .atMostNanoseconds(8),
                     words: "`Spring.values` at most 8 ns per value at 16K"),
        ReportTarget(topic: Topic.timing, kernels: ["spring"], comparison: .atMost(0.5, times: .candidate("libm-loop")),
                     words: "`Spring.values` at least 2× faster than a loop over libm"),
        ReportTarget(topic: Topic.timing, kernels: ["curve", "spring"], comparison: .atMost(1.0 / 3, times: .candidate("numpy")),
                     words: "curves and springs at least 3× faster than numpy at every size", variants: timingCurveVariants),
        ReportTarget(topic: Topic.numpy, comparison: .atMost(1, times: .candidate("numpy")),
                     words: "at least as fast as numpy at every shape"),
        ReportTarget(topic: Topic.numpy, shapes: .init(elementsPerCall: 0...1024), comparison: .atMost(1.0 / 3, times: .candidate("numpy")),
                     words: "at least 3× faster than numpy at up to 1024 elements per call"),
        ReportTarget(topic: Topic.numpy, kernels: streaming, shapes: .init(size: (1 << 20)...Int.max), comparison: .bandwidthAtLeast(0.85),
                     words: "vector kernels at 1M elements and more at 85% of the memory's measured rate", figure: .shareOfRate),
    ]
}
