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
/// SwiftUI documents only the range of `bounce`, [−1, 1]; its initializers
/// cannot throw, so the SwiftUI-named ones here clamp and never stop the
/// program, and the `validated(…)` factories throw
/// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
/// naming the parameter instead. The clamps: a NaN or negative response,
/// duration or settling duration is 0 (as a NaN or negative animation
/// duration is), and 0 is SwiftUI's infinitely stiff spring, represented by
/// the stiffest spring whose rates are finite (response ``minimumResponse``);
/// responses above 2π·10¹⁵³ s (+∞ included) are 2π·10¹⁵³ s, the softest
/// whose stiffness is a normal number; bounce is clamped to [−1, 1] and a
/// NaN bounce is 0; a damping ratio is clamped to [0, 2⁵²] (2⁵², which
/// also represents bounce −1, infinitely over-damped, is a spring that does
/// not move in any practical time) and a NaN one is 1, critical damping, as
/// `Spring()`'s; mass, stiffness and damping that are not valid (finite,
/// positive mass and stiffness, finite damping ≥ 0, finite rates) give the
/// spring of the response and damping ratio they describe, NaN and negative
/// coefficients read as 0, clamped as above. The SwiftUI clamp kept is
/// `allowOverDamping`.
///
/// Times: negative times are 0 (the spring has not moved yet), NaN gives
/// NaN (as libm's functions do), +∞ the limit: the target for a damped
/// spring, NaN for an undamped one, whose motion has none.
public struct Spring: Hashable, Sendable {
    /// The mass attached to the spring (1 for the response and duration
    /// forms).
    public let mass: Double
    /// The spring constant k, in mass units per s².
    public let stiffness: Double
    /// The damping coefficient c, in mass units per s.
    public let damping: Double
    /// The motion's rates and regime, worked out once here so that a value
    /// costs only its exponential and sine terms.
    @usableFromInline let motion: SpringMotion

