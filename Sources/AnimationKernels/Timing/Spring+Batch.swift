extension Spring {
    /// Writes `output[i] = value(target:initialVelocity:time: times[i])`,
    /// the spring's value at each time (seconds).
    ///
    /// Vectorized across times at the width of the build (two values per
    /// instruction with SSE2, four with AVX2): exponentials, sines and
    /// cosines are branch-free polynomials within about an ulp of libm's
    /// (see `VectorExponential`, `VectorSineCosine`), so results agree with
    /// ``value(target:initialVelocity:time:)`` to about 1e-15 relative to
    /// `max(|target|, |initialVelocity|·duration)` rather than bit for bit.
    /// A batch with a time whose phase ωd·t reaches 2¹⁹ radians (an
    /// undamped spring after about 10⁵ periods) goes through libm.
    ///
    /// - Parameters:
    ///   - target: where the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - times: seconds; negative times are clamped to 0.
    ///   - output: as many values as `times`; may be the same memory.
    /// - Throws: before writing anything,
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   unless `output.count == times.count`, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   for a non-finite `target`, `initialVelocity` or `times[i]`.
    /// - Complexity: O(n), allocation-free.
    public func values(
        target: Double, initialVelocity: Double = 0,
        times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>
    ) throws {
        try fill(derivative: false, target: target, initialVelocity: initialVelocity, times: times, into: output)
    }

    /// Writes `output[i] = velocity(target:initialVelocity:time: times[i])`,
    /// the spring's velocity (units per second) at each time (seconds).
    ///
    /// SwiftUI has no batch form; this is the time derivative of
    /// `values(target:initialVelocity:times:into:)`, with the same
    /// vectorization, accuracy, parameters and errors.
    ///
    /// - Parameters:
    ///   - target: where the spring pulls towards, from 0.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - times: seconds; negative times are clamped to 0.
    ///   - output: as many velocities as `times`; may be the same memory.
    /// - Throws: as `values(target:initialVelocity:times:into:)`.
    /// - Complexity: O(n), allocation-free.
    public func velocities(
        target: Double, initialVelocity: Double = 0,
        times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>
    ) throws {
        try fill(derivative: true, target: target, initialVelocity: initialVelocity, times: times, into: output)
    }

    /// Validates the batch, then runs the vectorized fill.
    func fill(
        derivative: Bool, target: Double, initialVelocity: Double,
        times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>
    ) throws {
        try AnimationKernelsError.requireFinite(target, "target")
        try AnimationKernelsError.requireFinite(initialVelocity, "initialVelocity")
        try AnimationKernelsError.requireCount(output.count, times.count, "output")
        for i in times.indices where !times[i].isFinite {
            try AnimationKernelsError.requireFinite(times[i], "times[\(i)]")
        }
        guard let source = times.baseAddress, let destination = output.baseAddress else { return }
        motion.fill(
            derivative: derivative, target: target, initialVelocity: initialVelocity,
            times: source, into: destination, count: times.count)
    }
}
