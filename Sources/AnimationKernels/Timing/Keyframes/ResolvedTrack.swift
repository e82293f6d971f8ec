/// A ``KeyframeTrack`` resolved against a timeline's initial value: what
/// the timeline evaluates.
protocol ResolvedTrack<Root> {
    associatedtype Root
    /// The track's duration in seconds.
    var duration: Double { get }
    /// Writes the track's value at `time` (not NaN) into its part of `root`.
    func write(at time: Double, into root: inout Root)
}

/// The keyframes of one property of `Root`, reached through a key path.
struct ResolvedKeyPathTrack<Root, Value: VectorArithmetic>: ResolvedTrack {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: ResolvedKeyframes<Value>

    var duration: Double { keyframes.duration }

    func write(at time: Double, into root: inout Root) {
        root[keyPath: keyPath] = keyframes.value(atValidTime: time)
    }
}
