/// A keyframe that jumps to its value at once, taking no time.
///
/// Mirrors SwiftUI's `MoveKeyframe`: any ``Animatable`` value, whose
/// `animatableData` the track interpolates. At the time of the jump the track already has
/// the new value.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value jumped to.
    public var to: Value

    /// A keyframe that jumps to `to`.
    ///
    /// - Parameter to: the value jumped to.
    public init(_ to: Value) {
        self.to = to
    }

    /// The keyframe, as a ``Keyframe``.
    public var keyframes: [Keyframe<Value>] { [.move(self)] }
}

extension MoveKeyframe: Sendable where Value: Sendable {}
