/// A keyframe that reaches its value along a cubic Hermite curve: position
/// and velocity match at both ends of the segment.
///
/// Mirrors SwiftUI's `CubicKeyframe`: any ``Animatable`` value, whose
/// `animatableData` the track interpolates. A `nil` velocity is chosen by the track to keep
/// the motion smooth: next to another cubic keyframe, the Catmull-Rom
/// velocity `(next − previous)/(t_next − t_previous)` through the
/// neighbouring keys; next to another kind of keyframe, that neighbour's
/// velocity at the shared key; at the start and end of the track and beside
/// a jump, zero (the value is at rest there). The duration is checked when
/// the timeline is built.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value at the end of the segment.
    public var to: Value
    /// The length of the segment, in seconds.
    public var duration: Double
    /// The velocity at the start of the segment (`animatableData` units per second), or `nil`
    /// to let the track choose it.
    public var startVelocity: Value?
    /// The velocity at the end of the segment (`animatableData` units per second), or `nil`
    /// to let the track choose it.
    public var endVelocity: Value?

    /// A keyframe that reaches `to` after `duration` seconds, with the given
    /// or automatic velocities at the segment's ends.
    ///
    /// - Parameters:
    ///   - to: the value at the end of the segment.
    ///   - duration: the segment's length in seconds.
    ///   - startVelocity: `animatableData` units per second at the start, or `nil` for the track's choice.
    ///   - endVelocity: `animatableData` units per second at the end, or `nil` for the track's choice.
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// The keyframe, as a ``Keyframe``.
    public var keyframes: [Keyframe<Value>] { [.cubic(self)] }
}

extension CubicKeyframe: Sendable where Value: Sendable {}
