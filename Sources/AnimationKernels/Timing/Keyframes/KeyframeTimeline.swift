/// How a value changes over time, described by keyframe tracks: scrub it
/// with ``value(time:)->Value`` or ``value(progress:)->Value``.
///
/// Mirrors SwiftUI's iOS 17 `KeyframeTimeline`:
///
/// ```swift
/// struct Values { var scale = 1.0; var rotation = 0.0 }
/// let timeline = KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.6, duration: 0.2)
///         SpringKeyframe(1.0, duration: 0.4, spring: Spring(response: 0.1, dampingRatio: 0.24))
///     }
///     KeyframeTrack(\.rotation) { CubicKeyframe(30, duration: 0.3) }
/// }
/// let frame = timeline.value(time: 0.25)
/// ```
///
/// Every track plays from time 0: it starts from its property's value in
/// `initialValue` and, after its last keyframe, holds its last value. The
/// ``duration`` is the longest track's. Tracks write their values in order,
/// so where two animate the same property the later one wins. Keyframes
/// written outside any track animate the whole value (a
/// `KeyframeTrack { … }`).
///
/// ## Segments
/// - ``LinearKeyframe``: along its timing curve.
/// - ``CubicKeyframe``: a cubic Hermite curve; automatic velocities are
///   Catmull-Rom through the neighbouring keys, borrowed from a neighbour of
///   another kind, or zero at the ends of the track and beside a jump.
/// - ``SpringKeyframe``: a spring from the previous segment's end value and
///   velocity; cut short by its duration, it hands over where it got.
/// - ``MoveKeyframe``, and any keyframe of zero duration: a jump.
///
/// ## Values
/// Any ``Animatable`` value, as in SwiftUI: the keyframes interpolate its
/// `animatableData` (an `Angle`'s radians, a `CGPoint`'s pair of
/// coordinates), and each frame is the value being replaced with that
/// `animatableData` set. A value that animates as itself (`Double`, an
/// ``AnimatablePair``, an ``AnimatableVector``) is written directly.
///
/// ## Bad input
/// SwiftUI documents no rule for bad keyframes; nothing here stops the
/// program. The SwiftUI-named ``init(initialValue:content:)`` counts a
/// negative or non-finite duration as 0 (the keyframe becomes a jump), and
/// so an undamped spring keyframe without a duration (it never settles),
/// and a duration that would make the total infinite; a non-finite value
/// or initial value passes through to the frames that use it (NaN in, NaN
/// out). A velocity, given or automatic, whose change over its keyframe's
/// duration is not finite (NaN, or beyond about 1e154 in magnitude, as
/// differences of keyframes near `Double`'s limits are) counts as zero, so
/// finite keyframes never give NaN. ``validated(initialValue:content:)``
/// and ``init(initialValue:keyframes:)`` throw
/// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
/// for all of these instead, naming the parameter (e.g.
/// `tracks[1].keyframes[2].duration`). A NaN time or progress gives the
/// initial value, as a time before the start does. A timeline without
/// tracks, or a track without keyframes, is valid: it holds its initial
/// value, with duration 0.
///
/// `@unchecked Sendable` when `Value` is: the tracks are immutable
/// closures over key paths and keyframe values of `Value`'s properties,
/// which are ``Animatable`` value types; nothing is written after
/// initialization.
public struct KeyframeTimeline<Value> {
    /// The value at time 0 and before.
    let initialValue: Value
    /// The resolved tracks, in writing order.
    let tracks: [ResolvedTrack<Value>]

    /// The timeline's length in seconds: the longest track's duration.
    public let duration: Double

