import Testing

/// The suites that change the process-wide thread settings
/// (``Parallelism/setThreadCount(_:)``, `OpenBLAS.setThreadCount(_:)`),
/// nested here so that they run one after the other: a suite changing the
/// SIMD kernels' thread count while another computes changes how that one
/// splits its sums, and so the last bits it compares.
@Suite("Thread settings", .serialized)
enum ThreadSettingsTests {}
