import Foundation

// Sampling a timeline at many times. The value at t is the model value then
// plus what each running animation has still to cover, and each of those is
// (a function of t) × (a fixed vector), so the frames over F times are an
// F × K weights matrix times K rows: the initial value and, per change, its
// step (or, for a merge, the distance and velocity it started from) and its
// target. A frame's non-zero weights lie in one run of rows, from its first
// running change to its model value, so a block of frames multiplies only
// the rows its frames need.
extension AnimationTimeline {
    /// Writes `output[i] = value(at: times[i])`.
    ///
    /// - Parameters:
    ///   - times: seconds, any order.
    ///   - output: as many values as `times`, overwritten.
    /// - Throws:
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless its count equals `times.count`;
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when one is not finite.
    ///   Nothing is written when it throws.
    /// - Complexity: F evaluations of ``value(at:)``.
    public func values(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Value>) throws {
        try AnimationKernelsError.requireCount(output.count, times.count, "output")
        try AnimationKernelsError.requireFinite(times, "times")
        for i in times.indices {
            output[i] = value(at: times[i])
        }
    }

    /// The product's rows for an `AnimatableVector` timeline (nil for other
    /// value types): the initial value, then per change its target after its
    /// step (additive), after the distance and velocity it started from
    /// (merge), or alone (jump).
    static func makeRows(initialValue: Value, changes: [Change]) -> FrameInterpolator? {
        guard Value.self == AnimatableVector.self else { return nil }
        var rows = [initialValue as! AnimatableVector]
        for change in changes {
            if change.animation != nil {
                if let merge = change.merge {
                    rows += [merge.delta as! AnimatableVector, merge.velocity as! AnimatableVector]
                } else {
                    rows.append(change.step as! AnimatableVector)
                }
            }
            rows.append(change.target as! AnimatableVector)
        }
        return try? FrameInterpolator(keyframes: rows)
    }

    /// Writes the K product weights of the frame at `time` into
    /// `weights[0..<count]` and returns the run of rows they are non-zero
    /// on: 1 on the model value's row, and for each animation still running
    /// its progress minus 1 on its step (or, for a merging spring, `f − 1`
    /// and `g` on the distance and velocity it started from).
    ///
    /// Progress is the animation evaluated on the `Double` 1, which equals
    /// the evaluation on a vector for every animation linear in its value
    /// (all the built-in ones).
    func weights(at time: Double, into weights: UnsafeMutablePointer<Double>, count: Int) -> Range<Int> {
        weights.initialize(repeating: 0, count: count)
        let (first, last) = activeRange(at: time)
        guard last >= 0 else {
            weights[0] = 1
            return 0..<1
        }
        let targetRow = changes[last].targetRow
        weights[targetRow] = 1
        var lowest = targetRow
        // A while loop: a generic ClosedRange iteration here was not specialized.
        var i = first - 1
        while i < last {
            i += 1
            guard let animation = changes[i].animation else { continue }
            let row = changes[i].firstRow, s = time - changes[i].time
            var context = AnimationContext<Double>()
            if let merge = changes[i].merge {
                if let spring = merge.spring {
                    guard s < merge.end else { continue }
                    weights[row] = spring.value(target: 1.0, initialVelocity: 0.0, time: s) - 1
                    weights[row + 1] = spring.value(target: 0.0, initialVelocity: 1.0, time: s)
                } else {
                    guard let part = animation.animate(value: 1.0, time: s, context: &context) else { continue }
                    weights[row] = part - 1
                }
            } else {
                guard s < animation.duration ?? .infinity,
                      let part = animation.animate(value: 1.0, time: s, context: &context) else { continue }
                weights[row] = part - 1
            }
            lowest = Swift.min(lowest, row)
        }
        return lowest..<(targetRow + 1)
    }
}