    init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        motion = SpringMotion(decayRate: damping / (2 * mass), naturalFrequencySquared: stiffness / mass)
    }

    /// Whether two springs have the same mass, stiffness and damping.
    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
    }

    /// Hashes the mass, stiffness and damping, the components ``==(_:_:)``
    /// compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
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
    /// ``minimumResponse``). Never stops the program: out-of-range values
    /// are clamped as the type's "Bad input" section lists (NaN or negative
    /// response 0, above 2π·10¹⁵³ s that; damping ratio in [0, 2⁵²], NaN 1);
    /// see ``validated(response:dampingRatio:)`` for an error instead.
    ///
    /// - Parameters:
    ///   - response: seconds; 0 or more.
    ///   - dampingRatio: the damping as a fraction of critical; 0 or more.
    public init(response: Double = 0.5, dampingRatio: Double = 0.825) {
        self.init(uncheckedResponse: Self.clampedResponse(response), dampingRatio: Self.clampedDampingRatio(dampingRatio))
    }

    /// A spring from its perceptual duration (seconds; equal to the
    /// response) and bounce (0 critically damped, up to 1 undamped, down to
    /// −1 ever more over-damped).
    ///
    /// A duration of 0 is infinitely stiff, as a response of 0 is. Never
    /// stops the program: bounce is clamped to [−1, 1], SwiftUI's documented
    /// range (NaN is 0), and the duration as a response is (see the type's
    /// "Bad input" section); see ``validated(duration:bounce:)`` for an
    /// error instead.
    ///
    /// - Parameters:
    ///   - duration: seconds; 0 or more.
    ///   - bounce: from −1 to 1.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let clampedBounce = bounce.isNaN ? 0 : Swift.min(Swift.max(bounce, -1), 1)
        self.init(uncheckedResponse: Self.clampedResponse(duration), dampingRatio: Self.dampingRatio(bounce: clampedBounce))
    }

    /// A spring from its physical coefficients. Unless `allowOverDamping`,
    /// damping above critical (`2·√(stiffness·mass)`) is clamped to critical,
    /// as SwiftUI does.
    ///
    /// Never stops the program: coefficients that are not valid give the
    /// spring of the response `2π·√(mass/stiffness)` and damping ratio
    /// `damping/(2·√(stiffness·mass))` they describe, NaN and negative
    /// coefficients read as 0, clamped as in ``init(response:dampingRatio:)``;
    /// see ``validated(mass:stiffness:damping:allowOverDamping:)`` for an
    /// error instead.
    ///
    /// - Parameters:
    ///   - mass: positive, finite.
    ///   - stiffness: positive, finite.
    ///   - damping: 0 or more, finite.
    ///   - allowOverDamping: whether damping above critical is kept.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        if let spring = try? Self.validated(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping) {
            self = spring
            return
        }
        func clamped(_ value: Double) -> Double { value > 0 ? value : 0 }
        let (m, k, c) = (clamped(mass), clamped(stiffness), clamped(damping))
        let ratio = c / (2 * (k * m).squareRoot())
        self.init(uncheckedResponse: Self.clampedResponse(2 * Double.pi * (m / k).squareRoot()),
                  dampingRatio: Self.clampedDampingRatio(allowOverDamping ? ratio : Swift.min(ratio, 1)))
    }

    /// The spring of `response` (seconds, at least ``minimumResponse`` is
    /// used) and `dampingRatio`, unchecked: mass 1, stiffness (2π/r)²,
    /// damping 4π·ζ/r.
    init(uncheckedResponse response: Double, dampingRatio: Double) {
        let r = Swift.max(response, Self.minimumResponse)
        let omega = 2 * Double.pi / r
        self.init(uncheckedMass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingRatio / r)
    }

    /// The longest response the initializers keep: 2π·10¹⁵³ s, whose
    /// stiffness (2π/r)² = 10⁻³⁰⁶ is a normal number.
    static var maximumResponse: Double { 2 * Double.pi * 1e153 }

    /// The largest damping ratio the initializers keep: 2⁵², bounce −1's.
    static var maximumDampingRatio: Double { 0x1p52 }

    /// A response or duration as the SwiftUI-named initializers take it:
    /// NaN and negative are 0, at most ``maximumResponse``.
    static func clampedResponse(_ response: Double) -> Double {
        response > 0 ? Swift.min(response, maximumResponse) : 0
    }

    /// A damping ratio as the SwiftUI-named initializers take it: NaN is 1
    /// (critical), else clamped to [0, ``maximumDampingRatio``]; so with a
    /// clamped response the rates are finite.
    static func clampedDampingRatio(_ ratio: Double) -> Double {
        ratio.isNaN ? 1 : Swift.min(Swift.max(ratio, 0), maximumDampingRatio)
    }

    /// The damping ratio of `bounce` in [−1, 1]: `1 − b` for b ≥ 0, `1/(1 + b)`
    /// below; 1/(1 + b) is infinite at b = −1, an infinitely damped spring,
    /// which ``maximumDampingRatio`` represents (it does not move in practice).
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / Swift.max(1 + bounce, .ulpOfOne)
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
        return try Spring(uncheckedResponse: response, dampingRatio: dampingRatio).representable(from: "response", response)
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
        return try validated(response: duration, dampingRatio: dampingRatio(bounce: bounce))
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
    /// (the spring has not moved yet); a NaN time gives NaN, as libm's
    /// functions do, and +∞ the limit: `target` for a damped spring, NaN for
    /// an undamped one (the batch `values(target:initialVelocity:times:into:)`
    /// throws for non-finite times instead).
    ///
    /// - Parameters:
    ///   - target: the displacement the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - time: seconds since the release; negative is 0, NaN gives NaN,
    ///     +∞ the limit.
    /// - Returns: the displacement at `time`.
    /// - Complexity: O(1) transcendentals plus O(n) arithmetic for an
    ///   n-element value.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let (f, g) = motion.valueCoefficients(at: Self.clampedTime(time))
        return target.scaled(by: f) + initialVelocity.scaled(by: g)
    }

    /// The velocity (units per second) at `time` of the motion
    /// ``value(target:initialVelocity:time:)`` describes; same cost and
    /// bad-input behaviour (at +∞ the limit is 0 for a damped spring).
    ///
    /// - Parameters:
    ///   - target: the displacement the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - time: seconds since the release; negative is 0, NaN gives NaN,
    ///     +∞ the limit.
    /// - Returns: the velocity at `time`, in units per second.
    /// - Complexity: O(1) transcendentals plus O(n) arithmetic for an
    ///   n-element value.
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let (f, g) = motion.velocityCoefficients(at: Self.clampedTime(time))
        return target.scaled(by: f) + initialVelocity.scaled(by: g)
    }

    /// `time` clamped below at 0; NaN stays NaN.
    @usableFromInline
    static func clampedTime(_ time: Double) -> Double {
        time < 0 ? 0 : time
    }
}

extension Spring: CustomStringConvertible {
    /// The physical coefficients, e.g. `Spring(mass: 1.0, stiffness: 157.9…, damping: 17.5…)`.
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
