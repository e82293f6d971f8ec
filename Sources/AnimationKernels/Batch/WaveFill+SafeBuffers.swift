// The safe forms of the batched wave fill: arrays in and out, or spans
// written in place, through the unsafe form, which holds the checks and the
// kernel.
extension WaveFill.Basis {
    /// The heights of F frames as a new array, F·W `Double`s row-major:
    /// `result[f·W + x] = y_f(x)` with frame `f`'s own top, amplitudes and
    /// phases; the array form of `yValues(tops:amplitudes:phases:into:backend:)`.
    ///
    /// Collections with contiguous storage (arrays, slices) are read in
    /// place; others are copied once. To reuse your own storage, write into
    /// a `MutableSpan` with `yValues(tops:amplitudes:phases:into:backend:)`.
    ///
    /// - Parameters:
    ///   - tops: F surface levels, in points from the top of the frame.
    ///   - amplitudes: F×H, row-major: frame `f`'s amplitude of wave `h` at
    ///     `f·H + h`.
    ///   - phases: F×H in degrees, laid out like `amplitudes`.
    ///   - backend: where the coefficients × basis product runs.
    /// - Returns: F·W heights, frame `f` at `f·W ..< (f+1)·W`.
    /// - Complexity: O(F·H·W); allocates the result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `tops` when it is empty, the parameter holding a NaN or an
    ///   infinity, or `amplitudes` when a frame's heights could leave
    ///   `Double`'s range (see the unsafe form); ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `amplitudes` or `phases` unless they hold F·H elements;
    ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
    ///   naming `tops` when F·W elements cannot be addressed.
    public func yValues(
        tops: some Collection<Double>, amplitudes: some Collection<Double>, phases: some Collection<Double>,
        backend: Backend = .automatic
    ) throws -> [Double] {
        try tops.withDoubleBuffer { tops in
            try amplitudes.withDoubleBuffer { amplitudes in
                try phases.withDoubleBuffer { phases in
                    try [Double].written(count: AnimationKernelsError.expectedCount(tops.count, columnCount)) {
                        try yValues(tops: tops, amplitudes: amplitudes, phases: phases, into: $0, backend: backend)
                    }
                }
            }
        }
    }

#if compiler(>=6.2)
    /// Writes the heights of F frames into the caller's storage, without
    /// copying: `yValues(tops:amplitudes:phases:into:backend:)` on spans.
    ///
    /// - Parameters:
    ///   - tops: F surface levels, in points from the top of the frame.
    ///   - amplitudes: F×H, row-major.
    ///   - phases: F×H in degrees, laid out like `amplitudes`.
    ///   - output: exactly F·W elements, overwritten.
    ///   - backend: where the coefficients × basis product runs.
    /// - Complexity: O(F·H·W); allocation-free for up to 63 waves.
    /// - Throws: as the array form, and
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless it holds F·W elements. Nothing is written
    ///   when it throws.
    public func yValues(
        tops: Span<Double>, amplitudes: Span<Double>, phases: Span<Double>, into output: inout MutableSpan<Double>,
        backend: Backend = .automatic
    ) throws {
        try tops.withUnsafeBufferPointer { tops in
            try amplitudes.withUnsafeBufferPointer { amplitudes in
                try phases.withUnsafeBufferPointer { phases in
                    try output.withUnsafeMutableBufferPointer {
                        try yValues(tops: tops, amplitudes: amplitudes, phases: phases, into: $0, backend: backend)
                    }
                }
            }
        }
    }
#endif
}