extension AnimationTimeline where Value == AnimatableVector {
    /// Writes the frames at F `times` into `output`, F × N `Double`s
    /// row-major (frame i at `i·N ..< (i+1)·N`), N the longest value's
    /// count (shorter values are padded with zeros).
    ///
    /// The frames are the product of an F × K weights matrix (see the
    /// extension's description) and the timeline's K rows, through the same
    /// product as ``FrameInterpolator/frames(weights:into:backend:)-(_,UnsafeMutableBufferPointer<Double>,_)``, in
    /// blocks whose weights live on the stack: allocation-free. Equal to
    /// ``value(at:)`` frame by frame (to rounding) for animations linear in
    /// their value, which every built-in one is.
    ///
    /// - Parameters:
    ///   - times: seconds, any order.
    ///   - output: exactly F·N elements, overwritten; must not overlap `times`.
    ///   - backend: where the product runs.
    /// - Throws:
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when one is not finite;
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless it holds F·N elements;
    ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)`` when
    ///   F·N overflows.
    ///   Nothing is written when it throws.
    /// - Complexity: O(F·(changes + K·N)).
    public func frames(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>, backend: Backend = .automatic) throws {
        try batchedFrames(at: times, into: output, backend: backend)
    }

    /// ``frames(at:into:backend:)`` in single precision: each value is
    /// computed in `Double` and rounded once.
    ///
    /// - Throws: as the `Double` version, and, before writing anything,
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when a frame could exceed `Float`'s range.
    public func frames(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Float>, backend: Backend = .automatic) throws {
        try batchedFrames(at: times, into: output, backend: backend)
    }

    /// Both batched calls: the checks, then the product block by block.
    func batchedFrames<Output: ProductElement>(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Output>, backend: Backend) throws {
        guard let rows else {
            throw AnimationKernelsError.invalidParameter(parameter: "value", value: "not finite", requirement: "rows must be finite")
        }
        try AnimationKernelsError.requireFinite(times, "times")
        let total = try AnimationKernelsError.requireElementCount(times.count, rows.length, "times")
        try AnimationKernelsError.requireCount(output.count, total, "output")
        let count = rows.keyframeCount
        // Blocks of at most 128 weights (1 KiB) stay on the stack.
        let block = Swift.max(1, 128 / count)
        try withUnsafeTemporaryAllocation(of: Double.self, capacity: block * count) { scratch in
            let weights = scratch.baseAddress!
            if Output.self == Float.self {
                try requireSinglePrecisionRange(times: times, rows: rows, weights: weights)
            }
            guard total > 0 else { return }
            let resolved = backend.resolved(for: .matrixProduct, count: total)
            let length = rows.length
            rows.keyframes.withUnsafeBufferPointer { keyframes in
                var frame = 0
                while frame < times.count {
                    let n = Swift.min(block, times.count - frame)
                    var used = self.weights(at: times[frame], into: weights, count: count)
                    for j in 1..<Swift.max(n, 1) {
                        let run = self.weights(at: times[frame + j], into: weights + j * count, count: count)
                        used = Swift.min(used.lowerBound, run.lowerBound)..<Swift.max(used.upperBound, run.upperBound)
                    }
                    // The product FrameInterpolator runs, on the rows this block uses.
                    resolved.matrixProduct(
                        rows: n, columns: length, inner: used.count,
                        a: weights + used.lowerBound, lda: count,
                        b: keyframes.baseAddress! + used.lowerBound * length, ldb: length,
                        c: output.baseAddress! + frame * length, ldc: length)
                    frame += n
                }
            }
        }
    }

    /// Throws unless every frame's Σ|weight| times the largest row
    /// magnitude stays within `Float`'s range.
    func requireSinglePrecisionRange(times: UnsafeBufferPointer<Double>, rows: FrameInterpolator, weights: UnsafeMutablePointer<Double>) throws {
        let limit = Double(Float.greatestFiniteMagnitude)
        for (i, time) in times.enumerated() {
            _ = self.weights(at: time, into: weights, count: rows.keyframeCount)
            var sum = 0.0
            for k in 0..<rows.keyframeCount { sum += abs(weights[k]) }
            if sum * rows.largestKeyframeMagnitude > limit {
                throw AnimationKernelsError.invalidParameter(
                    parameter: "times", value: "\(time) at index \(i)",
                    requirement: "must give frames within Float's range (±3.4e38) for single-precision output")
            }
        }
    }
}
