// The safe forms of the batched spring: an array in and out, or spans
// written in place, through the unsafe forms' one kernel.
extension Spring {
    /// The spring's value at each time (seconds), as a new array:
    /// `result[i] ≈ value(target:initialVelocity:time: times[i])`, to the
    /// accuracy `values(target:initialVelocity:times:into:)` states.
    ///
    /// A collection with contiguous storage (an array, a slice) is read in
    /// place; another is copied once. To reuse your own storage, use
    /// `values(target:initialVelocity:times:into:)`.
    ///
    /// - Parameters:
    ///   - target: where the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - times: seconds; negative times are clamped to 0.
    /// - Returns: one value per time, in order.
    /// - Complexity: O(n); allocates the result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   for a non-finite `target`, `initialVelocity` or `times[i]`.
    public func values(target: Double, initialVelocity: Double = 0, times: some Collection<Double>) throws -> [Double] {
        try times.withDoubleBuffer { times in
            try [Double].written(count: times.count) {
                try values(target: target, initialVelocity: initialVelocity, times: times, into: $0)
            }
        }
    }

    /// The spring's velocity (units per second) at each time (seconds), as
    /// a new array: the array form of
    /// `velocities(target:initialVelocity:times:into:)`.
    ///
    /// - Parameters:
    ///   - target: where the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - times: seconds; negative times are clamped to 0.
    /// - Returns: one velocity per time, in order.
    /// - Complexity: O(n); allocates the result.
    /// - Throws: as `values(target:initialVelocity:times:)`.
    public func velocities(target: Double, initialVelocity: Double = 0, times: some Collection<Double>) throws -> [Double] {
        try times.withDoubleBuffer { times in
            try [Double].written(count: times.count) {
                try velocities(target: target, initialVelocity: initialVelocity, times: times, into: $0)
            }
        }
    }

#if compiler(>=6.2)
    /// Writes the spring's value at each time into the caller's storage,
    /// without copying: `values(target:initialVelocity:times:into:)` on
    /// spans.
    ///
    /// - Parameters:
    ///   - target: where the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - times: seconds; negative times are clamped to 0.
    ///   - output: exactly as many values as `times`, overwritten.
    /// - Complexity: O(n), allocation-free.
    /// - Throws: before writing anything,
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless `output.count == times.count`, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   for a non-finite `target`, `initialVelocity` or `times[i]`.
    public func values(
        target: Double, initialVelocity: Double = 0, times: Span<Double>, into output: inout MutableSpan<Double>
    ) throws {
        try times.withUnsafeBufferPointer { times in
            try output.withUnsafeMutableBufferPointer {
                try values(target: target, initialVelocity: initialVelocity, times: times, into: $0)
            }
        }
    }

    /// Writes the spring's velocity at each time into the caller's storage,
    /// without copying: `velocities(target:initialVelocity:times:into:)`
    /// on spans.
    ///
    /// - Parameters:
    ///   - target: where the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - times: seconds; negative times are clamped to 0.
    ///   - output: exactly as many velocities as `times`, overwritten.
    /// - Complexity: O(n), allocation-free.
    /// - Throws: as `values(target:initialVelocity:times:into:)`.
    public func velocities(
        target: Double, initialVelocity: Double = 0, times: Span<Double>, into output: inout MutableSpan<Double>
    ) throws {
        try times.withUnsafeBufferPointer { times in
            try output.withUnsafeMutableBufferPointer {
                try velocities(target: target, initialVelocity: initialVelocity, times: times, into: $0)
            }
        }
    }
#endif
}
