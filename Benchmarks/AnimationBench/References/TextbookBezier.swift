/// The cubic-bezier easing browser engines ship (WebKit's `UnitBezier`,
/// Chromium's `gfx::CubicBezier`), written plainly as a user would: Newton
/// from t = x for up to 8 steps, then bisection, both to 1e-12 in x. The
/// benchmark's reference for `UnitCurve.values`.
struct TextbookBezier {
    let ax, bx, cx, ay, by, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    func solveX(_ x: Double) -> Double {
        let epsilon = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let d = derivativeX(t)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        while hi - lo > epsilon {
            let v = sampleX(t)
            if abs(v - x) < epsilon { return t }
            if x > v { lo = t } else { hi = t }
            t = lo + (hi - lo) / 2
        }
        return t
    }

    func value(_ x: Double) -> Double {
        x <= 0 ? 0 : x >= 1 ? 1 : sampleY(solveX(x))
    }
}
