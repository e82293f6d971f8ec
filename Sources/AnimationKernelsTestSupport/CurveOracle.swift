/// The y of the cubic bézier from (0, 0) to (1, 1) with control points
/// (x1, y1), (x2, y2) at progress `p` (clamped to 0…1), found by 200
/// bisection steps on x(t): slow, but independent of the solvers under test.
/// Valid for control x in 0…1, where x(t) is monotone.
/// - Parameters:
///   - controls: The control points as (x1, y1, x2, y2).
///   - p: The progress, the curve's x.
/// - Returns: The curve's y at `p`, to about 1e-15 where x′ is not small.
public func referenceEase(_ controls: (Double, Double, Double, Double), _ p: Double) -> Double {
    func bernstein(_ c1: Double, _ c2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * c1 * s * s * t + 3 * c2 * s * t * t + t * t * t
    }
    let x = min(max(p, 0), 1)
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bernstein(controls.0, controls.2, mid) < x { lo = mid } else { hi = mid }
    }
    return bernstein(controls.1, controls.3, (lo + hi) / 2)
}
