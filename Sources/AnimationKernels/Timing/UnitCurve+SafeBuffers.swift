// The safe forms of the batched curve: an array in and out, or spans
// written in place, through the unsafe form's one kernel.
extension UnitCurve {
    /// The curve at every progress value (clamped to [0, 1]), as a new
    /// array: `result[i] ≈ value(at: progress[i])`, to the accuracy
    /// `values(at:into:)` states.
    ///
    /// An array, a slice or any collection with contiguous storage is read
    /// in place; another collection is copied once. For repeated batches
    /// without allocating, write into your own storage with
    /// `values(at:into:)`.
    ///
    /// - Parameter progress: unit progress values; none may be NaN.
    /// - Returns: one value per progress value, in order.
    /// - Complexity: O(n); allocates the result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `progress[i]` for a NaN.
    public func values(at progress: some Collection<Double>) throws -> [Double] {
        try progress.withDoubleBuffer { progress in
            try [Double].written(count: progress.count) { try values(at: progress, into: $0) }
        }
    }

#if compiler(>=6.2)
    /// Writes `output[i] ≈ value(at: progress[i])` into the caller's
    /// storage, without copying: `values(at:into:)` on spans.
    ///
    /// ```swift
    /// var output = [Double](repeating: 0, count: progress.count)
    /// var span = output.mutableSpan
    /// try curve.values(at: progress.span, into: &span)
    /// ```
    ///
    /// - Parameters:
    ///   - progress: unit progress values; none may be NaN.
    ///   - output: exactly as many values as `progress`, overwritten.
    /// - Complexity: O(n), allocation-free.
    /// - Throws: before writing anything,
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless `output.count == progress.count`, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `progress[i]` for a NaN.
    public func values(at progress: Span<Double>, into output: inout MutableSpan<Double>) throws {
        try progress.withUnsafeBufferPointer { progress in
            try output.withUnsafeMutableBufferPointer { try values(at: progress, into: $0) }
        }
    }
#endif
}
