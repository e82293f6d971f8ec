// The safe forms of keyframe sampling: arrays in and out, or spans written
// in place, through the unsafe forms, which hold the checks and the kernels.
extension KeyframeTimeline {
    /// The timeline's value at each time, as a new array:
    /// `result[i] = value(time: times[i])`, to the accuracy the unsafe
    /// `values(at:into:)` states.
    ///
    /// - Parameter times: Seconds from the start of the timeline; none NaN.
    /// - Returns: one value per time, in order.
    /// - Complexity: O(times.count × tracks × log keyframes); allocates the
    ///   result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times[i]` for a NaN.
    public func values(at times: some Collection<Double>) throws -> [Value] {
        try times.withDoubleBuffer { times in
            var output = [Value](repeating: initialValue, count: times.count)
            try output.withUnsafeMutableBufferPointer { try values(at: times, into: $0) }
            return output
        }
    }

#if compiler(>=6.2)
    /// Writes `output[i] = value(time: times[i])` into the caller's
    /// storage, without copying: `values(at:into:)` on spans.
    ///
    /// - Parameters:
    ///   - times: Seconds from the start of the timeline; none NaN.
    ///   - output: exactly as many values as `times`, overwritten.
    /// - Complexity: O(times.count × tracks × log keyframes).
    /// - Throws: before writing anything,
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless `output.count == times.count`, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times[i]` for a NaN.
    public func values(at times: Span<Double>, into output: inout MutableSpan<Value>) throws {
        try times.withUnsafeBufferPointer { times in
            try output.withUnsafeMutableBufferPointer { try values(at: times, into: $0) }
        }
    }
#endif
}

extension KeyframeTimeline where Value == Double {
    /// The timeline's value at each time, as a new array: the generic array
    /// form specialized for `Double`.
    ///
    /// - Parameter times: Seconds from the start of the timeline; none NaN.
    /// - Returns: one value per time, in order.
    /// - Complexity: O(times.count × log keyframes); allocates the result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times[i]` for a NaN.
    public func values(at times: some Collection<Double>) throws -> [Double] {
        try times.withDoubleBuffer { times in
            try [Double].written(count: times.count) { try values(at: times, into: $0) }
        }
    }

#if compiler(>=6.2)
    /// Writes `output[i] = value(time: times[i])` into the caller's
    /// storage, without copying: the generic span form specialized for
    /// `Double`.
    ///
    /// - Parameters:
    ///   - times: Seconds from the start of the timeline; none NaN.
    ///   - output: exactly as many values as `times`, overwritten.
    /// - Complexity: O(times.count × log keyframes); allocation-free.
    /// - Throws: before writing anything,
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless `output.count == times.count`, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times[i]` for a NaN.
    public func values(at times: Span<Double>, into output: inout MutableSpan<Double>) throws {
        try times.withUnsafeBufferPointer { times in
            try output.withUnsafeMutableBufferPointer { try values(at: times, into: $0) }
        }
    }
#endif
}

extension KeyframeTimeline where Value == AnimatableVector {
    /// The timeline at every time as a new row-major
    /// `times.count × frameLength` array (row i is `value(time: times[i])`
    /// padded with zeros): the array form of
    /// `fill(times:frameLength:into:backend:)`.
    ///
    /// - Parameters:
    ///   - times: Seconds from the start of the timeline; none NaN.
    ///   - frameLength: The row length, at least ``minimumFrameLength``.
    ///   - backend: Where the scaled additions run.
    /// - Returns: `times.count × frameLength` values.
    /// - Complexity: O(times.count × frameLength) plus one segment lookup
    ///   per frame; allocates the result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   for `frameLength` below ``minimumFrameLength``, a NaN `times[i]`, or
    ///   a timeline whose last track animates a part of the vector (named
    ///   `tracks`); ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
    ///   naming `frameLength` when `times.count × frameLength` elements
    ///   cannot be addressed.
    public func fill(times: some Collection<Double>, frameLength: Int, backend: Backend = .automatic) throws -> [Double] {
        try times.withDoubleBuffer { times in
            // A length the unsafe form rejects sizes an empty array: it names
            // the argument; a count past memory is refused before allocating.
            let count = frameLength >= (minimumFrameLength ?? Int.max)
                ? try AnimationKernelsError.requireElementCount(times.count, frameLength, "frameLength") : 0
            return try [Double].written(count: count) {
                try fill(times: times, frameLength: frameLength, into: $0, backend: backend)
            }
        }
    }

#if compiler(>=6.2)
    /// Writes the timeline at every time into the caller's storage, without
    /// copying: `fill(times:frameLength:into:backend:)` on spans.
    ///
    /// - Parameters:
    ///   - times: Seconds from the start of the timeline; none NaN.
    ///   - frameLength: The row length, at least ``minimumFrameLength``.
    ///   - output: exactly `times.count × frameLength` elements, overwritten.
    ///   - backend: Where the scaled additions run.
    /// - Complexity: O(times.count × frameLength) plus one segment lookup
    ///   per frame; allocation-free.
    /// - Throws: before writing anything, as the array form (an overflowing
    ///   size as ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``),
    ///   and ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless it holds `times.count × frameLength` elements.
    public func fill(
        times: Span<Double>, frameLength: Int, into output: inout MutableSpan<Double>, backend: Backend = .automatic
    ) throws {
        try times.withUnsafeBufferPointer { times in
            try output.withUnsafeMutableBufferPointer {
                try fill(times: times, frameLength: frameLength, into: $0, backend: backend)
            }
        }
    }
#endif
}
