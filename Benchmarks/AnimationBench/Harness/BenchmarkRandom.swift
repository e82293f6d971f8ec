import AnimationKernelsTestSupport

/// SplitMix64 from the test support target: fixed seeds make every run
/// measure the same data, and the tests draw theirs the same way.
typealias BenchmarkRandom = SeededGenerator

/// A run that found something wrong; the CLI reports it and exits 1.
enum BenchmarkFailure: Error, CustomStringConvertible {
    case mismatch(kernel: String, backend: String, size: Int, detail: String)
    /// A generated file that no longer matches what it is generated from.
    case stale(String)

    var description: String {
        switch self {
        case .mismatch(let kernel, let backend, let size, let detail):
            return "\(kernel) on \(backend) at size \(size) disagrees with the scalar oracle: \(detail)"
        case .stale(let detail):
            return detail
        }
    }
}
