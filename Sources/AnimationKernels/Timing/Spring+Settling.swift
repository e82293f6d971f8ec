#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

extension Spring {
    /// The time in seconds after which a spring released from rest at 0
    /// towards 1 stays within ε = 0.001 of 1: the last time
    /// `|1 − value(target: 1, time: t)| = ε`, as SwiftUI documents (target 1,
    /// initial velocity 0, epsilon 0.001).
    ///
    /// Finite for every spring: an undamped spring (bounce 1), which never
    /// settles, and any spring damped less than damping ratio 2⁻⁵² report
    /// the settling time at damping ratio 2⁻⁵², about 5·10¹⁵ times the
    /// response, so that conversions such as `Int(settlingDuration * 60)`
    /// do not trap (bounce −1, damping ratio 2⁵², settles at about the same
    /// time from the other side).
    ///
    /// Computed exactly, not bounded: it equals `u/ω0` with
    /// `e^(−u)·(1 + u) = ε` (u ≈ 9.2334) at critical damping, lies below the
    /// usual under-damped envelope bound `ln((1 + λ/ωd)/ε)/λ`, and, unlike
    /// that bound, is continuous through critical damping. About 60
    /// bisection steps of a few transcendentals each.
    public var settlingDuration: Double {
        motion.settlingStandIn.settlingTime(epsilon: 0.001)
    }
}

extension SpringMotion {
    /// The least damping ratio a settling time is computed for.
    static var minimumSettlingDampingRatio: Double { 0x1p-52 }

    /// This motion, or, when it is damped less than
    /// ``minimumSettlingDampingRatio`` (an undamped one never settles), the
    /// motion of the same ω0 damped that much, whose settling time is
    /// finite.
    var settlingStandIn: SpringMotion {
        let omega = naturalFrequencySquared.squareRoot()
        let least = Self.minimumSettlingDampingRatio * omega
        return decayRate >= least ? self : SpringMotion(decayRate: least, naturalFrequencySquared: naturalFrequencySquared)
    }

    /// The last time at which the remaining fraction of a unit step from
    /// rest, `r(t) = 1 − f(t) = EC + λ·ES`, has magnitude `epsilon`.
    func settlingTime(epsilon: Double) -> Double {
        func remaining(_ time: Double) -> Double {
            let (c, s) = decayTerms(at: time)
            return c + decayRate * s
        }
        switch regime {
        case .underDamped(let omegaD):
            guard decayRate > 0 else { return .infinity }
            // r ∝ e^(−λt)·cos(ωd·t − φ), φ = atan(λ/ωd). Its extremes lie at
            // t_k = kπ/ωd with |r(t_k)| = e^(−λ·t_k), falling with k; after
            // the last one above ε, |r| falls monotonically to the next zero,
            // at ((k + ½)π + φ)/ωd, so the crossing there is the last one.
            let k = Swift.max(0, (log(1 / epsilon) * omegaD / (decayRate * Double.pi)).rounded(.up) - 1)
            let peak = k * Double.pi / omegaD
            let zero = ((k + 0.5) * Double.pi + atan2(decayRate, omegaD)) / omegaD
            return Self.crossing(of: epsilon, from: peak, to: zero) { abs(remaining($0)) }
        case .critical, .overDamped:
            // r falls monotonically from 1: find a time past the crossing.
            var end = 1 / decayRate
            while remaining(end) > epsilon {
                end *= 2
                if !end.isFinite { return .infinity }
            }
            return Self.crossing(of: epsilon, from: 0, to: end, remaining)
        }
    }

    /// The time in [start, end] where `decreasing` falls to `level`, by
    /// bisection down to adjacent doubles.
    static func crossing(of level: Double, from start: Double, to end: Double, _ decreasing: (Double) -> Double) -> Double {
        var lo = start, hi = end
        while true {
            let mid = lo + 0.5 * (hi - lo)
            guard mid > lo && mid < hi else { return hi }
            if decreasing(mid) > level { lo = mid } else { hi = mid }
        }
    }
}
