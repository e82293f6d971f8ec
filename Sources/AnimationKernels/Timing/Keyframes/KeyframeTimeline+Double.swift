/// `KeyframeTimeline<Double>`'s evaluations, specialized: generic code
/// looks up the keyframes' types at run time on every call, which costs
/// more than evaluating them. When the last track animates the whole value
/// (always, unless a track animates a computed property of `Double`), its
/// keyframes alone decide the value.
extension KeyframeTimeline where Value == Double {
    /// The value at `time` seconds from the start: the generic
    /// ``value(time:)`` specialized for `Double`.
    ///
    /// - Parameter time: Seconds from the start of the timeline.
    /// - Returns: The value at that time; the initial value for NaN.
    /// - Complexity: as ``value(time:)->Value``.
    public func value(time: Double) -> Double {
        // Read through the box in place: no cast and no copy of the keyframes.
        if let track = lastWholeValueTrack { return track.keyframes.value(atAnyTime: time) }
        return value(atAnyTime: time)
    }

    /// The value at `progress` through the timeline: the generic
    /// ``value(progress:)`` specialized for `Double`.
    ///
    /// - Parameter progress: The fraction of ``duration`` elapsed, clamped to
    ///   [0, 1].
    /// - Returns: The value at that time; the initial value for NaN.
    /// - Complexity: as ``value(time:)->Double``.
    public func value(progress: Double) -> Double {
        value(time: Self.time(progress: progress, duration: duration))
    }

    /// Writes `output[i] = value(time: times[i])`: the generic
    /// ``values(at:into:)`` specialized for `Double`.
    ///
    /// - Parameters:
    ///   - times: Seconds from the start of the timeline.
    ///   - output: Receives one value per time.
    /// - Throws: As the generic ``values(at:into:)`` does, before writing
    ///   anything.
    /// - Complexity: O(times.count × log keyframes); allocation-free; the
    ///   timing in bulk, as the generic form says.
    public func values(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>) throws {
        guard let keyframes = wholeValueKeyframes else {
            // A track of a user's writable computed property of Double.
            return try valuesOfEveryTrack(at: times, into: output)
        }
        try AnimationKernelsError.requireCount(output.count, times.count, "output")
        try Self.requireNotNaN(times)
        guard let source = times.baseAddress, let destination = output.baseAddress else { return }
        keyframes.forEachWeights(at: source, count: times.count) { i, index, weights in
            destination[i] = keyframes.value(segment: index, weights: weights)
        }
    }
}
