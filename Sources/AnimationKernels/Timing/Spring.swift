/// A damped spring: mass, stiffness and damping, and the closed-form motion
/// they produce.
///
/// Mirrors SwiftUI's iOS 17 `Spring`, so that code written against SwiftUI
/// compiles unchanged. The motion is the exact solution of
/// `m·x″ + c·x′ + k·x = k·target` in all three regimes (see
/// ``value(target:initialVelocity:time:)``), not a numerical integration.
///
/// ## Parametrizations
/// - `response` r and `dampingRatio` ζ: `stiffness = (2π/r)²`,
///   `damping = 4π·ζ/r`, `mass = 1`.
/// - `duration` d and `bounce` b: response d, `ζ = 1 − b` for b ≥ 0 and
///   `ζ = 1/(1 + b)` for b < 0.
/// - `mass`, `stiffness`, `damping` directly.
///
/// ## Bad input
/// SwiftUI documents no rule for non-finite or non-positive parameters. The
/// SwiftUI-named initializers therefore stop the program with a message
/// naming the parameter, and the `validated(…)` factories throw
/// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
/// instead. Accepted: response and duration finite and ≥ 0 (0 is SwiftUI's
/// infinitely stiff spring, represented by the stiffest spring whose rates
/// are finite: response ``minimumResponse``); mass and stiffness finite and
/// positive; dampingRatio and damping finite and ≥ 0 (0 oscillates forever);
/// bounce in [−1, 1] (−1, infinitely over-damped, is represented by damping
/// ratio 2⁵², a spring that does not move in any practical time). The
/// SwiftUI clamp kept is `allowOverDamping`.
public struct Spring: Hashable, Sendable {
    /// The mass attached to the spring (1 for the response and duration
    /// forms).
    public let mass: Double
    /// The spring constant k, in mass units per s².
    public let stiffness: Double
    /// The damping coefficient c, in mass units per s.
    public let damping: Double

    init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The spring SwiftUI's `Spring()` gives: duration 0.5 s, no bounce
    /// (critically damped). Declared so that `Spring()` is not ambiguous
    /// between the two initializers whose parameters all have defaults.
    public init() {
        self.init(duration: 0.5, bounce: 0)
    }

    /// A spring from its response (seconds, the period of the undamped
    /// oscillation) and damping ratio (1 is critical damping).
    ///
    /// A response of 0 is SwiftUI's infinitely stiff spring (see
    /// ``minimumResponse``). Stops the program with a message naming the
    /// parameter for a negative or non-finite response or damping ratio;
    /// see ``validated(response:dampingRatio:)``.
    ///
    /// - Parameters:
    ///   - response: seconds; 0 or more, finite.
    ///   - dampingRatio: the damping as a fraction of critical; 0 or more,
    ///     finite.
    public init(response: Double = 0.5, dampingRatio: Double = 0.825) {
        self = validOrFatal("Spring(response:dampingRatio:)") {
            try Self.validated(response: response, dampingRatio: dampingRatio)
        }
    }

