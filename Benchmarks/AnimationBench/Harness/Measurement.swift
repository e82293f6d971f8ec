/// One row of the report: a kernel on one backend (or a reference) at one
/// shape. `backend` is a ``Candidate``'s raw value: a library backend's
/// name or a reference (`plain-loop`, `seed`, `numpy`, `dgemm-1thread`, …).
struct Measurement: Codable, Sendable {
    /// The kernel: `add`, `scale`, `interpolate`, `magnitudeSquared`, …
    var kernel: String
    var backend: String
    /// Elements per frame (the vector length, the columns of a wave, the
    /// anchors of a blob).
    var size: Int
    /// Frames (rows) per call; 1 for single-vector operations.
    var frames: Int
    /// The inner dimension where the kernel has one (keyframes K, waves H).
    var inner: Int?
    /// OpenBLAS's thread count during the measurement.
    var threads: Int = 1
    /// Median nanoseconds per output element.
    var nsPerElement: Double
    /// The first and third quartiles of the samples behind the median, in
    /// nanoseconds per output element; nil for records of older runs.
    var nsPerElementP25: Double?
    var nsPerElementP75: Double?
    /// How many samples the median and quartiles summarise.
    var sampleCount: Int?
    /// Elements per second, in `unit`.
    var throughput: Double
    var unit: String
    /// Memory traffic the kernel must move per element, for bandwidth.
    var bytesPerElement: Double
    var gigabytesPerSecond: Double
    /// Nanoseconds per element of each interleaved round, in round order;
    /// nil for records of older runs, peers timed in their own process and
    /// candidates sampled fewer times than the rounds (see
    /// ``Sampler/samples(_:workingSetBytes:)``). Two records of one group
    /// with rounds were timed side by side round after round, so the
    /// ratios of their rounds cancel the machine's drift
    /// (``pairedRatios(over:)``).
    var rounds: [Double]?
    /// Effective bandwidth over the machine's measured bandwidth for the
    /// same working-set size; nil until the limit is measured.
    var fractionOfBandwidth: Double?
    /// For a peer with several fair formulations of the case (numpy's blob
    /// layouts, matmul or a gather), the fastest one, whose figure this is.
    var formulation: String?
    /// The interleaved rounds the figure was measured in (see
    /// ``RoundGroup``); records of one group were measured side by side and
    /// may be divided, records of different groups may not. Nil for
    /// records of older runs.
    var group: String?

    init(kernel: String, backend: String, size: Int, frames: Int = 1,
         nanosecondsPerCall: Double, elementsPerCall: Int, bytesPerElement: Double) {
        self.kernel = kernel
        self.backend = backend
        self.size = size
        self.frames = frames
        let perElement = nanosecondsPerCall / Double(max(elementsPerCall, 1))
        nsPerElement = perElement
        throughput = 1e3 / perElement
        unit = "M elements/s"
        self.bytesPerElement = bytesPerElement
        gigabytesPerSecond = bytesPerElement / perElement
    }

    /// A record from interleaved samples: the median with its quartiles.
    init(kernel: String, backend: String, size: Int, frames: Int = 1,
         timing: SampleSummary, elementsPerCall: Int, bytesPerElement: Double) {
        self.init(kernel: kernel, backend: backend, size: size, frames: frames,
                  nanosecondsPerCall: timing.median, elementsPerCall: elementsPerCall, bytesPerElement: bytesPerElement)
        let elements = Double(max(elementsPerCall, 1))
        nsPerElementP25 = timing.p25 / elements
        nsPerElementP75 = timing.p75 / elements
        sampleCount = timing.count
    }

    /// This record's time over `other`'s, round by round, when both were
    /// timed in the same rounds; nil otherwise.
    func pairedRatios(over other: Measurement) -> SampleSummary? {
        guard let mine = rounds, let theirs = other.rounds, group != nil, group == other.group,
              mine.count == theirs.count, !mine.isEmpty else { return nil }
        return SampleSummary(zip(mine, theirs).map { $0 / $1 })
    }

    /// The interquartile range of ``nsPerElement``; the median alone for
    /// records without quartiles.
    var spread: ClosedRange<Double> {
        (nsPerElementP25 ?? nsPerElement)...(nsPerElementP75 ?? nsPerElement)
    }
}
