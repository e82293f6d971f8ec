extension ResolvedKeyframes {
    /// Times per chunk of ``forEachWeights(at:count:_:)``: 128 `Double`s or
    /// `Int`s take 1 KiB, which `withUnsafeTemporaryAllocation` always
    /// places on the stack (larger buffers depend on a run-time check).
    static var chunkLength: Int { 128 }

    /// Calls `body(i, segment, weights)` for every i in `0..<count`, in
    /// order, with what ``locate(_:)`` gives for `times[i]` (not NaN): the
    /// index of the segment playing and its weights, or `nil` where the
    /// value is ``initialValue``.
    ///
    /// The timing is evaluated in bulk: the times are located a chunk at a
    /// time, and each run of consecutive times in one curve or spring
    /// segment goes through the batched solver
    /// (`CubicBezierSolver.uncheckedValues`,
    /// `SpringMotion.fillValueCoefficients`). The weights therefore agree
    /// with ``locate(_:)``'s to those solvers' accuracy (about 1e-13 times
    /// the curve's y scale, about 1e-15 for springs) rather than bit for
    /// bit; at a segment's ends they are exact. Sorted times make long runs.
    ///
    /// - Complexity: O(count × log keyframes), allocation-free.
    func forEachWeights(at times: UnsafePointer<Double>, count: Int, _ body: (Int, Int?, KeyframeSegment<Value>.Weights) -> Void) {
        let chunk = Self.chunkLength
        withUnsafeTemporaryAllocation(of: Int.self, capacity: chunk) { indexBuffer in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: chunk) { firstBuffer in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: chunk) { secondBuffer in
                    guard let indices = indexBuffer.baseAddress, let first = firstBuffer.baseAddress,
                          let second = secondBuffer.baseAddress else { return }
                    var start = 0
                    while start < count {
                        let n = Swift.min(chunk, count - start)
                        locate(times + start, count: n, indices: indices, localTimes: first)
                        var k = 0
                        while k < n {
                            let index = indices[k]
                            var end = k + 1
                            while end < n && indices[end] == index { end += 1 }
                            guard index >= 0 else {
                                for j in k..<end { body(start + j, nil, (1, 0, 0, 0)) }
                                k = end
                                continue
                            }
                            let segment = segments[index]
                            let run = end - k
                            switch segment.shape {
                            case .curve(let curve):
                                for j in k..<end { first[j] /= segment.duration }
                                curve.uncheckedValues(at: first + k, into: first + k, count: run)
                                for j in k..<end { body(start + j, index, KeyframeSegment<Value>.curveWeights(first[j])) }
                            case .spring(let motion):
                                motion.fillValueCoefficients(first + k, velocityCoefficients: second + k, count: run)
                                for j in k..<end { body(start + j, index, KeyframeSegment<Value>.springWeights(first[j], second[j])) }
                            case .hermite, .jump:
                                for j in k..<end { body(start + j, index, segment.weights(at: first[j])) }
                            }
                            k = end
                        }
                        start += n
                    }
                }
            }
        }
    }

    /// Writes, for each of `count` times (not NaN), the index of the segment
    /// playing (−1 where the value is ``initialValue``) and the time local
    /// to that segment, clamped to it, as ``locate(_:)`` computes them.
    func locate(_ times: UnsafePointer<Double>, count: Int, indices: UnsafeMutablePointer<Int>, localTimes: UnsafeMutablePointer<Double>) {
        let end = duration
        for k in 0..<count {
            let time = times[k]
            guard time >= 0, !segments.isEmpty else {
                indices[k] = -1
                continue
            }
            let index = segmentIndex(at: time)
            let segment = segments[index]
            indices[k] = index
            localTimes[k] = localTime(time, in: segment, end: end)
        }
    }
}
