/// A ``KeyframeTrack`` resolved against a timeline's initial value: what
/// the timeline evaluates.
///
/// A struct of closures rather than an existential of a protocol with a
/// primary associated type: opening such an existential in generic code
/// costs more than evaluating the keyframes.
struct ResolvedTrack<Root> {
    /// The track's duration in seconds.
    let duration: Double
    /// Writes the track's value at a time (not NaN) into its part of a root.
    let write: (Double, inout Root) -> Void
    /// `write` for `count` times and roots at once, with the timing
    /// evaluated in bulk (``ResolvedKeyframes/forEachWeights(at:count:_:)``).
    let writeAll: (_ times: UnsafePointer<Double>, _ roots: UnsafeMutablePointer<Root>, _ count: Int) -> Void
    /// The track's `ResolvedKeyframes<Root>` when it animates the whole
    /// value, for the batched fill; `nil` for a property track.
    let wholeValueKeyframes: Any?

    /// The keyframes of one property of `Root`, reached through `keyPath`.
    init<Value: VectorArithmetic>(keyPath: WritableKeyPath<Root, Value>, keyframes: ResolvedKeyframes<Value>) {
        duration = keyframes.duration
        write = { time, root in root[keyPath: keyPath] = keyframes.value(atValidTime: time) }
        writeAll = { times, roots, count in
            keyframes.forEachWeights(at: times, count: count) { i, index, weights in
                roots[i][keyPath: keyPath] = keyframes.value(segment: index, weights: weights)
            }
        }
        wholeValueKeyframes = nil
    }
}

extension ResolvedTrack where Root: VectorArithmetic {
    /// The keyframes of the whole value, written without a key path.
    init(wholeValue keyframes: ResolvedKeyframes<Root>) {
        duration = keyframes.duration
        write = { time, root in root = keyframes.value(atValidTime: time) }
        writeAll = { times, roots, count in
            keyframes.forEachWeights(at: times, count: count) { i, index, weights in
                roots[i] = keyframes.value(segment: index, weights: weights)
            }
        }
        wholeValueKeyframes = keyframes
    }
}