    /// A timeline that starts at `initialValue` and plays `content`'s tracks.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time 0, from which every track starts.
    ///   - content: ``KeyframeTrack``s (or keyframes of the whole value),
    ///     built with `if`, `if`–`else` and `for` allowed.
    ///
    /// Accepts any keyframes: bad durations count as 0 and non-finite
    /// values pass through, as described for the type. O(number of
    /// keyframes), plus a settling-duration search for each spring keyframe
    /// without a duration.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> [AnyKeyframeTrack<Value>]) {
        self.init(initialValue: initialValue, tracks: content().map { $0.resolveLeniently(initialValue) })
    }

    /// A timeline that starts at `initialValue` and plays `content`'s tracks,
    /// or an error naming the first bad keyframe.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time 0, from which every track starts.
    ///   - content: ``KeyframeTrack``s (or keyframes of the whole value).
    /// - Returns: The timeline.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   as described for the type, naming `tracks[i]` (its index in the
    ///   built content).
    /// - Complexity: O(number of keyframes), plus a settling-duration search
    ///   for each spring keyframe without a duration.
    public static func validated(
        initialValue: Value, @KeyframesBuilder<Value> content: () -> [AnyKeyframeTrack<Value>]
    ) throws -> KeyframeTimeline {
        try KeyframeTimeline(initialValue: initialValue, tracks: content())
    }

    init(initialValue: Value, tracks: [AnyKeyframeTrack<Value>]) throws {
        try self.init(initialValue: initialValue, tracks: tracks.indices.map { try tracks[$0].resolve(initialValue, "tracks[\($0)]") })
    }

    init(initialValue: Value, tracks: [ResolvedTrack<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
        self.duration = tracks.reduce(0) { Swift.max($0, $1.duration) }
    }

    /// The value at `time` seconds from the start: the initial value before
    /// 0; each track's last value after its end.
    ///
    /// - Parameter time: Seconds from the start of the timeline; NaN gives
    ///   the initial value, as a time before the start (the batch
    ///   ``values(at:into:)-(_,UnsafeMutableBufferPointer<Value>)`` throws
    ///   for it instead).
    /// - Returns: The initial value with every track's value at `time`
    ///   written into its property.
    /// - Complexity: O(log keyframes) and one segment evaluation per track
    ///   (a bezier solve, a Hermite basis or two spring coefficients, then up
    ///   to four scaled additions).
    public func value(time: Double) -> Value {
        value(atAnyTime: time)
    }

    /// The value at `progress` through the timeline: `value(time: progress × duration)`.
    ///
    /// - Parameter progress: The fraction of ``duration`` elapsed, 0 at the
    ///   start and 1 at the end; values outside [0, 1] give the initial or
    ///   the final value, as times outside the timeline do; NaN gives the
    ///   initial value.
    /// - Returns: The value at that time.
    /// - Complexity: as ``value(time:)->Value``.
    public func value(progress: Double) -> Value {
        value(atAnyTime: Self.time(progress: progress, duration: duration))
    }

    /// `progress × duration`, with `progress` clamped to [0, 1] first so that
    /// a timeline of duration 0 never sees 0 × ∞; NaN stays NaN.
    static func time(progress: Double, duration: Double) -> Double {
        progress.isNaN ? progress : Swift.min(Swift.max(progress, 0), 1) * duration
    }

    /// The value at `time` (NaN: the initial value).
    func value(atAnyTime time: Double) -> Value {
        var value = initialValue
        // Indices rather than an iterator: unspecialized, the iterator's
        // element access allocates a coroutine frame per track.
        for i in tracks.indices {
            tracks[i].write(time, &value)
        }
        return value
    }
}

extension KeyframeTimeline where Value: Animatable {
    /// A timeline of one track that animates the whole value from
    /// `initialValue` through `keyframes`, or an error naming the first bad
    /// one.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time 0.
    ///   - keyframes: The keyframes, in playing order.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   as described for the type, naming `initialValue` or `keyframes[i]`.
    /// - Complexity: O(number of keyframes), plus a settling-duration search
    ///   for each spring keyframe without a duration.
    public init(initialValue: Value, keyframes: [Keyframe<Value>]) throws {
        self.init(initialValue: initialValue, tracks: [try AnyKeyframeTrack(\Value.self, keyframes, isWholeValue: true).resolve(initialValue, "")])
    }
}

extension KeyframeTimeline where Value: VectorArithmetic {
    /// The keyframes that alone decide the value: those of the last track
    /// when it animates the whole value (earlier tracks are overwritten),
    /// or none when there is no track. `nil` when the last track animates a
    /// part of the value.
    var wholeValueKeyframes: ResolvedKeyframes<Value>? {
        guard !tracks.isEmpty else {
            return ResolvedKeyframes(initialValue: initialValue, keyframes: [])
        }
        return lastWholeValueTrack?.keyframes
    }

    /// The last track's boxed keyframes when it animates the whole value;
    /// `nil` without tracks or for a property track.
    @inline(__always)
    var lastWholeValueTrack: WholeValueKeyframes<Value>? {
        // Subscripted rather than `last`: unspecialized, `last` allocates.
        guard !tracks.isEmpty, let box = tracks[tracks.count - 1].wholeValueKeyframes else { return nil }
        // Only a whole-value track stores a box, and of the root's own type
        // (``ResolvedTrack/of(_:_:isWholeValue:)``): no cast to check.
        return unsafeDowncast(box, to: WholeValueKeyframes<Value>.self)
    }
}

extension KeyframeTimeline: @unchecked Sendable where Value: Sendable {}
