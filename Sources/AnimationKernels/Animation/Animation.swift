import Foundation

/// How a value changes over time: SwiftUI's `Animation`, evaluated here
/// directly.
///
/// Mirrors SwiftUI's iOS 17 `Animation`: the same factories (``linear``,
/// ``easeInOut(duration:)``, ``spring(response:dampingFraction:blendDuration:)``,
/// …), modifiers (``delay(_:)``, ``speed(_:)``, ``repeatCount(_:autoreverses:)``,
/// ``repeatForever(autoreverses:)``, ``logicallyComplete(after:)``) and
/// evaluation interface (``animate(value:time:context:)``,
/// ``velocity(value:time:context:)``, ``shouldMerge(previous:value:time:context:)``).
/// Every built-in animation is a pure function of the elapsed time: a fresh
/// ``AnimationContext`` at time t gives what a context carried frame by
/// frame gives, so frames can be sampled in any order.
///
/// ## Bad input
/// SwiftUI documents no rule for negative, NaN or infinite durations,
/// delays and speeds or repeat counts below 1, and its factories cannot
/// throw. Here they never stop the program and never produce NaN: each is
/// clamped as its factory documents, and ``validated()`` (which
/// ``AnimationTimeline/set(_:at:animation:)`` calls) throws
/// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
/// naming the first such parameter.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation's behaviour.
    let base: any CustomAnimation
    /// `base`'s batch form: `base` itself when built in (cast once here: a
    /// dynamic cast per use cost about as much as a block of the timeline's
    /// product), else ``CustomAnimationProgress``. Not optional, so that a
    /// call through it opens it in place: an optional existential is copied
    /// first, retaining every box it holds.
    let progress: any AnimationProgress
    /// Seconds from start to finish for built-in animations (∞ if never);
    /// nil for a custom animation, whose end is known only when it returns nil.
    let duration: Double?
    /// The first bad parameter of this animation or of those it wraps.
    let issue: AnimationKernelsError?
    /// Whether a custom animation is inside, which may keep state in its
    /// context: timelines then evaluate it frame by frame, in order.
    let keepsState: Bool

    /// An animation that behaves as `base`.
    ///
    /// - Parameter base: a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        if let builtIn = base as? any BuiltInAnimation {
            self.init(builtIn: builtIn)
        } else {
            self.init(base: base, progress: CustomAnimationProgress(base: base), duration: nil, issue: nil, keepsState: true)
        }
    }

    init(builtIn: some BuiltInAnimation) {
        self.init(base: builtIn, progress: builtIn, duration: builtIn.duration, issue: builtIn.issue, keepsState: builtIn.keepsState)
    }

    private init(base: any CustomAnimation, progress: any AnimationProgress, duration: Double?, issue: AnimationKernelsError?,
                 keepsState: Bool) {
        self.base = base
        self.progress = progress
        self.duration = duration
        self.issue = issue
        self.keepsState = keepsState
    }

    /// The part of `value` covered at `time` seconds after the start (zero
    /// at the start, `value` at the end), or nil once the animation is done.
    ///
    /// - Parameters:
    ///   - value: the change to animate.
    ///   - time: seconds since the start; negative counts as 0, NaN as 0.
    ///   - context: the animation's state (a fresh `AnimationContext()`
    ///     suffices for the built-in animations).
    /// - Returns: the covered part, or nil when done.
    /// - Complexity: O(1) scalar work plus O(n) for an n-element value; the
    ///   built-in animations allocate nothing for a `Double`.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity (per second) of ``animate(value:time:context:)`` at
    /// `time`, or nil once done or when unknown.
    ///
    /// - Parameters:
    ///   - value: the change to animate.
    ///   - time: seconds since the start.
    ///   - context: the animation's state.
    /// - Returns: the velocity, or nil.
    /// - Complexity: O(N) in the components of `value`, for every built-in
    ///   animation.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over the running `previous` one (keeping
    /// its value and velocity) rather than adding to it: true for the
    /// ``spring(response:dampingFraction:blendDuration:)`` family, false for
    /// curves and interpolating springs. A spring inside ``delay(_:)``,
    /// ``speed(_:)``, ``repeatCount(_:autoreverses:)``,
    /// ``repeatForever(autoreverses:)`` or ``logicallyComplete(after:)``
    /// merges only with an animation wrapped the same way, with the same
    /// parameters ("a running animation of the same animation type"), asked
    /// at its own time (`time − delay`, `time · speed`).
    ///
    /// - Parameters:
    ///   - previous: the running animation.
    ///   - value: the change `previous` animates.
    ///   - time: seconds since `previous` started.
    ///   - context: `previous`'s context; what this animation leaves in it
    ///     is the state it starts from when it merges.
    /// - Returns: true to merge.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// This animation if all its parameters are ones SwiftUI defines.
    ///
    /// - Returns: `self`.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming the first negative, NaN or infinite duration, delay or
    ///   speed, repeat count below 1 or spring parameter outside its range.
    public func validated() throws -> Animation {
        if let issue { throw issue }
        return self
    }

    /// Equal when both wrap equal animations of the same type.
    ///
    /// - Parameters:
    ///   - lhs: An animation.
    ///   - rhs: Another animation.
    /// - Returns: Whether both wrap equal values of the same type.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the wrapped animation's type and value.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }

    /// The wrapped animation, e.g. `TimingCurveAnimation(curve: …, duration: 0.35)`.
    public var description: String {
        String(describing: base)
    }
}

