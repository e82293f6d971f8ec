/// `KeyframeTimeline<Double>`'s evaluations, specialized: generic code
/// looks up the keyframes' types at run time on every call, which costs
/// more than evaluating them. When the last track animates the whole value
/// (always, unless a track animates a computed property of `Double`), its
/// keyframes alone decide the value.
extension KeyframeTimeline where Value == Double {
    /// The value at `time` seconds from the start: the generic
    /// ``value(time:)`` specialized for `Double`.
    ///
    /// - Parameter time: Seconds from the start of the timeline; not NaN.
    /// - Returns: The value at that time; stops the program if `time` is NaN.
    /// - Complexity: as ``value(time:)->Value``.
    public func value(time: Double) -> Double {
        if time.isNaN { fatalError("KeyframeTimeline.value(time:): time is NaN") }
        return wholeValueKeyframes?.value(atValidTime: time) ?? value(atValidTime: time)
    }

    /// The value at `progress` through the timeline: the generic
    /// ``value(progress:)`` specialized for `Double`.
    ///
    /// - Parameter progress: The fraction of ``duration`` elapsed, clamped to
    ///   [0, 1]; not NaN.
    /// - Returns: The value at that time; stops the program if `progress` is
    ///   NaN.
    /// - Complexity: as ``value(time:)->Double``.
    public func value(progress: Double) -> Double {
        if progress.isNaN { fatalError("KeyframeTimeline.value(progress:): progress is NaN") }
        return value(time: Swift.min(Swift.max(progress, 0), 1) * duration)
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
