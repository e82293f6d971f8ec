/// Something that contributes keyframes to a ``KeyframeTrack``: one of the
/// four keyframe types, a ``Keyframe``, or what a
/// ``KeyframeTrackContentBuilder`` builds.
///
/// Mirrors SwiftUI's `KeyframeTrackContent`. SwiftUI keeps the requirement
/// private; here it is ``keyframes``, the content as a flat list.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable

    /// The keyframes, in playing order.
    var keyframes: [Keyframe<Value>] { get }
}

/// One keyframe of any of the four kinds: the form in which a
/// ``KeyframeTrack`` receives its keyframes.
public enum Keyframe<Value: Animatable>: KeyframeTrackContent {
    /// Interpolates along a timing curve (see ``LinearKeyframe``).
    case linear(LinearKeyframe<Value>)
    /// A cubic (Hermite) segment, Catmull-Rom next to other cubic keyframes
    /// (see ``CubicKeyframe``).
    case cubic(CubicKeyframe<Value>)
    /// Driven by a spring (see ``SpringKeyframe``).
    case spring(SpringKeyframe<Value>)
    /// Jumps to the value (see ``MoveKeyframe``).
    case move(MoveKeyframe<Value>)

    /// The keyframe itself.
    public var keyframes: [Keyframe<Value>] { [self] }

    /// The keyframe over `Value`'s `animatableData`, which the track
    /// interpolates.
    var animatableDataKeyframe: DataKeyframe<Value.AnimatableData> {
        switch self {
        case .linear(let keyframe):
            return DataKeyframe(.linear(keyframe.timingCurve), to: keyframe.to.animatableData, duration: keyframe.duration)
        case .cubic(let keyframe):
            return DataKeyframe(.cubic, to: keyframe.to.animatableData, duration: keyframe.duration,
                                startVelocity: keyframe.startVelocity?.animatableData, endVelocity: keyframe.endVelocity?.animatableData)
        case .spring(let keyframe):
            return DataKeyframe(.spring(keyframe.spring), to: keyframe.to.animatableData, duration: keyframe.duration,
                                startVelocity: keyframe.startVelocity?.animatableData)
        case .move(let keyframe):
            return DataKeyframe(.move, to: keyframe.to.animatableData, duration: 0)
        }
    }
}

extension Keyframe: Sendable where Value: Sendable {}

/// Builds a list of keyframes from a block of keyframe expressions, with
/// `if`, `if`–`else` and `for` allowed, as SwiftUI's
/// `KeyframeTrackContentBuilder` does.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe or other content, as its keyframes.
    ///
    /// - Parameter content: A keyframe, or content holding keyframes.
    /// - Returns: Its keyframes, in order.
    public static func buildExpression(_ content: some KeyframeTrackContent<Value>) -> [Keyframe<Value>] {
        content.keyframes
    }

    /// The keyframes of consecutive statements, in order.
    ///
    /// - Parameter components: The keyframes of each statement.
    /// - Returns: All of them, in statement order.
    /// - Complexity: O(total keyframes).
    public static func buildBlock(_ components: [Keyframe<Value>]...) -> [Keyframe<Value>] {
        components.flatMap { $0 }
    }

    /// The keyframes of an `if` without `else`; none when it is false.
    ///
    /// - Parameter component: The branch's keyframes, or `nil` when not taken.
    /// - Returns: The keyframes, or none.
    public static func buildOptional(_ component: [Keyframe<Value>]?) -> [Keyframe<Value>] {
        component ?? []
    }

    /// The keyframes of the taken `if` branch.
    ///
    /// - Parameter component: The `if` branch's keyframes.
    /// - Returns: `component`.
    public static func buildEither(first component: [Keyframe<Value>]) -> [Keyframe<Value>] {
        component
    }

    /// The keyframes of the taken `else` branch.
    ///
    /// - Parameter component: The `else` branch's keyframes.
    /// - Returns: `component`.
    public static func buildEither(second component: [Keyframe<Value>]) -> [Keyframe<Value>] {
        component
    }

    /// The keyframes of every iteration of a `for` loop, in order.
    ///
    /// - Parameter components: The keyframes of each iteration.
    /// - Returns: All of them, in iteration order.
    /// - Complexity: O(total keyframes).
    public static func buildArray(_ components: [[Keyframe<Value>]]) -> [Keyframe<Value>] {
        components.flatMap { $0 }
    }
}