/// What a timeline's weights read of an animation (see
/// ``Animation/progress``).
protocol AnimationProgress: Sendable {
    /// Replaces each of `count` times (seconds since the start) by the
    /// animation's progress then, `animate(value: 1.0, …) ?? 1`: the batch
    /// form a timeline builds its weights with. Times before the start
    /// (negative) give 0 and +∞ gives 1, so modifiers can map times without
    /// a mask. Allocation-free for built-in animations.
    func fillProgress(_ times: UnsafeMutablePointer<Double>, count: Int)

    /// The spring this animation runs once it has merged, `elapsed`
    /// seconds after the start of the run it takes over; nil unless it is
    /// a merging spring, bare or inside built-in modifiers.
    func springTakeover(elapsed: Double) -> SpringTakeover?
}

/// A built-in animation: a pure function of time with a known duration and
/// a record of any parameter it had to clamp.
protocol BuiltInAnimation: CustomAnimation, AnimationProgress {
    /// Seconds until ``animate(value:time:context:)`` returns nil; ∞ if never.
    var duration: Double { get }
    /// The first parameter that had to be clamped, if any.
    var issue: AnimationKernelsError? { get }

    /// Whether a custom animation is inside (see ``Animation/keepsState``).
    var keepsState: Bool { get }
}

/// A custom animation's progress, one time at a time with a fresh context;
/// it never takes over as a spring.
struct CustomAnimationProgress: AnimationProgress {
    let base: any CustomAnimation

    func fillProgress(_ times: UnsafeMutablePointer<Double>, count: Int) {
        base.fillProgressOneByOne(times, count: count)
    }

    func springTakeover(elapsed: Double) -> SpringTakeover? { nil }
}

extension BuiltInAnimation {
    /// A curve or spring wraps nothing: false.
    var keepsState: Bool { false }
}

/// `time` as the built-in animations read it: NaN and negative times are 0.
func elapsed(_ time: Double) -> Double {
    time > 0 ? time : 0
}

/// The clamp for a duration or delay: NaN and negative values are 0
/// (instant), +∞ stays (never finishes), and the error ``Animation/validated()``
/// reports, if any.
func clampedSeconds(_ seconds: Double, _ parameter: String) -> (Double, AnimationKernelsError?) {
    if seconds >= 0 && seconds.isFinite { return (seconds, nil) }
    let error = AnimationKernelsError.invalidParameter(parameter: parameter, value: "\(seconds)", requirement: "must be finite and non-negative")
    return (seconds == .infinity ? .infinity : 0, error)
}
