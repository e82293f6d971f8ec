import Foundation
import Testing

/// Whether `a` and `b` agree within `relative` of `scale` (or of the larger
/// magnitude of the two when no scale is given), or within `absolute`.
/// NaNs agree only with NaNs, and infinities only with the same infinity.
func isClose(_ a: Double, _ b: Double, relative: Double = 1e-12, absolute: Double = 0, scale: Double? = nil) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a.isInfinite || b.isInfinite { return a == b }
    let reference = scale ?? max(abs(a), abs(b))
    return abs(a - b) <= max(absolute, relative * reference)
}

/// Records an issue for every index where `actual` and `expected` differ by
/// more than `relative · scale[i]` (default: the larger magnitude at `i`) or
/// `absolute`, and for a length mismatch; names the first few offenders.
func expectClose(
    _ actual: some Collection<Double>, _ expected: some Collection<Double>,
    relative: Double = 1e-12, absolute: Double = 0, scale: [Double]? = nil,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let a = Array(actual), e = Array(expected)
    guard a.count == e.count else {
        Issue.record("length \(a.count) ≠ expected \(e.count) \(comment())", sourceLocation: sourceLocation)
        return
    }
    var failures: [String] = []
    for i in a.indices where !isClose(a[i], e[i], relative: relative, absolute: absolute, scale: scale?[i]) {
        failures.append("[\(i)] \(a[i]) vs \(e[i]) (Δ \(abs(a[i] - e[i])))")
    }
    if !failures.isEmpty {
        Issue.record("\(failures.count) of \(a.count) differ \(comment()): \(failures.prefix(4).joined(separator: ", "))",
                     sourceLocation: sourceLocation)
    }
}

/// A small, seedable generator (SplitMix64) so every random test is
/// reproducible from the seed it prints.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// `count` values uniform in `range`.
    mutating func doubles(_ count: Int, in range: ClosedRange<Double> = -1...1) -> [Double] {
        (0..<count).map { _ in Double.random(in: range, using: &self) }
    }
}
