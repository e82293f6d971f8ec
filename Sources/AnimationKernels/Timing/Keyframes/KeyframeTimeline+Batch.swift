extension KeyframeTimeline {
    /// Writes `output[i] = value(time: times[i])`.
    ///
    /// `output` must be initialized memory (its old elements are replaced),
    /// e.g. from an array's `withUnsafeMutableBufferPointer`. Allocation-free
    /// per frame for `Double` and other values whose arithmetic does not
    /// allocate.
    ///
    /// - Parameters:
    ///   - times: Seconds from the start of the timeline.
    ///   - output: Receives one value per time.
    /// - Throws: Before writing anything,
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   unless `output.count == times.count`, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times[i]` for a NaN.
    /// The timing of each track is evaluated in bulk by the batched curve
    /// and spring solvers, so values agree with ``value(time:)->Value`` to their
    /// accuracy (about 1e-13 of the value's scale) rather than bit for bit,
    /// and exactly at the keyframes.
    ///
    /// - Complexity: O(times.count × tracks × log keyframes).
    public func values(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Value>) throws {
        try valuesOfEveryTrack(at: times, into: output)
    }

    func valuesOfEveryTrack(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Value>) throws {
        try AnimationKernelsError.requireCount(output.count, times.count, "output")
        try Self.requireNotNaN(times)
        guard let source = times.baseAddress, let destination = output.baseAddress else { return }
        // Track by track rather than time by time, so each track's timing
        // is evaluated in bulk; every root sees its tracks' writes in order.
        output.update(repeating: initialValue)
        for track in tracks {
            track.writeAll(source, destination, times.count)
        }
    }

    static func requireNotNaN(_ times: UnsafeBufferPointer<Double>) throws {
        try AnimationKernelsError.requireNotNaN(times, "times")
    }
}

extension KeyframeTimeline where Value == AnimatableVector {
    /// The length of the longest value or velocity the timeline combines:
    /// the shortest row `fill(times:frameLength:into:backend:)` accepts;
    /// `nil` when the last track animates a part of the vector rather than
    /// the whole (then `fill` is unavailable). O(keyframes).
    public var minimumFrameLength: Int? {
        guard let keyframes = wholeValueKeyframes else { return nil }
        // A loop of two-argument maxima: the variadic forms and an
        // unspecialized iterator allocate, and `fill` calls this per batch.
        var longest = keyframes.initialValue.count
        for i in keyframes.segments.indices {
            let segment = keyframes.segments[i]
            longest = Swift.max(Swift.max(longest, segment.from.count), Swift.max(segment.to.count, segment.startVelocity.count))
            longest = Swift.max(longest, segment.endVelocity.count)
        }
        return longest
    }

    /// Evaluates the timeline at every time of `times` into a row-major
    /// `times.count × frameLength` matrix: row i is `value(time: times[i])`
    /// padded with zeros to `frameLength`. This is the input of the batched
    /// frame kernel.
    ///
    /// Allocation-free: each row is zeroed, then the segment's (at most
    /// four) stored vectors are added into it with their scalar weights,
    /// straight from their buffers, by `backend`'s `axpy`.
    ///
    /// - Parameters:
    ///   - times: Seconds from the start of the timeline.
    ///   - frameLength: The row length, at least ``minimumFrameLength``.
    ///   - output: Receives `times.count × frameLength` values.
    ///   - backend: Where the scaled additions run.
    /// - Throws: Before writing anything,
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   for `frameLength` below ``minimumFrameLength``, a NaN `times[i]`, or
    ///   a timeline whose last track animates a part of the vector (named
    ///   `tracks`: use ``value(time:)->Value``);
    ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)`` when
    ///   `times.count × frameLength` overflows `Int`; and
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   unless `output.count == times.count × frameLength`.
    /// - Complexity: O(times.count × frameLength) plus one segment lookup
    ///   per frame; the timing curves and springs are evaluated in bulk by
    ///   the batched solvers (to their accuracy, about 1e-13, not bit for bit
    ///   with ``value(time:)->Value``).
    public func fill(
        times: UnsafeBufferPointer<Double>, frameLength: Int, into output: UnsafeMutableBufferPointer<Double>, backend: Backend = .automatic
    ) throws {
        guard let keyframes = wholeValueKeyframes, let needed = minimumFrameLength else {
            throw AnimationKernelsError.invalidParameter(
                parameter: "tracks", value: "\(tracks.count) tracks", requirement: "the last track must animate the whole vector")
        }
        guard frameLength >= needed else {
            throw AnimationKernelsError.invalidParameter(
                parameter: "frameLength", value: "\(frameLength)", requirement: "must be at least \(needed), the longest keyframe value")
        }
        let (total, overflow) = times.count.multipliedReportingOverflow(by: frameLength)
        guard !overflow else {
            throw AnimationKernelsError.tooLarge(parameter: "frameLength", requested: frameLength, limit: Int.max / times.count)
        }
        try AnimationKernelsError.requireCount(output.count, total, "output")
        try Self.requireNotNaN(times)
        guard total > 0, let base = output.baseAddress, let source = times.baseAddress else { return }
        keyframes.forEachWeights(at: source, count: times.count) { i, index, w in
            let row = base + i * frameLength
            row.update(repeating: 0, count: frameLength)
            guard let index else {
                Self.accumulate(keyframes.initialValue, 1, into: row, backend: backend)
                return
            }
            let segment = keyframes.segments[index]
            Self.accumulate(segment.from, w.0, into: row, backend: backend)
            Self.accumulate(segment.to, w.1, into: row, backend: backend)
            Self.accumulate(segment.startVelocity, w.2, into: row, backend: backend)
            Self.accumulate(segment.endVelocity, w.3, into: row, backend: backend)
        }
    }

    /// `row[j] += weight · vector[j]` over the vector's length.
    static func accumulate(_ vector: AnimatableVector, _ weight: Double, into row: UnsafeMutablePointer<Double>, backend: Backend) {
        guard weight != 0 else { return }
        vector.withUnsafeBufferPointer { buffer in
            guard let x = buffer.baseAddress else { return }
            backend.resolved(for: .axpy, count: buffer.count).axpy(count: buffer.count, alpha: weight, x: x, y: row)
        }
    }
}
