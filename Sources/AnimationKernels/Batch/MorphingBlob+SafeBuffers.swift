// The safe forms of the batched blob points: an array in and out, or spans
// written in place, through the unsafe form, which holds the checks and the
// kernel.
extension MorphingBlob.Basis {
    /// B blobs' point sets as a new array, B rows of 6n doubles in the
    /// layout of ``MorphingBlob``: the array form of
    /// `points(offsets:into:backend:)`.
    ///
    /// A collection with contiguous storage (an array, a slice) is read in
    /// place; another is copied once. To reuse your own storage, write into
    /// a `MutableSpan` with `points(offsets:into:backend:)`.
    ///
    /// - Parameters:
    ///   - offsets: B×n, row-major: blob `b`'s anchor `i` moves out by
    ///     `offsets[b·n + i]` points.
    ///   - backend: where the scaled additions run.
    /// - Returns: B·6n values, blob `b` at `b·6n ..< (b+1)·6n`.
    /// - Complexity: O(B·n); allocates the result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `offsets` when it is empty, not a whole number of rows of n,
    ///   or holds a NaN or an infinity;
    ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
    ///   naming `offsets` when B·6n elements cannot be addressed.
    public func points(offsets: some Collection<Double>, backend: Backend = .automatic) throws -> [Double] {
        try offsets.withDoubleBuffer { offsets in
            let n = blob.pointCount
            let count = offsets.count % n == 0 ? AnimationKernelsError.expectedCount(offsets.count / n, blob.pointSetLength) : 0
            return try [Double].written(count: count) { try points(offsets: offsets, into: $0, backend: backend) }
        }
    }

#if compiler(>=6.2)
    /// Writes B blobs' point sets into the caller's storage, without
    /// copying: `points(offsets:into:backend:)` on spans.
    ///
    /// - Parameters:
    ///   - offsets: B×n, row-major.
    ///   - output: exactly B·6n elements, overwritten.
    ///   - backend: where the scaled additions run.
    /// - Complexity: O(B·n); allocation-free.
    /// - Throws: as the array form, and
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless it holds B·6n elements. Nothing is written
    ///   when it throws.
    public func points(offsets: Span<Double>, into output: inout MutableSpan<Double>, backend: Backend = .automatic) throws {
        try offsets.withUnsafeBufferPointer { offsets in
            try output.withUnsafeMutableBufferPointer { try points(offsets: offsets, into: $0, backend: backend) }
        }
    }
#endif
}
