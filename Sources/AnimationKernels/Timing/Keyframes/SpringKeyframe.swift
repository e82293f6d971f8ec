/// A keyframe whose segment is the motion of a spring pulling towards its
/// value.
///
/// Mirrors SwiftUI's `SpringKeyframe`: any ``Animatable`` value, whose
/// `animatableData` the track interpolates. The spring starts where the previous segment
/// ended, with `startVelocity` or, when that is `nil`, the velocity the
/// previous segment ended with (zero at the start of the track and after a
/// jump). A `nil` duration is the spring's ``Spring/settlingDuration``;
/// an undamped spring never settles, so then the duration counts as 0, or
/// the `validated` forms refuse it (see ``KeyframeTimeline``). A spring cut short by its duration does not reach
/// `to`: the next segment starts from where it got, with its velocity, as a
/// retargeted SwiftUI spring animation would.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value the spring pulls towards.
    public var to: Value
    /// The length of the segment in seconds, or `nil` for the spring's
    /// settling duration.
    public var duration: Double?
    /// The spring.
    public var spring: Spring
    /// The velocity at the start of the segment (`animatableData` units per second), or `nil`
    /// for the velocity the previous segment ended with.
    public var startVelocity: Value?

    /// A keyframe that springs towards `to` for `duration` seconds (default:
    /// until settled) with `spring`.
    ///
    /// - Parameters:
    ///   - to: the value the spring pulls towards.
    ///   - duration: the segment's length in seconds, or `nil` for the spring's settling duration.
    ///   - spring: the spring.
    ///   - startVelocity: `animatableData` units per second at the start, or `nil` for the previous segment's end velocity.
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// The keyframe, as a ``Keyframe``.
    public var keyframes: [Keyframe<Value>] { [.spring(self)] }
}

extension SpringKeyframe: Sendable where Value: Sendable {}
