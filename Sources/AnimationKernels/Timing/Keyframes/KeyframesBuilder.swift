/// Builds the tracks of a ``KeyframeTimeline`` from a block of
/// ``KeyframeTrack``s, with `if`, `if`–`else` and `for` allowed, as
/// SwiftUI's `KeyframesBuilder` does.
///
/// Keyframes written straight into the block, outside any track, animate the
/// whole value; consecutive ones (including those of loops and branches)
/// form one track.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track or other ``Keyframes``, as its tracks.
    ///
    /// - Parameter content: A track, or other keyframes content.
    /// - Returns: Its tracks.
    public static func buildExpression(_ content: some Keyframes<Value>) -> [AnyKeyframeTrack<Value>] {
        content.tracks
    }

    /// Keyframes of the whole value written outside any track.
    ///
    /// - Parameter content: Keyframes of the whole value.
    /// - Returns: One track of those keyframes, joined with adjacent loose ones
    ///   by ``buildBlock(_:)``.
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> [AnyKeyframeTrack<Value>]
    where Content.Value == Value {
        [AnyKeyframeTrack(loose: content.keyframes)]
    }

    /// The tracks of consecutive statements, in order.
    ///
    /// - Parameter components: The tracks of each statement.
    /// - Returns: All of them in order, adjacent loose keyframes joined into one
    ///   track.
    /// - Complexity: O(total tracks and loose keyframes).
    public static func buildBlock(_ components: [AnyKeyframeTrack<Value>]...) -> [AnyKeyframeTrack<Value>] {
        joined(components)
    }

    /// The tracks of an `if` without `else`; none when it is false.
    ///
    /// - Parameter component: The branch's tracks, or `nil` when not taken.
    /// - Returns: The tracks, or none.
    public static func buildOptional(_ component: [AnyKeyframeTrack<Value>]?) -> [AnyKeyframeTrack<Value>] {
        component ?? []
    }

    /// The tracks of the taken `if` branch.
    ///
    /// - Parameter component: The `if` branch's tracks.
    /// - Returns: `component`.
    public static func buildEither(first component: [AnyKeyframeTrack<Value>]) -> [AnyKeyframeTrack<Value>] {
        component
    }

    /// The tracks of the taken `else` branch.
    ///
    /// - Parameter component: The `else` branch's tracks.
    /// - Returns: `component`.
    public static func buildEither(second component: [AnyKeyframeTrack<Value>]) -> [AnyKeyframeTrack<Value>] {
        component
    }

    /// The tracks of every iteration of a `for` loop, in order.
    ///
    /// - Parameter components: The tracks of each iteration.
    /// - Returns: All of them in order, adjacent loose keyframes joined into one
    ///   track.
    /// - Complexity: O(total tracks and loose keyframes).
    public static func buildArray(_ components: [[AnyKeyframeTrack<Value>]]) -> [AnyKeyframeTrack<Value>] {
        joined(components)
    }

    /// The parts in order, with adjacent loose keyframes joined into one
    /// track.
    static func joined(_ parts: [[AnyKeyframeTrack<Value>]]) -> [AnyKeyframeTrack<Value>] {
        var tracks: [AnyKeyframeTrack<Value>] = []
        for track in parts.joined() {
            if let last = tracks.last, let joined = last.join?(track) {
                tracks[tracks.count - 1] = joined
            } else {
                tracks.append(track)
            }
        }
        return tracks
    }
}
