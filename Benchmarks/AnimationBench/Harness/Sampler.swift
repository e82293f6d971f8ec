#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Benchmarking) import AnimationKernels

/// Keeps a value alive so the optimizer cannot delete, or hoist out of a
/// timing loop, the work behind it: unoptimized, the call is opaque, so the
/// optimizer must assume it reads and writes any memory.
@_optimize(none) @inline(never)
func blackHole<T>(_ value: T) {}

/// Nanoseconds on the monotonic clock.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// A candidate's timing loop: runs the body `iterations` times and returns
/// the elapsed nanoseconds. Built with ``Sampler/loop(_:)`` so the body is
/// inlined into its own loop.
typealias TimedLoop = (_ iterations: Int) -> UInt64

/// Times candidates side by side. Each is calibrated until one sample lasts
/// at least `minimumSampleNanoseconds`; then `samples` rounds measure every
/// candidate once per round, in turn, so that the machine's drift (these
/// machines are shared and noisy) falls on all of them alike. The figure is
/// each candidate's median time per call.
struct Sampler: Sendable {
    var minimumSampleNanoseconds: UInt64
    var samples: Int
    /// How a candidate's samples become its figure.
    var statistic: Statistic = .median

    /// The median for reports; the minimum for `tune`'s decisions on a
    /// loaded machine, where other processes slow whole rounds by
    /// several times and the least disturbed sample is closest to the
    /// kernel's own cost.
    enum Statistic: Sendable { case median, minimum }

    /// The same sampler, reporting `statistic`.
    func reporting(_ statistic: Statistic) -> Sampler {
        var copy = self
        copy.statistic = statistic
        return copy
    }

    /// Rounds after which the sampling may stop early: once every
    /// candidate still sampling has an interquartile range within
    /// ``settledSpread`` of its median, more rounds would move neither
    /// figure nor spread by anything a report shows. `samples` disables it.
    var settledAfter: Int
    /// The interquartile range, relative to the median, under which a
    /// candidate counts as settled.
    var settledSpread = 0.02

    init(minimumSampleNanoseconds: UInt64, samples: Int, settledAfter: Int? = nil) {
        self.minimumSampleNanoseconds = minimumSampleNanoseconds
        self.samples = samples
        self.settledAfter = min(settledAfter ?? samples, samples)
    }

    static let full = Sampler(minimumSampleNanoseconds: 1_500_000, samples: 11, settledAfter: 7)
    /// `make bench`'s: fewer rounds, free to stop after five where every
    /// candidate has settled (the report shows each spread).
    static let standard = Sampler(minimumSampleNanoseconds: 1_500_000, samples: 9, settledAfter: 5)
    static let quick = Sampler(minimumSampleNanoseconds: 500_000, samples: 7)
    /// For shapes judged as a share of the memory bandwidth, a ratio of
    /// two medians: more and longer rounds keep one run's share close to
    /// the next one's (figures in the benchmark's Tuning notes, "Batched timeline
    /// frames").
    static let bandwidthTarget = Sampler(minimumSampleNanoseconds: 3_000_000, samples: 31, settledAfter: 15)
    /// `make bench`'s: a third of the rounds, the figures' spread reported.
    static let standardBandwidthTarget = Sampler(minimumSampleNanoseconds: 3_000_000, samples: 11, settledAfter: 7)

    /// A timing loop with `body` inlined into it: at four elements a closure
    /// call per iteration would weigh as much as the work.
    @inline(__always)
    static func loop(_ body: @escaping () -> Void) -> TimedLoop {
        { iterations in
            let start = monotonicNanoseconds()
            for _ in 0..<iterations { body() }
            return monotonicNanoseconds() - start
        }
    }

    /// A timing loop whose body repeats the call `iterations` times itself:
    /// `Sampler.repeating { for _ in 0..<$0 { v += w } }`. For calls of a
    /// few nanoseconds: written out there, the call is inlined into its loop
    /// as in application code, whereas through ``loop(_:)`` a body too large
    /// to inline would add an indirect call per iteration (as much as the
    /// work at four elements) and a small one, like the plain loop, would not.
    static func repeating(_ body: @escaping (_ iterations: Int) -> Void) -> TimedLoop {
        { iterations in
            let start = monotonicNanoseconds()
            body(iterations)
            return monotonicNanoseconds() - start
        }
    }

    /// The median nanoseconds per call of each candidate, in order.
    ///
    /// A candidate whose single call lasts longer than 50 ms (typical app
    /// code on the largest batches) is sampled 3 times rather than
    /// `samples`, without warm-up calls, and its calibration call counts
    /// as the first of the three: its median is stable, refilling the
    /// caches costs a few percent of such a call at most (tens of MiB at
    /// tens of GB/s: a couple of milliseconds), a first call slowed by
    /// anything else is one sample of three, outvoted by the median, and
    /// these calls took most of the run.
    ///
    /// `workingSetBytes` is what one call of the candidates streams through;
    /// beyond ``coldWorkingSetBytes`` a sample starts without warm-up
    /// calls, which could leave nothing in the caches the sample would find.
    func nanosecondsPerCall(_ candidates: [TimedLoop], workingSetBytes: Int = 0) -> [Double] {
        let times = samples(candidates, workingSetBytes: workingSetBytes).map(\.times)
        return statistic == .median ? times.map(median) : times.map { $0.min()! }
    }