    /// A spring from its perceptual duration (seconds; equal to the
    /// response) and bounce (0 critically damped, up to 1 undamped, down to
    /// −1 ever more over-damped).
    ///
    /// A duration of 0 is infinitely stiff, as a response of 0 is. Stops
    /// the program with a message naming the parameter for a negative or
    /// non-finite duration or a bounce outside [−1, 1]; see
    /// ``validated(duration:bounce:)``.
    ///
    /// - Parameters:
    ///   - duration: seconds; 0 or more, finite.
    ///   - bounce: from −1 to 1.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self = validOrFatal("Spring(duration:bounce:)") {
            try Self.validated(duration: duration, bounce: bounce)
        }
    }

    /// A spring from its physical coefficients. Unless `allowOverDamping`,
    /// damping above critical (`2·√(stiffness·mass)`) is clamped to critical,
    /// as SwiftUI does.
    ///
    /// Stops the program with a message naming the parameter for a
    /// non-positive or non-finite mass or stiffness or a negative or
    /// non-finite damping; see
    /// ``validated(mass:stiffness:damping:allowOverDamping:)``.
    ///
    /// - Parameters:
    ///   - mass: positive, finite.
    ///   - stiffness: positive, finite.
    ///   - damping: 0 or more, finite.
    ///   - allowOverDamping: whether damping above critical is kept.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self = validOrFatal("Spring(mass:stiffness:damping:allowOverDamping:)") {
            try Self.validated(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
        }
    }

    /// ``init(response:dampingRatio:)``, throwing
    /// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    /// naming `response` or `dampingRatio` instead of stopping.
    ///
    /// - Parameters:
    ///   - response: seconds; 0 or more, finite.
    ///   - dampingRatio: the damping as a fraction of critical; 0 or more,
    ///     finite.
    /// - Returns: the spring.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming the first parameter out of range.
    public static func validated(response: Double, dampingRatio: Double) throws -> Spring {
        try requireNonNegative(response, "response")
        try requireNonNegative(dampingRatio, "dampingRatio")
        let omega = 2 * Double.pi / Swift.max(response, minimumResponse)
        return try Spring(uncheckedMass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingRatio / Swift.max(response, minimumResponse))
            .representable(from: "response", response)
    }

    /// The response that stands for SwiftUI's infinitely stiff spring
    /// (response 0): 2π·10⁻¹⁵⁴ s, the shortest whose stiffness (2π/r)² = 10³⁰⁸
    /// is finite. Such a spring reaches its target within about 10⁻¹⁵³ s.
    public static let minimumResponse = 2 * Double.pi * 1e-154

    /// ``init(duration:bounce:)``, throwing
    /// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    /// naming `duration` or `bounce` instead of stopping.
    ///
    /// - Parameters:
    ///   - duration: seconds; 0 or more, finite.
    ///   - bounce: from −1 to 1.
    /// - Returns: the spring.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming the first parameter out of range.
    public static func validated(duration: Double, bounce: Double) throws -> Spring {
        try requireNonNegative(duration, "duration")
        guard bounce.isFinite && bounce >= -1 && bounce <= 1 else {
            throw AnimationKernelsError.invalidParameter(parameter: "bounce", value: "\(bounce)", requirement: "must be in [-1, 1]")
        }
        // 1/(1 + b) is infinite at b = −1: an infinitely damped spring, which
        // damping ratio 2⁵² represents (it does not move in practice).
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / Swift.max(1 + bounce, .ulpOfOne)
        return try validated(response: duration, dampingRatio: dampingRatio)
    }

    /// ``init(mass:stiffness:damping:allowOverDamping:)``, throwing
    /// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    /// naming `mass`, `stiffness` or `damping` instead of stopping.
    ///
    /// - Parameters:
    ///   - mass: positive, finite.
    ///   - stiffness: positive, finite.
    ///   - damping: 0 or more, finite.
    ///   - allowOverDamping: whether damping above critical is kept.
    /// - Returns: the spring.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming the first parameter out of range.
    public static func validated(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) throws -> Spring {
        try AnimationKernelsError.requirePositive(mass, "mass")
        try AnimationKernelsError.requirePositive(stiffness, "stiffness")
        try requireNonNegative(damping, "damping")
        let critical = 2 * (stiffness * mass).squareRoot()
        let clamped = allowOverDamping ? damping : Swift.min(damping, critical)
        return try Spring(uncheckedMass: mass, stiffness: stiffness, damping: clamped)
            .representable(from: "stiffness", stiffness)
    }

    /// Throws unless the rates the motion uses (ω0² = k/m > 0, λ = c/2m)
    /// are finite: extreme but individually valid parameters can overflow
    /// or underflow them.
    func representable(from parameter: String, _ value: Double) throws -> Spring {
        let omegaSquared = stiffness / mass
        let lambda = damping / (2 * mass)
        guard stiffness.isFinite, damping.isFinite, omegaSquared.isFinite, omegaSquared > 0, lambda.isFinite else {
            throw AnimationKernelsError.invalidParameter(
                parameter: parameter, value: "\(value)",
                requirement: "must give finite, positive stiffness/mass and finite damping/mass")
        }
        return self
    }

    /// The period of the undamped oscillation, `2π·√(mass/stiffness)`, in
    /// seconds.
    public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// The damping as a fraction of critical damping, `c / (2·√(k·m))`.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The perceptual duration in seconds; equal to ``response``.
    public var duration: Double { response }

    /// How bouncy the spring is: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` above.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The value at `time` (seconds) of a spring that starts at zero with
    /// `initialVelocity` (units per second) and pulls towards `target`.
    ///
    /// Closed form: two scalar coefficients, then `target·f + v0·g` with
    /// `scaled(by:)` and `+`, so the cost is O(1) transcendentals plus O(n)
    /// arithmetic for an n-element value. Negative times are clamped to 0
    /// (the spring has not moved yet); a NaN or infinite time stops the
    /// program with a message (the batch ``values(target:initialVelocity:times:into:)``
    /// throws instead).
    ///
    /// - Parameters:
    ///   - target: the displacement the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - time: seconds since the release; negative is 0, non-finite stops
    ///     the program.
    /// - Returns: the displacement at `time`.
    /// - Complexity: O(1) transcendentals plus O(n) arithmetic for an
    ///   n-element value.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let (f, g) = SpringMotion(self).valueCoefficients(at: Self.checkedTime(time, "Spring.value(target:initialVelocity:time:)"))
        return target.scaled(by: f) + initialVelocity.scaled(by: g)
    }

    /// The velocity (units per second) at `time` of the motion
    /// ``value(target:initialVelocity:time:)`` describes; same cost and
    /// bad-input behaviour.
    ///
    /// - Parameters:
    ///   - target: the displacement the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - time: seconds since the release; negative is 0, non-finite stops
    ///     the program.
    /// - Returns: the velocity at `time`, in units per second.
    /// - Complexity: O(1) transcendentals plus O(n) arithmetic for an
    ///   n-element value.
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let (f, g) = SpringMotion(self).velocityCoefficients(at: Self.checkedTime(time, "Spring.velocity(target:initialVelocity:time:)"))
        return target.scaled(by: f) + initialVelocity.scaled(by: g)
    }

    /// `time` clamped below at 0; stops the program if it is not finite.
    @usableFromInline
    static func checkedTime(_ time: Double, _ caller: String) -> Double {
        if !time.isFinite { fatalError("\(caller): invalid time = \(time): must be finite") }
        return Swift.max(time, 0)
    }
}

extension Spring: CustomStringConvertible {
    /// The physical coefficients, e.g. `Spring(mass: 1.0, stiffness: 157.9…, damping: 17.5…)`.
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
