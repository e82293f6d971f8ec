import Foundation

// The rest of SwiftUI's iOS 17 `Spring` API: motion between two values,
// stepping a simulation, the force, and settling durations.
extension Spring {
    /// A spring whose unit step from rest settles (stays within `epsilon`
    /// of 1) after `settlingDuration` seconds, with damping ratio
    /// `dampingRatio`.
    ///
    /// Settling time is proportional to the response at a fixed damping
    /// ratio, so the response is `settlingDuration` over the settling time of
    /// the response-1 spring. Never stops the program: the settling duration
    /// is clamped as a response is (see ``Spring``'s "Bad input" section),
    /// the damping ratio to [2⁻⁵², 2⁵²] (an undamped spring never settles;
    /// NaN is 1) and epsilon to (0, 1) (NaN is 0.001); see
    /// ``validated(settlingDuration:dampingRatio:epsilon:)`` for an error
    /// instead.
    ///
    /// - Parameters:
    ///   - settlingDuration: seconds until a unit step stays within
    ///     `epsilon` of 1; 0 or more.
    ///   - dampingRatio: positive.
    ///   - epsilon: the distance from 1 that counts as settled, in (0, 1).
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let ratio = dampingRatio.isNaN ? 1 : Swift.min(Swift.max(dampingRatio, 0x1p-52), Self.maximumDampingRatio)
        let settled = epsilon.isNaN ? 0.001 : Swift.min(Swift.max(epsilon, .leastNonzeroMagnitude), 1.0.nextDown)
        let unitSettling = Spring(uncheckedResponse: 1, dampingRatio: ratio).motion.settlingTime(epsilon: settled)
        self.init(uncheckedResponse: Self.clampedResponse(Self.clampedResponse(settlingDuration) / unitSettling), dampingRatio: ratio)
    }

    /// ``init(settlingDuration:dampingRatio:epsilon:)``, throwing
    /// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    /// naming the parameter instead of stopping.
    ///
    /// - Parameters:
    ///   - settlingDuration: seconds; 0 or more, finite.
    ///   - dampingRatio: positive, finite.
    ///   - epsilon: in (0, 1).
    /// - Returns: the spring.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming the first parameter out of range.
    /// - Complexity: one settling-time bisection (about 60 steps).
    public static func validated(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) throws -> Spring {
        try requireNonNegative(settlingDuration, "settlingDuration")
        try AnimationKernelsError.requirePositive(dampingRatio, "dampingRatio")
        guard epsilon > 0 && epsilon < 1 else {
            throw AnimationKernelsError.invalidParameter(parameter: "epsilon", value: "\(epsilon)", requirement: "must be in (0, 1)")
        }
        let unit = try validated(response: 1, dampingRatio: dampingRatio)
        let unitSettling = unit.motion.settlingTime(epsilon: epsilon)
        guard unitSettling.isFinite && unitSettling > 0 else {
            throw AnimationKernelsError.invalidParameter(parameter: "dampingRatio", value: "\(dampingRatio)", requirement: "must give a spring that settles")
        }
        return try validated(response: settlingDuration / unitSettling, dampingRatio: dampingRatio)
    }

    /// The value at `time` seconds of a spring released at `fromValue` with
    /// `initialVelocity` (units per second) towards `toValue`:
    /// `fromValue + value(target: toValue − fromValue, initialVelocity:, time:)`.
    ///
    /// - Parameters:
    ///   - fromValue: where the motion starts.
    ///   - toValue: the target.
    ///   - initialVelocity: the velocity at time 0.
    ///   - time: seconds; negative is 0, NaN gives NaN, +∞ the limit.
    /// - Returns: the value at `time`.
    /// - Complexity: as ``value(target:initialVelocity:time:)``.
    @inlinable
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity (units per second) at `time` of the motion
    /// ``value(fromValue:toValue:initialVelocity:time:)`` describes.
    ///
    /// - Parameters:
    ///   - fromValue: where the motion starts.
    ///   - toValue: the target.
    ///   - initialVelocity: the velocity at time 0.
    ///   - time: seconds; negative is 0, NaN gives NaN, +∞ the limit.
    /// - Returns: the velocity at `time`.
    /// - Complexity: as ``velocity(target:initialVelocity:time:)``.
    @inlinable
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Advances a spring simulation by `deltaTime` seconds: `value` and
    /// `velocity` become the exact closed-form state after that time, pulled
    /// towards `target`. Any step size is exact (no integration error).
    ///
    /// - Parameters:
    ///   - value: the current value, updated in place.
    ///   - velocity: the current velocity (units per second), updated in place.
    ///   - target: the value the spring pulls towards.
    ///   - deltaTime: seconds to advance; negative is 0, NaN gives NaN, +∞
    ///     the limit.
    /// - Complexity: O(1) transcendentals plus O(n) arithmetic for an
    ///   n-element value.
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let displacement = target - value
        let start = value
        value = start + self.value(target: displacement, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: displacement, initialVelocity: velocity, time: deltaTime)
    }

    /// The force the spring exerts on its mass at `position` moving at
    /// `velocity`: `stiffness·(target − position) − damping·velocity`.
    ///
    /// - Parameters:
    ///   - target: the spring's rest position.
    ///   - position: the current position.
    ///   - velocity: the current velocity (units per second).
    /// - Returns: the force, in mass units times units per s².
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// An estimate, in seconds, of when a spring released from 0 with
    /// `initialVelocity` towards `target` stays within `epsilon` of it.
    ///
    /// An upper bound from the motion's envelope: with `(EC, ES)` the decay
    /// terms of the spring motion, the distance to the target is
    /// `|target·(EC + λ·ES) − v0·ES| ≤ |target|·|EC + λ·ES| + |v0|·|ES|`, and
    /// this is the last time that bound exceeds `epsilon`. Returns 0 when the
    /// spring starts within `epsilon` at rest, ∞ when `epsilon` is not
    /// positive (nothing settles that closely), NaN or the target or
    /// velocity is not finite; a spring damped less than damping ratio 2⁻⁵²
    /// (an undamped one included) is estimated as if damped that much, as
    /// ``settlingDuration`` is, so the result is finite.
    ///
    /// - Parameters:
    ///   - target: the displacement to cover.
    ///   - initialVelocity: the velocity at time 0.
    ///   - epsilon: the distance that counts as arrived, in the value's units.
    /// - Returns: the settling duration in seconds.
    /// - Complexity: O(n) for an n-element value (two magnitudes), then
    ///   O(1).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let distance = target.magnitudeSquared.squareRoot()
        let speed = initialVelocity.magnitudeSquared.squareRoot()
        guard epsilon > 0, distance.isFinite, speed.isFinite else { return .infinity }
        if speed == 0 && distance <= epsilon { return 0 }
        let motion = self.motion.settlingStandIn
        let lambda = motion.decayRate
        func bound(_ time: Double) -> Double {
            let (c, s) = motion.decayTerms(at: time)
            return distance * abs(c + lambda * s) + speed * abs(s)
        }
        if case .underDamped(let omegaD) = motion.regime {
            // |EC + λ·ES| ≤ e^(−λt)·√(1 + (λ/ωd)²) and |ES| ≤ e^(−λt)/ωd.
            let amplitude = distance * (1 + (lambda / omegaD) * (lambda / omegaD)).squareRoot() + speed / omegaD
            return Swift.max(0, log(amplitude / epsilon) / lambda)
        }
        // Critical and over-damped: the bound falls for good after its peak;
        // double past the crossing, then bisect.
        var end = 1 / lambda
        while bound(end) > epsilon {
            end *= 2
            if !end.isFinite { return .infinity }
        }
        return SpringMotion.crossing(of: epsilon, from: 0, to: end, bound)
    }
}
