#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The closed-form motion of a damped spring, `x″ + 2λ·x′ + ω0²·x = ω0²·Δ`,
/// from x(0) = 0 with x′(0) = v0, as two scalar coefficient functions:
///
///     x(t) = Δ·f(t) + v0·g(t)
///
/// so a value of any ``VectorArithmetic`` type costs two transcendental
/// evaluations, not two per element.
///
/// With `E·C` and `E·S` (``decayTerms(at:)``), where `E = e^(−λt)` and
///
/// | regime | C(t) | S(t) |
/// | --- | --- | --- |
/// | under-damped (λ < ω0), ωd = √(ω0² − λ²) | cos ωd·t | sin(ωd·t)/ωd |
/// | critical (λ = ω0) | 1 | t |
/// | over-damped (λ > ω0), μ = √(λ² − ω0²) | cosh μ·t | sinh(μ·t)/μ |
///
/// the coefficients are `f = 1 − (EC + λ·ES)`, `g = ES`, `f′ = ω0²·ES` and
/// `g′ = EC − λ·ES`.
///
/// ## Stability
/// `sin(ωd·t)/ωd` and `sinh(μ·t)/μ` tend to t as the regime approaches
/// critical damping, so neither form cancels near ζ = 1 and no switching
/// threshold is needed. The over-damped terms are evaluated as
/// `EC = (e^(−(λ−μ)t) + e^(−(λ+μ)t))/2` and
/// `ES = e^(−(λ−μ)t)·(−expm1(−2μt))/(2μ)`, with `λ − μ = ω0²/(λ + μ)`, so
/// they neither overflow (cosh alone would at μt > 710) nor lose the slow
/// rate to cancellation when ζ is large.
@usableFromInline
struct SpringMotion: Sendable {
    @usableFromInline
    enum Regime: Sendable {
        /// Carries ωd.
        case underDamped(Double)
        case critical
        /// Carries μ and the slow rate λ − μ.
        case overDamped(Double, Double)
    }

    /// λ = damping / (2·mass), in 1/s.
    @usableFromInline let decayRate: Double
    /// ω0² = stiffness / mass, in 1/s².
    @usableFromInline let naturalFrequencySquared: Double
    @usableFromInline let regime: Regime

    /// The motion with λ = `lambda` and ω0² = `omegaSquared` (both finite,
    /// ω0² > 0).
    @usableFromInline
    init(decayRate lambda: Double, naturalFrequencySquared omegaSquared: Double) {
        let omega = omegaSquared.squareRoot()
        decayRate = lambda
        naturalFrequencySquared = omegaSquared
        if lambda < omega {
            // (ω0 − λ)(ω0 + λ) rather than ω0² − λ²: no cancellation near critical.
            regime = .underDamped(((omega - lambda) * (omega + lambda)).squareRoot())
        } else if lambda == omega {
            regime = .critical
        } else {
            // Past 1e150, λ² would overflow: factor λ out.
            let ratio = omega / lambda
            let mu = lambda > 1e150 ? lambda * ((1 - ratio) * (1 + ratio)).squareRoot()
                                    : ((lambda - omega) * (lambda + omega)).squareRoot()
            regime = .overDamped(mu, omegaSquared / (lambda + mu))
        }
    }

    /// `(E·C, E·S)` at `time` ≥ 0 (seconds). Once the decay underflows the
    /// motion is over: both are 0 (and no 0·∞ can arise).
    @usableFromInline
    func decayTerms(at time: Double) -> (c: Double, s: Double) {
        switch regime {
        case .underDamped(let omegaD):
            let decay = exp(-decayRate * time)
            if decay == 0 { return (0, 0) }
            let phase = omegaD * time
            return (decay * cos(phase), decay * sin(phase) / omegaD)
        case .critical:
            let decay = exp(-decayRate * time)
            if decay == 0 { return (0, 0) }
            return (decay, decay * time)
        case .overDamped(let mu, let slowRate):
            let slow = exp(-slowRate * time)
            let fast = exp(-(decayRate + mu) * time)
            return (0.5 * (slow + fast), slow * -expm1(-2 * mu * time) / (2 * mu))
        }
    }

    /// The coefficients of target and initial velocity in the value at
    /// `time` ≥ 0: `(f, g)`.
    @usableFromInline
    func valueCoefficients(at time: Double) -> (target: Double, velocity: Double) {
        let (c, s) = decayTerms(at: time)
        return (1 - (c + decayRate * s), s)
    }

    /// The coefficients of target and initial velocity in the velocity at
    /// `time` ≥ 0: `(f′, g′)`.
    @usableFromInline
    func velocityCoefficients(at time: Double) -> (target: Double, velocity: Double) {
        let (c, s) = decayTerms(at: time)
        return (naturalFrequencySquared * s, c - decayRate * s)
    }
}

