// The safe forms of the batched frames and segment weights: arrays in and
// out, or spans written in place, through the unsafe forms, which hold the
// checks and the kernels.
extension FrameInterpolator {
    /// F frames as a new array, F·N `Double`s row-major:
    /// `result[f·N + j] = Σₖ weights[f·K + k] · keyframe[k][j]`, the array
    /// form of `frames(weights:into:backend:)`.
    ///
    /// A collection with contiguous storage (an array, a slice) is read in
    /// place; another is copied once. To reuse your own storage, write into
    /// a `MutableSpan` with `frames(weights:into:backend:)`.
    ///
    /// - Parameters:
    ///   - weights: F rows of K weights, row-major; finite.
    ///   - backend: where the product runs.
    /// - Returns: F·N values, frame `f` at `f·N ..< (f+1)·N`.
    /// - Complexity: O(F·K·N); allocates the result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `weights` when it is empty, not a whole number of rows, not
    ///   finite, or could take a frame beyond ±8.9·10³⁰⁷ (see the unsafe
    ///   form); ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
    ///   naming `weights` when F·N elements cannot be addressed.
    public func frames(weights: some Collection<Double>, backend: Backend = .automatic) throws -> [Double] {
        try weights.withDoubleBuffer { weights in
            try [Double].written(count: outputCount(weights: weights.count)) {
                try frames(weights: weights, into: $0, backend: backend)
            }
        }
    }

    /// F frames as a new array of `Float`s, each computed in `Double` and
    /// rounded once, for a vertex buffer: the array form of the
    /// single-precision `frames(weights:into:backend:)`.
    ///
    /// - Parameters:
    ///   - weights: F rows of K weights, row-major; finite.
    ///   - type: `Float.self`.
    ///   - backend: where the product runs.
    /// - Returns: F·N values, frame `f` at `f·N ..< (f+1)·N`.
    /// - Complexity: O(F·K·N); allocates the result.
    /// - Throws: as ``frames(weights:backend:)``, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `weights` when a frame could exceed `Float`'s range.
    public func frames(weights: some Collection<Double>, as type: Float.Type, backend: Backend = .automatic) throws -> [Float] {
        try weights.withDoubleBuffer { weights in
            try [Float].written(count: outputCount(weights: weights.count)) {
                try frames(weights: weights, into: $0, backend: backend)
            }
        }
    }

    /// F·N for `count` weights when they are a whole number of rows, else 0
    /// (the unsafe form then names `weights`).
    func outputCount(weights count: Int) -> Int {
        keyframeCount > 0 && count % keyframeCount == 0
            ? AnimationKernelsError.expectedCount(count / keyframeCount, length) : 0
    }

#if compiler(>=6.2)
    /// Writes F frames into the caller's storage, without copying:
    /// `frames(weights:into:backend:)` on spans.
    ///
    /// - Parameters:
    ///   - weights: F rows of K weights, row-major; finite.
    ///   - output: exactly F·N elements, overwritten.
    ///   - backend: where the product runs.
    /// - Complexity: O(F·K·N); allocation-free.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `weights` when it is empty, not a whole number of rows, not
    ///   finite, or could take a frame beyond ±8.9·10³⁰⁷ (see the unsafe
    ///   form); ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless it holds exactly F·N elements;
    ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)`` when
    ///   F·N overflows. Nothing is written when it throws.
    public func frames(weights: Span<Double>, into output: inout MutableSpan<Double>, backend: Backend = .automatic) throws {
        try weights.withUnsafeBufferPointer { weights in
            try output.withUnsafeMutableBufferPointer { try frames(weights: weights, into: $0, backend: backend) }
        }
    }

    /// Writes F frames into the caller's `Float` storage, without copying:
    /// the single-precision `frames(weights:into:backend:)` on spans.
    ///
    /// - Parameters:
    ///   - weights: F rows of K weights, row-major; finite.
    ///   - output: exactly F·N elements, overwritten.
    ///   - backend: where the product runs.
    /// - Complexity: O(F·K·N); allocation-free but for `.blas`'s block
    ///   buffer (see the unsafe form).
    /// - Throws: as the `Double` span form, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `weights` when a frame could exceed `Float`'s range.
    public func frames(weights: Span<Double>, into output: inout MutableSpan<Float>, backend: Backend = .automatic) throws {
        try weights.withUnsafeBufferPointer { weights in
            try output.withUnsafeMutableBufferPointer { try frames(weights: weights, into: $0, backend: backend) }
        }
    }

    /// Writes the weight rows of ``segmentWeights(keyframeCount:positions:)``
    /// into the caller's storage (F×K, row-major), without copying.
    ///
    /// - Parameters:
    ///   - keyframeCount: K, at least 1.
    ///   - positions: F positions in `0...K−1`, one per frame.
    ///   - weights: exactly F·K elements, overwritten.
    /// - Complexity: O(F·K); allocation-free.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `keyframeCount` when it is below 1, or `positions` when it is
    ///   empty or a position is not finite or lies outside `0...K−1`;
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `weights` unless it holds exactly F·K elements.
    ///   Nothing is written when it throws.
    public static func segmentWeights(
        keyframeCount: Int, positions: Span<Double>, into weights: inout MutableSpan<Double>
    ) throws {
        try positions.withUnsafeBufferPointer { positions in
            try weights.withUnsafeMutableBufferPointer {
                try segmentWeights(keyframeCount: keyframeCount, positions: positions, into: $0)
            }
        }
    }

    /// Writes the eased weight rows of
    /// ``segmentWeights(keyframeCount:positions:curve:)`` into the caller's
    /// storage (F×K, row-major), without copying.
    ///
    /// - Parameters:
    ///   - keyframeCount: K, at least 1.
    ///   - positions: F positions in `0...K−1`, one per frame.
    ///   - curve: The easing applied within each segment.
    ///   - weights: exactly F·K elements, overwritten.
    /// - Complexity: O(F·K); allocation-free.
    /// - Throws: as the span form without a curve; nothing is written when
    ///   it throws.
    public static func segmentWeights(
        keyframeCount: Int, positions: Span<Double>, curve: UnitCurve, into weights: inout MutableSpan<Double>
    ) throws {
        try positions.withUnsafeBufferPointer { positions in
            try weights.withUnsafeMutableBufferPointer {
                try segmentWeights(keyframeCount: keyframeCount, positions: positions, curve: curve, into: $0)
            }
        }
    }
#endif
}
