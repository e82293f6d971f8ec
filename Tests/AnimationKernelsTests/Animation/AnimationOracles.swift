import Foundation
import AnimationKernels
import AnimationKernelsTestSupport

/// Independent oracles for the Animation tests: written from the textbook
/// formulas, sharing no code with the library.
enum Oracle {
    /// The cubic bezier through (0,0), (x1,y1), (x2,y2), (1,1) at progress
    /// `p`, by bisection on its Bernstein form (``referenceEase(_:_:)``).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ p: Double) -> Double {
        referenceEase((x1, y1, x2, y2), p)
    }

    /// SwiftUI's presets as (x1, y1, x2, y2).
    static let linear = (0.0, 0.0, 1.0, 1.0)
    static let easeIn = (0.42, 0.0, 1.0, 1.0)
    static let easeOut = (0.0, 0.0, 0.58, 1.0)
    static let easeInOut = (0.42, 0.0, 0.58, 1.0)

    /// Covered fraction of a curve animation of `duration` at `time`
    /// (1 once done).
    static func curve(_ c: (Double, Double, Double, Double), duration: Double, time: Double) -> Double {
        time >= duration ? 1 : bezier(c.0, c.1, c.2, c.3, time / duration)
    }

    /// The damped spring x″ + 2λx′ + ω²x = ω²Δ from x(0) = 0, x′(0) = v0,
    /// with ω = 2π/response and λ = ζω, in the textbook forms of the three
    /// regimes (REFERENCE.md): returns (x, x′).
    static func spring(response: Double, dampingRatio zeta: Double, delta: Double, v0: Double, time t: Double) -> (Double, Double) {
        let omega = 2 * Double.pi / response
        let lambda = zeta * omega
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (lambda * delta - v0) / wd
            let e = exp(-lambda * t)
            let x = delta - e * (delta * cos(wd * t) + b * sin(wd * t))
            let dx = lambda * e * (delta * cos(wd * t) + b * sin(wd * t)) - e * (-delta * wd * sin(wd * t) + b * wd * cos(wd * t))
            return (x, dx)
        } else if zeta == 1 {
            let e = exp(-lambda * t)
            let b = lambda * delta - v0
            return (delta - e * (delta + b * t), lambda * e * (delta + b * t) - e * b)
        } else {
            let mu = omega * (zeta * zeta - 1).squareRoot()
            let (r1, r2) = (-lambda + mu, -lambda - mu)
            // x = Δ + A e^{r1 t} + B e^{r2 t}, A + B = −Δ, r1 A + r2 B = v0.
            let a = (v0 + r2 * delta) / (r1 - r2)
            let b = -delta - a
            return (delta + a * exp(r1 * t) + b * exp(r2 * t), r1 * a * exp(r1 * t) + r2 * b * exp(r2 * t))
        }
    }

    /// Sample times over [0, end]: the ends, many interior points, and
    /// points just around `marks`.
    static func times(to end: Double, count: Int = 97, marks: [Double] = []) -> [Double] {
        var result = (0...count).map { end * Double($0) / Double(count) }
        for m in marks { result += [m - 1e-9, m, m + 1e-9].filter { $0 >= 0 } }
        return result
    }
}

/// `animation` evaluated on a Double with a fresh context.
func animate(_ animation: Animation, _ value: Double = 1, at time: Double) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: value, time: time, context: &context)
}

/// `animation`'s velocity on a Double with a fresh context.
func velocity(_ animation: Animation, _ value: Double = 1, at time: Double) -> Double? {
    animation.velocity(value: value, time: time, context: AnimationContext<Double>())
}
