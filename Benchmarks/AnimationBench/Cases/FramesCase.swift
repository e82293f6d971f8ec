import AnimationKernels

/// `FrameInterpolator.frames(weights:into:backend:)`: F output rows, each a
/// weighted mix of K keyframes of N values. Below
/// ``BatchGeometry/denseKeyframes`` each row blends two neighbours, as an
/// eased segment does; from there on every keyframe is mixed with random
/// weights.
struct FramesCase: BatchCase {
    let kernel = KernelName.frames

    func shapes(_ grid: Grid, sizes: [Int]?) -> [Shape] {
        let ns = grid.pick(quick: [64, 1024], standard: [64, 1024, 4096], full: [64, 256, 1024, 4096])
        let blends = grid.pick(quick: [4], standard: [4], full: [2, 4, 8]).flatMap { k in
            grid.pick(quick: [256], standard: [256], full: [256, 1024]).flatMap { f in ns.map { Shape(size: $0, frames: f, inner: k) } }
        }
        let dense = grid.pick(quick: [16], standard: [16], full: [16, 64]).flatMap { k in ns.map { Shape(size: $0, frames: 256, inner: k) } }
        return blends + dense
    }

    var numpyPeers: [(peer: String, candidate: Candidate)] { [("frames", .numpy(.standard))] }

    func workload(_ shape: Shape) -> BatchWorkload {
        let w = BatchWorkload(kernel, shape)
        let f = shape.frames, n = shape.size, k = shape.inner
        w.keyframes = (0..<k).map { _ in AnimatableVector(w.rng.doubles(n)) }
        w.keyframeMatrix = w.keyframes.flatMap { Array($0) }
        w.weights = k >= BatchGeometry.denseKeyframes ? w.rng.doubles(f * k) : w.segmentBlends()
        w.allocateOutput(f * n)
        return w
    }

    func productOperands(_ w: BatchWorkload) -> (rowLength: Int, matrix: [Double])? { (w.shape.size, w.keyframeMatrix) }

    func library(_ w: BatchWorkload, _ backend: Backend) -> () throws -> Void {
        let interpolator = w.sharedOperand { try! FrameInterpolator(keyframes: w.keyframes) }
        let weights = w.weights, out = w.output
        return { try weights.withUnsafeBufferPointer { try interpolator.frames(weights: $0, into: out, backend: backend) } }
    }

    func plainLoop(_ w: BatchWorkload) -> () -> Void { productPlainLoop(w) }

    /// The article's vector: a dense mix as a sum of scaled keyframes, a
    /// segment as `interpolated(towards:amount:)`, a new vector per frame.
    func seed(_ w: BatchWorkload) -> (() -> Void)? {
        let out = w.output.baseAddress!
        let f = w.shape.frames, n = w.shape.size, k = w.shape.inner
        let keyframes = w.keyframes.map { SeedVector(values: Array($0)) }
        if k >= BatchGeometry.denseKeyframes {
            let weights = w.weights
            return {
                for frame in 0..<f {
                    var sum = SeedVector(values: [Double](repeating: 0, count: n))
                    for key in 0..<k {
                        var term = keyframes[key]
                        term.scale(by: weights[frame * k + key])
                        sum += term
                    }
                    for (j, value) in sum.values.enumerated() { out[frame * n + j] = value }
                }
            }
        }
        return {
            for frame in 0..<f {
                let position = Double(frame) / Double(max(f - 1, 1)) * Double(k - 1)
                let i = min(Int(position), k - 2)
                let blended = keyframes[i].interpolated(towards: keyframes[i + 1], amount: position - Double(i))
                for (j, value) in blended.values.enumerated() { out[frame * n + j] = value }
            }
        }
    }
}
