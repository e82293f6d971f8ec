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

    @usableFromInline
    init(_ spring: Spring) {
        let lambda = spring.damping / (2 * spring.mass)
        let omegaSquared = spring.stiffness / spring.mass
        let omega = omegaSquared.squareRoot()
        decayRate = lambda
        naturalFrequencySquared = omegaSquared
        if lambda < omega {
            // (ω0 − λ)(ω0 + λ) rather than ω0² − λ²: no cancellation near critical.
            regime = .underDamped(((omega - lambda) * (omega + lambda)).squareRoot())
        } else if lambda == omega {
            regime = .critical
        } else {
            let mu = ((lambda - omega) * (lambda + omega)).squareRoot()
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
