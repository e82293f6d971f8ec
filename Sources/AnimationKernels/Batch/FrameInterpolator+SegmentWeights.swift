extension FrameInterpolator {
    /// Weight rows that walk along the keyframes piecewise linearly: position
    /// `p` blends keyframes `⌊p⌋` and `⌊p⌋ + 1` with weights `1 − t` and `t`,
    /// where `t = p − ⌊p⌋`; `p = K − 1` is the last keyframe itself.
    ///
    /// Pass already-eased progress (a timing curve applied per segment) to get
    /// eased motion: the weights stay two non-zeros per row. Returns F×K
    /// weights, row-major, for ``frames(weights:into:backend:)-(_,UnsafeMutableBufferPointer<Double>,_)``.
    ///
    /// - Parameters:
    ///   - keyframeCount: K, at least 1.
    ///   - positions: F positions in `0...K−1`, one per frame.
    /// - Returns: F×K weights, row-major.
    /// - Complexity: O(F·K).
    /// - Throws: see `segmentWeights(keyframeCount:positions:into:)`.
    public static func segmentWeights(keyframeCount: Int, positions: [Double]) throws -> [Double] {
        // A negative count sizes an empty buffer; the buffer form names it.
        let total = try AnimationKernelsError.requireElementCount(positions.count, max(keyframeCount, 0), "positions")
        var weights = [Double](repeating: 0, count: total)
        try positions.withUnsafeBufferPointer { positions in
            try weights.withUnsafeMutableBufferPointer { weights in
                try segmentWeights(keyframeCount: keyframeCount, positions: positions, into: weights)
            }
        }
        return weights
    }

    /// Writes the weight rows of ``segmentWeights(keyframeCount:positions:)``
    /// into `weights` (F×K, row-major, overwritten).
    ///
    /// - Parameters:
    ///   - keyframeCount: K, at least 1.
    ///   - positions: F positions in `0...K−1`, one per frame.
    ///   - weights: exactly F·K elements, overwritten.
    /// - Complexity: O(F·K); allocates nothing.
    /// - Throws:
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `keyframeCount` when it is below 1, or `positions` when it is
    ///   empty or a position is not finite or lies outside `0...K−1`;
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `weights` unless it holds exactly F·K elements.
    ///   Nothing is written when it throws.
    public static func segmentWeights(
        keyframeCount: Int, positions: UnsafeBufferPointer<Double>, into weights: UnsafeMutableBufferPointer<Double>
    ) throws {
        guard keyframeCount > 0 else {
            throw AnimationKernelsError.invalidParameter(
                parameter: "keyframeCount", value: "\(keyframeCount)", requirement: "must be at least 1")
        }
        let frameCount = try rowCount(of: positions.count, rowLength: 1, parameter: "positions")
        let total = try AnimationKernelsError.requireElementCount(frameCount, keyframeCount, "positions")
        try AnimationKernelsError.requireCount(weights.count, total, "weights")
        let last = Double(keyframeCount - 1)
        for (f, position) in positions.enumerated() where !(position >= 0 && position <= last) {
            throw AnimationKernelsError.invalidParameter(
                parameter: "positions", value: "\(position) at index \(f)", requirement: "must lie in 0...\(keyframeCount - 1)")
        }
        weights.update(repeating: 0)
        for (f, position) in positions.enumerated() {
            let row = f * keyframeCount
            let segment = min(Int(position), keyframeCount - 1)
            let t = position - Double(segment)
            weights[row + segment] = 1 - t
            if t > 0 {
                weights[row + segment + 1] = t
            }
        }
    }

    /// Weight rows that walk along the keyframes with each segment eased by
    /// `curve`: position `p` blends keyframes `⌊p⌋` and `⌊p⌋ + 1` with
    /// weights `1 − c(t)` and `c(t)`, where `t = p − ⌊p⌋` and `c` is the
    /// curve, so every segment starts and ends as the curve does;
    /// `p = K − 1` is the last keyframe itself. The curve runs in batches
    /// (`UnitCurve/values(at:into:)`'s solver), not once per frame.
    ///
    /// - Parameters:
    ///   - keyframeCount: K, at least 1.
    ///   - positions: F positions in `0...K−1`, one per frame.
    ///   - curve: The easing applied within each segment.
    /// - Returns: F×K weights, row-major.
    /// - Complexity: O(F·K).
    /// - Throws: see `segmentWeights(keyframeCount:positions:curve:into:)`.
    public static func segmentWeights(keyframeCount: Int, positions: [Double], curve: UnitCurve) throws -> [Double] {
        let total = try AnimationKernelsError.requireElementCount(positions.count, max(keyframeCount, 0), "positions")
        var weights = [Double](repeating: 0, count: total)
        try positions.withUnsafeBufferPointer { positions in
            try weights.withUnsafeMutableBufferPointer { weights in
                try segmentWeights(keyframeCount: keyframeCount, positions: positions, curve: curve, into: weights)
            }
        }
        return weights
    }

    /// Writes the weight rows of ``segmentWeights(keyframeCount:positions:curve:)``
    /// into `weights` (F×K, row-major, overwritten).
    ///
    /// - Parameters:
    ///   - keyframeCount: K, at least 1.
    ///   - positions: F positions in `0...K−1`, one per frame.
    ///   - curve: The easing applied within each segment.
    ///   - weights: exactly F·K elements, overwritten.
    /// - Complexity: O(F·K); allocates nothing (the eased progress goes
    ///   through a 1 KiB block on the stack).
    /// - Throws: as `segmentWeights(keyframeCount:positions:into:)`;
    ///   nothing is written when it throws.
    public static func segmentWeights(
        keyframeCount: Int, positions: UnsafeBufferPointer<Double>, curve: UnitCurve,
        into weights: UnsafeMutableBufferPointer<Double>
    ) throws {
        // The plain rows first: they check every argument before writing.
        try segmentWeights(keyframeCount: keyframeCount, positions: positions, into: weights)
        guard let base = positions.baseAddress else { return }
        let block = 128
        withUnsafeTemporaryAllocation(of: Double.self, capacity: block) { eased in
            let eased = eased.baseAddress!
            var start = 0
            while start < positions.count {
                let count = min(block, positions.count - start)
                for i in 0..<count {
                    let position = base[start + i]
                    eased[i] = position - Double(min(Int(position), keyframeCount - 1))
                }
                curve.uncheckedValues(at: eased, into: eased, count: count)
                for i in 0..<count {
                    let row = (start + i) * keyframeCount
                    let segment = min(Int(base[start + i]), keyframeCount - 1)
                    weights[row + segment] = 1 - eased[i]
                    if segment + 1 < keyframeCount { weights[row + segment + 1] = eased[i] }
                }
                start += count
            }
        }
    }
}
