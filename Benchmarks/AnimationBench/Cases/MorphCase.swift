@_spi(Benchmarking) import AnimationKernels

/// The blob morph cases (`blobMorph`, `blobMorphFloat`): B blobs of N
/// anchors, each blending two neighbours of K = 4 keyframe blobs, a
/// product of the weights with the keyframe blobs' point sets.
protocol MorphCase: BatchCase {
    /// Allocates the workload's output for `shape`.
    func allocateOutput(_ w: BatchWorkload, _ shape: Shape)
}

extension MorphCase {
    func shapes(_ grid: Grid, sizes: [Int]?) -> [Shape] { BatchGeometry.blobShapes(grid, inner: 4) }

    /// K keyframe blobs' radius offsets and segment blends.
    func workload(_ shape: Shape) -> BatchWorkload {
        let w = BatchWorkload(kernel, shape)
        w.keyframes = (0..<shape.inner).map { _ in AnimatableVector(w.rng.doubles(shape.size).map { $0 * 20 }) }
        w.weights = w.segmentBlends()
        allocateOutput(w, shape)
        return w
    }

    /// The keyframe blobs' point sets, K rows.
    func productOperands(_ w: BatchWorkload) -> (rowLength: Int, matrix: [Double])? {
        let blob = try! MorphingBlob(pointCount: w.shape.size)
        let side = BatchGeometry.side
        return (blob.pointSetLength, w.keyframes.flatMap { try! blob.points(width: side, height: side, offsets: $0) })
    }

    /// The library's morph of the workload's keyframes.
    func morph(_ w: BatchWorkload) -> FrameInterpolator {
        let side = BatchGeometry.side
        return w.sharedOperand { try! MorphingBlob(pointCount: w.shape.size).morph(width: side, height: side, keyframes: w.keyframes) }
    }
}