    /// Each candidate's median nanoseconds per call with its quartiles and
    /// sample count: what a report needs to tell a difference from noise.
    func summaries(_ candidates: [TimedLoop], workingSetBytes: Int = 0) -> [SampleSummary] {
        samples(candidates, workingSetBytes: workingSetBytes).map { SampleSummary($0.times) }
    }

    /// Every sample of every candidate, in nanoseconds per call, taken in
    /// interleaved rounds (see ``nanosecondsPerCall(_:workingSetBytes:)``),
    /// and whether they are one per round, in round order: false for the
    /// long candidates, whose first sample is their calibration call.
    func samples(_ candidates: [TimedLoop], workingSetBytes: Int) -> [(times: [Double], perRound: Bool)] {
        let calibrated = candidates.map(calibrate)
        let iterations = calibrated.map(\.iterations)
        let long = calibrated.map { $0.nanosecondsPerCall > 50_000_000 }
        var times = zip(calibrated, long).map { $1 ? [$0.nanosecondsPerCall] : [] }
        let quota = long.map { $0 ? min(3, samples) : samples }
        // Each round takes the candidates in a new order (shuffled from a
        // fixed seed), so that none always runs right after the same
        // neighbour: measured, a threaded kernel that always followed a long
        // single-threaded one came out up to 1.6× slower than the same code
        // in another position.
        var shuffler = BenchmarkRandom(seed: UInt64(candidates.count))
        for round in 1...samples {
            for k in candidates.indices.shuffled(using: &shuffler) where times[k].count < quota[k] {
                let candidate = candidates[k]
                // Three untimed calls first: the other candidates of the
                // round have just evicted this one's data from the caches,
                // and a kernel run alone (as numpy's, in its own process)
                // starts warm. One call was not enough near the size of the
                // last-level cache, which keeps little of a single streaming
                // pass: a sum of squares of 4M elements (32 MB) took
                // 0.34–0.37 ns per element after one call, 0.27–0.30 after
                // three, and 0.23 sampled alone.
                if !long[k] && workingSetBytes <= Self.coldWorkingSetBytes { _ = candidate(Self.warmUpCalls) }
                times[k].append(Double(candidate(iterations[k])) / Double(iterations[k]))
                OpenBLAS.stopWorkers()
                // The library's own workers watch for the next job for 50 µs
                // before they sleep; waiting longer keeps them off the core
                // that the next candidate's second thread (OpenBLAS's among
                // them) needs, as stopping OpenBLAS's does the other way.
                usleep(200)
            }
            // Whole rounds only, so every candidate keeps the same rounds.
            if round >= settledAfter, round < samples, isSettled(times, quota) { break }
        }
        return zip(times, long).map { ($0, !$1) }
    }

    /// Whether every candidate that has not reached its quota has an
    /// interquartile range within ``settledSpread`` of its median.
    private func isSettled(_ times: [[Double]], _ quota: [Int]) -> Bool {
        zip(times, quota).allSatisfy { samples, quota in
            guard samples.count < quota else { return true }
            let summary = SampleSummary(samples)
            return summary.p75 - summary.p25 <= settledSpread * summary.median
        }
    }

    /// The untimed calls before each sample.
    static let warmUpCalls = 3

    /// Twice the last-level cache (32 MiB where the system does not say):
    /// a call streaming through more finds none of its data in the caches
    /// even right after a warm-up, whose last part the call's first part
    /// evicts before reaching it. On the largest batches (up to 614 MB per
    /// call) the warm-ups took about 12 s of a full run.
    static let coldWorkingSetBytes: Int = {
        #if canImport(Glibc)
        let lastLevel = sysconf(Int32(_SC_LEVEL3_CACHE_SIZE))
        #else
        let lastLevel = 0
        #endif
        return 2 * (lastLevel > 0 ? lastLevel : 32 << 20)
    }()

    /// Warms the candidate up and finds how many calls fill one sample.
    private func calibrate(_ candidate: TimedLoop) -> (iterations: Int, nanosecondsPerCall: Double) {
        var iterations = 1
        while true {
            let elapsed = candidate(iterations)
            if elapsed >= minimumSampleNanoseconds || iterations >= 1 << 30 {
                return (iterations, Double(elapsed) / Double(iterations))
            }
            let grow = elapsed == 0 ? 16 : Int((Double(minimumSampleNanoseconds) / Double(elapsed) * 1.2).rounded(.up))
            iterations *= max(2, min(grow, 16))
        }
    }
}

/// The middle value (the mean of the two middle values for an even count).
func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "median of no values")
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// One candidate's samples, summarised: the median and the quartiles
/// (linear interpolation between order statistics), in nanoseconds per call.
struct SampleSummary: Sendable {
    var median: Double
    var p25: Double
    var p75: Double
    var count: Int

    /// A summary given by its figures (a peer's, summarised by its own
    /// process).
    init(median: Double, p25: Double, p75: Double, count: Int) {
        (self.median, self.p25, self.p75, self.count) = (median, p25, p75, count)
    }

    /// The summary of `samples` (at least one).
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "summary of no samples")
        let sorted = samples.sorted()
        func quantile(_ q: Double) -> Double {
            let position = q * Double(sorted.count - 1)
            let low = Int(position.rounded(.down)), high = min(low + 1, sorted.count - 1)
            return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
        }
        median = quantile(0.5)
        p25 = quantile(0.25)
        p75 = quantile(0.75)
        count = sorted.count
    }
}