extension SpringMotion {
    /// Calls `body` with ``decayTerms(at:)`` for this regime in the
    /// branch-free form of the vector exponential, sine and cosine, so that
    /// a loop over times calling it vectorizes; for times ≥ 0 whose phase
    /// ωd·t fits the vector sine's reduction (``fitsVectorForms(_:count:)``).
    @inline(__always)
    func withVectorDecayTerms<R>(_ body: ((Double) -> (c: Double, s: Double)) -> R) -> R {
        let lambda = decayRate
        switch regime {
        case .underDamped(let omegaD):
            return body { time in
                let decay = VectorExponential.exp(time * -lambda)
                let (sine, cosine) = VectorSineCosine.sineCosine(time * omegaD)
                return (decay * cosine, decay * sine / omegaD)
            }
        case .critical:
            return body { time in
                let decay = VectorExponential.exp(time * -lambda)
                return (decay, decay * time)
            }
        case .overDamped(let mu, let slowRate):
            let fastRate = lambda + mu
            return body { time in
                let slow = VectorExponential.exp(time * -slowRate)
                let fast = VectorExponential.exp(time * -fastRate)
                let rise = -VectorExponential.expm1(time * (-2 * mu))
                return (0.5 * (slow + fast), slow * rise / (2 * mu))
            }
        }
    }

    /// Whether every one of `count` times (clamped below at 0) has its phase
    /// ωd·t within the vector sine's reduction (|ωd·t| < 2¹⁹); always for
    /// the regimes without a sine.
    ///
    /// - Complexity: O(count) for an under-damped spring, else O(1).
    func fitsVectorForms(_ times: UnsafePointer<Double>, count: Int) -> Bool {
        guard case .underDamped(let omegaD) = regime else { return true }
        // Counted rather than returned early, so the scan vectorizes.
        var outside = 0
        for i in 0..<count {
            outside |= VectorSineCosine.fitsReduction(Swift.max(times[i], 0) * omegaD) ? 0 : 1
        }
        return outside == 0
    }

    /// Writes `target·f(t) + initialVelocity·g(t)` (or, for `derivative`,
    /// `target·f′(t) + initialVelocity·g′(t)`) for `count` times from
    /// `times` (clamped below at 0) to `output`, in a loop vectorized at
    /// the build's width; through libm instead when a phase is beyond the
    /// vector sine's reduction. The unchecked entry for batches: inputs
    /// must be finite; `times` and `output` may be the same memory.
    ///
    /// - Complexity: O(count), allocation-free.
    func fill(
        derivative: Bool, target: Double, initialVelocity: Double,
        times: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>, count: Int
    ) {
        guard fitsVectorForms(times, count: count) else {
            for i in 0..<count {
                let t = Swift.max(times[i], 0)
                let (f, g) = derivative ? velocityCoefficients(at: t) : valueCoefficients(at: t)
                output[i] = target * f + initialVelocity * g
            }
            return
        }
        let lambda = decayRate
        if derivative {
            let targetScale = target * naturalFrequencySquared
            withVectorDecayTerms { terms in
                VectorizedLoop.map(times, into: output, count: count) { time in
                    let (c, s) = terms(Swift.max(time, 0))
                    return targetScale * s + initialVelocity * (c - lambda * s)
                }
            }
        } else {
            withVectorDecayTerms { terms in
                VectorizedLoop.map(times, into: output, count: count) { time in
                    let (c, s) = terms(Swift.max(time, 0))
                    return target * (1 - (c + lambda * s)) + initialVelocity * s
                }
            }
        }
    }

    /// Replaces each of `count` times (seconds, finite; clamped below at 0)
    /// in `coefficients` by the target coefficient f(t) of the value and
    /// writes the velocity coefficient g(t) to `velocityCoefficients`: the
    /// batch form of ``valueCoefficients(at:)``, vectorized as
    /// ``fill(derivative:target:initialVelocity:times:into:count:)`` is,
    /// and exactly (0, 0) at time 0.
    ///
    /// - Complexity: O(count), allocation-free.
    func fillValueCoefficients(_ coefficients: UnsafeMutablePointer<Double>, velocityCoefficients: UnsafeMutablePointer<Double>, count: Int) {
        guard fitsVectorForms(coefficients, count: count) else {
            for i in 0..<count {
                (coefficients[i], velocityCoefficients[i]) = valueCoefficients(at: Swift.max(coefficients[i], 0))
            }
            return
        }
        let lambda = decayRate
        withVectorDecayTerms { terms in
            for i in 0..<count {
                let t = Swift.max(coefficients[i], 0)
                let (c, s) = terms(t)
                // Exactly at rest at time 0, as the scalar form is, so a
                // segment starts bit-exactly where the previous one ended.
                let start = t == 0
                coefficients[i] = start ? 0 : 1 - (c + lambda * s)
                velocityCoefficients[i] = start ? 0 : s
            }
        }
    }
}
