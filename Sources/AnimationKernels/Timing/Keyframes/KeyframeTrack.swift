/// A sequence of keyframes animating a single property of a root type, or
/// the root value itself: one track of a ``KeyframeTimeline``.
///
/// Mirrors SwiftUI's iOS 17 `KeyframeTrack`. Every track plays from the
/// timeline's start; before its first keyframe it has the property's value
/// in the timeline's initial value, and after its last one it holds the
/// last value. The property may be of any ``Animatable`` type, as in
/// SwiftUI (`Angle`, `CGPoint`, `CGRect`, ``UnitPoint``, `Double`,
/// ``AnimatablePair``, ``AnimatableVector``, your own types): the keyframes
/// interpolate its `animatableData`, and each frame's value is the
/// property's current value with that `animatableData` set. Departure: the
/// type has two generic parameters, not SwiftUI's three (its content type
/// is the list of ``Keyframe``s), which code that does not spell the type
/// out never sees.
///
/// ```swift
/// struct Values { var scale = 1.0; var angle = Angle.zero }
/// let timeline = KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.scale) { LinearKeyframe(1.5, duration: 0.3) }
///     KeyframeTrack(\.angle) { SpringKeyframe(.degrees(-20), duration: 0.5) }
/// }
/// ```
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes {
    /// The property the track animates.
    let keyPath: WritableKeyPath<Root, Value>
    /// The keyframes, in playing order.
    let keyframes: [Keyframe<Value>]
    /// Whether the track animates the whole root value (`keyPath` is `\Root.self`).
    let isWholeValue: Bool

    /// A track that animates the property at `keyPath` through `content`'s
    /// keyframes. Checked when the timeline is built (see
    /// ``KeyframeTimeline``). For the whole value prefer
    /// ``init(content:)``: `\.self` gives the same values, but through a
    /// key path, and a vector timeline's batched fill needs the former.
    ///
    /// - Parameters:
    ///   - keyPath: The property of the timeline's value to animate.
    ///   - content: The keyframes, built with `if`, `if`–`else` and `for`
    ///     allowed.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = content()
        self.isWholeValue = false
    }

    /// A track that animates the timeline's whole value through `content`'s
    /// keyframes.
    ///
    /// - Parameter content: The keyframes, built with `if`, `if`–`else` and
    ///   `for` allowed.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> [Keyframe<Root>]) where Root == Value {
        self.keyPath = \Root.self
        self.keyframes = content()
        self.isWholeValue = true
    }

    /// The track itself.
    public var tracks: [AnyKeyframeTrack<Root>] { [AnyKeyframeTrack(keyPath, keyframes, isWholeValue: isWholeValue)] }
}
