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

    /// Whether a subject took at most `factor` times a reference's time,
    /// from their ratios round by round (`ratio`): its median, and its
    /// quartiles as the spread.
    init(ratio: SampleSummary, atMost factor: Double) {
        met = ratio.median <= factor
        withinSpread = (ratio.p25 <= factor) != (ratio.p75 <= factor)
    }

    /// Whether `time` took at most `nanoseconds` per element.
    init(_ time: Measurement, atMostNanoseconds nanoseconds: Double) {
        met = time.nsPerElement <= nanoseconds
        withinSpread = (time.spread.lowerBound <= nanoseconds) != (time.spread.upperBound <= nanoseconds)
    }

    /// Whether the share `median` (of a rate, its quartiles giving
    /// `spread`) reaches `least`.
    init(share median: Double, within spread: ClosedRange<Double>, atLeast least: Double) {
        met = median >= least
        withinSpread = (spread.lowerBound >= least) != (spread.upperBound >= least)
    }

}
