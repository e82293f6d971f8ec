import AnimationKernelsTestSupport
import Foundation
import Testing

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
