/// One row of the report: a kernel on one backend (or a reference) at one
/// shape. `backend` is a library backend's name or a reference:
/// `plain-loop`, `seed`, `numpy`, `dgemm-1thread`, `dgemm-2thread` (one per
/// thread count).
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
    /// Elements per second, in `unit`.
    var throughput: Double
    var unit: String
    /// Memory traffic the kernel must move per element, for bandwidth.
    var bytesPerElement: Double
    var gigabytesPerSecond: Double
    /// Effective bandwidth over the machine's measured bandwidth for the
    /// same working-set size; nil until the limit is measured.
    var fractionOfBandwidth: Double?
    /// For a peer with several fair formulations of the case (numpy's blob
    /// layouts, matmul or a gather), the fastest one, whose figure this is.
    var formulation: String?

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
}
