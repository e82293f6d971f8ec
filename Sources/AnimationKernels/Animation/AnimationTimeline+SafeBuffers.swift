// The safe forms of timeline sampling: arrays in and out, or spans written
// in place, through the unsafe forms, which hold the checks and the kernels.
extension AnimationTimeline {
    /// The timeline's value at each time, as a new array:
    /// `result[i] = value(at: times[i])`.
    ///
    /// - Parameter times: seconds, any order; finite.
    /// - Returns: one value per time, in order.
    /// - Complexity: F evaluations of ``value(at:)``; allocates the result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when one is not finite.
    public func values(at times: some Collection<Double>) throws -> [Value] {
        try times.withDoubleBuffer { times in
            var output = [Value](repeating: initialValue, count: times.count)
            try output.withUnsafeMutableBufferPointer { try values(at: times, into: $0) }
            return output
        }
    }

#if compiler(>=6.2)
    /// Writes `output[i] = value(at: times[i])` into the caller's storage,
    /// without copying: `values(at:into:)` on spans.
    ///
    /// - Parameters:
    ///   - times: seconds, any order; finite.
    ///   - output: exactly as many values as `times`, overwritten.
    /// - Complexity: F evaluations of ``value(at:)``.
    /// - Throws: ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless its count equals `times.count`;
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when one is not finite. Nothing is written when it
    ///   throws.
    public func values(at times: Swift.Span<Double>, into output: inout MutableSpan<Value>) throws {
        try times.withUnsafeBufferPointer { times in
            try output.withUnsafeMutableBufferPointer { try values(at: times, into: $0) }
        }
    }
#endif
}

extension AnimationTimeline where Value == AnimatableVector {
    /// The frames at F `times` as a new array, F × N `Double`s row-major
    /// (frame i at `i·N ..< (i+1)·N`, shorter values padded with zeros):
    /// the array form of `frames(at:into:backend:)`.
    ///
    /// A collection with contiguous storage (an array, a slice) is read in
    /// place; another is copied once. To reuse your own storage, write into
    /// a `MutableSpan` with `frames(at:into:backend:)`.
    ///
    /// - Parameters:
    ///   - times: seconds, any order; finite.
    ///   - backend: where the product runs.
    /// - Returns: F·N values.
    /// - Complexity: O(F·(changes + K·N)); allocates the result.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when one is not finite;
    ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)`` when
    ///   F·N elements cannot be addressed.
    public func frames(at times: some Collection<Double>, backend: Backend = .automatic) throws -> [Double] {
        try times.withDoubleBuffer { times in
            try [Double].written(count: frameOutputCount(times: times.count)) {
                try frames(at: times, into: $0, backend: backend)
            }
        }
    }

    /// The frames at F `times` as a new array of `Float`s, each computed in
    /// `Double` and rounded once: the array form of the single-precision
    /// `frames(at:into:backend:)`.
    ///
    /// - Parameters:
    ///   - times: seconds, any order; finite.
    ///   - type: `Float.self`.
    ///   - backend: where the product runs.
    /// - Returns: F·N values.
    /// - Complexity: O(F·(changes + K·N)); allocates the result.
    /// - Throws: as ``frames(at:backend:)``, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when a frame could exceed `Float`'s range.
    public func frames(at times: some Collection<Double>, as type: Float.Type, backend: Backend = .automatic) throws -> [Float] {
        try times.withDoubleBuffer { times in
            try [Float].written(count: frameOutputCount(times: times.count)) {
                try frames(at: times, into: $0, backend: backend)
            }
        }
    }

    /// F·N for `count` times, or 0 when the timeline has no rows or that
    /// many elements cannot be addressed (the unsafe form then says which).
    func frameOutputCount(times count: Int) -> Int {
        rows.map { AnimationKernelsError.expectedCount(count, $0.length) } ?? 0
    }

#if compiler(>=6.2)
    /// Writes the frames at F `times` into the caller's storage, without
    /// copying: `frames(at:into:backend:)` on spans.
    ///
    /// - Parameters:
    ///   - times: seconds, any order; finite.
    ///   - output: exactly F·N elements, overwritten.
    ///   - backend: where the product runs.
    /// - Complexity: O(F·(changes + K·N)); allocation-free with the
    ///   built-in animations.
    /// - Throws: as ``frames(at:backend:)``, and
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless it holds F·N elements. Nothing is written
    ///   when it throws.
    public func frames(at times: Swift.Span<Double>, into output: inout MutableSpan<Double>, backend: Backend = .automatic) throws {
        try times.withUnsafeBufferPointer { times in
            try output.withUnsafeMutableBufferPointer { try frames(at: times, into: $0, backend: backend) }
        }
    }

    /// Writes the frames at F `times` into the caller's `Float` storage,
    /// without copying: the single-precision `frames(at:into:backend:)` on
    /// spans.
    ///
    /// - Parameters:
    ///   - times: seconds, any order; finite.
    ///   - output: exactly F·N elements, overwritten.
    ///   - backend: where the product runs.
    /// - Complexity: O(F·(changes + K·N)); allocation-free with the
    ///   built-in animations.
    /// - Throws: as ``frames(at:as:backend:)``, and
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless it holds F·N elements. Nothing is written
    ///   when it throws.
    public func frames(at times: Swift.Span<Double>, into output: inout MutableSpan<Float>, backend: Backend = .automatic) throws {
        try times.withUnsafeBufferPointer { times in
            try output.withUnsafeMutableBufferPointer { try frames(at: times, into: $0, backend: backend) }
        }
    }
#endif
}
