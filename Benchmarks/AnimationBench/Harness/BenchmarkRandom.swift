/// SplitMix64: fixed seeds make every run measure the same data.
struct BenchmarkRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` values uniform in [-1, 1].
    mutating func doubles(_ count: Int) -> [Double] {
        (0..<count).map { _ in Double.random(in: -1...1, using: &self) }
    }
}

/// A run that found something wrong; the CLI reports it and exits 1.
enum BenchmarkFailure: Error, CustomStringConvertible {
    case mismatch(kernel: String, backend: String, size: Int, detail: String)

    var description: String {
        switch self {
        case .mismatch(let kernel, let backend, let size, let detail):
            return "\(kernel) on \(backend) at size \(size) disagrees with the scalar oracle: \(detail)"
        }
    }
}
