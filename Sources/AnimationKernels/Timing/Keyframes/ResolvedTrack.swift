/// A ``KeyframeTrack`` resolved against a timeline's initial value: what
/// the timeline evaluates.
///
/// A struct of closures rather than an existential of a protocol with a
/// primary associated type: opening such an existential in generic code
/// costs more than evaluating the keyframes.
struct ResolvedTrack<Root> {
    /// The track's duration in seconds.
    let duration: Double
    /// Writes the track's value at a time into its part of a root (its
    /// initial value at NaN).
    let write: (Double, inout Root) -> Void
    /// `write` for `count` times and roots at once, with the timing
    /// evaluated in bulk (``ResolvedKeyframes/forEachWeights(at:count:_:)``).
    let writeAll: (_ times: UnsafePointer<Double>, _ roots: UnsafeMutablePointer<Root>, _ count: Int) -> Void
    /// The track's keyframes when it animates the whole value (a
    /// ``WholeValueKeyframes`` of `Root`), for the batched fill and the
    /// specialized single values; `nil` for a property track. A class
    /// reference, so that a reader that knows `Root` reaches the keyframes
    /// without a dynamic cast or a copy.
    let wholeValueKeyframes: AnyObject?

    /// The track that writes `keyframes`' value at each time into a root
    /// with `set`; `wholeValue` is the keyframes when `set` replaces the
    /// whole root.
    private init<Data: VectorArithmetic>(_ keyframes: ResolvedKeyframes<Data>, wholeValue: AnyObject?, set: @escaping (inout Root, Data) -> Void) {
        duration = keyframes.duration
        write = { time, root in set(&root, keyframes.value(atAnyTime: time)) }
        writeAll = { times, roots, count in
            keyframes.forEachWeights(at: times, count: count) { i, index, weights in
                set(&roots[i], keyframes.value(segment: index, weights: weights))
            }
        }
        wholeValueKeyframes = wholeValue
    }

    /// The track that writes `keyframes`, resolved over the animatable data
    /// of the value at `keyPath`, into that value (the whole root when
    /// `isWholeValue`).
    ///
    /// A value that animates as itself (`AnimatableData == Value`, as for
    /// every ``VectorArithmetic`` type) is written directly, and as the
    /// whole value keeps its batched fill; any other value is rebuilt by
    /// setting `animatableData` on the value it replaces, as SwiftUI does.
    /// (Through the stored key path and then the setter: a key path
    /// appended with `\.animatableData` allocates on every write.)
    static func of<Value: Animatable>(
        _ keyPath: WritableKeyPath<Root, Value>, _ keyframes: ResolvedKeyframes<Value.AnimatableData>, isWholeValue: Bool
    ) -> ResolvedTrack<Root> {
        guard Value.AnimatableData.self == Value.self else {
            return ResolvedTrack(keyframes, wholeValue: nil) { root, data in root[keyPath: keyPath].animatableData = data }
        }
        // AnimatableData is Value here (and Root too for the whole value),
        // which the type system cannot see.
        if isWholeValue {
            return ResolvedTrack<Value.AnimatableData>(keyframes, wholeValue: WholeValueKeyframes(keyframes)) { root, data in root = data }
                as Any as! ResolvedTrack<Root>
        }
        let direct = keyPath as! WritableKeyPath<Root, Value.AnimatableData>
        return ResolvedTrack(keyframes, wholeValue: nil) { root, data in root[keyPath: direct] = data }
    }
}

/// A whole-value track's keyframes, boxed once when the track is resolved:
/// what ``ResolvedTrack/wholeValueKeyframes`` holds.
final class WholeValueKeyframes<Value: VectorArithmetic> {
    let keyframes: ResolvedKeyframes<Value>

    init(_ keyframes: ResolvedKeyframes<Value>) {
        self.keyframes = keyframes
    }
}
