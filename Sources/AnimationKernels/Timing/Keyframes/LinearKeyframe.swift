/// A keyframe that interpolates to its value along a timing curve:
/// `from + (to − from)·curve(τ/duration)` at local time τ.
///
/// Mirrors SwiftUI's `LinearKeyframe`: any ``Animatable`` value, whose
/// `animatableData` the track interpolates. The duration is checked when the timeline is
/// built: a negative or non-finite one counts as 0, or is refused by the
/// `validated` forms (see ``KeyframeTimeline``); a zero one makes the
/// keyframe a jump.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value at the end of the segment.
    public var to: Value
    /// The length of the segment, in seconds.
    public var duration: Double
    /// How progress through the segment maps to progress between the values.
    public var timingCurve: UnitCurve

    /// A keyframe that reaches `to` after `duration` seconds along
    /// `timingCurve`.
    ///
    /// - Parameters:
    ///   - to: the value at the end of the segment.
    ///   - duration: the segment's length in seconds.
    ///   - timingCurve: maps progress in time to progress in value.
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// The keyframe, as a ``Keyframe``.
    public var keyframes: [Keyframe<Value>] { [.linear(self)] }
}

extension LinearKeyframe: Sendable where Value: Sendable {}
