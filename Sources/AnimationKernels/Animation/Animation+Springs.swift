import Foundation

// The spring factories of SwiftUI's iOS 17 `Animation`.
//
// Bad input (SwiftUI has no rule): spring parameters that ``Spring``'s
// `validated` constructors refuse (a negative, NaN or infinite response,
// duration, stiffness, mass, damping or damping fraction, a bounce outside
// [−1, 1]) give SwiftUI's infinitely stiff spring, so the change shows at
// once; a bad blend duration is 0 and a non-finite initial velocity 0.
// ``Animation/validated()`` reports each.
extension Animation {
    /// The animation SwiftUI uses when none is given: on iOS 17,
    /// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`
    /// (before iOS 17 it was `easeInOut`).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// A persistent spring with the default parameters (response 0.5 s,
    /// damping fraction 0.825). Like every `spring` animation, it takes over
    /// a running animation on the same value, "preserving velocity from one
    /// animation to the next".
    public static var spring: Animation { spring() }

    /// A persistent spring: "when mixed with other `spring()` or
    /// `interactiveSpring()` animations on the same property, each animation
    /// will be replaced by their successor, preserving velocity from one
    /// animation to the next".
    ///
    /// - Parameters:
    ///   - response: the undamped period in seconds; 0 is infinitely stiff.
    ///   - dampingFraction: the damping as a fraction of critical damping.
    ///   - blendDuration: recorded but not used: the motion is the spring's
    ///     closed form, so there is no response to blend (a departure).
    /// - Returns: the animation.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        springAnimation(merges: true, blendDuration: blendDuration) { try Spring.validated(response: response, dampingRatio: dampingFraction) }
    }

    /// A persistent spring of perceptual `duration` seconds and `bounce`
    /// (0 none, up to 1 undamped, down to −1 infinitely damped); merges as
    /// ``spring(response:dampingFraction:blendDuration:)`` does.
    ///
    /// - Parameters:
    ///   - duration: perceptual duration in seconds, > 0.
    ///   - bounce: −1…1: 0 none, towards 1 undamped, towards −1 infinitely damped.
    ///   - blendDuration: recorded but not used, as in
    ///     ``spring(response:dampingFraction:blendDuration:)`` (a departure).
    /// - Returns: the animation.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        springAnimation(merges: true, blendDuration: blendDuration) { try Spring.validated(duration: duration, bounce: bounce) }
    }

    /// A persistent animation of `spring`; merges as
    /// ``spring(response:dampingFraction:blendDuration:)`` does.
    ///
    /// - Parameters:
    ///   - spring: the spring, used as it is.
    ///   - blendDuration: recorded but not used, as in
    ///     ``spring(response:dampingFraction:blendDuration:)`` (a departure).
    /// - Returns: the animation.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(builtIn: SpringAnimation(spring: spring, blendDuration: blendDuration, merges: true))
    }

    /// A quick spring for interactive motion: response 0.15 s, damping
    /// fraction 0.86, blend duration 0.25 s.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// "A convenience for a `spring` animation with a lower `response`
    /// value, intended for driving interactive animations."
    ///
    /// - Parameters:
    ///   - response: seconds of one undamped oscillation.
    ///   - dampingFraction: 0 undamped, 1 critically damped.
    ///   - blendDuration: recorded but not used, as in
    ///     ``spring(response:dampingFraction:blendDuration:)`` (a departure).
    /// - Returns: the animation.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// An interactive spring of `duration` seconds with bounce `extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: perceptual duration in seconds.
    ///   - extraBounce: bounce added to none, −1…1.
    ///   - blendDuration: recorded but not used, as in
    ///     ``spring(response:dampingFraction:blendDuration:)`` (a departure).
    /// - Returns: the animation.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: extraBounce, blendDuration: blendDuration)
    }

    /// An interpolating spring with the default ``Spring`` (duration 0.5 s,
    /// no bounce).
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// "An interpolating spring animation that uses a damped spring model to
    /// produce values in the range [0, 1] that are then used to interpolate
    /// within the [from, to] range of the animated property. Preserves
    /// velocity across overlapping animations by adding the effects of each
    /// animation."
    ///
    /// - Parameters:
    ///   - mass: the mass on the spring.
    ///   - stiffness: the spring constant.
    ///   - damping: the damping coefficient (clamped to critical, as
    ///     ``Spring/init(mass:stiffness:damping:allowOverDamping:)`` does).
    ///   - initialVelocity: the starting velocity as a fraction of the
    ///     animated change per second.
    /// - Returns: the animation.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        springAnimation(merges: false, initialVelocity: initialVelocity) { try Spring.validated(mass: mass, stiffness: stiffness, damping: damping) }
    }

    /// An interpolating spring of perceptual `duration` seconds and
    /// `bounce`; adds to running animations.
    ///
    /// - Parameters:
    ///   - duration: perceptual duration in seconds.
    ///   - bounce: −1…1: 0 none, towards 1 undamped.
    ///   - initialVelocity: the starting velocity as a fraction of the animated change per second.
    /// - Returns: the animation.
    @_disfavoredOverload
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        springAnimation(merges: false, initialVelocity: initialVelocity) { try Spring.validated(duration: duration, bounce: bounce) }
    }

    /// An interpolating animation of `spring`; adds to running animations.
    ///
    /// - Parameters:
    ///   - spring: the spring, used as it is.
    ///   - initialVelocity: the starting velocity as a fraction of the animated change per second.
    /// - Returns: the animation.
    public static func interpolatingSpring(_ spring: Spring = Spring(), initialVelocity: Double = 0) -> Animation {
        Animation(builtIn: SpringAnimation(spring: spring, initialVelocity: initialVelocity, merges: false))
    }

    /// A smooth spring: duration 0.5 s, no bounce.
    public static var smooth: Animation { smooth() }

    /// A smooth spring of `duration` seconds with bounce `extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: perceptual duration in seconds.
    ///   - extraBounce: bounce added to none.
    /// - Returns: the animation.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring: duration 0.5 s, bounce 0.15.
    public static var snappy: Animation { snappy() }

    /// A snappy spring of `duration` seconds with bounce 0.15 + `extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: perceptual duration in seconds.
    ///   - extraBounce: bounce added to 0.15.
    /// - Returns: the animation.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: duration 0.5 s, bounce 0.3.
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring of `duration` seconds with bounce 0.3 + `extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: perceptual duration in seconds.
    ///   - extraBounce: bounce added to 0.3.
    /// - Returns: the animation.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The spring `make` validates, animated; SwiftUI's infinitely stiff
    /// spring with the error recorded when it throws.
    private static func springAnimation(
        merges: Bool, blendDuration: Double = 0, initialVelocity: Double = 0, _ make: () throws -> Spring
    ) -> Animation {
        let (spring, issue) = Spring.orFallback(Spring.rigid, make)
        return Animation(builtIn: SpringAnimation(
            spring: spring, blendDuration: blendDuration, initialVelocity: initialVelocity, merges: merges, issue: issue))
    }
}
